/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EARLY_ANSWER_TTL_MS, EARLY_CALLS, type EarlyAnswers, startEarlyCalls } from '@core/boot/early-calls';
import { EarlyAnswerTransport } from '@core/services/early-answer-transport';
import type { Envelope, HttpCall, HttpTransport } from '@core/services/request-service';
import type { ServiceName } from '@core/services/runtime-config';
import { BATCH_URL } from '@manifests/contracts/batch-constants';

/** A real server: answers each path with its name and the authorization it saw; counts the calls. */
let server: Server;
let baseUrl = '';
const calls: { url: string; authorization: string | undefined; body: string }[] = [];
let answerWith: (url: string, body: string) => { status: number; body: string } = (url) => ({
  status: 200,
  body: JSON.stringify({ code: 0, message: 'success', data: { from: 'early', url } }),
});

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      calls.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
      const answer = answerWith(request.url ?? '', body);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls.length = 0;
  answerWith = (url) => ({
    status: 200,
    body: JSON.stringify({ code: 0, message: 'success', data: { from: 'early', url } }),
  });
});

const baseUrls = (): Record<ServiceName, string> => ({
  business: baseUrl,
  auth: baseUrl,
  openPlatform: baseUrl,
});

/** A page as the inline script sees it: its storage, its fetch, its clock, its config. */
function pageWith(stored: Record<string, string>, now = () => 1_000) {
  const page = {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    fetch: (input: string, init: RequestInit) => fetch(input, init),
    performance: { now },
    __ATRIUM_CONFIG__: { baseUrls: baseUrls() },
  } as unknown as Window & typeof globalThis;
  return page;
}

/** The transport behind: what the console would have asked without the early answers. */
function recordingTransport() {
  const asked: HttpCall[] = [];
  const transport: HttpTransport = {
    async post<T>(call: HttpCall) {
      asked.push(call);
      return { code: 0, message: 'success', data: { from: 'console', url: call.url } as T };
    },
    async postForFile() {
      throw new Error('not used');
    },
  };
  return { transport, asked };
}

/** A clock one second after the page started its calls (the page's clock says 1 000). */
const soon = () => 2_000;

const call = (url: string, overrides: Partial<HttpCall> = {}): HttpCall => ({
  service: 'business',
  url,
  body: {},
  token: 'token-a',
  signal: new AbortController().signal,
  ...overrides,
});

async function started(page: Window & typeof globalThis): Promise<EarlyAnswers> {
  startEarlyCalls(EARLY_CALLS, 'atrium.token', 5_000, page);
  const early = page.__ATRIUM_EARLY__;
  if (!early) throw new Error('no early calls were started');
  await Promise.all(Object.values(early.answers));
  return early;
}

describe('the page starts the session calls before the console runs', () => {
  it('with a stored token: the four calls at once, with the token, an empty JSON body', async () => {
    const early = await started(pageWith({ 'atrium.token': JSON.stringify('token-a') }));
    expect(calls.map((made) => made.url).sort()).toEqual(EARLY_CALLS.map((made) => made.url).sort());
    expect(new Set(calls.map((made) => made.authorization))).toEqual(new Set(['token-a']));
    expect(new Set(calls.map((made) => made.body))).toEqual(new Set(['{}']));
    expect(early.token).toBe('token-a');
    expect(Object.keys(early.answers)).toEqual(EARLY_CALLS.map((made) => `${baseUrl}${made.url}\n{}`));
  });

  it.each([
    ['no token', {}],
    ['an empty token', { 'atrium.token': JSON.stringify('') }],
    ['a token that is not JSON', { 'atrium.token': 'not json' }],
  ])('with %s: nothing is asked', (_case, stored) => {
    const page = pageWith(stored);
    startEarlyCalls(EARLY_CALLS, 'atrium.token', 5_000, page);
    expect(page.__ATRIUM_EARLY__).toBeUndefined();
    expect(calls).toEqual([]);
  });
});

/**
 * A signed-in start as the console meets it: the page has asked (with `urls` as its base URLs) and its
 * answers are in; `viaEarly` is the console's transport over a recording one (`asked`), at `now`.
 */
async function signedInStart(options: { now?: () => number; urls?: Record<ServiceName, string> } = {}) {
  const page = pageWith({ 'atrium.token': JSON.stringify('token-a') });
  const urls = options.urls ?? baseUrls();
  (page as unknown as { __ATRIUM_CONFIG__: unknown }).__ATRIUM_CONFIG__ = { baseUrls: urls };
  const early = await started(page);
  const { transport, asked } = recordingTransport();
  const viaEarly = new EarlyAnswerTransport(transport, { baseUrls: urls }, () => early, options.now ?? soon);
  return { early, viaEarly, asked };
}

