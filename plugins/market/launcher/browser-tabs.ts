import { token } from '@core';

/** A tab opened at the click, before its address is known; it is sent there or closed. */
export interface ReservedTab {
  go(url: string): void;
  cancel(): void;
}

/**
 * Opening addresses outside the console; tests bind a recording one. Browsers let a page open a tab
 * only while handling a click, and an application's address needs a token fetched first: so the tab is
 * reserved at the click and sent to the address when it is known.
 */
export const BrowserTabs = token<BrowserTabs>('market.BrowserTabs');
export interface BrowserTabs {
  reserve(): ReservedTab;
}

export const windowTabs: BrowserTabs = {
  reserve: () => {
    const tab = window.open('', '_blank');
    // The application's page must not reach back into the console.
    if (tab) tab.opener = null;
    return {
      go: (url) => {
        if (tab && !tab.closed) tab.location.replace(url);
        else window.open(url, '_blank', 'noopener,noreferrer');
      },
      cancel: () => tab?.close(),
    };
  },
};
