import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { signedInPageTemplate } from '../../core/prerender/signed-in-page-html';
import { CSP_NONCE_PLACEHOLDER } from '../../manifests/contracts/csp-nonce';
import { drawnViewPageFile, TOKEN_COOKIE } from '../../manifests/contracts/signed-in-render';
import { defaultMessages, ErrorCode } from '../../server/http/error-codes';
import { MAX_RENDERS_AT_ONCE } from '../../server/plugins/signed-in-render';
import { sessionLookupsDuring } from './support/session-lookups';
import { setupTestServer } from './support/test-server';

const root = path.resolve(__dirname, '..', '..');

/**
 * A render bundle standing in for the console's (build/prerender/render-signed-in.js, tested itself in
 * render-signed-in.test.ts): it keeps the contract (manifests/contracts/signed-in-render.ts) and shows
 * what the server handed it — the member's own answer to a call made with the cookie's token, a call
 * outside the API, the settings cookie — so these tests see the server's part alone.
 */
const FAKE_BUNDLE = `
exports.renderedPaths = ['/dashboard', '/VIEW_DRAWN', '/VIEW_WITHOUT_PAGE'];
exports.calls = 0;
exports.renderSignedIn = async (input) => {
  exports.calls += 1;
  const token = JSON.parse(input.cookies['atrium.token'] || 'null');
  if (token === 'throws') throw new Error('渲染出错');
  if (token === 'held') {
    await globalThis.__renderHeld;
    return { styles: '', root: '<h1>held</h1>', data: '' };
  }
  if (typeof token !== 'string') return undefined;
  const [detail, resources, owner] = await Promise.all([
    input.call('/enterprise/v1/session/user/detail', {}, token),
    input.call('/enterprise/v1/session/resource/detail', {}, token),
    input.call('/enterprise/v1/owner/info/detail', {}, token),
  ]);
  if (detail.code !== 0 || resources.code !== 0 || owner.code !== 0) return undefined;
  const page = await input.call('/not-the-api', {}, token);
  return {
    styles: '<style nonce="${CSP_NONCE_PLACEHOLDER}">h1{}</style>',
    root: '<h1>' + detail.data.nickname + '</h1><i>' + page.code + ' ' + page.message + '</i><b>' + input.cookies['atrium.settings'] + '</b>',
    data: '<script type="application/json" id="atrium-rendered">{}</script>',
  };
};
`;

function builtConsole(): { dir: string; bundle: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-signed-in-'));
  const index = readFileSync(path.join(root, 'core', 'index.html'), 'utf8').replace(
    '</head>',
    '<script defer src="/assets/main.0123456789ab.js"></script></head>',
  );
  writeFileSync(path.join(dir, 'index.html'), index);
  writeFileSync(
    path.join(dir, 'signed-in.html'),
    signedInPageTemplate(index, { shell: ['assets/layout.1.css'], workbench: ['assets/workbench.2.js'] }),
  );
  // A drawn view's own page (the build writes one per view with a drawnChunk); /VIEW_WITHOUT_PAGE has none.
  mkdirSync(path.dirname(path.join(dir, drawnViewPageFile('/VIEW_DRAWN'))), { recursive: true });
  writeFileSync(
    path.join(dir, drawnViewPageFile('/VIEW_DRAWN')),
    signedInPageTemplate(index, { shell: ['assets/layout.1.css'], workbench: ['assets/view.3.js'] }),
  );
  const bundle = path.join(dir, 'render-signed-in.js');
  writeFileSync(bundle, FAKE_BUNDLE);
  return { dir, bundle };
}

const built = builtConsole();
afterAll(() => rmSync(built.dir, { recursive: true, force: true }));
const bundleCalls = () => (require(built.bundle) as { calls: number }).calls;

