import { ErrorCode } from '../../../server/http/error-codes';
import { demoTokens } from '../support/application-centre';
import { addRole } from '../support/roles';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();
const { admin, member } = demoTokens(server);

interface Resource {
  code: string;
  parentCode: string | null;
  childs: Resource[];
}

async function treeOf(token: string): Promise<Resource[]> {
  const { body } = await server.post<{ resources: Resource[] }>(
    '/enterprise/v1/session/resource/detail',
    {},
    token,
  );
  expect(body.code).toBe(0);
  return body.data.resources;
}

const outline = (nodes: Resource[]): unknown[] =>
  nodes.map((node) => (node.childs.length ? [node.code, outline(node.childs)] : node.code));

async function rootDepartment(token: string): Promise<string> {
  const { body } = await server.post<{ uniqueId: string }[]>('/enterprise/v1/department/tree', {}, token);
  return body.data[0]!.uniqueId;
}

const grant = (resourceCodes: string[]) =>
  addRole(server.db, {
    uniqueId: 'role-test',
    organization: 'xinghe-park',
    name: '测试角色',
    resourceCodes,
    members: ['13800000002'],
  });

describe('permission codes on the server', () => {
  it('lets a member holding a permission action call its route, and only that one', async () => {
    await grant(['ORG_ADD']);
    const token = await member();
    const root = await rootDepartment(token);
    const added = await server.post<{ uniqueId: string }>(
      '/enterprise/v1/department/add',
      { parentUniqueId: root, name: '市场部' },
      token,
    );
    expect(added.body).toMatchObject({ code: 0, data: { name: '市场部' } });
    const removed = await server.post(
      '/enterprise/v1/department/remove',
      { uniqueId: added.body.data.uniqueId },
      token,
    );
    expect(removed.body).toEqual({
      code: ErrorCode.Forbidden,
      message: '您没有「删除部门」的权限，请联系企业管理员',
      data: null,
    });
  });

  it('accepts any one of several codes where a route names several', async () => {
    const token = await member();
    const root = await rootDepartment(token);
    const list = () => server.post('/enterprise/v1/department/member/list', { uniqueId: root }, token);
    expect((await list()).body.code).toBe(ErrorCode.Forbidden);
    await grant(['PC_STAFF_MANAGEMENT']);
    expect((await list()).body.code).toBe(0);
  });

  it('gives a page without its directory: the member tree hangs it at the top level', async () => {
    await grant(['PC_PARK_INFORMATION', 'PARK_INFORMATION_MODIFY']);
    const tree = await treeOf(await member());
    expect(outline(tree)).toContainEqual(['PC_PARK_INFORMATION', ['PARK_INFORMATION_MODIFY']]);
    expect(JSON.stringify(tree)).not.toContain('PC_SETTING_MANAGEMENT');
  });

  it('keeps a permission action whose menu is not granted out of a granted directory', async () => {
    await grant(['PC_SETTING_MANAGEMENT', 'PC_PARK_INFORMATION', 'ROLE_ADD']);
    const tree = await treeOf(await member());
    expect(outline(tree)).toEqual(
      expect.arrayContaining([['PC_SETTING_MANAGEMENT', ['PC_PARK_INFORMATION']], 'ROLE_ADD']),
    );
  });

  it('follows the application: codes of a switched-off application are not held, even by admins', async () => {
    const token = await admin();
    const modify = () => server.post('/enterprise/v1/owner/info/modify', { name: '星河科技园' }, token);
    expect((await modify()).body.code).toBe(0);
    await server.db.query(
      `update organization_applications set in_state = 2
        where application_id = (select id from applications where agent_id = '3a02d4bdd3bb058b')`,
    );
    expect((await modify()).body).toMatchObject({ code: ErrorCode.Forbidden });
  });

  it('takes effect on the next request after a grant is revoked', async () => {
    await grant(['ORG_ADD']);
    const token = await member();
    const root = await rootDepartment(token);
    const add = (name: string) =>
      server.post('/enterprise/v1/department/add', { parentUniqueId: root, name }, token);
    expect((await add('市场部')).body.code).toBe(0);
    await server.db.query(
      "delete from role_resources where role_id = (select id from roles where unique_id = 'role-test')",
    );
    expect((await add('品牌部')).body.code).toBe(ErrorCode.Forbidden);
  });
});
