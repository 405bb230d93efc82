import { ErrorCode } from '../../../server/http/error-codes';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();

describe('owner (organisation) information', () => {
  it('reads the organisation of the session', async () => {
    const token = await server.signInTo('13800000002', 'xinghe-park');
    const { body } = await server.post('/enterprise/v1/owner/info/detail', {}, token);
    expect(body).toEqual({
      code: 0,
      message: 'success',
      data: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' },
    });
  });

  it('lets an admin change the logo and name', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const { body } = await server.post(
      '/enterprise/v1/owner/info/modify',
      { logoUrl: 'https://cdn.example.com/logo.png', name: '星河科技园（二期）' },
      token,
    );
    expect(body).toEqual({
      code: 0,
      message: 'success',
      data: {
        uniqueId: 'xinghe-park',
        name: '星河科技园（二期）',
        logoUrl: 'https://cdn.example.com/logo.png',
      },
    });
  });

  it('refuses members without 编辑园区详情, and changes nothing', async () => {
    const token = await server.signInTo('13800000002', 'xinghe-park');
    const { body } = await server.post('/enterprise/v1/owner/info/modify', { logoUrl: '/x.png' }, token);
    expect(body).toMatchObject({
      code: ErrorCode.Forbidden,
      message: '您没有「编辑园区详情」的权限，请联系企业管理员',
    });
    const [row] = await server.db.query<{ logo_url: string }>(
      "select logo_url from organizations where unique_id = 'xinghe-park'",
    );
    expect(row!.logo_url).toBe('');
  });

  it('asks for at least one change', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    expect((await server.post('/enterprise/v1/owner/info/modify', {}, token)).body).toMatchObject({
      code: ErrorCode.BadRequest,
      message: '请至少填写一项需要修改的内容',
    });
  });

  it('lists the message types', async () => {
    const token = await server.signInTo('13800000002', 'xinghe-park');
    const { body } = await server.post('/enterprise/v1/message/type/list', {}, token);
    expect(body.data).toEqual([
      { code: 'SYSTEM', name: '系统通知' },
      { code: 'APPROVAL', name: '审批消息' },
      { code: 'CONTRACT', name: '合同消息' },
      { code: 'PARK', name: '园区运营' },
    ]);
  });
});

describe('tenant isolation', () => {
  it('never lets a token of one organisation read or change another’s data', async () => {
    const yunshanAdmin = await server.signInTo('13800000001', 'yunshan-group');
    const modified = await server.post(
      '/enterprise/v1/owner/info/modify',
      { logoUrl: '/yunshan.png' },
      yunshanAdmin,
    );
    expect(modified.body.code).toBe(0);
    const rows = await server.db.query<{ unique_id: string; logo_url: string }>(
      'select unique_id, logo_url from organizations order by unique_id',
    );
    expect(rows).toEqual([
      { unique_id: 'xinghe-park', logo_url: '' },
      { unique_id: 'yunshan-group', logo_url: '/yunshan.png' },
    ]);
    const info = await server.post<{ uniqueId: string }>(
      '/enterprise/v1/owner/info/detail',
      {},
      yunshanAdmin,
    );
    expect(info.body.data.uniqueId).toBe('yunshan-group');
    const detail = await server.post<{ organizationName: string }>(
      '/enterprise/v1/session/user/detail',
      {},
      yunshanAdmin,
    );
    expect(detail.body.data.organizationName).toBe('云杉集团');
  });

  it('scopes resources and applications to the token’s organisation, whatever the body asks for', async () => {
    const yunshan = await server.signInTo('13800000001', 'yunshan-group');
    const resources = await server.post<{ organization: { uniqueId: string } }>(
      '/enterprise/v1/session/resource/detail',
      { organizationUniqueId: 'xinghe-park', ownerUniqueId: 'xinghe-park' },
      yunshan,
    );
    expect(resources.body.data.organization.uniqueId).toBe('yunshan-group');
    const yunshanApps = await server.post<{ agentId: string }[]>('/v1/exchange/owner/app/list', {}, yunshan);
    const xinghe = await server.signInTo('13800000001', 'xinghe-park');
    const xingheApps = await server.post<{ agentId: string }[]>('/v1/exchange/owner/app/list', {}, xinghe);
    expect(yunshanApps.body.data.length).toBeLessThan(xingheApps.body.data.length);
    expect(yunshanApps.body.data.map((app) => app.agentId)).not.toContain('p5r2k9a4m1e6t083');
    // An application installed only in 星河科技园 gives no token in 云杉集团.
    const token = await server.post('/v1/exchange/owner/app/token', { agentId: 'p5r2k9a4m1e6t083' }, yunshan);
    expect(token.body.code).toBe(ErrorCode.ApplicationUnavailable);
  });
});
