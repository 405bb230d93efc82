/** @jest-environment node */
import { antdComponentsOf, withAntdStylesheet } from '@core/prerender/antd-stylesheet-html';
import { firstScreenHtml } from '@core/prerender/first-screen-html';
import { loginPageHtml } from '@core/prerender/login-page-html';

const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"><title>管理端</title>' +
  '<link href="/assets/main.1.css" rel="stylesheet"><script defer src="/assets/main.1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const SHEETS = {
  first: '/assets/antd.a.css',
  rest: '/assets/antd.b.css',
  chunks: ['assets/layout.2.js', 'assets/dashboard.3.js'],
};

describe('the prebuilt antd stylesheets in the pages', () => {
  it('index.html links the first screen’s after the early calls and before the console’s own stylesheets, naming the rest and the chunks it serves', () => {
    const html = withAntdStylesheet(
      firstScreenHtml(INDEX, { files: ['assets/layout.2.js'], script: 'window.started = true;' }),
      SHEETS,
    );
    const link = html.match(/<link data-antd-styles[^>]*>/)?.[0];
    expect(link).toBe(
      '<link data-antd-styles data-antd-rest="/assets/antd.b.css" data-antd-chunks="assets/layout.2.js assets/dashboard.3.js" rel="stylesheet" href="/assets/antd.a.css">',
    );
    const at = html.indexOf('<link data-antd-styles');
    expect(at).toBeGreaterThan(html.indexOf('window.started = true;'));
    expect(at).toBeLessThan(html.indexOf('/assets/main.1.css'));
  });

  it('the sign-in page has none of it: its styles are inlined, and it waits for no stylesheet of antd’s', () => {
    const page = { title: '登录', markup: '<form></form>', styles: '', headScript: '' };
    const login = loginPageHtml(withAntdStylesheet(INDEX, SHEETS), page);
    expect(login).not.toContain('antd.a.css');
    expect(login).not.toContain('data-antd');
    expect(login).toContain('/assets/main.1.css');
  });

  it('the components a bundle uses are those whose style module is in it; a locale alone brings none', () => {
    expect(
      antdComponentsOf([
        'webpack://atrium/./node_modules/antd/es/button/Button.js',
        'webpack://atrium/./node_modules/antd/es/button/style/index.js',
        'webpack://atrium/./node_modules/antd/es/button/style/compact.js',
        'webpack://atrium/./node_modules/antd/es/date-picker/style/index.js',
        'webpack://atrium/./node_modules/antd/es/calendar/locale/zh_CN.js',
        'webpack://atrium/./node_modules/antd/es/_util/wave/style.js',
        'webpack://atrium/./core/layout/layout.tsx',
      ]),
    ).toEqual(['button', 'date-picker']);
  });
});
