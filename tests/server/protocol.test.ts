import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { clientDigest, DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { defaultMessages, ErrorCode } from '../../server/http/error-codes';
import { setupTestServer, testConfig } from './support/test-server';

const server = setupTestServer();

const CJK = /\p{Script=Han}/u;
const JSON_TYPE = 'application/json; charset=utf-8';
const LOGIN = '/v1/account/login';
const USER_DETAIL = '/enterprise/v1/session/user/detail';
const validLogin = JSON.stringify({ telephone: '13800000001', password: clientDigest(DEMO_PASSWORD) });

function inject(options: InjectOptions): Promise<LightMyRequestResponse> {
  return server.app.inject(options);
}

function postJson(url: string, payload: string, headers: Record<string, string> = {}) {
  return inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
}

/**
 * A refusal in the envelope: the given status and code, a Chinese message, a JSON type, and `data`
 * (null but for a schema refusal, which names the property it concerns).
 */
function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  code: number,
  message?: string,
  data: unknown = null,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe(JSON_TYPE);
  const body = response.json<{ code: number; message: string; data: unknown }>();
  expect(body).toEqual({ code, message: message ?? expect.any(String), data });
  expect(body.message).toMatch(CJK);
}

async function sessionCount(): Promise<number> {
  const [row] = await server.db.query<{ count: number }>('select count(*)::int as count from sessions');
  return row!.count;
}

