import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { earlyInputGuardScript } from '../../core/prerender/early-input';
import { loginPageHtml } from '../../core/prerender/login-page-html';
import { CSP_NONCE_PLACEHOLDER } from '../../manifests/contracts/csp-nonce';
import { setupTestServer } from './support/test-server';

const root = path.resolve(__dirname, '..', '..');
const MAIN_SCRIPT = '/assets/main.0123456789ab.js';
const EMBED_SCRIPT = 'atrium-console.js';

/**
 * A built console in miniature, from the same templates and the same login composition as the build:
 * index.html as HtmlRspackPlugin writes it (the template with its deferred script), the prerendered
 * login with an inline guard, a loader and antd's style tags, and the demo host page.
 */
function builtConsole(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-pages-'));
  const template = readFileSync(path.join(root, 'core', 'index.html'), 'utf8');
  const index = template.replace('</head>', `<script defer src="${MAIN_SCRIPT}"></script></head>`);
  const login = loginPageHtml(index, {
    title: '登录 - 管理端',
    markup: '<form id="login-form"><input id="telephone"></form>',
    styles:
      '<style data-rc-order="prependQueue" data-css-hash="a1">.atrium{color:red}</style>' +
      '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"";}</style>',
    headScript: earlyInputGuardScript,
  });
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'host-demo'));
  mkdirSync(path.join(dir, 'embed'));
  // qiankun's HTML entry as the build writes it: the template with its script, by a relative path.
  writeFileSync(
    path.join(dir, 'embed', 'index.html'),
    readFileSync(path.join(root, 'core', 'embed', 'index.html'), 'utf8').replace(
      '</body>',
      `<script src="${EMBED_SCRIPT}"></script></body>`,
    ),
  );
  writeFileSync(path.join(dir, 'embed', EMBED_SCRIPT), 'self.atriumConsole = {};');
  writeFileSync(path.join(dir, 'index.html'), index);
  writeFileSync(path.join(dir, 'login.html'), login);
  writeFileSync(
    path.join(dir, 'host-demo', 'index.html'),
    readFileSync(path.join(root, 'core', 'embed', 'host-demo', 'index.html'), 'utf8'),
  );
  writeFileSync(path.join(dir, MAIN_SCRIPT), 'window.console.log("atrium");');
  // As the build writes it beside the script (rspack.config.ts, PrecompressPlugin).
  writeFileSync(path.join(dir, `${MAIN_SCRIPT}.br`), brotliCompressSync('window.console.log("atrium");'));
  writeFileSync(path.join(dir, `${MAIN_SCRIPT}.gz`), gzipSync('window.console.log("atrium");'));
  return dir;
}

const staticDir = builtConsole();
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

/** Every path the server answers with a page of the console or of the demo host. */
const PAGES = [
  '/',
  '/login',
  '/login?redirect=%2Fdashboard',
  '/dashboard',
  '/auth-redirect?token=abc&redirect=%2Fdashboard',
  '/PC_ROLE_MANAGEMENT',
  '/organize',
  '/host-demo',
  '/host-demo/console/dashboard',
];

/** The nonce the policy names: the same one for scripts and styles. */
function policyNonce(policy: string): string {
  const nonces = [...policy.matchAll(/'nonce-([A-Za-z0-9+/_-]+={0,2})'/g)].map((match) => match[1]);
  expect(nonces).toHaveLength(2);
  expect(nonces[0]).toBe(nonces[1]);
  return nonces[0]!;
}

/** The nonce attribute of each inline script, style and nonce meta of the page (undefined when absent). */
function inlineNonces(html: string): { tag: string; nonce: string | undefined }[] {
  const tags = [
    ...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>/g),
    ...html.matchAll(/<style\b[^>]*>/g),
    ...html.matchAll(/<meta\b[^>]*name="csp-nonce"[^>]*>/g),
  ].map((match) => match[0]);
  return tags.map((tag) => ({ tag, nonce: /\bnonce="([^"]*)"/.exec(tag)?.[1] }));
}

function expectCommonHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('控制台页面的安全响应头', () => {
  const server = setupTestServer({ staticDir });
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  test.each(PAGES)('%s：带 nonce 的严格策略，页面内联脚本与样式都带同一个 nonce', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expectCommonHeaders(response);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Fresh every time: no validators that would bring back an earlier nonce.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();

    const policy = String(response.headers['content-security-policy']);
    const nonce = policyNonce(policy);
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    for (const directive of [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      `style-src 'self' 'nonce-${nonce}'`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
    ])
      expect(policy.split('; ')).toContain(directive);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toMatch(/style-src [^;]*'unsafe-inline'/);

    const html = response.body;
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
    const inline = inlineNonces(html);
    // The nonce meta at least; index.html's base style; the login's guard, loader and antd's styles.
    expect(inline.some(({ tag }) => tag.startsWith('<meta'))).toBe(true);
    expect(inline.filter(({ nonce: carried }) => carried !== nonce)).toEqual([]);
  });

  test('预渲染登录页的内联守卫、加载脚本与 antd 样式都带 nonce', async () => {
    const inline = inlineNonces((await get('/login')).body);
    expect(inline.filter(({ tag }) => tag.startsWith('<script'))).toHaveLength(2);
    expect(inline.filter(({ tag }) => tag.startsWith('<style'))).toHaveLength(3);
  });

  test.each([
    ['br, gzip', 'br', (bytes: Buffer) => brotliDecompressSync(bytes)],
    ['gzip', 'gzip', (bytes: Buffer) => gunzipSync(bytes)],
    ['identity', undefined, (bytes: Buffer) => bytes],
  ])(
    '脚本按浏览器接受的压缩（%s）发送构建时压好的文件，一年不变的缓存',
    async (accepted, encoding, decode) => {
      const response = await server.app.inject({
        method: 'GET',
        url: MAIN_SCRIPT,
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString()).toBe('window.console.log("atrium");');
    },
  );

  test('构建产物（带内容哈希的文件）从内存应答：校验值相同答 304，拒收的压缩不发，查询串与 HEAD 同样应答', async () => {
    const first = await server.app.inject({
      method: 'GET',
      url: MAIN_SCRIPT,
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['last-modified']).toBeDefined();
    const again = await server.app.inject({
      method: 'GET',
      url: MAIN_SCRIPT,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    // br refused (q=0): gzip, which it accepts.
    const refused = await server.app.inject({
      method: 'GET',
      url: `${MAIN_SCRIPT}?v=1`,
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(refused.rawPayload).toString()).toBe('window.console.log("atrium");');
    const head = await server.app.inject({
      method: 'HEAD',
      url: MAIN_SCRIPT,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.rawPayload).toHaveLength(0);
    // A POST is no asset's: the API's 404 for paths outside it, not the file.
    expect(
      (await server.app.inject({ method: 'POST', url: MAIN_SCRIPT, payload: {} })).rawPayload.toString(),
    ).not.toContain('atrium');
    // A file without a content hash is @fastify/static's, revalidated each time.
    const embedded = await server.app.inject({ method: 'GET', url: `/embed/${EMBED_SCRIPT}` });
    expect(embedded.statusCode).toBe(200);
    expect(embedded.headers['cache-control']).toBe('no-cache');
  });

  test('每次应答的 nonce 都不同', async () => {
    const nonces = new Set<string>();
    for (const url of ['/login', '/login', '/dashboard', '/dashboard', '/host-demo']) {
      nonces.add(policyNonce(String((await get(url)).headers['content-security-policy'])));
    }
    expect(nonces.size).toBe(5);
  });

  test('/embed/ 与 /embed/index.html：qiankun 的 HTML 入口，按页面应答，载入同一目录下的脚本', async () => {
    for (const url of ['/embed/', '/embed/index.html']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self' 'nonce-");
      expect(response.body).toContain(`<script src="${EMBED_SCRIPT}"></script>`);
    }
    const script = await get(`/embed/${EMBED_SCRIPT}`);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect((await get('/embed/other.html')).statusCode).toBe(404);
  });

  test('页面文件不能绕过应答直接取得（不带策略与 nonce）', async () => {
    for (const url of ['/index.html', '/login.html', '/host-demo/index.html']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    }
  });

  test('接口、静态资源与错误应答：nosniff、referrer，且不可被嵌入或执行任何内容', async () => {
    const answers = [
      await server.app.inject({
        method: 'POST',
        url: '/v1/account/login',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      }),
      await server.app.inject({ method: 'GET', url: '/enterprise/v1/session/user/detail' }),
      await server.app.inject({ method: 'POST', url: '/enterprise/v1/nothing-here', payload: {} }),
      await get('/healthz'),
      await get(MAIN_SCRIPT),
      await get('/assets/missing.0123456789ab.js'),
    ];
    for (const response of answers) {
      expectCommonHeaders(response);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    expect(answers[4]!.statusCode).toBe(200);
    expect(answers[4]!.headers['content-type']).toMatch(/^application\/javascript/);
  });
});

describe('FRAME_ANCESTORS 指定的宿主可以用 iframe 嵌入', () => {
  const server = setupTestServer({
    staticDir,
    frameAncestors: ["'self'", 'https://portal.example.com'],
  });

  test('frame-ancestors 列出宿主；X-Frame-Options 无法表达多个来源，因此不发送', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dashboard' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy.split('; ')).toContain("frame-ancestors 'self' https://portal.example.com");
    expect(response.headers['x-frame-options']).toBeUndefined();
    expectCommonHeaders(response);
  });
});
