import type { NavigationService } from './navigation-service';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Navigation through React Router, attached by <NavigationBridge/> inside the router. */
export class RouterNavigationService implements NavigationService {
  private navigateFn: Navigate | undefined;

  attach(navigate: Navigate): void {
    this.navigateFn = navigate;
  }

  navigate(to: string, options?: { replace?: boolean }): void {
    if (this.navigateFn) this.navigateFn(to, options);
    else window.location.assign(to);
  }

  currentPath(): string {
    return `${window.location.pathname}${window.location.search}`;
  }
}
