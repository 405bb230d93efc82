import { CSP_NONCE_PLACEHOLDER } from '../../manifests/contracts/csp-nonce';
import { RENDERED_DATA_ID, RENDERED_STYLE_ATTRIBUTE, type RenderedData } from '../boot/rendered-page';
import { hintOf, withoutFirstScreen } from './first-screen-html';

/** Where the server's render goes in dist/signed-in.html. */
export const RENDERED_HEAD_SLOT = '<!--atrium:rendered-head-->';
export const RENDERED_ROOT_SLOT = '<!--atrium:rendered-root-->';
export const RENDERED_DATA_SLOT = '<!--atrium:rendered-data-->';
const ROOT = '<div id="root"></div>';

/**
 * dist/signed-in.html, the page a signed-in workbench is rendered into by the server, from the final
 * index.html (antd's prebuilt stylesheet linked): no early calls (the answers come with the page), the
 * first screen's scripts preloaded as on index.html, and its stylesheets linked, not preloaded: the
 * rendered screen must not show before its styles. Run by the build (rspack.config.ts).
 */
export function signedInPageTemplate(
  index: string,
  files: { shell: readonly string[]; workbench: readonly string[] },
  publicPath = '/',
): string {
  const page = withoutFirstScreen(index, { keepHints: true });
  if (!page.includes(ROOT)) throw new Error('index.html has no <div id="root"></div>');
  const all = [...new Set([...files.shell, ...files.workbench])];
  const styles = all
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" href="${hintOf(file, publicPath).href}">`);
  const scripts = files.workbench
    .filter((file) => file.endsWith('.js'))
    .map((file) => `<link rel="preload" as="script" href="${hintOf(file, publicPath).href}">`);
  return page
    .replace(/<link data-first-screen rel="preload" as="style"[^>]*>/g, '')
    .replace('</head>', `${scripts.join('')}${styles.join('')}${RENDERED_HEAD_SLOT}</head>`)
    .replace(ROOT, `<div id="root">${RENDERED_ROOT_SLOT}</div>${RENDERED_DATA_SLOT}`);
}

/** What the server's render made of the page. */
export interface RenderedPage {
  title: string;
  /** The root element's inner HTML. */
  markup: string;
  /** antd's style tags for it (`extractStyle`). */
  styles: string;
  data: RenderedData;
}

const nonceAttribute = `nonce="${CSP_NONCE_PLACEHOLDER}"`;

/**
 * The template filled with a render: the markup in #root, its styles in the head (with the nonce
 * placeholder the server replaces per answer), and the data it was rendered from after #root, as JSON
 * that cannot end its script (`<` escaped).
 */
export function renderedPageHtml(template: string, page: RenderedPage): string {
  if (![RENDERED_HEAD_SLOT, RENDERED_ROOT_SLOT, RENDERED_DATA_SLOT].every((slot) => template.includes(slot)))
    throw new Error('dist/signed-in.html has no place for the rendered page');
  const styles = page.styles.replace(/<style\b/g, `<style ${nonceAttribute} ${RENDERED_STYLE_ATTRIBUTE}`);
  const json = JSON.stringify(page.data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const escapedTitle = page.title.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`)
    .replace(RENDERED_HEAD_SLOT, () => styles)
    .replace(RENDERED_ROOT_SLOT, () => page.markup)
    .replace(
      RENDERED_DATA_SLOT,
      () => `<script type="application/json" id="${RENDERED_DATA_ID}">${json}</script>`,
    );
}
