import {
  ANTD_CHUNKS_ATTRIBUTE,
  ANTD_DEFERRED_ATTRIBUTE,
  ANTD_REST_ATTRIBUTE,
  ANTD_STYLESHEET_ATTRIBUTE,
} from '../prerender/antd-stylesheet-html';

/** What of the bundler's runtime this uses: its chunk loading's handlers and its chunks' file names. */
interface ChunkRuntime {
  /** Each handler is asked for every chunk being loaded; the chunk runs once all their promises settle. */
  f: Record<string, (chunkId: string | number, promises: Promise<unknown>[]) => void>;
  /** A chunk's script, relative to the public path (`assets/layout.….js`). */
  u: (chunkId: string | number) => string;
}

declare const __webpack_require__: ChunkRuntime | undefined;

/** The first screen's prebuilt antd stylesheet's link, when the page has one (index.html from the build). */
function firstSheet(doc: Document): HTMLLinkElement | null {
  return doc.querySelector<HTMLLinkElement>(`link[${ANTD_STYLESHEET_ATTRIBUTE}]`);
}

/**
 * Whether the page links antd's prebuilt styles (core/prerender/antd-stylesheet.tsx): then the console
 * renders antd without generating them (`zeroRuntime`). Not the sign-in page (login.html), not the
 * rspack dev server's page, not a host's page: antd generates its styles there, as it always did.
 */
export function hasPrebuiltAntdStyles(doc: Document = document): boolean {
  return firstSheet(doc) !== null;
}

/** The rest's loading, by the first screen's link it follows. */
const rests = new WeakMap<HTMLLinkElement, Promise<void>>();

/**
 * The rest of antd's styles (every component the first screen's chunks do not use), once: a <link>
 * right after the first screen's, so that the console's own stylesheets still come after antd's. A
 * failure is forgotten (the next chunk tries again) and lets the chunk run: unstyled is better than
 * not there.
 */
function loadRest(first: HTMLLinkElement): Promise<void> {
  const href = first.getAttribute(ANTD_REST_ATTRIBUTE);
  if (!href) return Promise.resolve();
  let rest = rests.get(first);
  if (!rest) {
    rest = new Promise<void>((resolve) => {
      const link = first.ownerDocument.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => {
        rests.delete(first);
        link.remove();
        resolve();
      };
      first.after(link);
    });
    rests.set(first, rest);
  }
  return rest;
}

/** login.html's deferred first sheet, applied once (with the rest after it). */
const applied = new WeakMap<HTMLLinkElement, Promise<void>>();

function applyDeferred(deferred: HTMLLinkElement): Promise<void> {
  let both = applied.get(deferred);
  if (!both) {
    const first = new Promise<void>((resolve) => {
      // A failure lets the chunk run, as the rest's does.
      deferred.onload = () => resolve();
      deferred.onerror = () => resolve();
    });
    deferred.rel = 'stylesheet';
    deferred.href = deferred.getAttribute('data-href') ?? '';
    both = Promise.all([first, loadRest(deferred)]).then(() => undefined);
    applied.set(deferred, both);
  }
  return both;
}

/**
 * With antd's prebuilt styles, every chunk but the first screen's waits for the rest of them: antd
 * generates none, so a page, a dialog or a message whose component the first screen does not use must
 * not show before its styles are here. Hooked into the bundler's chunk loading (as its own stylesheet
 * loading is), so no lazy import anywhere can forget it. Loaded ahead once the page is idle after its
 * first screen, so a later click seldom waits.
 *
 * On the sign-in page (login.html) antd generates the styles of the sign-in page's own components, and
 * the production bundle has no generator for any other (rspack.config.ts, `antdPrebuiltStyles`): a
 * chunk with one of those (the console after signing in, a dialog) waits for both prebuilt sheets,
 * applied then; they are applied ahead too once the page is idle.
 */
export function loadRestOfAntdStylesBeforeChunks(doc: Document = document): void {
  const first = firstSheet(doc);
  const deferred = doc.querySelector<HTMLLinkElement>(`link[${ANTD_DEFERRED_ATTRIBUTE}]`);
  const link = first ?? deferred;
  if (!link || typeof __webpack_require__ === 'undefined') return;
  const runtime = __webpack_require__;
  const ready = new Set((link.getAttribute(ANTD_CHUNKS_ATTRIBUTE) ?? '').split(' ').filter(Boolean));
  const load = first ? () => loadRest(first) : () => applyDeferred(link);
  runtime.f.antdStyles = (chunkId, promises) => {
    if (!ready.has(runtime.u(chunkId))) promises.push(load());
  };
  const view = doc.defaultView;
  view?.addEventListener('load', () =>
    view.setTimeout(() => {
      const idle = view.requestIdleCallback ?? ((run: () => void) => view.setTimeout(run, 0));
      idle(() => void load());
    }, 1000),
  );
}