describe('EarlyAnswerTransport', () => {
  it('answers the same call from the early answer once; the next one (a poll) goes to the server', async () => {
    const { viaEarly, asked } = await signedInStart();

    const first = await viaEarly.post<{ from: string }>(call('/enterprise/v1/session/user/detail'));
    expect(first.data.from).toBe('early');
    expect(asked).toEqual([]);
    const again = await viaEarly.post<{ from: string }>(call('/enterprise/v1/session/user/detail'));
    expect(again.data.from).toBe('console');
    expect(asked.map((made) => made.url)).toEqual(['/enterprise/v1/session/user/detail']);
    // Each URL is taken by its own call, on its own service's base URL.
    const applications = await viaEarly.post<{ from: string }>(
      call('/v1/exchange/owner/app/list', { service: 'auth' }),
    );
    expect(applications.data.from).toBe('early');
  });

  it.each<[string, Partial<HttpCall>]>([
    ['another token (signed in as someone else since)', { token: 'token-b' }],
    ['another body than the page sent', { body: { page: 2 } }],
    ['a URL the page did not ask for', { url: '/enterprise/v1/message/page' }],
  ])('asks the server for %s', async (_case, overrides) => {
    const { viaEarly, asked } = await signedInStart();
    const answer = await viaEarly.post<{ from: string }>(
      call('/enterprise/v1/session/user/detail', overrides),
    );
    expect(answer.data.from).toBe('console');
    expect(asked).toHaveLength(1);
  });

  it('an answer older than its time to live is not used', async () => {
    // The page's clock said 1 000 when it asked.
    const { viaEarly, asked } = await signedInStart({ now: () => 1_000 + EARLY_ANSWER_TTL_MS + 1 });
    expect(
      (await viaEarly.post<{ from: string }>(call('/enterprise/v1/session/user/detail'))).data.from,
    ).toBe('console');
    expect(asked).toHaveLength(1);
  });

  it('a refusal the page received is the answer (the console then handles it as any refusal)', async () => {
    answerWith = () => ({
      status: 401,
      body: JSON.stringify({ code: 100401, message: '登录已失效，请重新登录', data: null }),
    });
    const { viaEarly, asked } = await signedInStart();
    const answer: Envelope<unknown> = await viaEarly.post(call('/enterprise/v1/session/user/detail'));
    expect(answer).toEqual({ code: 100401, message: '登录已失效，请重新登录', data: null });
    expect(asked).toEqual([]);
  });

  it.each([
    ['not JSON (a proxy’s error page)', () => ({ status: 502, body: '<html>Bad Gateway</html>' })],
    ['JSON that is not an envelope', () => ({ status: 200, body: '{"ok":true}' })],
  ])('when the page got %s, the console asks again', async (_case, answer) => {
    answerWith = answer;
    const { viaEarly, asked } = await signedInStart();
    const result = await viaEarly.post<{ from: string }>(call('/enterprise/v1/session/user/detail'));
    expect(result.data.from).toBe('console');
    expect(asked).toHaveLength(1);
  });

  it('when the network failed, the console asks again', async () => {
    const nowhere = 'http://127.0.0.1:9';
    const { viaEarly, asked } = await signedInStart({
      urls: { business: nowhere, auth: nowhere, openPlatform: '' },
    });
    const result = await viaEarly.post<{ from: string }>(call('/enterprise/v1/session/user/detail'));
    expect(result.data.from).toBe('console');
    expect(asked).toHaveLength(1);
  });

  it('without early answers (a host embedding the console, a test) every call goes through', async () => {
    const { transport, asked } = recordingTransport();
    await new EarlyAnswerTransport(transport, { baseUrls: baseUrls() }, () => undefined).post(
      call('/enterprise/v1/session/user/detail'),
    );
    expect(asked).toHaveLength(1);
  });
});

