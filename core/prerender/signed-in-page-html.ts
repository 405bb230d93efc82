import { CSP_NONCE_PLACEHOLDER } from '../../manifests/contracts/csp-nonce';
import {
  RENDERED_DATA_SLOT,
  RENDERED_ROOT_SLOT,
  RENDERED_STYLES_SLOT,
  type SignedInRender,
} from '../../manifests/contracts/signed-in-render';
import { RENDERED_DATA_ID, RENDERED_STYLE_ATTRIBUTE } from '../boot/rendered-marks';
import type { RenderedData } from '../boot/rendered-page';
import { earlyClickReplayScript } from './early-input';
import { beforeStylesheetsAndScripts, hintOf, withoutFirstScreen } from './first-screen-html';

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
  return drawnPageTemplate(index, { shell: files.shell, page: files.workbench }, publicPath).replace(
    /<title>[^<]*<\/title>/,
    `<title>${WORKBENCH_PAGE_TITLE}</title>`,
  );
}

/**
 * A drawn view's page (dist/signed-in/PC_STAFF_MANAGEMENT.html): as the workbench's, with the view's
 * chunk's files for the page's, and the rest of antd's prebuilt styles linked after the first screen's
 * (a list's table, tree and pagination are there), so the console does not add them again. Its title
 * is the console's own until the render's script names the page (`renderedPageParts`).
 */
export function drawnViewPageTemplate(
  index: string,
  files: { shell: readonly string[]; page: readonly string[] },
  publicPath = '/',
): string {
  const page = drawnPageTemplate(index, files, publicPath);
  const first = page.match(/<link [^>]*data-antd-rest="([^"]+)"[^>]*>/);
  if (!first) throw new Error('index.html links no rest of antd’s prebuilt styles');
  const [link, rest] = first as unknown as [string, string];
  return page.replace(
    link,
    `${link.replace(/ data-antd-rest="[^"]+"/, '')}<link rel="stylesheet" href="${rest}">`,
  );
}

/** index.html as a drawn page: no early calls, the page's scripts preloaded, every stylesheet linked, the slots. */
function drawnPageTemplate(
  index: string,
  files: { shell: readonly string[]; page: readonly string[] },
  publicPath: string,
): string {
  const page = withoutFirstScreen(index, { keepHints: true });
  if (!page.includes(ROOT)) throw new Error('index.html has no <div id="root"></div>');
  const all = [...new Set([...files.shell, ...files.page])];
  const styles = all
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" href="${hintOf(file, publicPath).href}">`);
  const scripts = files.page
    .filter((file) => file.endsWith('.js'))
    .map((file) => `<link rel="preload" as="script" href="${hintOf(file, publicPath).href}">`);
  return beforeStylesheetsAndScripts(page, `<script ${nonceAttribute}>${earlyClickReplayScript}</script>`)
    .replace(/<link data-first-screen rel="preload" as="style"[^>]*>/g, '')
    .replace('</head>', `${scripts.join('')}${styles.join('')}</head>`)
    .replace(ROOT, `${RENDERED_STYLES_SLOT}<div id="root">${RENDERED_ROOT_SLOT}</div>${RENDERED_DATA_SLOT}`);
}

const nonceAttribute = `nonce="${CSP_NONCE_PLACEHOLDER}"`;

/** JSON that cannot end the script it is in (`<` escaped), nor a line of it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A render's parts for the page: its styles (antd's theme variables), marked so the console removes them
 * when the theme changes; its markup; and the data it was drawn from as JSON. With a title (a view's page, whose
 * template was written before the member's resource names were known), a script before the styles sets
 * it as soon as the browser reads it, before the console's scripts run.
 */
export function renderedPageParts(page: {
  markup: string;
  styles: string;
  data: RenderedData;
  title?: string | undefined;
}): SignedInRender {
  const styles = page.styles.replace(/<style\b/g, `<style ${nonceAttribute} ${RENDERED_STYLE_ATTRIBUTE}`);
  const title =
    page.title === undefined
      ? ''
      : `<script ${nonceAttribute}>document.title=${scriptJson(page.title)}</script>`;
  return {
    styles: `${title}${styles}`,
    root: page.markup,
    data: `<script type="application/json" id="${RENDERED_DATA_ID}">${scriptJson(page.data)}</script>`,
  };
}
