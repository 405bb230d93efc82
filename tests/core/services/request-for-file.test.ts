/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, NETWORK_ERROR_CODE } from '@core/services/api-error';
import { fileNameOf } from '@core/services/downloaded-file';
import { AxiosHttpTransport, RequestServiceImpl } from '@core/services/request-service';
import { defaultRuntimeConfig } from '@core/services/runtime-config';
import { MemoryStorageService } from '@core/services/storage-service';
import { StoredTokenService } from '@core/services/token-service';
import { RecordingNotifier } from '../../support/fakes/recording-notifier';

/** A real HTTP server answering each path with the headers and bytes the test says. */
let server: Server;
let baseUrl = '';
const seen: { url: string; authorization: string | undefined; body: string }[] = [];
const answers = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const json = (status: number, body: unknown) => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: Buffer.from(JSON.stringify(body)),
});

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
      const answer = answers.get(request.url ?? '') ?? json(404, { code: 100404, message: '接口不存在' });
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function setup() {
  seen.length = 0;
  answers.clear();
  const notifier = new RecordingNotifier();
  const tokens = new StoredTokenService(new MemoryStorageService());
  const config = {
    ...defaultRuntimeConfig,
    baseUrls: { business: baseUrl, auth: baseUrl, openPlatform: baseUrl },
  };
  const signOut = { controller: new AbortController(), refusals: 0 };
  const request = new RequestServiceImpl(config, tokens, notifier, new AxiosHttpTransport(config), () => ({
    signal: signOut.controller.signal,
    sessionRefused: () => {
      signOut.refusals += 1;
    },
  }));
  return { request, notifier, tokens, signOut };
}

describe('request service: a file answered', () => {
  it('posts JSON with the token and resolves the bytes with the UTF-8 name of content-disposition', async () => {
    const { request, tokens } = setup();
    tokens.set('secret-token');
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x7f]);
    answers.set('/export', {
      status: 200,
      headers: {
        'content-type': XLSX,
        'content-disposition': `attachment; filename="approval-data.xlsx"; filename*=UTF-8''${encodeURIComponent('审批数据-20261124.xlsx')}`,
      },
      body: bytes,
    });
    const file = await request.postForFile('/export', { state: 'running' });
    expect(file.fileName).toBe('审批数据-20261124.xlsx');
    expect(file.blob.type).toBe(XLSX);
    expect(Buffer.from(await file.blob.arrayBuffer())).toEqual(bytes);
    expect(seen[0]).toEqual({ url: '/export', authorization: 'secret-token', body: '{"state":"running"}' });
  });

  it('turns a JSON refusal into the ApiError with its Chinese message, toasted once', async () => {
    const { request, notifier } = setup();
    answers.set('/export', json(200, { code: 200003, message: '没有权限执行该操作', data: null }));
    const refused = request.postForFile('/export');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: 200003, message: '没有权限执行该操作', shown: true });
    expect(notifier.errors).toEqual(['没有权限执行该操作']);
  });

  it('reads a refusal sent with an HTTP error status, and leaves a silent one to the caller', async () => {
    const { request, notifier } = setup();
    answers.set('/gone', json(404, { code: 100404, message: '接口不存在', data: null }));
    await expect(request.postForFile('/gone', {}, { silent: true })).rejects.toMatchObject({
      code: 100404,
      message: '接口不存在',
      shown: false,
    });
    expect(notifier.errors).toEqual([]);
  });

  it('hands a session code to the sign-out service, as JSON calls do', async () => {
    const { request, signOut } = setup();
    answers.set('/export', json(200, { code: 300001, message: '登录已过期，请重新登录', data: null }));
    await expect(request.postForFile('/export')).rejects.toMatchObject({ code: 300001 });
    expect(signOut.refusals).toBe(1);
  });

  it('refuses an answer that is neither a file nor a refusal', async () => {
    const { request } = setup();
    answers.set('/ok', json(200, { code: 0, message: 'success', data: null }));
    answers.set('/broken', {
      status: 500,
      headers: { 'content-type': 'text/plain' },
      body: Buffer.from('oops'),
    });
    await expect(request.postForFile('/ok')).rejects.toMatchObject({
      code: NETWORK_ERROR_CODE,
      message: '文件下载失败，请稍后再试',
    });
    await expect(request.postForFile('/broken')).rejects.toMatchObject({
      code: NETWORK_ERROR_CODE,
      message: '服务器返回的内容无法识别，请稍后再试',
    });
  });
});

describe('fileNameOf', () => {
  it.each([
    [`attachment; filename="a.xlsx"; filename*=UTF-8''%E5%AE%A1%E6%89%B9.xlsx`, '审批.xlsx'],
    [`attachment; filename*=utf-8'zh'%E5%AF%BC%E5%87%BA.csv`, '导出.csv'],
    ['attachment; filename="plain.xlsx"', 'plain.xlsx'],
    ['attachment; filename=bare.csv', 'bare.csv'],
    [`attachment; filename*=UTF-8''%E5%ZZ; filename="fallback.xlsx"`, 'fallback.xlsx'],
    ['', 'download'],
  ])('reads %s as %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
