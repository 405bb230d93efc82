import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthApi, type UserDetail } from '../../api/auth-api';
import { useService } from '../../di/services-context';
import { SignOutService } from '../../services/sign-out-service';
import { TokenService } from '../../services/token-service';
import { PermissionStore } from '../../stores/permission-store';
import { SessionStore } from '../../stores/session-store';
import { redirectTarget } from '../login/redirect-target';

/**
 * Where a handed-over token stands: being read; refused (expired, revoked, unknown, or not an
 * organisation's); or read, waiting for the person at the browser to accept who they become, with the
 * member signed in here now (null when nobody is).
 */
export type Handover =
  | { step: 'checking' }
  | { step: 'refused'; signedIn: boolean }
  | { step: 'confirm'; incoming: UserDetail; current: UserDetail | null };

/** Whether a token's answer names a member: an account-level token has no organisation's member. */
const isMember = (detail: UserDetail | null): detail is UserDetail => Boolean(detail?.telephone);

/**
 * /auth-redirect's decision. A link can carry anyone's token, so a token is never taken on trust
 * (login CSRF: a crafted link would sign the visitor into the sender's session). It is read first, with
 * itself and without touching the session here; then:
 * - the session's own token, or a token of the member already signed in here: taken at once;
 * - anyone else's, or nobody signed in: `confirm`, until `accept` (继续登录) or `decline` (取消).
 * Declining leaves the browser as it was: the signed-in member stays, nobody is signed in otherwise.
 */
export function useHandover(token: string, redirect: string | null) {
  const api = useService(AuthApi);
  const tokens = useService(TokenService);
  const session = useService(SessionStore);
  const permissions = useService(PermissionStore);
  const signOut = useService(SignOutService);
  const navigate = useNavigate();
  const [handover, setHandover] = useState<Handover>({ step: 'checking' });

  const accept = useCallback(() => {
    // Another member's session may be running: it ends the one way (polling, requests, stores, caches).
    if (session.userInfo !== null || permissions.generated) signOut.end('replaced');
    tokens.set(token);
    navigate(redirectTarget(redirect, '/'), { replace: true });
  }, [token, redirect, session, permissions, signOut, tokens, navigate]);

  const decline = useCallback(() => {
    navigate(tokens.token ? '/' : '/login', { replace: true });
  }, [tokens, navigate]);

  useEffect(() => {
    if (token === tokens.token) {
      navigate(redirectTarget(redirect, '/'), { replace: true });
      return;
    }
    let live = true;
    setHandover({ step: 'checking' });
    (async () => {
      const incoming = await api.userDetailOf(token).catch(() => null);
      if (!live) return;
      if (!isMember(incoming)) {
        setHandover({ step: 'refused', signedIn: tokens.token !== undefined });
        return;
      }
      // Who is signed in here: the loaded member, else whoever the stored token still names.
      const stored = tokens.token;
      const current = session.userInfo ?? (stored ? await api.userDetailOf(stored).catch(() => null) : null);
      if (!live) return;
      if (isMember(current) && current.uniqueId === incoming.uniqueId) accept();
      else setHandover({ step: 'confirm', incoming, current: isMember(current) ? current : null });
    })();
    return () => {
      live = false;
    };
  }, [token, redirect, api, tokens, session, accept, navigate]);

  return { handover, accept, decline };
}
