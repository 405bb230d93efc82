import { AuthApi } from '@core/api/auth-api';
import { FirstScreenPreloader } from '@core/app/first-screen';
import { createContainer } from '@core/di/container';
import type { Token } from '@core/di/token';
import type { AtriumPlugin } from '@core/plugin/define-plugin';
import { Notifier } from '@core/services/notifier';
import { MemoryStorageService, StorageService } from '@core/services/storage-service';
import { UiTimings } from '@core/services/ui-timings';
import type { Container, Newable } from 'inversify';
import { FakeAuthApi } from './fakes/fake-auth-api';
import { RecordingNotifier } from './fakes/recording-notifier';

export interface TestContainer {
  container: Container;
  /** A typed `container.get`: `service(TokenService).set('t')`. */
  service<T>(identifier: Token<T> | Newable<T>): T;
  api: FakeAuthApi;
  notifier: RecordingNotifier;
  storage: MemoryStorageService;
  /** The paths the session guard asked the first screen's code for (FirstScreenPreloader). */
  preloaded: string[];
}

/**
 * The console's pauses, shortened: a search settles after 150 ms (typing in a test takes a few ms per
 * key, so it still sends once), an unreachable server is asked again at once.
 */
export const TEST_TIMINGS: UiTimings = { searchSettleMs: 150, networkRetryDelayMs: 0, draftAutosaveMs: 100 };

/**
 * The console's real container with in-memory storage, a fake AuthApi, a recording notifier and
 * shortened pauses (`TEST_TIMINGS`);
 * `overrides` swaps anything else in one line: `c => c.rebind(RequestService).toConstantValue(fake)`.
 */
export function createTestContainer(
  options: { plugins?: AtriumPlugin[]; overrides?: (container: Container) => void } = {},
): TestContainer {
  const api = new FakeAuthApi();
  const notifier = new RecordingNotifier();
  const storage = new MemoryStorageService();
  const preloaded: string[] = [];
  const container = createContainer({
    plugins: options.plugins ?? [],
    overrides: (c) => {
      c.rebind(StorageService).toConstantValue(storage);
      c.rebind(AuthApi).toConstantValue(api);
      c.rebind(Notifier).toConstantValue(notifier);
      c.rebind(UiTimings).toConstantValue(TEST_TIMINGS);
      // No chunks to load in a test: what the guard asks to preload is recorded (`preloaded`).
      c.rebind(FirstScreenPreloader).toConstantValue({
        preload: async (pathname: string) => {
          preloaded.push(pathname);
        },
        prepare: async () => undefined,
      });
      options.overrides?.(c);
    },
  });
  return {
    container,
    api,
    notifier,
    storage,
    preloaded,
    service: (identifier) => container.get(identifier),
  };
}
