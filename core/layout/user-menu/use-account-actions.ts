import { useService } from '../../di/services-context';
import { SignOutService } from '../../services/sign-out-service';

/** The user menu's two flows (spec §4 "Logout", "Switch organisation"), both through the sign-out service. */
export function useAccountActions() {
  const signOut = useService(SignOutService);

  /** Server logout (its failure does not keep anyone signed in), then forget everything and go to login. */
  const logout = (currentPath: string) => signOut.logout(currentPath);

  /** Enters another organisation: new token, user info, routes, polling; tabs closed; back to the workbench. */
  const switchOrganization = (uniqueId: string) => signOut.switchOrganization(uniqueId);

  return { logout, switchOrganization };
}
