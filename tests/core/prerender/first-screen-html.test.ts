/** @jest-environment node */
import { EARLY_CALLS, earlyCallsScript } from '@core/boot/early-calls';
import {
  FIRST_SCREEN_CHUNKS,
  firstScreenFiles,
  firstScreenHtml,
  WORKBENCH_PATHS,
  withoutFirstScreen,
} from '@core/prerender/first-screen-html';
import { loginPageHtml } from '@core/prerender/login-page-html';
import { BATCH_URL } from '@manifests/contracts/batch-constants';
import { CSP_NONCE_PLACEHOLDER } from '@manifests/contracts/csp-nonce';

/** index.html as HtmlRspackPlugin writes it: the stylesheet and the deferred entry script in the head. */
const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"><title>管理端</title>' +
  '<link href="/assets/main.1.css" rel="stylesheet"><script defer src="/assets/main.1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const SCREEN = {
  files: ['assets/layout.2.js', 'assets/layout.2.css', 'assets/dashboard.3.js', 'assets/layout.2.js.map'],
  script: 'window.started = true;',
};

/** A page with a session opened at `pathname`, whose head hands each hinted link to `append`. */
function signedInPage(pathname: string, append: (link: { rel: string; as: string; href: string }) => void) {
  return {
    localStorage: { getItem: () => JSON.stringify('token-a') },
    fetch: () => Promise.resolve({ json: () => Promise.resolve({ code: 0 }) }),
    performance: { now: () => 5 },
    location: { pathname },
    document: {
      createElement: () => ({ rel: '', as: '', href: '' }),
      head: { appendChild: append },
    },
  };
}

