import { token } from '../di/token';

/**
 * Why the session ended or changed. Every one of them goes through `SignOutService`, so whatever the
 * reason, the old session's work stops the same way (polling, requests in flight, stores, caches).
 */
export type SessionChangeReason =
  /** 退出登录 from the user menu (the server's logout is called first). */
  | 'logout'
  /** The server answered 300000–300002 and the member chose 重新登录. */
  | 'refused'
  /** The guard could not load the member or the routes of the stored token. */
  | 'load-failed'
  /** Another token was handed over (/auth-redirect) or the member left the organisation chooser. */
  | 'replaced'
  /** 切换组织: the old organisation's session ends, a new one starts at once. */
  | 'organization-switch'
  /** The password was changed (forced or not): the server keeps this session and ends the others. */
  | 'password-changed';

export interface SessionChange {
  reason: SessionChangeReason;
  /** The old session's data is gone (every reason but a password change): drop whatever was cached for it. */
  endsSession: boolean;
  /** No member is signed in any more (no token left): a host shell shows its own sign-in. */
  signedOut: boolean;
}

/** Told of every session change; returned by `onSessionChange` to stop listening. */
export type SessionChangeListener = (change: SessionChange) => void;

/**
 * A contribution point (Theia style): whatever keeps state of the signed-in member binds one — a plugin's
 * store, the data layer's query cache (`queryClient.clear()` when `change.endsSession`) — and is told of
 * every change after core's own stores were reset. `[]` when nothing is bound.
 */
export const SessionChangeContribution = token<SessionChangeContribution>('core.SessionChangeContribution');
export interface SessionChangeContribution {
  onSessionChange(change: SessionChange): void;
}

/**
 * The one sign-out sequence (spec §4 "Logout", "Switch organisation", §8 logged-out codes). After any
 * sign-out nothing of the old session runs on: the user-info polling stops, its requests in flight are
 * aborted (and an answer that still arrives is ignored), the session, permission, installed-application
 * and tab stores are reset, and every listener and `SessionChangeContribution` is told.
 */
export const SignOutService = token<SignOutService>('core.SignOutService');
export interface SignOutService {
  /**
   * Aborted when the current session ends or changes: the request service ties every call to the
   * signal current when the call started, so nothing of an old session reaches the new one.
   */
  readonly signal: AbortSignal;
  /** 退出登录: the server's logout (its failure keeps no one signed in), then sign out; /login?redirect=. */
  logout(currentPath: string): Promise<void>;
  /**
   * The server refused the session (300000–300002). The polling stops at once and one 登出 confirm opens
   * (never two at a time): 重新登录 signs out to /login?redirect={current path}; 取消 stays on the page.
   */
  sessionRefused(): void;
  /** 切换组织: exchange the token, end the old organisation's work, load the new one; tabs closed; /dashboard. */
  switchOrganization(uniqueId: string): Promise<void>;
  /** The password was changed: the session stays (the forced dialog lifts), listeners are told. */
  passwordChanged(): void;
  /** Signs out without calling the server (`load-failed`, `replaced`); goes to `redirectTo` when given. */
  end(reason: 'load-failed' | 'replaced', options?: { redirectTo?: string }): void;
  /** Listens to every session change; returns the function that stops listening. */
  onSessionChange(listener: SessionChangeListener): () => void;
}

/** Where a sign-out leads: the login page, with the way back. */
export function loginPathFor(currentPath: string): string {
  return `/login?redirect=${encodeURIComponent(currentPath)}`;
}