describe('a signed-in member’s workbench drawn by the server', () => {
  const server = setupTestServer({ staticDir: built.dir, renderBundle: built.bundle });
  const cookieOf = (token: string, extra = '') =>
    `${TOKEN_COOKIE}=${encodeURIComponent(JSON.stringify(token))}${extra}`;
  const get = (url: string, cookie?: string) =>
    server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('draws it with the calls the token in the cookie may make, kept by no cache, with the page’s nonce', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const settings = encodeURIComponent(JSON.stringify({ theme: '#f5222d' }));
    const response = await get('/dashboard', cookieOf(token, `; atrium.settings=${settings}; other=1`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toBe('cookie, accept-encoding');
    expect(response.body).toContain('<h1>张伟</h1>');
    // A call outside the API is refused in its place, as in a batch.
    expect(response.body).toContain(
      `<i>${ErrorCode.NotBatchable} ${defaultMessages[ErrorCode.NotBatchable]}</i>`,
    );
    expect(response.body).toContain('<b>{"theme":"#f5222d"}</b>');
    expect(response.body).not.toContain(CSP_NONCE_PLACEHOLDER);
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(response.body).toContain(`<style nonce="${nonce}">h1{}</style><div id="root"><h1>张伟</h1>`);
    expect(response.body).toContain('</div><script type="application/json" id="atrium-rendered">{}</script>');
    // The first screen's stylesheets linked, not preloaded: the drawn screen waits for them.
    expect(response.body).toContain('<link rel="stylesheet" href="/assets/layout.1.css">');
    expect(response.body).not.toContain('__ATRIUM_EARLY__');
    expect(response.body).not.toContain('<!--atrium:');
  });

  it('leads `/` to the drawn workbench for a member with a token cookie, and anyone else to the console', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const signedIn = await get('/?from=bookmark', cookieOf(token));
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/dashboard?from=bookmark');
    const anyone = await get('/');
    expect(anyone.statusCode).toBe(200);
    expect(anyone.body).toContain('<div id="root"></div>');
  });

  it('looks the session up once for the render’s calls, not once per call', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const lookups = await sessionLookupsDuring(server, async () => {
      expect((await get('/dashboard', cookieOf(token))).body).toContain('<h1>张伟</h1>');
    });
    expect(lookups).toBe(1);
  });

  it('answers index.html, as for anyone, without a token cookie or elsewhere; the bundle is not asked', async () => {
    const before = bundleCalls();
    const index = await get('/dashboard');
    expect(index.body).toContain('<div id="root"></div>');
    expect(index.headers['cache-control']).toBe('no-cache');
    const elsewhere = await get(
      '/PC_STAFF_MANAGEMENT',
      cookieOf(await server.signInTo('13800000001', 'xinghe-park')),
    );
    expect(elsewhere.body).toContain('<div id="root"></div>');
    expect(bundleCalls()).toBe(before);
  });

  it('draws a view into its own page, and leaves a view whose page the build did not write to the console', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const drawn = await get('/VIEW_DRAWN', cookieOf(token));
    expect(drawn.statusCode).toBe(200);
    expect(drawn.body).toContain('<h1>张伟</h1>');
    expect(drawn.body).toContain('/assets/view.3.js');
    expect(drawn.body).not.toContain('/assets/workbench.2.js');
    const before = bundleCalls();
    const without = await get('/VIEW_WITHOUT_PAGE', cookieOf(token));
    expect(without.statusCode).toBe(200);
    expect(without.body).toContain('<div id="root"></div>');
    expect(bundleCalls()).toBe(before);
  });

  it('sends the page without a drawn screen when the session has ended: the console starts as on any page', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    await server.post('/enterprise/v1/session/logout', {}, token);
    const ended = await get('/dashboard', cookieOf(token));
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toContain('<div id="root"></div>');
    expect(ended.body).not.toContain('<h1>');
    expect(ended.body).not.toContain('atrium-rendered');
    expect(ended.body).not.toContain('<!--atrium:');
    expect(ended.body).toMatch(/<\/html>\s*$/);
  });

  it('sends the page up to the drawn screen at once: the browser fetches its stylesheets and scripts while the server draws', async () => {
    let release: () => void = () => undefined;
    (globalThis as { __renderHeld?: Promise<void> }).__renderHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const chunks: string[] = [];
    const done = new Promise<void>((resolve, reject) => {
      const request = http.get(
        `${address}/dashboard`,
        // Compressed, as a browser asks: each part is flushed through the compressor as it is written.
        { headers: { cookie: cookieOf('held'), 'accept-encoding': 'br' } },
        (response) => {
          expect(response.headers['content-encoding']).toBe('br');
          const page = response.pipe(zlib.createBrotliDecompress());
          page.setEncoding('utf8');
          page.on('data', (chunk: string) => {
            chunks.push(chunk);
            // The first part is here while the render is held: only then is it let go.
            if (chunks.length === 1) release();
          });
          page.on('end', resolve);
          page.on('error', reject);
        },
      );
      request.on('error', reject);
    });
    await done;
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]).toContain('<link rel="stylesheet" href="/assets/layout.1.css">');
    expect(chunks[0]).toContain('<body');
    expect(chunks[0]).not.toContain('<h1>held</h1>');
    expect(chunks.join('')).toContain('<div id="root"><h1>held</h1></div>');
  });

  it(`draws at most ${MAX_RENDERS_AT_ONCE} pages at once: one more gets index.html at once instead of waiting`, async () => {
    let release: () => void = () => undefined;
    (globalThis as { __renderHeld?: Promise<void> }).__renderHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = Array.from({ length: MAX_RENDERS_AT_ONCE }, () => get('/dashboard', cookieOf('held')));
    // Each held render has started before the next request comes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const extra = await get('/dashboard', cookieOf('held'));
    expect(extra.body).toContain('<div id="root"></div>');
    expect(extra.headers['cache-control']).toBe('no-cache');
    release();
    for (const response of await Promise.all(held)) expect(response.body).toContain('<h1>held</h1>');
    // And once they are done, the next one is drawn again.
    (globalThis as { __renderHeld?: Promise<void> }).__renderHeld = Promise.resolve();
    expect((await get('/dashboard', cookieOf('held'))).body).toContain('<h1>held</h1>');
  });

  it('sends the page without a drawn screen when the render fails: the member’s console starts as it would have', async () => {
    const response = await get('/dashboard', cookieOf('throws'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toMatch(/<\/html>\s*$/);
  });
});

