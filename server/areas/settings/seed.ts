import { codesGrantedToEveryone } from '../../../manifests';
import type { Queryable } from '../../db/database';
import type { DemoSeedContext } from '../../platform/server-area';
import { addDemoDepartment, insertDemoRole } from './demo-rows';

/**
 * The settings area's demo: departments below each organisation's root (which migration 0004's
 * trigger made), 李娜 in 运营部, 陈刚 and its head 赵敏 in 招商部, 王芳 heading 物业部, 刘洋 heading
 * 财务部 and 孙强 heading the park, and in each organisation a 普通员工 role holding the areas open to
 * all members, given to the members of 星河科技园.
 */
export async function seedSettingsDemo(tx: Queryable, demo: DemoSeedContext): Promise<void> {
  const { now } = demo;
  const { xinghe, yunshan } = demo.organizations;
  const { liNa, wangFang, chenGang, zhaoMin, sunQiang, liuYang } = demo.members;
  const [operations, investment, property, finance] = [
    await addDemoDepartment(tx, xinghe, null, '运营部', 0, now),
    await addDemoDepartment(tx, xinghe, null, '招商部', 1, now),
    await addDemoDepartment(tx, xinghe, null, '物业部', 2, now),
    await addDemoDepartment(tx, xinghe, null, '财务部', 3, now),
  ];
  await addDemoDepartment(tx, xinghe, property, '工程组', 0, now);
  await addDemoDepartment(tx, yunshan, null, '综合管理部', 0, now);
  const [root] = await tx.query<{ id: number }>(
    'select id from departments where organization_id = $1 and parent_id is null',
    [xinghe],
  );
  const placements: [number, number][] = [
    [liNa, operations],
    [wangFang, property],
    [chenGang, investment],
    [zhaoMin, investment],
    [sunQiang, root!.id],
    [liuYang, finance],
  ];
  for (const [membershipId, departmentId] of placements)
    await tx.query('insert into member_departments (membership_id, department_id) values ($1, $2)', [
      membershipId,
      departmentId,
    ]);
  // Heads (主管), whom approvals ask: 孙强 heads the park, 赵敏 招商部, 刘洋 财务部, 王芳 物业部.
  const heads: [number, number][] = [
    [root!.id, sunQiang],
    [investment, zhaoMin],
    [finance, liuYang],
    [property, wangFang],
  ];
  for (const [departmentId, membershipId] of heads)
    await tx.query('update departments set head_membership_id = $2 where id = $1', [
      departmentId,
      membershipId,
    ]);

  const everyoneCodes = demo.manifests.flatMap(codesGrantedToEveryone);
  for (const organizationId of [xinghe, yunshan]) {
    const roleId = await insertDemoRole(tx, organizationId, '普通员工', now);
    await tx.query(
      'insert into role_resources (role_id, resource_id) select $1, id from resources where code = any($2::text[])',
      [roleId, everyoneCodes],
    );
    if (organizationId === xinghe) {
      for (const membershipId of [liNa, wangFang, chenGang, zhaoMin, sunQiang, liuYang]) {
        await tx.query('insert into member_roles (membership_id, role_id) values ($1, $2)', [
          membershipId,
          roleId,
        ]);
      }
    }
  }
}
