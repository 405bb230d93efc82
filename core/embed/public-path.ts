declare global {
  interface Window {
    /** Set by qiankun, which evaluates the script itself (no `document.currentScript` to find chunks by). */
    __INJECTED_PUBLIC_PATH_BY_QIANKUN__?: string;
  }
}
declare let __webpack_public_path__: string;

// Imported first by the embed entry: lazy chunks load from where the host says the script came from.
if (typeof window !== 'undefined' && window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__) {
  __webpack_public_path__ = window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__;
}

export {};
