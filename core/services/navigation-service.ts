import { token } from '../di/token';
/** Navigation for code outside React components (stores, the request service). */
export const NavigationService = token<NavigationService>('core.NavigationService');
export interface NavigationService {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The current path with its query string. */
  currentPath(): string;
}
