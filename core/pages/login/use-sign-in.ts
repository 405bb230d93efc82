import { useNavigate, useSearchParams } from 'react-router-dom';
import type { IssuedToken } from '../../api/auth-api';
import { useService } from '../../di/services-context';
import { SessionStore } from '../../stores/session-store';
import { redirectTarget } from './redirect-target';

/**
 * Finishes any sign-in: hands the issued token to the session, then goes to `redirect` (default /)
 * or, with several organisations, to the chooser carrying the same `redirect`. A failure after the
 * token was issued forgets it again, so no half-signed-in state is left behind.
 */
export function useSignIn() {
  const session = useService(SessionStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('redirect');

  return async (issue: () => Promise<IssuedToken>) => {
    const issued = await issue();
    let outcome: Awaited<ReturnType<SessionStore['completeSignIn']>>;
    try {
      outcome = await session.completeSignIn(issued);
    } catch (error) {
      session.clear();
      throw error;
    }
    if (outcome === 'ready') {
      navigate(redirectTarget(requested, '/'), { replace: true });
    } else {
      const query = requested ? `?redirect=${encodeURIComponent(requested)}` : '';
      navigate(`/organize${query}`, { replace: true });
    }
  };
}
