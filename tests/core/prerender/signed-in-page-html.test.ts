/** @jest-environment node */
import { RENDERED_DATA_ID, RENDERED_STYLE_ATTRIBUTE } from '@core/boot/rendered-page';
import { withAntdStylesheet } from '@core/prerender/antd-stylesheet-html';
import { earlyClickReplayScript } from '@core/prerender/early-input';
import { firstScreenHtml } from '@core/prerender/first-screen-html';
import {
  drawnViewPageTemplate,
  renderedPageParts,
  signedInPageTemplate,
  WORKBENCH_PAGE_TITLE,
} from '@core/prerender/signed-in-page-html';
import { DASHBOARD_ROUTE } from '@core/routing/fixed-views';
import { CSP_NONCE_PLACEHOLDER } from '@manifests/contracts/csp-nonce';
import {
  RENDERED_DATA_SLOT,
  RENDERED_ROOT_SLOT,
  RENDERED_STYLES_SLOT,
} from '@manifests/contracts/signed-in-render';

/** index.html for a signed-in start, as the build writes it (first-screen-html.test.ts). */
const INDEX = firstScreenHtml(
  '<!doctype html><html><head><meta charset="utf-8"><title>管理端</title>' +
    '<link href="/assets/main.1.css" rel="stylesheet"><script defer src="/assets/main.1.js"></script></head>' +
    '<body><div id="root"></div></body></html>',
  { files: ['assets/layout.2.js', 'assets/layout.2.css'], script: 'window.started = true;' },
);
const FILES = {
  shell: ['assets/layout.2.js', 'assets/layout.2.css'],
  workbench: ['assets/workbench.3.js', 'assets/workbench.3.css'],
};

describe('dist/signed-in.html, the page the server draws a workbench into', () => {
  const template = signedInPageTemplate(INDEX, FILES);

  it('makes no early calls (the answers come with the page) and warms no font (the page has its text)', () => {
    expect(template).not.toContain('window.started');
    expect(template).not.toContain('atrium-font-warm');
  });

  it('holds a click until the console is live, with a script before the first stylesheet (which would hold it back)', () => {
    const guard = template.indexOf(earlyClickReplayScript);
    expect(guard).toBeGreaterThan(0);
    expect(template.slice(guard - 40, guard)).toContain(`<script nonce="${CSP_NONCE_PLACEHOLDER}">`);
    expect(guard).toBeLessThan(template.search(/<link[^>]*stylesheet/));
  });

  it('is titled as the console titles the workbench', () => {
    expect(WORKBENCH_PAGE_TITLE).toBe(`${DASHBOARD_ROUTE.record.meta.title} - 管理端`);
    expect(template).toContain(`<title>${WORKBENCH_PAGE_TITLE}</title>`);
  });

  it('links the first screen’s stylesheets after the console’s own, so the drawn screen shows styled, and preloads its scripts', () => {
    const links = template.match(/<link[^>]*>/g) ?? [];
    expect(links.filter((link) => link.includes('stylesheet'))).toEqual([
      '<link href="/assets/main.1.css" rel="stylesheet">',
      '<link rel="stylesheet" href="/assets/layout.2.css">',
      '<link rel="stylesheet" href="/assets/workbench.3.css">',
    ]);
    expect(links.filter((link) => link.includes('as="style"'))).toEqual([]);
    expect(template).toContain(
      '<link data-first-screen rel="preload" as="script" href="/assets/layout.2.js">',
    );
    expect(template).toContain('<link rel="preload" as="script" href="/assets/workbench.3.js">');
    expect(template).toContain('<script defer src="/assets/main.1.js"></script>');
  });

  it('has a place for the render’s styles before the root (which holds only what React hydrates), its markup and its data, all after the head', () => {
    expect(template).toContain(
      `${RENDERED_STYLES_SLOT}<div id="root">${RENDERED_ROOT_SLOT}</div>${RENDERED_DATA_SLOT}`,
    );
    expect(template.indexOf(RENDERED_STYLES_SLOT)).toBeGreaterThan(template.indexOf('</head>'));
  });

  it('makes a render’s parts: its styles with the nonce placeholder before its markup, and data no answer can break out of', () => {
    const parts = renderedPageParts({
      markup: '<h1>张伟</h1>',
      styles: '<style data-css-hash="x">:root{--ant-color-primary:#1890ff}</style>',
      data: {
        path: '/dashboard',
        fingerprint: '0badf00d',
        answers: { a: { code: 0, message: 'success', data: { nickname: '</script><script>x()<!--\u2028' } } },
      },
    });
    expect(parts.styles).toBe(
      `<style nonce="${CSP_NONCE_PLACEHOLDER}" ${RENDERED_STYLE_ATTRIBUTE} data-css-hash="x">:root{--ant-color-primary:#1890ff}</style>`,
    );
    expect(parts.root).toBe('<h1>张伟</h1>');
    const script = new RegExp(
      `^<script type="application/json" id="${RENDERED_DATA_ID}">([\\s\\S]*?)</script>$`,
    ).exec(parts.data);
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script![1]!).answers.a.data.nickname).toBe('</script><script>x()<!--\u2028');
  });

  it('sets a view’s title with a script before its styles: the view’s template was written before its name was known', () => {
    const parts = renderedPageParts({
      markup: '<h1>员工</h1>',
      styles: '<style>a{}</style>',
      data: { path: '/PC_STAFF_MANAGEMENT', fingerprint: 'f', answers: {} },
      title: '员工</script>管理 - 管理端',
    });
    expect(parts.styles).toBe(
      `<script nonce="${CSP_NONCE_PLACEHOLDER}">document.title="员工\\u003c/script>管理 - 管理端"</script>` +
        `<style nonce="${CSP_NONCE_PLACEHOLDER}" ${RENDERED_STYLE_ATTRIBUTE}>a{}</style>`,
    );
  });
});

