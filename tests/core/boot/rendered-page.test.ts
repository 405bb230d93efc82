import {
  adoptRenderedPage,
  RENDERED_DATA_ID,
  RENDERED_STYLE_ATTRIBUTE,
  removeRenderedStyles,
  tokenFingerprint,
} from '@core/boot/rendered-page';
import { EarlyAnswerTransport } from '@core/services/early-answer-transport';
import type { HttpCall, HttpTransport } from '@core/services/request-service';
import { defaultRuntimeConfig } from '@core/services/runtime-config';

/** A page as the server draws it (core/prerender/signed-in-page-html.ts), in the test's document. */
function drawPage(data: unknown) {
  document.head.innerHTML = '<style id="own">a{}</style>';
  document.body.innerHTML =
    `<style ${RENDERED_STYLE_ATTRIBUTE}>:root{--atrium-primary:#1890ff}</style>` +
    '<div id="root"><h1>张伟，欢迎回来</h1></div>' +
    `<script type="application/json" id="${RENDERED_DATA_ID}">${typeof data === 'string' ? data : JSON.stringify(data)}</script>`;
}

const DETAIL_KEY = '/enterprise/v1/session/user/detail\n{}';
const DETAIL = { code: 0, message: 'success', data: { nickname: '张伟' } };

describe('the console taking over a page the server drew (core/boot/rendered-page.ts)', () => {
  afterEach(() => {
    delete window.__ATRIUM_EARLY__;
    window.history.replaceState(null, '', '/');
  });

  it('fingerprints a token the same way each time, and two tokens differently', () => {
    expect(tokenFingerprint('token-a')).toBe(tokenFingerprint('token-a'));
    expect(tokenFingerprint('token-a')).not.toBe(tokenFingerprint('token-b'));
    expect(tokenFingerprint('')).toMatch(/^[0-9a-f]{8}$/);
  });

  it('takes the answers the page was drawn from as the early answers, once, and keeps the drawn screen', async () => {
    window.history.replaceState(null, '', '/dashboard');
    drawPage({ path: '/dashboard', fingerprint: tokenFingerprint('t1'), answers: { [DETAIL_KEY]: DETAIL } });
    expect(adoptRenderedPage(window, 't1')?.path).toBe('/dashboard');
    expect(document.getElementById(RENDERED_DATA_ID)).toBeNull();
    expect(document.querySelector('#root h1')?.textContent).toBe('张伟，欢迎回来');
    // The console's first call is answered from the page, the next one by the server.
    const server: HttpTransport = {
      post: jest.fn(async () => ({ code: 0, message: 'success', data: { nickname: '服务器' } })),
      postForFile: jest.fn(),
    } as unknown as HttpTransport;
    const transport = new EarlyAnswerTransport(server, defaultRuntimeConfig);
    const call: HttpCall = {
      service: 'business',
      url: '/enterprise/v1/session/user/detail',
      body: {},
      token: 't1',
      signal: new AbortController().signal,
    };
    expect(await transport.post(call)).toEqual(DETAIL);
    expect(server.post).not.toHaveBeenCalled();
    expect((await transport.post(call)).data).toEqual({ nickname: '服务器' });
  });

  it.each([
    ['another token', '/dashboard', tokenFingerprint('other'), 't1'],
    ['no token', '/dashboard', tokenFingerprint('t1'), undefined],
    ['another path', '/setting', tokenFingerprint('t1'), 't1'],
  ])(
    'removes the drawn screen and its styles when it was drawn for %s',
    (_case, path, fingerprint, token) => {
      window.history.replaceState(null, '', '/dashboard');
      drawPage({ path, fingerprint, answers: { [DETAIL_KEY]: DETAIL } });
      expect(adoptRenderedPage(window, token)).toBeUndefined();
      // The render's styles went with it; the page's own stay.
      expect(document.getElementById('root')?.childElementCount).toBe(0);
      expect(document.querySelectorAll('style')).toHaveLength(1);
      expect(document.getElementById('own')).not.toBeNull();
      expect(window.__ATRIUM_EARLY__).toBeUndefined();
    },
  );

  it('removes a page whose data is not JSON, and does nothing on a page the server did not draw', () => {
    window.history.replaceState(null, '', '/dashboard');
    drawPage('{not json');
    expect(adoptRenderedPage(window, 't1')).toBeUndefined();
    expect(document.getElementById('root')?.childElementCount).toBe(0);
    document.body.innerHTML = '<div id="root"><p>登录</p></div>';
    expect(adoptRenderedPage(window, 't1')).toBeUndefined();
    expect(document.querySelector('#root p')).not.toBeNull();
  });

  it('removes only the styles the server drew once the console’s own are in', () => {
    drawPage({});
    removeRenderedStyles(document);
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(document.getElementById('own')).not.toBeNull();
    expect(document.querySelector('#root h1')).not.toBeNull();
  });
});
