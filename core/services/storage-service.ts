import { token } from '../di/token';
/** One key-value area (local or session storage), holding JSON values. */
export interface KeyValueStore {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

/** Browser storage behind an interface, so tests and hosts can supply their own. */
export const StorageService = token<StorageService>('core.StorageService');
export interface StorageService {
  /** Survives the browser closing: token, organisations, preferences. */
  readonly local: KeyValueStore;
  /** One browser tab: visited views, registered applications. */
  readonly session: KeyValueStore;
}

/** The keys the console stores under (spec §9 "Storage keys"). */
export const StorageKeys = {
  token: 'atrium.token',
  organizations: 'atrium.organizations',
  settings: 'atrium.settings',
  layout: 'atrium.layout',
  visitedViews: 'atrium.visitedViews',
  appRoutes: 'atrium.appRoutes',
} as const;

class WebKeyValueStore implements KeyValueStore {
  constructor(private readonly storage: Storage) {}

  get<T>(key: string): T | undefined {
    const raw = this.storage.getItem(key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  }

  set(key: string, value: unknown): void {
    try {
      this.storage.setItem(key, JSON.stringify(value));
    } catch {
      // Full or blocked storage (private mode): the console keeps working without persistence.
    }
  }

  remove(key: string): void {
    this.storage.removeItem(key);
  }
}

export class WebStorageService implements StorageService {
  readonly local = new WebKeyValueStore(window.localStorage);
  readonly session = new WebKeyValueStore(window.sessionStorage);
}

/** In memory: for tests, and for hosts that must not touch the browser's storage. */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly values = new Map<string, string>();
  get<T>(key: string): T | undefined {
    const raw = this.values.get(key);
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }
  set(key: string, value: unknown): void {
    this.values.set(key, JSON.stringify(value));
  }
  remove(key: string): void {
    this.values.delete(key);
  }
}

export class MemoryStorageService implements StorageService {
  readonly local = new MemoryKeyValueStore();
  readonly session = new MemoryKeyValueStore();
}
