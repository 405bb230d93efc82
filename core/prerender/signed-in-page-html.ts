import { CSP_NONCE_PLACEHOLDER } from '../../manifests/contracts/csp-nonce';
import {
  RENDERED_DATA_SLOT,
  RENDERED_ROOT_SLOT,
  RENDERED_STYLES_SLOT,
  type SignedInRender,
} from '../../manifests/contracts/signed-in-render';
import { RENDERED_DATA_ID, RENDERED_STYLE_ATTRIBUTE } from '../boot/rendered-marks';
import type { RenderedData } from '../boot/rendered-page';
import { hintOf, withoutFirstScreen } from './first-screen-html';

const ROOT = '<div id="root"></div>';

/** The title of the page drawn: the workbench's, as the console sets it (`useDocumentTitle`). */
export const WORKBENCH_PAGE_TITLE = '工作台 - 管理端';

/**
 * dist/signed-in.html, the page a signed-in workbench is rendered into by the server, from the final
 * index.html (antd's prebuilt stylesheet linked): the workbench's title, no early calls (the answers
 * come with the page), the first screen's scripts preloaded as on index.html, and its stylesheets
 * linked, not preloaded: the drawn screen must not show before its styles. Everything before the root's
 * slot is sent before the render is done. Run by the build (rspack.config.ts).
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
    .replace(/<title>[^<]*<\/title>/, `<title>${WORKBENCH_PAGE_TITLE}</title>`)
    .replace(/<link data-first-screen rel="preload" as="style"[^>]*>/g, '')
    .replace('</head>', `${scripts.join('')}${styles.join('')}</head>`)
    .replace(ROOT, `${RENDERED_STYLES_SLOT}<div id="root">${RENDERED_ROOT_SLOT}</div>${RENDERED_DATA_SLOT}`);
}

const nonceAttribute = `nonce="${CSP_NONCE_PLACEHOLDER}"`;

/**
 * A render's parts for the page: its styles (antd's theme variables), marked so the console removes them
 * once live; its markup; and the data it was drawn from as JSON that cannot end its script (`<` escaped).
 */
export function renderedPageParts(page: {
  markup: string;
  styles: string;
  data: RenderedData;
}): SignedInRender {
  const styles = page.styles.replace(/<style\b/g, `<style ${nonceAttribute} ${RENDERED_STYLE_ATTRIBUTE}`);
  const json = JSON.stringify(page.data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return {
    styles,
    root: page.markup,
    data: `<script type="application/json" id="${RENDERED_DATA_ID}">${json}</script>`,
  };
}
