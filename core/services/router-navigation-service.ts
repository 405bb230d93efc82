import type { NavigationService } from './navigation-service';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * Navigation through React Router, attached by <NavigationBridge/> inside the router: its navigate, and
 * the router's own location (inside a host the page's URL also holds the host's basename).
 */
export class RouterNavigationService implements NavigationService {
  private navigateFn: Navigate | undefined;
  private location: string | undefined;

  attach(navigate: Navigate): void {
    this.navigateFn = navigate;
  }

  /** The router's current path and query, kept by the bridge. */
  locate(path: string): void {
    this.location = path;
  }

  navigate(to: string, options?: { replace?: boolean }): void {
    if (this.navigateFn) this.navigateFn(to, options);
    else window.location.assign(to);
  }

  currentPath(): string {
    return this.location ?? `${window.location.pathname}${window.location.search}`;
  }
}
