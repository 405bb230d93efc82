import { ErrorCode } from '../../../server/http/error-codes';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();

interface HeldApplication {
  agentId: string;
  name: string;
  state: number;
  inState: number;
  expiredTime: string | null;
  pcUrl: string;
}

describe('organisation tokens', () => {
  it('lists the organisations of the account', async () => {
    const token = await server.signIn('13800000001');
    const { body } = await server.post('/v1/exchange/owner/account/list', { name: 'atrium-console' }, token);
    expect(body.code).toBe(0);
    expect(body.data).toEqual([
      { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '', nickname: '张伟', isAdmin: true },
      { uniqueId: 'yunshan-group', name: '云杉集团', logoUrl: '', nickname: '张伟', isAdmin: true },
    ]);
    const member = await server.signIn('13800000002');
    const memberList = await server.post<{ name: string }[]>('/v1/exchange/owner/account/list', {}, member);
    expect(memberList.body.data.map((organization) => organization.name)).toEqual(['星河科技园']);
  });

  it('exchanges the token for one scoped to an organisation, ending the one it came from', async () => {
    const accountToken = await server.signIn('13800000001');
    const exchanged = await server.post<{ token: string; organization: { name: string } }>(
      '/v1/exchange/owner/account/token',
      { ownerUniqueId: 'yunshan-group' },
      accountToken,
    );
    expect(exchanged.body.code).toBe(0);
    expect(exchanged.body.data.organization.name).toBe('云杉集团');
    const detail = await server.post<{ organizationName: string }>(
      '/enterprise/v1/session/user/detail',
      {},
      exchanged.body.data.token,
    );
    expect(detail.body.data.organizationName).toBe('云杉集团');
    const old = await server.post('/v1/exchange/owner/account/list', {}, accountToken);
    expect(old.body.code).toBe(ErrorCode.SignedOutElsewhere);
  });

  it('switches organisation from an organisation token', async () => {
    const xinghe = await server.signInTo('13800000001', 'xinghe-park');
    const switched = await server.post<{ token: string }>(
      '/v1/exchange/owner/account/token',
      { ownerUniqueId: 'yunshan-group' },
      xinghe,
    );
    const detail = await server.post<{ organizationName: string }>(
      '/enterprise/v1/session/user/detail',
      {},
      switched.body.data.token,
    );
    expect(detail.body.data.organizationName).toBe('云杉集团');
  });

  it('refuses an organisation the account does not belong to', async () => {
    const member = await server.signIn('13800000002');
    const { body } = await server.post(
      '/v1/exchange/owner/account/token',
      { ownerUniqueId: 'yunshan-group' },
      member,
    );
    expect(body).toMatchObject({ code: ErrorCode.NotAMember });
    const unknown = await server.post(
      '/v1/exchange/owner/account/token',
      { ownerUniqueId: 'nowhere' },
      member,
    );
    expect(unknown.body.code).toBe(ErrorCode.NotAMember);
  });

  it('ends an organisation token when the membership is disabled', async () => {
    const token = await server.signInTo('13800000002', 'xinghe-park');
    await server.db.query(
      "update memberships set state = 2 where account_id = (select id from accounts where telephone = '13800000002')",
    );
    const { body } = await server.post('/enterprise/v1/session/user/detail', {}, token);
    expect(body).toMatchObject({
      code: ErrorCode.SignedOutElsewhere,
      message: '您已不是该组织的成员，请重新登录',
    });
  });
});

