import {
  departmentAbove,
  departmentsByIds,
  departmentsOfMember,
  departmentsWithDescendants,
  membersOfDepartments,
  membersOfRole,
  rolesOfMember,
} from '../../../server/areas/settings/api';
import type { Queryable } from '../../../server/db/database';
import { setupTestServer } from '../support/test-server';

/**
 * The reads settings offers other areas through its api.ts (the approval engine's routing, the
 * messages area's recipients), on the demo: 星河科技园 with 孙强 in the root itself and below it
 * 运营部 (李娜), 招商部 (陈刚, 赵敏), 物业部 (王芳) with its 工程组, and 财务部 (刘洋); 云杉集团 with
 * 综合管理部; 普通员工 held by the six members of 星河科技园 besides 张伟, 审批用户 by all but 李娜.
 */
const server = setupTestServer();

async function idOf(db: Queryable, sql: string, param: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql, [param]);
  if (!row) throw new Error(`nothing for ${param}`);
  return row.id;
}

async function demo() {
  const { db } = server;
  const org = (name: string) => idOf(db, 'select id from organizations where name = $1', name);
  const [xinghe, yunshan] = [await org('星河科技园'), await org('云杉集团')];
  const department = (name: string) => idOf(db, 'select id from departments where name = $1', name);
  const memberOf = async (nickname: string) => {
    const [row] = await db.query<{ id: number }>(
      'select id from memberships where nickname = $1 and organization_id = $2',
      [nickname, xinghe],
    );
    return row!.id;
  };
  const [root] = await db.query<{ id: number }>(
    'select id from departments where organization_id = $1 and parent_id is null',
    [xinghe],
  );
  return {
    xinghe,
    yunshan,
    root: root!.id,
    operations: await department('运营部'),
    investment: await department('招商部'),
    property: await department('物业部'),
    engineering: await department('工程组'),
    yunshanDepartment: await department('综合管理部'),
    liNa: await memberOf('李娜'),
    wangFang: await memberOf('王芳'),
    chenGang: await memberOf('陈刚'),
    zhaoMin: await memberOf('赵敏'),
    sunQiang: await memberOf('孙强'),
    liuYang: await memberOf('刘洋'),
  };
}

describe('settings api: departments', () => {
  it('finds the department N levels up, and nothing above the root or in another organisation', async () => {
    const d = await demo();
    const above = (levels: number, id = d.engineering, organizationId = d.xinghe) =>
      departmentAbove(server.db, organizationId, id, levels).then((found) => found?.id);
    expect(await above(0)).toBe(d.engineering);
    expect(await above(1)).toBe(d.property);
    expect(await above(2)).toBe(d.root);
    expect(await above(3)).toBeUndefined();
    expect(await above(0, d.engineering, d.yunshan)).toBeUndefined();
  });

  it("lists a member's departments, with their ancestors when asked", async () => {
    const d = await demo();
    await server.db.query('insert into member_departments (membership_id, department_id) values ($1, $2)', [
      d.wangFang,
      d.engineering,
    ]);
    const ids = async (includeAncestors: boolean) =>
      (await departmentsOfMember(server.db, d.xinghe, d.wangFang, { includeAncestors })).map((x) => x.id);
    expect(await ids(false)).toEqual([d.property, d.engineering].sort((a, b) => a - b));
    expect(await ids(true)).toEqual([d.root, d.property, d.engineering].sort((a, b) => a - b));
    expect(await departmentsOfMember(server.db, d.yunshan, d.wangFang, { includeAncestors: true })).toEqual(
      [],
    );
  });

  it('reaches the active members of departments and below, each once', async () => {
    const d = await demo();
    const members = (ids: number[], options?: { includeDescendants?: boolean; activeOnly?: boolean }) =>
      membersOfDepartments(server.db, d.xinghe, ids, options);
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(await members([d.root])).toEqual(
      sorted([d.liNa, d.wangFang, d.chenGang, d.zhaoMin, d.sunQiang, d.liuYang]),
    );
    expect(await members([d.root], { includeDescendants: false })).toEqual([d.sunQiang]);
    expect(await members([d.property, d.investment])).toEqual(sorted([d.wangFang, d.chenGang, d.zhaoMin]));
    await server.db.query('update memberships set state = 2 where id = $1', [d.chenGang]);
    expect(await members([d.investment])).toEqual([d.zhaoMin]);
    expect(await members([d.investment], { activeOnly: false })).toEqual(sorted([d.chenGang, d.zhaoMin]));
    // Another organisation's department is not found.
    expect(await members([d.yunshanDepartment])).toEqual([]);
  });

  it('resolves ids only inside the organisation', async () => {
    const d = await demo();
    expect(
      (await departmentsByIds(server.db, d.xinghe, [d.property, d.yunshanDepartment])).map((x) => x.name),
    ).toEqual(['物业部']);
    expect(await departmentsWithDescendants(server.db, d.xinghe, [d.property, d.yunshanDepartment])).toEqual(
      [d.property, d.engineering].sort((a, b) => a - b),
    );
  });
});

describe('settings api: roles', () => {
  it("lists a role's active members and a member's roles", async () => {
    const d = await demo();
    const [role] = await server.db.query<{ id: number }>(
      "select id from roles where organization_id = $1 and name = '普通员工'",
      [d.xinghe],
    );
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    const everyone = [d.liNa, d.wangFang, d.chenGang, d.zhaoMin, d.sunQiang, d.liuYang];
    expect(await membersOfRole(server.db, d.xinghe, role!.id)).toEqual(sorted(everyone));
    await server.db.query('update memberships set state = 2 where id = $1', [d.liNa]);
    expect(await membersOfRole(server.db, d.xinghe, role!.id)).toEqual(
      sorted(everyone.filter((id) => id !== d.liNa)),
    );
    expect(await membersOfRole(server.db, d.xinghe, role!.id, { activeOnly: false })).toHaveLength(6);
    expect(await membersOfRole(server.db, d.yunshan, role!.id)).toEqual([]);
    expect((await rolesOfMember(server.db, d.xinghe, d.chenGang)).map((r) => r.name)).toEqual([
      '普通员工',
      '审批用户',
    ]);
    expect((await rolesOfMember(server.db, d.xinghe, d.liNa)).map((r) => r.name)).toEqual(['普通员工']);
    expect(await rolesOfMember(server.db, d.yunshan, d.chenGang)).toEqual([]);
  });
});
