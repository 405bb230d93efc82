import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useService } from '../di/services-context';
import { SessionStore } from '../stores/session-store';

/**
 * With a token, /login goes to / (spec §4). Checked on arrival only: while a sign-in is under way on
 * the page the token changes, and the page itself decides where to go next.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useService(SessionStore);
  const [arrivedWithToken] = useState(() => session.token !== undefined);
  return arrivedWithToken ? <Navigate to="/" replace /> : children;
}
