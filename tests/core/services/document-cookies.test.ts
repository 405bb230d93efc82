import { StorageKeys, WebStorageService } from '@core/services/storage-service';
import { DEVICE_COOKIE, TIME_ZONE_COOKIE, TOKEN_COOKIE } from '@manifests/contracts/signed-in-render';

/** The document's cookies by name, decoded. */
function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
      }),
  );
}

function clearCookies() {
  for (const name of Object.keys(cookies())) {
    // biome-ignore lint/suspicious/noDocumentCookie: as the console writes them (jsdom has no Cookie Store API)
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe('the session’s cookies beside local storage (the server draws the workbench from them)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearCookies();
  });

  it('writes the token, the settings and the sidebar into cookies of the same names as they are stored, and removes them with them', () => {
    const storage = new WebStorageService();
    storage.local.set(StorageKeys.token, 'tok-1');
    storage.local.set(StorageKeys.settings, { theme: '#f5222d' });
    storage.local.set(StorageKeys.layout, { sidebarOpened: false });
    storage.local.set(StorageKeys.organizations, [{ uniqueId: 'xinghe-park' }]);
    storage.session.set(StorageKeys.visitedViews, { views: [] });
    const written = cookies();
    expect(JSON.parse(written[TOKEN_COOKIE]!)).toBe('tok-1');
    expect(JSON.parse(written[StorageKeys.settings]!)).toEqual({ theme: '#f5222d' });
    expect(JSON.parse(written[StorageKeys.layout]!)).toEqual({ sidebarOpened: false });
    // Only what the first screen is drawn from.
    expect(written[StorageKeys.organizations]).toBeUndefined();
    expect(written[StorageKeys.visitedViews]).toBeUndefined();
    storage.local.remove(StorageKeys.token);
    expect(cookies()[TOKEN_COOKIE]).toBeUndefined();
    expect(window.localStorage.getItem(StorageKeys.token)).toBeNull();
  });

  it('brings the cookies in step with storage at start: a session from before them, or storage cleared by hand', () => {
    window.localStorage.setItem(StorageKeys.token, JSON.stringify('from-before'));
    new WebStorageService();
    expect(JSON.parse(cookies()[TOKEN_COOKIE]!)).toBe('from-before');
    window.localStorage.clear();
    new WebStorageService();
    expect(cookies()[TOKEN_COOKIE]).toBeUndefined();
    // The browser's time zone, for the times the server draws.
    expect(JSON.parse(cookies()[TIME_ZONE_COOKIE]!)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // Its kind of screen, for the layout the server draws (jsdom's window is 1024 wide).
    expect(JSON.parse(cookies()[DEVICE_COOKIE]!)).toBe('desktop');
  });

  it('writes at start only the cookies that are not in step (each write waits on the browser’s cookie store)', () => {
    window.localStorage.setItem(StorageKeys.token, JSON.stringify('tok-2'));
    new WebStorageService();
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        writes.push(value.slice(0, value.indexOf('=')));
        descriptor.set!.call(document, value);
      },
    });
    try {
      new WebStorageService();
      expect(writes).toEqual([]);
      window.localStorage.setItem(StorageKeys.settings, JSON.stringify({ theme: '#13c2c2' }));
      window.localStorage.removeItem(StorageKeys.token);
      new WebStorageService();
      expect(writes.sort()).toEqual([StorageKeys.settings, TOKEN_COOKIE].sort());
      expect(JSON.parse(cookies()[StorageKeys.settings]!)).toEqual({ theme: '#13c2c2' });
      expect(cookies()[TOKEN_COOKIE]).toBeUndefined();
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });
});
