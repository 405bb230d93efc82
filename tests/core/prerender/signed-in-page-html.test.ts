/** @jest-environment node */
import { RENDERED_DATA_ID, RENDERED_STYLE_ATTRIBUTE } from '@core/boot/rendered-page';
import { firstScreenHtml } from '@core/prerender/first-screen-html';
import {
  RENDERED_DATA_SLOT,
  RENDERED_HEAD_SLOT,
  RENDERED_ROOT_SLOT,
  renderedPageHtml,
  signedInPageTemplate,
} from '@core/prerender/signed-in-page-html';
import { CSP_NONCE_PLACEHOLDER } from '@manifests/contracts/csp-nonce';

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

  it('has a place for the render’s styles, markup and data', () => {
    expect(template).toContain(`${RENDERED_HEAD_SLOT}</head>`);
    expect(template).toContain(`<div id="root">${RENDERED_ROOT_SLOT}</div>${RENDERED_DATA_SLOT}`);
  });

  it('fills it: styles marked with the nonce placeholder, the title, and data no answer can break out of', () => {
    const html = renderedPageHtml(template, {
      title: '工作台 - 管理端',
      markup: '<h1>张伟</h1>',
      styles: '<style data-css-hash="x">:root{--ant-color-primary:#1890ff}</style>',
      data: {
        path: '/dashboard',
        fingerprint: '0badf00d',
        answers: { a: { code: 0, message: 'success', data: { nickname: '</script><script>x()<!--\u2028' } } },
      },
    });
    expect(html).toContain('<title>工作台 - 管理端</title>');
    expect(html).toContain(
      `<style nonce="${CSP_NONCE_PLACEHOLDER}" ${RENDERED_STYLE_ATTRIBUTE} data-css-hash="x">:root{--ant-color-primary:#1890ff}</style></head>`,
    );
    expect(html).toContain('<div id="root"><h1>张伟</h1></div>');
    const script = new RegExp(
      `<script type="application/json" id="${RENDERED_DATA_ID}">([\\s\\S]*?)</script>`,
    ).exec(html);
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script![1]!).answers.a.data.nickname).toBe('</script><script>x()<!--\u2028');
    expect(html.match(/<\/script>/g)?.length).toBe(template.match(/<\/script>/g)!.length + 1);
  });

  it('refuses a template without its places (a page from another build)', () => {
    expect(() =>
      renderedPageHtml(INDEX, {
        title: 't',
        markup: '',
        styles: '',
        data: { path: '/', fingerprint: '', answers: {} },
      }),
    ).toThrow('dist/signed-in.html');
  });
});