describe('unknown routes and methods', () => {
  it.each(['/v1/account/nope', '/enterprise/v1/session/nope', '/app/v1/nope', '/v2/account/login', '/nope'])(
    'answers POST %s with 404 接口不存在',
    async (url) => {
      const response = await postJson(url, '{}');
      expectRefusal(response, 404, ErrorCode.NotFound, '接口不存在');
      expect(response.json()).toEqual({ code: 100404, message: '接口不存在', data: null });
    },
  );

  it('answers 404 to an unknown route even with a valid token', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    expectRefusal(
      await postJson('/enterprise/v1/session/nope', '{}', { authorization: token }),
      404,
      ErrorCode.NotFound,
    );
  });

  it.each([
    ['GET', LOGIN],
    ['GET', USER_DETAIL],
    ['GET', '/app/v1/user/application/list'],
    ['GET', '/v1/exchange/owner/app/token'],
    ['PUT', LOGIN],
    ['DELETE', USER_DETAIL],
    ['PATCH', '/enterprise/v1/owner/info/modify'],
    ['OPTIONS', LOGIN],
  ] as const)('answers %s %s with 405 and allow: POST', async (method, url) => {
    const response = await inject({ method, url });
    expectRefusal(response, 405, ErrorCode.MethodNotAllowed, defaultMessages[ErrorCode.MethodNotAllowed]);
    expect(response.headers.allow).toBe('POST');
  });

  it('answers HEAD on an API path with 405 and no body', async () => {
    const response = await inject({ method: 'HEAD', url: LOGIN });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.body).toBe('');
  });

  it('keeps GET on a console path for the single-page console, not the 405 of the API', async () => {
    const response = await inject({ method: 'GET', url: '/workbench/home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('request bodies', () => {
  it.each([
    ['an unfinished object', '{"telephone":'],
    ['single quotes', "{'telephone':'13800000001'}"],
    ['a trailing comma', '{"telephone":"13800000001",}'],
    ['text after the object', '{} trailing'],
    ['two objects', '{}{}'],
    ['a bare word', 'undefined'],
    ['NaN', 'NaN'],
    ['a NUL byte', '\u0000'],
    ['an unquoted key', '{telephone:"13800000001"}'],
  ])('refuses %s with 400 请求体不是合法的 JSON', async (_label, payload) => {
    expectRefusal(await postJson(LOGIN, payload), 400, ErrorCode.BadRequest, '请求体不是合法的 JSON');
  });

  it('refuses malformed JSON on an authenticated route too, and answers the token first', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    expectRefusal(
      await postJson(USER_DETAIL, '{"a":', { authorization: token }),
      400,
      ErrorCode.BadRequest,
      '请求体不是合法的 JSON',
    );
    // Without a token, authentication answers before the body is read.
    expectRefusal(await postJson(USER_DETAIL, '{"a":'), 200, ErrorCode.NotSignedIn);
  });

  it(`accepts a body of exactly ${testConfig.bodyLimitBytes} bytes and refuses one byte more with 413`, async () => {
    expect(testConfig.bodyLimitBytes).toBe(256 * 1024);
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const padded = (size: number) => `{"pad":"${'x'.repeat(size - '{"pad":""}'.length)}"}`;
    expect(Buffer.byteLength(padded(testConfig.bodyLimitBytes))).toBe(testConfig.bodyLimitBytes);

    const atLimit = await postJson(USER_DETAIL, padded(testConfig.bodyLimitBytes), { authorization: token });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json()).toMatchObject({ code: 0, data: { nickname: '张伟' } });

    const overLimit = await postJson(USER_DETAIL, padded(testConfig.bodyLimitBytes + 1), {
      authorization: token,
    });
    expectRefusal(overLimit, 413, ErrorCode.PayloadTooLarge, '请求内容过大');
  });

  it('refuses a megabyte on a public route with 413 and signs nobody in', async () => {
    const before = await sessionCount();
    const huge = JSON.stringify({
      telephone: '13800000001',
      password: clientDigest(DEMO_PASSWORD),
      pad: '中'.repeat(350_000),
    });
    expectRefusal(await postJson(LOGIN, huge), 413, ErrorCode.PayloadTooLarge);
    expect(await sessionCount()).toBe(before);
  });

  it.each([
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=atrium',
    'application/xml',
    'text/html',
  ])('refuses content type %s with 415, even when the body is valid JSON', async (contentType) => {
    const before = await sessionCount();
    const response = await inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': contentType },
      payload: validLogin,
    });
    expectRefusal(
      response,
      415,
      ErrorCode.UnsupportedMediaType,
      defaultMessages[ErrorCode.UnsupportedMediaType],
    );
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a body sent without any content type with 415', async () => {
    const response = await inject({ method: 'POST', url: LOGIN, payload: validLogin });
    expectRefusal(response, 415, ErrorCode.UnsupportedMediaType);
  });

  it('refuses a form post on an authenticated route with 415', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const response = await inject({
      method: 'POST',
      url: USER_DETAIL,
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expectRefusal(response, 415, ErrorCode.UnsupportedMediaType);
  });

  it('reads an empty body as {} on a no-payload route, with or without a content type', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const variants: { label: string; headers: Record<string, string>; payload?: string }[] = [
      { label: 'no content type, no body', headers: {} },
      { label: 'JSON type, empty body', headers: { 'content-type': 'application/json' }, payload: '' },
      { label: 'JSON type with charset', headers: { 'content-type': JSON_TYPE }, payload: '' },
      { label: 'JSON type, whitespace', headers: { 'content-type': 'application/json' }, payload: ' \r\n ' },
      { label: 'JSON null', headers: { 'content-type': 'application/json' }, payload: 'null' },
      { label: 'JSON {}', headers: { 'content-type': 'application/json' }, payload: '{}' },
    ];
    for (const { label, headers, payload } of variants) {
      const response = await inject({
        method: 'POST',
        url: USER_DETAIL,
        headers: { authorization: token, ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
      expect({ label, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        label,
        status: 200,
        type: JSON_TYPE,
      });
      expect(response.json()).toMatchObject({ code: 0, message: 'success', data: { nickname: '张伟' } });
    }
  });

  it('reads an empty body as {} on a route with fields, which then names the first missing one', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const response = await inject({ method: 'POST', url: LOGIN, headers });
      expectRefusal(response, 200, ErrorCode.BadRequest, '缺少必填项：手机号', { field: 'telephone' });
    }
  });

  it('names the property a schema refusal concerns as a dotted path, none for the body as a whole', async () => {
    const admin = await server.signInTo('13800000001', 'xinghe-park');
    const refused = async (url: string, body: unknown) =>
      (await postJson(url, JSON.stringify(body), { authorization: admin })).json<{ data: unknown }>().data;
    // A missing property, a wrong one, an item of an array, a property of a nested object.
    expect(await refused(LOGIN, { telephone: '13800000001' })).toEqual({ field: 'password' });
    expect(await refused(LOGIN, { telephone: '1380000', password: 'x' })).toEqual({ field: 'telephone' });
    expect(await refused('/enterprise/v1/role/grant', { uniqueId: 'r1', resourceCodes: ['ok', 7] })).toEqual({
      field: 'resourceCodes.1',
    });
    expect(
      await refused('/enterprise/v1/staff/field/save', {
        fields: [{ label: '学历', kind: 'file', options: [], required: false }],
      }),
    ).toEqual({ field: 'fields.0.kind' });
    // Nothing to point at: an empty change, the body itself of the wrong type.
    expect(await refused('/enterprise/v1/owner/info/modify', {})).toBeNull();
    expect(await refused(LOGIN, [])).toBeNull();
  });
});