describe('index.html for a signed-in start', () => {
  it('hints the entry’s scripts first at high priority, then the first screen’s chunks as the chunk loader will ask for them, once each, maps left out', () => {
    const html = firstScreenHtml(INDEX, { ...SCREEN, files: [...SCREEN.files, 'assets/layout.2.js'] });
    expect(html.match(/<link data-first-screen[^>]*>/g)).toEqual([
      '<link data-first-screen rel="preload" as="script" fetchpriority="high" href="/assets/main.1.js">',
      '<link data-first-screen rel="preload" as="script" href="/assets/layout.2.js">',
      '<link data-first-screen rel="preload" as="style" href="/assets/layout.2.css">',
      '<link data-first-screen rel="preload" as="script" href="/assets/dashboard.3.js">',
    ]);
  });

  it('runs the early calls before the first stylesheet (an inline script after one waits for it), with the nonce', () => {
    const html = firstScreenHtml(INDEX, SCREEN);
    const script = html.indexOf(
      `<script data-first-screen nonce="${CSP_NONCE_PLACEHOLDER}">window.started = true;</script>`,
    );
    expect(script).toBeGreaterThan(html.indexOf('<title>'));
    expect(script).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(script).toBeLessThan(html.indexOf('<script defer'));
  });

  it('lays out a few Chinese characters off screen after the root, so the CJK font loads while the scripts download', () => {
    const html = firstScreenHtml(INDEX, SCREEN);
    expect(html).toContain(
      '<div id="root"></div><div data-first-screen class="atrium-font-warm" aria-hidden="true">预载字形</div></body>',
    );
    expect(() => firstScreenHtml(INDEX.replace('<div id="root"></div>', ''), SCREEN)).toThrow('root');
  });

  it('the login page drops it all: a visitor without a session asks for nothing of it', () => {
    const html = firstScreenHtml(INDEX, SCREEN);
    expect(withoutFirstScreen(html)).toBe(INDEX);
    const login = loginPageHtml(html, { title: '登录', markup: '<form></form>', styles: '', headScript: '' });
    expect(login).not.toContain('data-first-screen');
    expect(login).not.toContain('dashboard.3.js');
  });

  it('the login page preloads its own chunks with the entry’s scripts (the entry loads them before hydrating)', () => {
    const page = { title: '登录', markup: '<form></form>', styles: '', headScript: '' };
    const login = loginPageHtml(firstScreenHtml(INDEX, SCREEN), page, [
      'assets/form.4.js',
      'assets/login.5.js',
    ]);
    expect(login.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" as="script" href="/assets/main.1.js">',
      '<link rel="preload" as="script" href="/assets/form.4.js">',
      '<link rel="preload" as="script" href="/assets/login.5.js">',
    ]);
    // Only the entry is run (after the first paint); it asks for the page's chunks itself.
    expect(login).not.toMatch(/\["[^\]]*login\.5\.js/);
  });

  it.each([
    ['layout', true],
    ['dashboard', true],
    ['http', false],
    ['notice-navbar', true],
    ['market-workbench', true],
    ['park-lease-workbench', true],
    ['approval-center', false],
    ['settings', false],
    ['market-favourites', false],
    ['login-extra', false],
  ])('chunk %s is of the first screen: %s', (name, first) => {
    expect(FIRST_SCREEN_CHUNKS.test(name)).toBe(first);
  });

  it('every page’s files are hinted in the HTML; the workbench’s own only for the workbench', () => {
    const { shell, workbench } = firstScreenFiles([
      [
        'layout',
        ['assets/vendor.1.js', 'assets/layout.2.js', 'assets/layout.2.css', 'assets/layout.2.js.map'],
      ],
      ['notice-navbar', ['assets/vendor.1.js', 'assets/notice-navbar.3.js']],
      ['dashboard', ['assets/vendor.1.js', 'assets/dashboard.4.js']],
      [
        'market-workbench',
        ['assets/vendor.1.js', 'assets/market-workbench.5.js', 'assets/market-workbench.5.css'],
      ],
      ['plugin-settings', ['assets/plugin-settings.6.js']],
    ]);
    expect(shell).toEqual([
      'assets/vendor.1.js',
      'assets/layout.2.js',
      'assets/layout.2.css',
      'assets/notice-navbar.3.js',
    ]);
    expect(workbench).toEqual([
      'assets/dashboard.4.js',
      'assets/market-workbench.5.js',
      'assets/market-workbench.5.css',
    ]);
  });

  it('the sign-in page’s files are its chunk’s beyond the entry’s', () => {
    const { signedOut, shell } = firstScreenFiles([
      ['main', ['assets/framework.1.js', 'assets/antd.2.js', 'assets/main.3.js', 'assets/main.3.css']],
      ['login', ['assets/antd.2.js', 'assets/form.4.js', 'assets/login.5.js', 'assets/login.5.js.map']],
      ['layout', ['assets/first-screen-vendor.6.js', 'assets/layout.7.js']],
    ]);
    expect(signedOut).toEqual(['assets/form.4.js', 'assets/login.5.js']);
    expect(shell).not.toContain('assets/login.5.js');
  });

  it.each([
    ['without a token', null, ['/assets/login.5.js']],
    ['with a token', JSON.stringify('token-a'), []],
  ])('%s, the page hints the sign-in page’s files: %j', (_case, token, hinted) => {
    const appended: string[] = [];
    const page = {
      localStorage: { getItem: () => token },
      fetch: () => Promise.resolve({ json: () => Promise.resolve({ code: 0 }) }),
      performance: { now: () => 5 },
      location: { pathname: '/PC_STAFF_MANAGEMENT' },
      document: {
        createElement: () => ({ rel: '', as: '', href: '' }),
        head: {
          appendChild: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`),
        },
      },
    };
    const landing = {
      paths: WORKBENCH_PATHS,
      hints: [],
      signedOutHints: [{ href: '/assets/login.5.js', as: 'script' as const }],
    };
    new Function('window', earlyCallsScript('atrium.token', 5_000, landing))(page);
    expect(appended).toEqual(hinted.map((href) => `preload ${href}`));
  });

  it.each([
    ['/dashboard', true],
    ['/', true],
    ['/PC_STAFF_MANAGEMENT', false],
  ])('with a session, opening %s hints the workbench’s files: %s', (pathname, hinted) => {
    const appended: { rel: string; as: string; href: string }[] = [];
    const page = signedInPage(pathname, (link) => appended.push(link));
    const landing = {
      paths: WORKBENCH_PATHS,
      hints: [{ href: '/assets/dashboard.4.js', as: 'script' as const }],
    };
    new Function('window', earlyCallsScript('atrium.token', 5_000, landing))(page);
    expect(appended).toEqual(
      hinted ? [{ rel: 'preload', as: 'script', href: '/assets/dashboard.4.js' }] : [],
    );
  });

  it.each([
    ['/PC_STAFF_MANAGEMENT', ['/assets/plugin-settings-staff.7.js']],
    ['/PC_ORG_MANAGEMENT', []],
    ['/dashboard', ['/assets/dashboard.4.js']],
  ])('with a session, opening %s hints a drawn view’s chunk with its calls: %j', (pathname, hinted) => {
    const appended: string[] = [];
    const page = signedInPage(pathname, (link) => appended.push(link.href));
    const landing = {
      paths: WORKBENCH_PATHS,
      hints: [{ href: '/assets/dashboard.4.js', as: 'script' as const }],
      views: [
        {
          path: '/PC_STAFF_MANAGEMENT',
          calls: [{ url: '/enterprise/v1/staff/page' }],
          hints: [{ href: '/assets/plugin-settings-staff.7.js', as: 'script' as const }],
        },
        { path: '/PC_ORG_MANAGEMENT', calls: [{ url: '/enterprise/v1/department/tree' }] },
      ],
    };
    new Function('window', earlyCallsScript('atrium.token', 5_000, landing))(page);
    expect(appended).toEqual(hinted);
  });

  it.each([
    ['/dashboard', [{ url: '/enterprise/v1/message/page', body: { pageNum: 1, pageSize: 5 } }]],
    ['/PC_STAFF_MANAGEMENT', []],
  ])('with a session, opening %s asks for the workbench’s own calls too: %j', (pathname, extra) => {
    const asked: { url: string; body: { calls: { url: string; body: unknown }[] } }[] = [];
    const page = {
      localStorage: { getItem: () => JSON.stringify('token-a') },
      fetch: (url: string, init: { body: string }) => {
        asked.push({ url, body: JSON.parse(init.body) });
        return Promise.resolve({ json: () => Promise.resolve({ code: 0 }) });
      },
      performance: { now: () => 5 },
      location: { pathname },
      document: { createElement: () => ({}), head: { appendChild: () => undefined } },
    };
    const landing = {
      paths: WORKBENCH_PATHS,
      hints: [],
      calls: [{ url: '/enterprise/v1/message/page', body: { pageNum: 1, pageSize: 5 } }],
    };
    new Function('window', earlyCallsScript('atrium.token', 5_000, landing))(page);
    // One request to the page's own server: the session's four calls, then the workbench's.
    expect(asked.map((call) => call.url)).toEqual([BATCH_URL]);
    expect(asked[0]?.body.calls).toEqual([...EARLY_CALLS.map(({ url }) => ({ url, body: {} })), ...extra]);
  });

  it('the inline script is plain script that runs on its own (no imports, no helpers)', async () => {
    const asked: string[] = [];
    const page = {
      localStorage: { getItem: () => JSON.stringify('token-a') },
      fetch: (url: string, init: { body: string }) => {
        asked.push(url);
        const { calls } = JSON.parse(init.body) as { calls: { url: string }[] };
        const data = calls.map((call) => ({ code: 0, message: 'success', data: call.url }));
        return Promise.resolve({ json: () => Promise.resolve({ code: 0, message: 'success', data }) });
      },
      performance: { now: () => 5 },
      location: { pathname: '/dashboard' },
    };
    new Function('window', earlyCallsScript('atrium.token', 5_000))(page);
    expect(asked).toEqual([BATCH_URL]);
    const early = (
      page as { __ATRIUM_EARLY__?: { token: string; answers: Record<string, Promise<unknown>> } }
    ).__ATRIUM_EARLY__;
    expect(early?.token).toBe('token-a');
    expect(Object.keys(early?.answers ?? {})).toEqual(EARLY_CALLS.map(({ url }) => `${url}\n{}`));
    expect(await early?.answers['/enterprise/v1/owner/info/detail\n{}']).toEqual({
      code: 0,
      message: 'success',
      data: '/enterprise/v1/owner/info/detail',
    });
  });
});