describe('pages compressed for a browser that accepts it', () => {
  const server = setupTestServer({ staticDir: built.dir, renderBundle: built.bundle });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)(
    '%s: index.html and the drawn workbench, the same pages once decompressed',
    async (coding, decompress) => {
      const token = await server.signInTo('13800000001', 'xinghe-park');
      const cookie = `${TOKEN_COOKIE}=${encodeURIComponent(JSON.stringify(token))}`;
      for (const headers of [{}, { cookie }]) {
        const plain = await server.app.inject({ method: 'GET', url: '/dashboard', headers });
        const packed = await server.app.inject({
          method: 'GET',
          url: '/dashboard',
          headers: { ...headers, 'accept-encoding': `${coding}, deflate` },
        });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(packed.headers['content-encoding']).toBe(coding);
        expect(String(packed.headers.vary)).toContain('accept-encoding');
        const page = decompress(packed.rawPayload).toString('utf8');
        // The same page, but for its nonce.
        const nonceless = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
        expect(nonceless(page)).toBe(nonceless(plain.body));
        expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      }
    },
  );
});

describe('without the render bundle', () => {
  const server = setupTestServer({ staticDir: built.dir, renderBundle: path.join(built.dir, 'missing.js') });

  it('answers index.html to a signed-in member too', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const response = await server.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: `${TOKEN_COOKIE}=${encodeURIComponent(JSON.stringify(token))}` },
    });
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