describe('prototype pollution', () => {
  const polluted = () => {
    const probe = {} as Record<string, unknown>;
    return ['isAdmin', 'polluted', 'telephone'].filter((key) => key in probe);
  };

  it.each([
    ['__proto__ at the top', '{"__proto__":{"isAdmin":true}}'],
    [
      '__proto__ beside valid fields',
      `{"telephone":"13800000001","password":"${clientDigest(DEMO_PASSWORD)}","__proto__":{"polluted":true}}`,
    ],
    ['__proto__ spelt with an escape', '{"\\u005f_proto__":{"isAdmin":true}}'],
    ['__proto__ nested', '{"a":{"b":{"__proto__":{"polluted":true}}}}'],
    ['__proto__ in an array', '[{"__proto__":{"polluted":true}}]'],
    ['constructor.prototype', '{"constructor":{"prototype":{"polluted":true}}}'],
    ['constructor.prototype nested', '{"a":[{"constructor":{"prototype":{"isAdmin":true}}}]}'],
  ])('refuses %s as invalid JSON and pollutes nothing', async (_label, payload) => {
    const before = await sessionCount();
    expectRefusal(await postJson(LOGIN, payload), 400, ErrorCode.BadRequest, '请求体不是合法的 JSON');
    expect(polluted()).toEqual([]);
    expect(await sessionCount()).toBe(before);
  });

  it('cannot make a member an admin through the body', async () => {
    const member = await server.signInTo('13800000002', 'xinghe-park');
    const admin = await server.signInTo('13800000001', 'xinghe-park');
    const sneaky = [
      '{"name":"夺权","__proto__":{"isAdmin":true}}',
      '{"name":"夺权","constructor":{"prototype":{"isAdmin":true}}}',
    ];
    for (const payload of sneaky) {
      expectRefusal(
        await postJson('/enterprise/v1/owner/info/modify', payload, { authorization: admin }),
        400,
        ErrorCode.BadRequest,
      );
    }
    // Fields the schema does not know are ignored, never trusted.
    expectRefusal(
      await postJson('/enterprise/v1/owner/info/modify', '{"name":"夺权","isAdmin":true,"constructor":1}', {
        authorization: member,
      }),
      200,
      ErrorCode.Forbidden,
    );
    const rows = await server.db.query<{ name: string }>('select name from organizations order by unique_id');
    expect(rows).toEqual([{ name: '星河科技园' }, { name: '云杉集团' }]);
    expect(polluted()).toEqual([]);
  });

  it('treats a plain constructor field as harmless data', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const response = await postJson(USER_DETAIL, '{"constructor":1,"toString":"x","hasOwnProperty":2}', {
      authorization: token,
    });
    expect(response.json()).toMatchObject({ code: 0, data: { nickname: '张伟', isAdmin: true } });
  });
});

describe('health and messages', () => {
  it('answers GET /healthz with code 0 and the database engine', async () => {
    const response = await inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(JSON_TYPE);
    expect(response.json()).toEqual({
      code: 0,
      message: 'success',
      data: { status: 'ok', database: server.db.engine },
    });
    expect(['pglite', 'postgres']).toContain(server.db.engine);
  });

  it('has a Chinese message for every error code', () => {
    const codes = Object.values(ErrorCode);
    expect(Object.keys(defaultMessages).map(Number).sort()).toEqual([...codes].sort());
    const notChinese = codes.filter((code) => !CJK.test(defaultMessages[code]));
    expect(notChinese).toEqual([]);
  });
});
