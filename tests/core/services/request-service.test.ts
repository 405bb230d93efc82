/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, CANCELLED_CODE } from '@core/services/api-error';
import { AxiosHttpTransport, RequestServiceImpl } from '@core/services/request-service';
import { defaultRuntimeConfig } from '@core/services/runtime-config';
import { MemoryStorageService } from '@core/services/storage-service';
import { StoredTokenService } from '@core/services/token-service';
import { RecordingNotifier } from '../../support/fakes/recording-notifier';

/** A real HTTP server answering each path as the test says; records the authorization headers. */
let server: Server;
let baseUrl = '';
const seen: { url: string; authorization: string | undefined; body: string }[] = [];
const answers = new Map<string, { status: number; body: unknown; delayMs?: number }>();

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
      const answer = answers.get(request.url ?? '') ?? {
        status: 404,
        body: { code: 100404, message: '接口不存在', data: null },
      };
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function setup(timeoutMs = 5000) {
  seen.length = 0;
  answers.clear();
  const notifier = new RecordingNotifier();
  const tokens = new StoredTokenService(new MemoryStorageService());
  const config = {
    ...defaultRuntimeConfig,
    requestTimeoutMs: timeoutMs,
    baseUrls: { business: baseUrl, auth: baseUrl, openPlatform: baseUrl },
  };
  // The sign-out service as the request service sees it: the session's signal, and the refusals.
  const signOut = { controller: new AbortController(), refusals: 0 };
  const request = new RequestServiceImpl(config, tokens, notifier, new AxiosHttpTransport(config), () => ({
    signal: signOut.controller.signal,
    sessionRefused: () => {
      signOut.refusals += 1;
    },
  }));
  return { request, notifier, tokens, signOut };
}

