import { token } from '@core/di/token';

/** Opening addresses outside the console; tests bind a recording one. */
export const BrowserTabs = token<BrowserTabs>('market.BrowserTabs');
export interface BrowserTabs {
  openInNewTab(url: string): void;
}

export const windowTabs: BrowserTabs = {
  openInNewTab: (url) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
