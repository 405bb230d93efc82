import {
  DEVICE_COOKIE,
  DOCUMENT_COOKIE_KEYS,
  TIME_ZONE_COOKIE,
} from '../../manifests/contracts/signed-in-render';
import { token } from '../di/token';
import { deviceOfWidth } from '../stores/device';
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

/** A year: the cookie goes when the value does (sign-out removes both); the server decides the session's life. */
const COOKIE_MAX_AGE_SECONDS = 31_536_000;

/**
 * Local storage's values the server's render of the workbench depends on (the token, the settings, the
 * sidebar: manifests/contracts/signed-in-render.ts), copied into cookies of the same names so the
 * document request carries them. Same-site only and for this origin's paths; the value is the stored
 * JSON, URI-encoded.
 */
export class DocumentCookies {
  constructor(private readonly doc: Document) {}

  write(key: string, raw: string | null): void {
    const secure = this.doc.location?.protocol === 'https:' ? '; Secure' : '';
    this.doc.cookie =
      raw === null
        ? `${key}=; Path=/; Max-Age=0; SameSite=Strict${secure}`
        : `${key}=${encodeURIComponent(raw)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Strict${secure}`;
  }

  /**
   * The cookies as local storage holds the values now (a session from before the mirror, storage
   * cleared by hand), the browser's time zone (the render shows times in it) and its kind of screen
   * (the render draws its layout). Only those that
   * differ are written: each write of `document.cookie` waits on the browser's cookie store (a start
   * spent up to 68 ms writing four unchanged cookies), and a returning member's are all in step.
   */
  sync(storage: Storage): void {
    const present = new Map(
      this.doc.cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf('=');
          return [pair.slice(0, at), pair.slice(at + 1)] as const;
        }),
    );
    const wanted: [string, string | null][] = [
      ...DOCUMENT_COOKIE_KEYS.map((key): [string, string | null] => [key, storage.getItem(key)]),
      [TIME_ZONE_COOKIE, JSON.stringify(Intl.DateTimeFormat().resolvedOptions().timeZone)],
      [DEVICE_COOKIE, JSON.stringify(deviceOfWidth(this.doc.defaultView?.innerWidth))],
    ];
    for (const [key, raw] of wanted) {
      const now = present.get(key);
      if (raw === null ? now === undefined : now === encodeURIComponent(raw)) continue;
      this.write(key, raw);
    }
  }
}

/** Typed as the console's storage keys: a mirrored key that is not one of them does not compile. */
const mirrored: ReadonlySet<string> = new Set<(typeof StorageKeys)[keyof typeof StorageKeys]>(
  DOCUMENT_COOKIE_KEYS,
);

class WebKeyValueStore implements KeyValueStore {
  constructor(
    private readonly storage: Storage,
    private readonly cookies?: DocumentCookies,
  ) {}

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
    const raw = JSON.stringify(value);
    try {
      this.storage.setItem(key, raw);
    } catch {
      // Full or blocked storage (private mode): the console keeps working without persistence.
    }
    if (mirrored.has(key)) this.cookies?.write(key, raw);
  }

  remove(key: string): void {
    this.storage.removeItem(key);
    if (mirrored.has(key)) this.cookies?.write(key, null);
  }
}

export class WebStorageService implements StorageService {
  readonly local: KeyValueStore;
  readonly session = new WebKeyValueStore(window.sessionStorage);

  constructor() {
    const cookies = new DocumentCookies(window.document);
    cookies.sync(window.localStorage);
    this.local = new WebKeyValueStore(window.localStorage, cookies);
  }
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
