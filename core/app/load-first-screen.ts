import type { Container } from 'inversify';
import { PermissionStore } from '../stores/permission-store';
import { SessionStore } from '../stores/session-store';
import { FirstScreenPreloader } from './first-screen';

/** What a start loads with. */
export interface FirstScreenServices {
  session: SessionStore;
  permissions: PermissionStore;
  preloader: FirstScreenPreloader;
}

/** A container's services for a start (the server's render, the take-over of its page). */
export function firstScreenServicesOf(container: Container): FirstScreenServices {
  return {
    session: container.get(SessionStore),
    permissions: container.get(PermissionStore),
    preloader: container.get<FirstScreenPreloader>(FirstScreenPreloader),
  };
}

/**
 * Everything a start shows at once, before its first render: the member (user info, applications, owner
 * info) and the permitted routes, together (neither needs the other's answer), the page's code while
 * they load, then what its parts show (`prepare`). The session guard runs it, the server's render of
 * the workbench too, and the console taking that page over, so each draws the same screen from the same
 * answers. Rejects only when the session could not be loaded (the code's and the parts' failures are
 * shown by the parts themselves).
 */
export async function loadFirstScreen(
  { session, permissions, preloader }: FirstScreenServices,
  pathname: string,
): Promise<void> {
  await Promise.all([session.loadUserInfo(), permissions.generate(), preloader.preload(pathname)]);
  await preloader.prepare(pathname);
}
