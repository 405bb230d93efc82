import type { Container } from 'inversify';
import { PermissionStore } from '../stores/permission-store';
import { SessionStore } from '../stores/session-store';
import { FirstScreenPreloader } from './first-screen';

/**
 * Everything a start shows at once, before its first render: the member (user info, applications, owner
 * info), the permitted routes, the page's code and what its parts show (`prepare`). The server's render
 * of the workbench runs it, and so does the console taking that page over (core/main.tsx), so both draw
 * the same screen from the same answers. Not in the entry: with core/boot/take-over.ts.
 * Rejects when the session could not be loaded.
 */
export async function loadFirstScreen(container: Container, pathname: string): Promise<void> {
  const preloader = container.get<FirstScreenPreloader>(FirstScreenPreloader);
  await Promise.all([
    container.get(SessionStore).loadUserInfo(),
    container.get(PermissionStore).generate(),
    preloader.preload(pathname),
  ]);
  await preloader.prepare(pathname);
}
