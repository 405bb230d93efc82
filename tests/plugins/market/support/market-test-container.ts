import { ApplicationApi } from '@core/api/application-api';
import { NavigationService } from '@core/services/navigation-service';
import marketPlugin from '@plugins/market';
import { MarketApi } from '@plugins/market/api/market-api';
import { BrowserTabs } from '@plugins/market/launcher/browser-tabs';
import { Clock } from '@plugins/market/launcher/clock';
import { FakeApplicationApi } from '@tests/support/fakes/fake-application-api';
import { signedInContainer } from '@tests/support/signed-in-container';
import { FakeMarketApi } from './fake-market-api';

/** Records where the console was sent. */
export class RecordingNavigation implements NavigationService {
  readonly visits: string[] = [];
  navigate(to: string): void {
    this.visits.push(to);
  }
  currentPath(): string {
    return this.visits.at(-1) ?? '/dashboard';
  }
}

/** Records the tabs reserved, the addresses they were sent to, and how many were closed unused. */
export class RecordingTabs implements BrowserTabs {
  readonly opened: string[] = [];
  reserved = 0;
  cancelled = 0;
  reserve() {
    this.reserved += 1;
    return {
      go: (url: string) => {
        this.opened.push(url);
      },
      cancel: () => {
        this.cancelled += 1;
      },
    };
  }
}

export const NOW = Date.parse('2026-03-01T08:00:00.000Z');

/**
 * The console's container with the market plugin and its services swapped for fakes: the market and
 * application APIs, navigation, new tabs and a clock fixed at NOW.
 */
export async function marketTestContainer(options: { admin?: boolean } = {}) {
  const market = new FakeMarketApi();
  const applications = new FakeApplicationApi();
  const navigation = new RecordingNavigation();
  const tabs = new RecordingTabs();
  const test = await signedInContainer({
    plugin: marketPlugin,
    user: { isAdmin: options.admin ?? false },
    overrides: (c) => {
      c.rebind(MarketApi).toConstantValue(market);
      c.rebind(ApplicationApi).toConstantValue(applications);
      c.rebind(NavigationService).toConstantValue(navigation);
      c.rebind(BrowserTabs).toConstantValue(tabs);
      c.rebind(Clock).toConstantValue({ now: () => NOW });
    },
  });
  return { ...test, market, applications, navigation, tabs };
}