describe('dist/signed-in/<view>.html, the page the server draws a view into', () => {
  const index = withAntdStylesheet(INDEX, {
    first: '/assets/antd.first.css',
    rest: '/assets/antd.rest.css',
    chunks: ['assets/layout.2.js'],
  });
  const template = drawnViewPageTemplate(index, {
    shell: FILES.shell,
    page: ['assets/plugin-staff.4.js', 'assets/plugin-staff.4.css', 'assets/take-over.5.js'],
  });

  it('links the rest of antd’s styles after the first screen’s, so the console does not add them again, and before the console’s', () => {
    const links = template.match(/<link[^>]*stylesheet[^>]*>/g) ?? [];
    const hrefs = links.map((link) => /href="([^"]+)"/.exec(link)?.[1]);
    expect(hrefs.indexOf('/assets/antd.rest.css')).toBe(hrefs.indexOf('/assets/antd.first.css') + 1);
    expect(hrefs.indexOf('/assets/antd.rest.css')).toBeLessThan(hrefs.indexOf('/assets/main.1.css'));
    expect(template).not.toContain('data-antd-rest');
    expect(template).toContain('data-antd-chunks="assets/layout.2.js"');
  });

  it('links the view’s stylesheet and preloads its scripts and the take-over’s; the console’s title until the render names it', () => {
    expect(template).toContain('<link rel="stylesheet" href="/assets/plugin-staff.4.css">');
    expect(template).toContain('<link rel="preload" as="script" href="/assets/plugin-staff.4.js">');
    expect(template).toContain('<link rel="preload" as="script" href="/assets/take-over.5.js">');
    expect(template).not.toContain('workbench');
    expect(template).toContain('<title>管理端</title>');
    expect(template).toContain(
      `${RENDERED_STYLES_SLOT}<div id="root">${RENDERED_ROOT_SLOT}</div>${RENDERED_DATA_SLOT}`,
    );
  });

  it('refuses an index.html without the rest of antd’s styles to link', () => {
    expect(() => drawnViewPageTemplate(INDEX, { shell: [], page: [] })).toThrow('rest of antd');
  });
});