describe("the calls to the page's own server go in one request (POST /v1/batch)", () => {
  const LANDING_CALLS = [
    { url: '/enterprise/v1/approval/counts' },
    { url: '/enterprise/v1/message/page', body: { pageNum: 1 } },
  ];

  /** A page served by the console's own server: empty base URLs, its fetch relative to that server. */
  function ownServersPage(urls: Record<ServiceName, string> = { business: '', auth: '', openPlatform: '' }) {
    const page = pageWith({ 'atrium.token': JSON.stringify('token-a') });
    const own = page as unknown as { fetch: typeof fetch; __ATRIUM_CONFIG__: unknown; location: unknown };
    own.fetch = (input, init) =>
      fetch(`${String(input).startsWith('http') ? '' : baseUrl}${String(input)}`, init);
    own.__ATRIUM_CONFIG__ = { baseUrls: urls };
    own.location = { pathname: '/dashboard' };
    return page;
  }

  /** What the server's batch answers: each call's envelope, or `refusal` for the batch itself. */
  const batchServer = (refusal?: { code: number; message: string }) => (url: string, body: string) => {
    if (url !== BATCH_URL)
      return {
        status: 200,
        body: JSON.stringify({ code: 0, message: 'success', data: { from: 'alone', url } }),
      };
    if (refusal) return { status: 200, body: JSON.stringify({ ...refusal, data: null }) };
    const asked = JSON.parse(body) as { calls: { url: string; body: unknown }[] };
    const data = asked.calls.map((each) => ({
      code: 0,
      message: 'success',
      data: { from: 'batch', url: each.url, body: each.body },
    }));
    return { status: 200, body: JSON.stringify({ code: 0, message: 'success', data }) };
  };

  async function startOn(page: Window & typeof globalThis) {
    startEarlyCalls(
      EARLY_CALLS,
      'atrium.token',
      5_000,
      page,
      { paths: ['/dashboard'], hints: [], calls: LANDING_CALLS },
      BATCH_URL,
    );
    const early = page.__ATRIUM_EARLY__;
    if (!early) throw new Error('no early calls were started');
    await Promise.all(Object.values(early.answers));
    const { transport, asked } = recordingTransport();
    const urls = (page as unknown as { __ATRIUM_CONFIG__: { baseUrls: Record<ServiceName, string> } })
      .__ATRIUM_CONFIG__.baseUrls;
    return {
      early,
      viaEarly: new EarlyAnswerTransport(transport, { baseUrls: urls }, () => early, soon),
      asked,
    };
  }

  it('one request carries every call, with the token; each call then takes its own answer', async () => {
    answerWith = batchServer();
    const { viaEarly, asked } = await startOn(ownServersPage());
    expect(calls.map((made) => made.url)).toEqual([BATCH_URL]);
    expect(calls[0]?.authorization).toBe('token-a');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({
      calls: [...EARLY_CALLS, ...LANDING_CALLS].map((each) => ({
        url: each.url,
        body: 'body' in each ? each.body : {},
      })),
    });
    const page = await viaEarly.post<{ from: string; url: string; body: unknown }>(
      call('/enterprise/v1/message/page', { body: { pageNum: 1 } }),
    );
    expect(page.data).toEqual({ from: 'batch', url: '/enterprise/v1/message/page', body: { pageNum: 1 } });
    const applications = await viaEarly.post<{ url: string }>(
      call('/v1/exchange/owner/app/list', { service: 'auth' }),
    );
    expect(applications.data.url).toBe('/v1/exchange/owner/app/list');
    expect(asked).toEqual([]);
  });

  it('a refused batch (an older server without it) leaves no answer: the console asks each call alone', async () => {
    answerWith = batchServer({ code: 100404, message: '接口不存在' });
    const { viaEarly, asked } = await startOn(ownServersPage());
    const detail = await viaEarly.post<{ from: string }>(call('/enterprise/v1/session/user/detail'));
    expect(detail.data.from).toBe('console');
    expect(asked.map((made) => made.url)).toEqual(['/enterprise/v1/session/user/detail']);
  });

  it.each([
    ['/PC_STAFF_MANAGEMENT', [{ url: '/enterprise/v1/staff/page', body: { pageNum: 1, pageSize: 10 } }]],
    ['/dashboard', LANDING_CALLS],
    ['/PC_ROLE_MANAGEMENT', []],
  ])(
    'opened at %s: the view’s own first calls go with the session’s, no other view’s',
    async (path, extra) => {
      answerWith = batchServer();
      const page = ownServersPage();
      (page as unknown as { location: unknown }).location = { pathname: path };
      const views = [
        {
          path: '/PC_STAFF_MANAGEMENT',
          calls: [{ url: '/enterprise/v1/staff/page', body: { pageNum: 1, pageSize: 10 } }],
        },
        { path: '/PC_ORG_MANAGEMENT', calls: [{ url: '/enterprise/v1/department/tree' }] },
      ];
      startEarlyCalls(
        EARLY_CALLS,
        'atrium.token',
        5_000,
        page,
        { paths: ['/dashboard'], hints: [], calls: LANDING_CALLS, views },
        BATCH_URL,
      );
      const early = page.__ATRIUM_EARLY__;
      if (!early) throw new Error('no early calls were started');
      await Promise.all(Object.values(early.answers));
      expect(JSON.parse(calls[0]?.body ?? '')).toEqual({
        calls: [...EARLY_CALLS, ...extra].map((each) => ({
          url: each.url,
          body: 'body' in each ? each.body : {},
        })),
      });
      const { transport, asked } = recordingTransport();
      const viaEarly = new EarlyAnswerTransport(
        transport,
        { baseUrls: { business: '', auth: '', openPlatform: '' } },
        () => early,
        soon,
      );
      for (const each of extra) {
        const answer = await viaEarly.post<{ from: string }>(
          call(each.url, { body: 'body' in each ? each.body : {} }),
        );
        expect(answer.data.from).toBe('batch');
      }
      expect(asked).toEqual([]);
    },
  );

  it('a call to a service on a host of its own is asked alone, the rest together', async () => {
    answerWith = batchServer();
    const { viaEarly } = await startOn(ownServersPage({ business: '', auth: baseUrl, openPlatform: '' }));
    expect(calls.map((made) => made.url).sort()).toEqual([BATCH_URL, '/v1/exchange/owner/app/list'].sort());
    const applications = await viaEarly.post<{ from: string }>(
      call('/v1/exchange/owner/app/list', { service: 'auth' }),
    );
    expect(applications.data.from).toBe('alone');
  });
});
