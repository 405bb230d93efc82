import { BATCH_CALLS_MAX, BATCH_URL, type BatchAnswer } from '../../manifests/contracts/batch';
import { clientDigest } from '../../server/db/seed/demo-data';
import { defaultMessages, ErrorCode } from '../../server/http/error-codes';
import { LENT_SESSION_HEADER, SessionLending } from '../../server/plugins/session-auth';
import { sessionLookupsDuring } from './support/session-lookups';
import { setupTestServer } from './support/test-server';

const server = setupTestServer();

/** The calls of a signed-in start on the workbench (core/boot/early-calls.ts and the areas' manifests). */
const FIRST_SCREEN_CALLS = [
  { url: '/enterprise/v1/session/user/detail' },
  { url: '/enterprise/v1/session/resource/detail' },
  { url: '/v1/exchange/owner/app/list' },
  { url: '/enterprise/v1/owner/info/detail' },
  { url: '/app/v1/employee/layout/detail' },
  { url: '/enterprise/v1/approval/counts' },
  { url: '/enterprise/v1/message/page', body: { pageNum: 1, pageSize: 5, typeCode: 'SYSTEM' } },
];

const notBatchable = {
  code: ErrorCode.NotBatchable,
  message: defaultMessages[ErrorCode.NotBatchable],
  data: null,
};

describe('POST /v1/batch', () => {
  it('answers each call as the server answers it alone, in the order asked', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const alone: unknown[] = [];
    for (const call of FIRST_SCREEN_CALLS) alone.push((await server.post(call.url, call.body, token)).body);
    const batch = await server.post<BatchAnswer[]>(BATCH_URL, { calls: FIRST_SCREEN_CALLS }, token);
    expect(batch.status).toBe(200);
    expect(batch.body.code).toBe(0);
    expect(batch.body.data).toEqual(alone);
    expect(batch.body.data.every((answer) => answer.code === 0)).toBe(true);
  });

  it("keeps each call's own checks: a refused call does not refuse the others", async () => {
    // An account-level token: no organisation chosen yet.
    const token = await server.signIn('13800000001');
    const batch = await server.post<BatchAnswer[]>(
      BATCH_URL,
      {
        calls: [
          { url: '/v1/exchange/owner/account/list' },
          { url: '/enterprise/v1/session/user/detail' },
          { url: '/enterprise/v1/message/page', body: { pageNum: 0 } },
        ],
      },
      token,
    );
    expect(batch.body.code).toBe(0);
    const [organizations, detail, badPage] = batch.body.data;
    expect(organizations?.code).toBe(0);
    expect(detail).toEqual({
      code: ErrorCode.OrganizationRequired,
      message: defaultMessages[ErrorCode.OrganizationRequired],
      data: null,
    });
    expect(badPage?.code).not.toBe(0);
  });

  it('refuses in its place a call that is not one of the API: the batch itself, a page, an unknown path', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const batch = await server.post<BatchAnswer[]>(
      BATCH_URL,
      {
        calls: [
          { url: BATCH_URL, body: { calls: [{ url: '/enterprise/v1/session/user/detail' }] } },
          { url: '/healthz' },
          { url: '/dashboard' },
          { url: '/enterprise/v1/session/user/detail' },
          { url: '/enterprise/v1/no/such/call' },
        ],
      },
      token,
    );
    expect(batch.body.code).toBe(0);
    const [itself, health, page, detail, unknown] = batch.body.data;
    expect([itself, health, page]).toEqual([notBatchable, notBatchable, notBatchable]);
    expect(detail?.code).toBe(0);
    expect(unknown).toEqual({
      code: ErrorCode.NotFound,
      message: defaultMessages[ErrorCode.NotFound],
      data: null,
    });
  });

  it('needs a session, and refuses a malformed list with a Chinese message', async () => {
    const anonymous = await server.post(BATCH_URL, {
      calls: [{ url: '/enterprise/v1/session/user/detail' }],
    });
    expect(anonymous.body.code).toBe(ErrorCode.NotSignedIn);
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const tooMany = Array.from({ length: BATCH_CALLS_MAX + 1 }, () => ({
      url: '/enterprise/v1/session/user/detail',
    }));
    for (const body of [
      {},
      { calls: [] },
      { calls: tooMany },
      { calls: [{ url: 'http://elsewhere/' }] },
      { calls: 'x' },
    ]) {
      const refused = await server.post(BATCH_URL, body, token);
      expect([JSON.stringify(body), refused.body.code]).toEqual([JSON.stringify(body), ErrorCode.BadRequest]);
      expect(refused.body.message).toMatch(/\p{Script=Han}/u);
    }
  });

  it('serves each call from the address the batch came from (the sign-in throttle counts it there)', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const addresses = async () =>
      (
        await server.db.query<{ key: string }>(
          "select key from login_throttle where key like 'address:%' order by key",
        )
      ).map((row) => row.key);
    const before = await addresses();
    const wrong = { telephone: '13900000000', password: clientDigest('Wrong@2026') };
    const batch = await server.post<BatchAnswer[]>(
      BATCH_URL,
      { calls: [{ url: '/v1/account/login', body: wrong }] },
      token,
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(batch.body.data[0]?.code).toBe(ErrorCode.WrongCredentials);
    expect((await addresses()).filter((key) => !before.includes(key))).toEqual(['address:203.0.113.9']);
  });

  it('looks the session up once for the batch, not once per call', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const lookups = await sessionLookupsDuring(server, async () => {
      const batch = await server.post<BatchAnswer[]>(BATCH_URL, { calls: FIRST_SCREEN_CALLS }, token);
      expect(batch.body.data.every((answer) => answer.code === 0)).toBe(true);
    });
    expect(lookups).toBe(1);
  });

  it('a lent session is not to be had from outside a batch', async () => {
    const lending = new SessionLending();
    const token = await server.signInTo('13800000001', 'xinghe-park');
    // A request naming a key it made up is looked up by its own token: a forged token is refused.
    const forged = await server.post('/enterprise/v1/session/user/detail', {}, 'forged-token', {
      [LENT_SESSION_HEADER]: 'made-up-key',
    });
    expect(forged.body.code).toBe(ErrorCode.NotSignedIn);
    const session = { id: 1 } as Parameters<SessionLending['lend']>[1];
    const lent = lending.lend(token, session);
    expect(lending.find(lent.key, token)).toBe(session);
    expect(lending.find(lent.key, 'another-token')).toBeUndefined();
    expect(lending.find('made-up-key', token)).toBeUndefined();
    lent.end();
    expect(lending.find(lent.key, token)).toBeUndefined();
  });
});
