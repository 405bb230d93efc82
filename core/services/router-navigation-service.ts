import type { NavigationService } from './navigation-service';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Navigation through React Router, attached by <NavigationBridge/> inside the router. */
export class RouterNavigationService implements NavigationService {
  private navigateFn: Navigate | undefined;
  private location: () => string = () => `${window.location.pathname}${window.location.search}`;

  attach(navigate: Navigate, location: () => string): void {
    this.navigateFn = navigate;
    this.location = location;
  }

  navigate(to: string, options?: { replace?: boolean }): void {
    if (this.navigateFn) this.navigateFn(to, options);
    else window.location.assign(to);
  }

  currentPath(): string {
    return this.location();
  }
}
