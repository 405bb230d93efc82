declare global {
  interface Window {
    /** Set by qiankun: the folder of an HTML entry (of a JS entry, only `/`, whatever the script's URL). */
    __INJECTED_PUBLIC_PATH_BY_QIANKUN__?: string;
  }
}
declare let __webpack_public_path__: string;

/**
 * Where the embed build's lazy chunks load from: the folder atrium-console.js was loaded from. Found
 * when the script is evaluated (`detectPublicPath`, run first by the entry), and replaced by a host's
 * explicit `publicPath` at mount. The ways a host loads the script:
 *
 * - a `<script>` (a page, single-spa's loader): the script's own URL, also `document.currentScript`;
 * - qiankun, a JS entry or an HTML one: it fetches the text and evaluates it in its sandbox, so there is
 *   no current script, and a JS entry's injected public path is `/`. It names the text with
 *   `//# sourceURL=<the script's URL>`, which the browsers put in an Error's stack: the stack is read.
 */
export interface ScriptContext {
  /** `new Error().stack` taken in the script's own code as it is evaluated. */
  stack: string | undefined;
  /** `document.currentScript`. */
  currentScript: Element | null;
  /** `window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__`. */
  injected: string | undefined;
  /** The page's base URL, against which a relative name resolves. */
  baseUri: string;
}

/** The folder of a script's URL, with a trailing slash: `https://x/embed/a.js?v=1` → `https://x/embed/`. */
export function folderOf(url: string, baseUri: string): string | undefined {
  try {
    const resolved = new URL(url, baseUri);
    if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return undefined;
    return new URL('.', `${resolved.origin}${resolved.pathname}`).href;
  } catch {
    return undefined;
  }
}

/**
 * The URL of the code that made the stack's first frame, in V8's (`at f (url:1:2)`, `at url:1:2`) and
 * SpiderMonkey's or JavaScriptCore's (`f@url:1:2`) forms. Code evaluated without a name has none (V8's
 * `eval at …, <anonymous>`, SpiderMonkey's `… > eval`): undefined, not the evaluating script's URL.
 */
export function scriptUrlOfStack(stack: string | undefined): string | undefined {
  const frame = stack?.split('\n').find((line) => /^\s+at\s/.test(line) || line.includes('@'));
  if (!frame || /eval at |> eval|<anonymous>/.test(frame)) return undefined;
  const v8 = /^\s+at\s(?:.*\()?(.+?):\d+:\d+\)?\s*$/.exec(frame);
  const other = /@(.+?):\d+:\d+\s*$/.exec(frame);
  return (v8 ?? other)?.[1];
}

/** The chunks' folder by the first of: the stack's URL, the current `<script>`, qiankun's injected path. */
export function detectPublicPath(context: ScriptContext): string | undefined {
  const fromStack = scriptUrlOfStack(context.stack);
  const script = context.currentScript as HTMLScriptElement | null;
  const candidates = [fromStack, script?.tagName === 'SCRIPT' ? script.src : undefined];
  for (const url of candidates) {
    const folder = url ? folderOf(url, context.baseUri) : undefined;
    if (folder) return folder;
  }
  return context.injected ? folderOf(context.injected, context.baseUri) : undefined;
}

/** Makes the lazy chunks load from `folder` (a URL, absolute or against the page). */
export function setPublicPath(folder: string): void {
  const url = folder.endsWith('/') ? folder : `${folder}/`;
  __webpack_public_path__ = folderOf(`${url}x`, document.baseURI) ?? url;
}

/** Run once as the embed script is evaluated (./script-public-path.ts, the entry's first import). */
export function adoptPublicPathOfThisScript(): void {
  if (typeof window === 'undefined') return;
  const folder = detectPublicPath({
    stack: new Error().stack,
    currentScript: document.currentScript,
    injected: window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__,
    baseUri: document.baseURI,
  });
  if (folder) __webpack_public_path__ = folder;
}

/**
 * The origin the chunks load from (the console's server), or undefined when it cannot be told: the
 * embedded console calls its API there unless the host names other base URLs.
 */
export function publicPathOrigin(): string | undefined {
  try {
    return new URL(__webpack_public_path__, document.baseURI).origin;
  } catch {
    return undefined;
  }
}