describe('application tokens', () => {
  it('lists the installed applications the member holds, disabled and expired ones included', async () => {
    const admin = await server.signInTo('13800000001', 'xinghe-park');
    const { body } = await server.post<HeldApplication[]>('/v1/exchange/owner/app/list', {}, admin);
    expect(body.code).toBe(0);
    const agentIds = body.data.map((application) => application.agentId);
    expect(agentIds).toEqual(
      expect.arrayContaining([
        'a8784ccb1fd04634',
        'f87cd201d3053709',
        '3a02d4bdd3bb058b',
        'uqmz4h18ymoqozp7',
      ]),
    );
    expect(body.data.length).toBeGreaterThanOrEqual(48);
    expect(body.data.some((application) => application.state === 2)).toBe(true);
    expect(body.data.some((application) => application.inState === 2)).toBe(true);
    expect(body.data.some((application) => application.pcUrl === '')).toBe(true);
    expect(body.data.some((application) => application.pcUrl.startsWith('https://'))).toBe(true);
    expect(
      body.data.some(
        (application) =>
          application.expiredTime !== null &&
          Date.parse(application.expiredTime) < server.clock.now().getTime(),
      ),
    ).toBe(true);

    const member = await server.signInTo('13800000002', 'xinghe-park');
    const memberApps = await server.post<HeldApplication[]>('/v1/exchange/owner/app/list', {}, member);
    const memberAgentIds = memberApps.body.data.map((application) => application.agentId);
    expect(memberAgentIds).not.toContain('a8784ccb1fd04634');
    expect(memberAgentIds).not.toContain('3a02d4bdd3bb058b');
    expect(memberAgentIds).toContain('f87cd201d3053709');
  });

  it('issues a short-lived token for a usable application', async () => {
    const admin = await server.signInTo('13800000001', 'xinghe-park');
    const { body } = await server.post<{ token: string; expiresAt: string; agentId: string }>(
      '/v1/exchange/owner/app/token',
      { agentId: 'f87cd201d3053709' },
      admin,
    );
    expect(body.code).toBe(0);
    expect(Date.parse(body.data.expiresAt) - server.clock.now().getTime()).toBe(5 * 60_000);
    const detail = await server.post<{ nickname: string }>(
      '/enterprise/v1/session/user/detail',
      {},
      body.data.token,
    );
    expect(detail.body.data.nickname).toBe('张伟');
    // It tells who the member is, and nothing more: it cannot act as the member.
    for (const path of [
      '/enterprise/v1/session/resource/detail',
      '/app/v1/user/application/list',
      '/enterprise/v1/owner/info/detail',
      '/v1/exchange/owner/app/token',
    ]) {
      const refused = await server.post(path, { agentId: 'f87cd201d3053709' }, body.data.token);
      expect([path, refused.body.code, refused.body.message]).toEqual([
        path,
        ErrorCode.Forbidden,
        '应用令牌只能用于读取当前成员的身份信息',
      ]);
    }
    server.clock.advance(5 * 60_000);
    expect((await server.post('/enterprise/v1/session/user/detail', {}, body.data.token)).body.code).toBe(
      ErrorCode.SessionExpired,
    );
  });

  it('explains why a disabled, expired or unheld application gives no token', async () => {
    const admin = await server.signInTo('13800000001', 'xinghe-park');
    const apps = (await server.post<HeldApplication[]>('/v1/exchange/owner/app/list', {}, admin)).body.data;
    const now = server.clock.now().getTime();
    const disabled = apps.find((application) => application.state === 2)!;
    const expired = apps.find(
      (application) => application.expiredTime && Date.parse(application.expiredTime) < now,
    )!;
    const tokenFor = (agentId: string, token = admin) =>
      server.post('/v1/exchange/owner/app/token', { agentId }, token);

    expect((await tokenFor(disabled.agentId)).body.message).toBe('应用已被停用，请联系企业管理员！');
    expect((await tokenFor(expired.agentId)).body.message).toBe('应用已到期 请联系管理员！');
    const member = await server.signInTo('13800000002', 'xinghe-park');
    expect((await tokenFor('a8784ccb1fd04634', member)).body.message).toBe('暂无该应用相关权限！');
    expect((await tokenFor('doesnotexist0000')).body.code).toBe(ErrorCode.ApplicationUnavailable);
  });
});
