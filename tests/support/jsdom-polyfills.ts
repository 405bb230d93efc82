// What jsdom lacks and React Router, antd and rc-component expect (see shared/TOOLCHAIN.md).
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's crypto has no `subtle`, which passwordDigest (SHA-256) needs: Node's is the same API.
if (globalThis.crypto && !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

// Files that opt into the node environment (`@jest-environment node`) have no window.
const hasWindow = typeof window !== 'undefined';

if (hasWindow && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// rc-component schedules through MessageChannel; a timer-based one keeps no handle open after a test.
class TimerMessageChannel {
  port1: {
    onmessage: ((event: { data: unknown }) => void) | null;
    postMessage: (data: unknown) => void;
    close: () => void;
  };
  port2: {
    onmessage: ((event: { data: unknown }) => void) | null;
    postMessage: (data: unknown) => void;
    close: () => void;
  };
  constructor() {
    const port = () => ({
      onmessage: null,
      postMessage: (_data: unknown) => undefined,
      close: () => undefined,
    });
    this.port1 = port();
    this.port2 = port();
    this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
    this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
  }
}
if (hasWindow) Object.assign(globalThis, { MessageChannel: TimerMessageChannel });

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });

// ProseMirror (the notice editor) measures the caret and hit-tests clicks; jsdom has no layout, so
// these answer "nowhere" and ProseMirror falls back to the selection it keeps itself.
if (hasWindow) {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const noRect = () => new DOMRect(0, 0, 0, 0);
  document.elementFromPoint ??= () => null;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= noRect;
}

// A data router (createMemoryRouter, which FormPage's tests use for useBlocker) makes a Request per
// navigation; jsdom has none. React Router reads its url, method and signal only.
if (hasWindow && typeof globalThis.Request === 'undefined') {
  class RouterRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers: Headers | undefined;
    constructor(url: string | URL, init: { method?: string; signal?: AbortSignal; headers?: Headers } = {}) {
      this.url = String(url);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = init.headers;
    }
  }
  Object.assign(globalThis, { Request: RouterRequest });
}
