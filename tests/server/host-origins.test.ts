import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostOriginsFrom, loadConfig } from '../../server/config';
import { ErrorCode } from '../../server/http/error-codes';
import { setupTestServer } from './support/test-server';

/**
 * EMBED_HOST_ORIGINS (issue 33): a host page on another origin fetches /embed/ and its chunks and calls
 * the API; the listed origins get CORS there, every other origin is refused, and pages never carry it.
 */

const PORTAL = 'https://portal.example.com';
const OTHER = 'https://elsewhere.example.net';
const CHUNK = '/embed/110.3954a52389bd.js';

function builtEmbed(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-embed-'));
  mkdirSync(path.join(dir, 'embed'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Atrium</title>');
  writeFileSync(
    path.join(dir, 'embed', 'index.html'),
    '<!doctype html><script src="atrium-console.js"></script>',
  );
  writeFileSync(path.join(dir, 'embed', 'atrium-console.js'), 'self.atriumConsole = {};');
  writeFileSync(path.join(dir, CHUNK), 'self.chunk = 1;');
  return dir;
}

const staticDir = builtEmbed();
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const preflight = (origin: string, url: string, method = 'POST') => ({
  method: 'OPTIONS' as const,
  url,
  headers: {
    origin,
    'access-control-request-method': method,
    'access-control-request-headers': 'authorization,content-type',
  },
});

describe('EMBED_HOST_ORIGINS', () => {
  test('未设置时为空；只接受协议、域名与端口', () => {
    expect(loadConfig({}, '/srv/atrium').hostOrigins).toEqual([]);
    expect(hostOriginsFrom(' ')).toEqual([]);
    expect(hostOriginsFrom('https://portal.example.com, http://127.0.0.1:5173/')).toEqual([
      'https://portal.example.com',
      'http://127.0.0.1:5173',
    ]);
    for (const wrong of [
      '*',
      'https://*.example.com',
      'https://portal.example.com/app',
      'portal.example.com',
      'ftp://x.example',
    ])
      expect(() => hostOriginsFrom(wrong)).toThrow(/EMBED_HOST_ORIGINS 中的 .* 不是有效的来源/);
  });
});

describe('列出的宿主来源', () => {
  const server = setupTestServer({ staticDir, hostOrigins: [PORTAL, 'http://127.0.0.1:5173'] });

  test.each([
    '/v1/account/login',
    '/enterprise/v1/session/user/detail',
    '/app/v1/application/detail',
    '/v1/batch',
  ])('%s 的预检：允许该来源、POST、authorization 与 content-type，不带凭据', async (url) => {
    const response = await server.app.inject(preflight(PORTAL, url));
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).split(/,\s*/)).toEqual([
      'authorization',
      'content-type',
    ]);
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/Origin/);
  });

  test('接口的应答带允许的来源，下载文件名可读；令牌照常校验', async () => {
    const refused = await server.app.inject({
      method: 'POST',
      url: '/enterprise/v1/session/user/detail',
      headers: { origin: PORTAL, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refused.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(refused.json().code).toBe(ErrorCode.NotSignedIn);

    const token = await server.signInTo('13800000001', 'xinghe-park');
    const answered = await server.app.inject({
      method: 'POST',
      url: '/enterprise/v1/session/user/detail',
      headers: { origin: PORTAL, 'content-type': 'application/json', authorization: token },
      payload: '{}',
    });
    expect(answered.json()).toMatchObject({ code: 0, data: { nickname: '张伟' } });
    expect(answered.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(answered.headers['access-control-expose-headers']).toBe('content-disposition');
  });

  test.each(['/embed/', '/embed/atrium-console.js', CHUNK])(
    '%s 带允许的来源（qiankun 以 fetch 取入口与分块）',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url, headers: { origin: PORTAL } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
    },
  );

  test('其他来源：预检被拒（403 与原因），应答不带允许的来源', async () => {
    for (const url of ['/enterprise/v1/session/user/detail', '/embed/atrium-console.js']) {
      const response = await server.app.inject(
        preflight(OTHER, url, url.startsWith('/embed/') ? 'GET' : 'POST'),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: ErrorCode.OriginNotAllowed,
        message: '该网站不在允许嵌入管理端的宿主之列，请联系管理员',
        data: null,
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    const script = await server.app.inject({
      method: 'GET',
      url: '/embed/atrium-console.js',
      headers: { origin: OTHER },
    });
    expect(script.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('控制台的页面与其他文件不带 CORS，即使来自列出的来源', async () => {
    for (const url of ['/dashboard', '/login']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { origin: PORTAL } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    const pagePreflight = await server.app.inject(preflight(PORTAL, '/dashboard', 'GET'));
    expect(pagePreflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('未设置宿主来源', () => {
  const server = setupTestServer({ staticDir });

  test('任何来源都不带 CORS，预检不被答允', async () => {
    const response = await server.app.inject(preflight(PORTAL, '/enterprise/v1/session/user/detail'));
    expect(response.statusCode).not.toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const script = await server.app.inject({
      method: 'GET',
      url: '/embed/atrium-console.js',
      headers: { origin: PORTAL },
    });
    expect(script.headers['access-control-allow-origin']).toBeUndefined();
  });
});