describe('request service', () => {
  it('gives up a call whose signal aborts, quietly (no toast)', async () => {
    const { request, notifier } = setup();
    answers.set('/slow', { status: 200, body: { code: 0, message: 'success', data: 1 }, delayMs: 300 });
    const controller = new AbortController();
    const call = request.post('/slow', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toMatchObject({ name: 'ApiError', code: CANCELLED_CODE });
    expect(notifier.errors).toEqual([]);
  });

  it('posts JSON with the stored token and resolves the data of code 0', async () => {
    const { request, tokens } = setup();
    tokens.set('secret-token');
    answers.set('/enterprise/v1/session/user/detail', {
      status: 200,
      body: { code: 0, message: 'success', data: { nickname: '张伟' } },
    });
    await expect(request.post('/enterprise/v1/session/user/detail')).resolves.toEqual({ nickname: '张伟' });
    expect(seen[0]).toEqual({
      url: '/enterprise/v1/session/user/detail',
      authorization: 'secret-token',
      body: '{}',
    });
  });

  it('sends no authorization header without a token', async () => {
    const { request } = setup();
    answers.set('/v1/account/login', { status: 200, body: { code: 0, message: 'success', data: null } });
    await request.post('/v1/account/login', { telephone: '13800000001' }, { service: 'auth' });
    expect(seen[0]!.authorization).toBeUndefined();
  });

  it('shows a non-zero code as an error toast and rejects with it', async () => {
    const { request, notifier } = setup();
    answers.set('/x', { status: 200, body: { code: 400007, message: '原密码错误', data: null } });
    await expect(request.post('/x')).rejects.toEqual(new ApiError(400007, '原密码错误'));
    expect(notifier.errors).toEqual(['原密码错误']);
    expect(notifier.confirmCount).toBe(0);
  });

  it("uses 'Error' when the refusal has no message, and reads refusals sent with an HTTP error status", async () => {
    const { request, notifier } = setup();
    answers.set('/empty', { status: 200, body: { code: 1, data: null } });
    answers.set('/missing', { status: 404, body: { code: 100404, message: '接口不存在', data: null } });
    await expect(request.post('/empty')).rejects.toMatchObject({ code: 1, message: 'Error' });
    await expect(request.post('/missing')).rejects.toMatchObject({ code: 100404 });
    expect(notifier.errors).toEqual(['Error', '接口不存在']);
  });

  it.each([300000, 300001, 300002])(
    'hands %i to the sign-out service (which opens the one 登出 confirm), with its toast',
    async (code) => {
      const { request, notifier, signOut } = setup();
      answers.set('/s', { status: 200, body: { code, message: '登录已过期，请重新登录', data: null } });
      await expect(request.post('/s')).rejects.toMatchObject({ code });
      expect(signOut.refusals).toBe(1);
      expect(notifier.errors).toEqual(['登录已过期，请重新登录']);
    },
  );

  it("sends a token that is not the session's when asked, and its refusal never ends the session", async () => {
    const { request, tokens, notifier, signOut } = setup();
    tokens.set('session-token');
    answers.set('/enterprise/v1/session/user/detail', {
      status: 200,
      body: { code: 300000, message: '用户未登录', data: null },
    });
    await expect(
      request.post('/enterprise/v1/session/user/detail', {}, { token: 'handed-over', silent: true }),
    ).rejects.toMatchObject({ code: 300000 });
    expect(seen[0]!.authorization).toBe('handed-over');
    expect(signOut.refusals).toBe(0);
    expect(notifier.errors).toEqual([]);
    expect(tokens.token).toBe('session-token');
  });

  it('shows one toast while it is visible, however many calls fail the same way', async () => {
    const { request, notifier } = setup();
    answers.set('/s', { status: 200, body: { code: 300002, message: '已登出', data: null } });
    answers.set('/t', { status: 200, body: { code: 400001, message: '另一个原因', data: null } });
    await Promise.allSettled([request.post('/s'), request.post('/s'), request.post('/s')]);
    await expect(request.post('/s')).rejects.toMatchObject({ code: 300002 });
    await expect(request.post('/t')).rejects.toMatchObject({ code: 400001 });
    expect(notifier.errors).toEqual(['已登出', '另一个原因']);
  });

  it('aborts the calls of a session that ended, and ignores their answers (no toast, no refusal)', async () => {
    const { request, notifier, signOut } = setup();
    answers.set('/slow', {
      status: 200,
      body: { code: 300002, message: '已登出', data: null },
      delayMs: 200,
    });
    const pending = request.post('/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    signOut.controller.abort();
    await expect(pending).rejects.toMatchObject({ code: CANCELLED_CODE });
    expect(notifier.errors).toEqual([]);
    expect(signOut.refusals).toBe(0);
  });

  it('toasts network errors with their message, and times out after the configured time', async () => {
    const { request, notifier } = setup(100);
    answers.set('/slow', { status: 200, body: { code: 0, data: null }, delayMs: 500 });
    await expect(request.post('/slow')).rejects.toMatchObject({ code: -1 });
    expect(notifier.errors).toEqual(['timeout of 100ms exceeded']);
  });

  it('does not toast silent calls', async () => {
    const { request, notifier } = setup();
    answers.set('/quiet', { status: 200, body: { code: 400001, message: '手机号或密码错误', data: null } });
    await expect(request.post('/quiet', {}, { silent: true })).rejects.toMatchObject({
      message: '手机号或密码错误',
    });
    expect(notifier.errors).toEqual([]);
  });

  it("lets the console's own code failing to load through as it is: not the server's answer, no toast", async () => {
    const notifier = new RecordingNotifier();
    const config = {
      ...defaultRuntimeConfig,
      baseUrls: { business: baseUrl, auth: baseUrl, openPlatform: baseUrl },
    };
    const chunkError = Object.assign(new Error('Loading chunk 532 failed.'), { name: 'ChunkLoadError' });
    const transport = {
      post: async () => Promise.reject(chunkError),
      postForFile: async () => Promise.reject(chunkError),
    };
    const request = new RequestServiceImpl(
      config,
      new StoredTokenService(new MemoryStorageService()),
      notifier,
      transport,
      () => ({ signal: new AbortController().signal, sessionRefused: () => undefined }),
    );
    await expect(request.post('/anything')).rejects.toBe(chunkError);
    expect(notifier.errors).toEqual([]);
  });
});
