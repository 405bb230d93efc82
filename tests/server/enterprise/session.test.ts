import { ErrorCode } from '../../../server/http/error-codes';
import { HOUR } from '../support/manual-clock';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();

interface ResourceNode {
  code: string;
  type: string;
  childs: ResourceNode[];
}

const codesOf = (nodes: ResourceNode[]): string[] =>
  nodes.flatMap((node) => [node.code, ...codesOf(node.childs)]);

describe('session user and resources', () => {
  it('answers the signed-in member with their organisation', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const { body } = await server.post('/enterprise/v1/session/user/detail', undefined, token);
    expect(body).toMatchObject({
      code: 0,
      data: {
        nickname: '张伟',
        telephone: '13800000001',
        organizationName: '星河科技园',
        isAdmin: true,
        passwordExpired: false,
      },
    });
    expect(body.data).toHaveProperty('uniqueId');
  });

  it('gives an admin every resource of the usable applications and a member only their grants', async () => {
    const admin = await server.signInTo('13800000001', 'xinghe-park');
    const member = await server.signInTo('13800000002', 'xinghe-park');
    const adminTree = await server.post<{ organization: { name: string }; resources: ResourceNode[] }>(
      '/enterprise/v1/session/resource/detail',
      {},
      admin,
    );
    const memberTree = await server.post<{ resources: ResourceNode[] }>(
      '/enterprise/v1/session/resource/detail',
      {},
      member,
    );
    expect(adminTree.body.data.organization.name).toBe('星河科技园');
    const adminCodes = codesOf(adminTree.body.data.resources);
    const memberCodes = codesOf(memberTree.body.data.resources);
    expect(adminCodes).toEqual(
      expect.arrayContaining([
        'PC_SETTING_MANAGEMENT',
        'PC_STAFF_MANAGEMENT',
        'STAFF_ADD',
        'PC_APPROVAL_CENTER',
      ]),
    );
    expect(memberCodes).toEqual(
      expect.arrayContaining(['PC_APPLICATION_MARKET', 'NOTICE_LIST', 'PC_PARK_VISITOR']),
    );
    expect(memberCodes).not.toContain('PC_SETTING_MANAGEMENT');
    expect(memberCodes).not.toContain('PC_APPROVAL_CENTER');
    const settings = adminTree.body.data.resources.find((node) => node.code === 'PC_SETTING_MANAGEMENT');
    expect(settings?.type).toBe('RESOURCE_TYPE_DIRECTORY_PC');
    expect(settings?.childs.map((child) => child.code)).toEqual([
      'PC_PARK_INFORMATION',
      'PC_ORG_MANAGEMENT',
      'PC_STAFF_MANAGEMENT',
      'PC_APPLICATION_MANAGEMENT',
      'PC_ROLE_MANAGEMENT',
    ]);
  });

  it('leaves out the areas of applications the organisation has not installed', async () => {
    const token = await server.signInTo('13800000001', 'yunshan-group');
    const { body } = await server.post<{ resources: ResourceNode[] }>(
      '/enterprise/v1/session/resource/detail',
      {},
      token,
    );
    const codes = codesOf(body.data.resources);
    expect(codes).toContain('PC_SETTING_MANAGEMENT');
    expect(codes).not.toContain('PC_PARK_OPERATION');
    expect(codes).not.toContain('PC_CONTRACT_MANAGEMENT');
  });

  it('refuses calls without a token, with an unknown token, and after the token expired', async () => {
    expect((await server.post('/enterprise/v1/session/user/detail')).body.code).toBe(ErrorCode.NotSignedIn);
    expect((await server.post('/enterprise/v1/session/user/detail', {}, 'x'.repeat(43))).body.code).toBe(
      ErrorCode.NotSignedIn,
    );
    const token = await server.signInTo('13800000001', 'xinghe-park');
    server.clock.advance(12 * HOUR + 1);
    const expired = await server.post('/enterprise/v1/session/user/detail', {}, token);
    expect(expired.body).toEqual({
      code: ErrorCode.SessionExpired,
      message: '登录已过期，请重新登录',
      data: null,
    });
  });

  it('ends the session on logout: the token then answers 300002', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    expect((await server.post('/enterprise/v1/session/logout', {}, token)).body.code).toBe(0);
    const after = await server.post('/enterprise/v1/session/user/detail', {}, token);
    expect(after.body.code).toBe(ErrorCode.SignedOutElsewhere);
  });

  it('asks an account-level token to choose an organisation first', async () => {
    const token = await server.signIn('13800000001');
    const { body } = await server.post('/enterprise/v1/session/user/detail', {}, token);
    expect(body).toMatchObject({ code: ErrorCode.OrganizationRequired, message: '请先选择组织' });
  });
});
