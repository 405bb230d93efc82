import { CSP_NONCE_PLACEHOLDER } from '../../manifests/contracts/csp-nonce';
import type { PreloadHint } from '../boot/early-calls';

/**
 * The chunks of a signed-in first screen, by their `webpackChunkName`: the layout, the workbench
 * (the member's landing page) and what areas put in the navbar and on the workbench (`<area>-navbar`,
 * `<area>-workbench`: README "Adding an area"). index.html asks for them with the scripts, so they
 * download while the session calls run instead of after them. Not the HTTP client: the page's own
 * early calls answer every call of the workbench, and elsewhere the entry asks for it beside the view.
 */
export const FIRST_SCREEN_CHUNKS = /^(layout|dashboard|[a-z0-9]+(-[a-z0-9]+)*-(navbar|workbench))$/;

/** Of those, the workbench's own (asked for only when the page opened is the workbench). */
export const WORKBENCH_CHUNKS = /^(dashboard|[a-z0-9]+(-[a-z0-9]+)*-workbench)$/;

/** Where the workbench is: the landing page of a signed-in start (`DASHBOARD_ROUTE`, and `/` leads there). */
export const WORKBENCH_PATHS = ['/', '/dashboard'];

/** The sign-in page's chunk (`loadLoginPage`, core/app/first-screen.ts) and the console's entry. */
export const LOGIN_CHUNK = 'login';
const ENTRY = 'main';

/**
 * The files of the first screen's chunks: every page's, the workbench's alone, and the sign-in page's
 * beyond the entry's (what a visitor without a session needs next).
 */
export function firstScreenFiles(groups: Iterable<[name: string, files: readonly string[]]>) {
  const shell = new Set<string>();
  const workbench = new Set<string>();
  const signedOut = new Set<string>();
  const entry = new Set<string>();
  for (const [name, files] of groups) {
    if (name === LOGIN_CHUNK) for (const file of files) signedOut.add(file);
    if (name === ENTRY) for (const file of files) entry.add(file);
    if (!FIRST_SCREEN_CHUNKS.test(name)) continue;
    for (const file of files) (WORKBENCH_CHUNKS.test(name) ? workbench : shell).add(file);
  }
  for (const file of shell) workbench.delete(file);
  for (const file of entry) signedOut.delete(file);
  const hinted = (set: Set<string>) => [...set].filter((file) => /\.(js|css)$/.test(file));
  return { shell: hinted(shell), workbench: hinted(workbench), signedOut: hinted(signedOut) };
}

/** How a file is hinted: its `as`. */
export function hintOf(file: string, publicPath = '/'): PreloadHint {
  return { href: `${publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' };
}

/** Marks what `firstScreenHtml` adds, so a page that is not a signed-in start (/login) can drop it. */
const MARK = 'data-first-screen';

const ROOT = '<div id="root"></div>';

/**
 * A few Chinese characters laid out (off screen, hidden from assistive technology) while the page waits
 * for its scripts: the browser finds and loads the system's CJK font then, instead of in the first
 * screen's layout once the scripts have drawn it (measured in Chromium traces: that layout took 20–38 ms
 * without, 15–22 ms with). Its class is styled in index.html's own <style>.
 */
const FONT_WARM_UP = `<div ${MARK} class="atrium-font-warm" aria-hidden="true">预载字形</div>`;

export interface FirstScreen {
  /** Files of every page's first screen, as the build wrote them (`assets/….js`, `assets/….css`). */
  files: readonly string[];
  /** The inline script that starts the session calls and hints the workbench's files on the workbench (core/boot/early-calls.ts). */
  script: string;
}

/**
 * index.html with the first screen's preload hints and the early calls' script in its head. The chunks
 * are classic scripts (the chunk loader's `<script src>`), so the hint is `preload as=script`, which the
 * loader's later request reuses; `modulepreload` is for ES modules only.
 */
export function firstScreenHtml(index: string, screen: FirstScreen, publicPath = '/'): string {
  if (!index.includes('</head>')) throw new Error('index.html has no </head>');
  // The entry's own scripts first, and at high priority: a deferred script is fetched at low priority,
  // and over HTTP/1.1's six connections it waited behind the hints and the early calls (measured:
  // requested 160 ms after it was found).
  const entry = [...index.matchAll(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g)].map(
    (match) => `<link ${MARK} rel="preload" as="script" fetchpriority="high" href="${match[1]}">`,
  );
  const hints = entry
    .concat(
      [...new Set(screen.files)]
        .filter((file) => /\.(js|css)$/.test(file))
        .map((file) => {
          const hint = hintOf(file, publicPath);
          return `<link ${MARK} rel="preload" as="${hint.as}" href="${hint.href}">`;
        }),
    )
    .join('');
  const script = `<script ${MARK} nonce="${CSP_NONCE_PLACEHOLDER}">${screen.script}</script>`;
  const withHead = beforeStylesheetsAndScripts(index, `${script}${hints}`);
  const root = withHead.indexOf(ROOT);
  if (root === -1) throw new Error('index.html has no <div id="root"></div>');
  const after = root + ROOT.length;
  return `${withHead.slice(0, after)}${FONT_WARM_UP}${withHead.slice(after)}`;
}

/**
 * `insert` in the page's head before its first stylesheet or script (at the head's end when it has
 * none): an inline script after a stylesheet waits for it to load.
 */
export function beforeStylesheetsAndScripts(html: string, insert: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const first = head.search(/<link[^>]*rel="?stylesheet|<script/);
  const at = first === -1 ? head.length : first;
  return `${html.slice(0, at)}${insert}${html.slice(at)}`;
}

/** The page without what `firstScreenHtml` added; with `keepHints`, only without the early calls and the font warm-up. */
export function withoutFirstScreen(html: string, options: { keepHints?: boolean } = {}): string {
  const page = html
    .replace(new RegExp(`<script ${MARK}[^>]*>[\\s\\S]*?</script>`, 'g'), '')
    .replace(FONT_WARM_UP, '');
  return options.keepHints ? page : page.replace(new RegExp(`<link ${MARK}[^>]*>`, 'g'), '');
}
