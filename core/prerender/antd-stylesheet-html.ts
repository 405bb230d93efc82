/**
 * The prebuilt antd stylesheets' place in index.html (core/prerender/antd-stylesheet.tsx writes them).
 * The first screen's: a `<link>` before the console's own stylesheets, carrying the address of the
 * rest's and the chunks the first one serves (core/app/antd-styles.ts reads them).
 */
export const ANTD_STYLESHEET_ATTRIBUTE = 'data-antd-styles';
export const ANTD_REST_ATTRIBUTE = 'data-antd-rest';
export const ANTD_CHUNKS_ATTRIBUTE = 'data-antd-chunks';
/**
 * login.html's stand-in for the link: inert (no `rel`), the first sheet's address in `data-href`. The
 * sign-in page generates its own components' styles; a chunk with any other component applies both
 * sheets before it runs (core/app/antd-styles.ts).
 */
export const ANTD_DEFERRED_ATTRIBUTE = 'data-antd-styles-deferred';

export interface AntdStylesheets {
  /** The first screen's antd styles, e.g. `/assets/antd.….css`. */
  first: string;
  /** Every other antd component's, loaded before any other chunk runs. */
  rest: string;
  /** The chunk files whose antd components the first one styles (`assets/layout.….js`). */
  chunks: readonly string[];
}

/**
 * index.html with the first screen's antd stylesheet linked before the console's own stylesheets, where
 * antd's runtime styles used to go (cssinjs prepends them to <head>): the console's rules still come
 * later and win over antd's at equal specificity. After the early calls' inline script, which must run
 * before any stylesheet (an inline script waits for the stylesheets above it).
 */
export function withAntdStylesheet(index: string, sheets: AntdStylesheets): string {
  return beforeStylesheets(
    index,
    `<link ${ANTD_STYLESHEET_ATTRIBUTE} ${ANTD_REST_ATTRIBUTE}="${sheets.rest}" ` +
      `${ANTD_CHUNKS_ATTRIBUTE}="${sheets.chunks.join(' ')}" rel="stylesheet" href="${sheets.first}">`,
  );
}

function beforeStylesheets(html: string, link: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const first = head.search(/<link[^>]*rel="?stylesheet/);
  if (first === -1) throw new Error('the page has no stylesheet to put antd’s before');
  return `${html.slice(0, first)}${link}${html.slice(first)}`;
}

/**
 * login.html with the prebuilt sheets' addresses where index.html links them, but not applied: the
 * sign-in page paints with its own inlined styles. `chunks` are the chunk files that may run without
 * them (their antd components' style generators are in the bundle: `ANTD_SIGNED_OUT_COMPONENTS`).
 */
export function withDeferredAntdStylesheet(html: string, sheets: AntdStylesheets): string {
  return beforeStylesheets(
    html,
    `<link ${ANTD_DEFERRED_ATTRIBUTE} ${ANTD_REST_ATTRIBUTE}="${sheets.rest}" ` +
      `${ANTD_CHUNKS_ATTRIBUTE}="${sheets.chunks.join(' ')}" data-href="${sheets.first}">`,
  );
}

/** The page without the prebuilt antd stylesheet's link (the sign-in page generates antd's styles). */
export function withoutAntdStylesheet(html: string): string {
  return html.replace(new RegExp(`<link ${ANTD_STYLESHEET_ATTRIBUTE}[^>]*>`, 'g'), '');
}

/**
 * The antd components (their folders in `antd/es`, `date-picker`) whose styles a bundle's modules
 * (a source map's `sources`) use: those whose style module is among them. A locale imported alone
 * (`date-picker/locale/zh_CN`) brings no component.
 */
export function antdComponentsOf(sources: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const source of sources) {
    const match = /node_modules\/antd\/es\/([a-z][a-z-]*)\/style\//.exec(source);
    if (match?.[1]) found.add(match[1]);
  }
  return [...found].sort();
}
