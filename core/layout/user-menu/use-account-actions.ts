import { useNavigate } from 'react-router-dom';
import { AuthApi } from '../../api/auth-api';
import { useService } from '../../di/services-context';
import { PermissionStore } from '../../stores/permission-store';
import { SessionStore } from '../../stores/session-store';
import { TabsStore } from '../../stores/tabs-store';

/** The user menu's two flows (spec §4 "Logout", "Switch organisation"). */
export function useAccountActions() {
  const api = useService(AuthApi);
  const session = useService(SessionStore);
  const permissions = useService(PermissionStore);
  const tabs = useService(TabsStore);
  const navigate = useNavigate();

  /** Server logout (its failure does not keep anyone signed in), then forget everything and go to login. */
  const logout = async (currentPath: string) => {
    try {
      await api.logout();
    } catch {
      // Signed out locally either way.
    }
    session.clear();
    permissions.reset();
    tabs.delAll();
    navigate(`/login?redirect=${encodeURIComponent(currentPath)}`);
  };

  /** Enters another organisation: new token, user info, routes, polling; tabs closed; back to the workbench. */
  const switchOrganization = async (uniqueId: string) => {
    await session.enterOrganization(uniqueId);
    await session.loadUserInfo();
    await permissions.generate();
    session.startPolling();
    tabs.delAll();
    navigate('/dashboard');
  };

  return { logout, switchOrganization };
}
