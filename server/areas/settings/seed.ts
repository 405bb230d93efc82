import { areaManifests, codesGrantedToEveryone } from '../../../manifests';
import type { Queryable } from '../../db/database';
import type { DemoSeedContext } from '../../platform/server-area';
import { addDemoDepartment, insertDemoRole } from './demo-rows';

/**
 * The settings area's demo: departments below each organisation's root (which migration 0004's
 * trigger made), 李娜 in 运营部, 陈刚 in 招商部 and 王芳 in 物业部, and in each organisation a
 * 普通员工 role holding the areas open to all members, given to the three members of 星河科技园.
 */
export async function seedSettingsDemo(tx: Queryable, demo: DemoSeedContext): Promise<void> {
  const { now } = demo;
  const { xinghe, yunshan } = demo.organizations;
  const { liNa, wangFang, chenGang } = demo.members;
  const [operations, investment, property] = [
    await addDemoDepartment(tx, xinghe, null, '运营部', 0, now),
    await addDemoDepartment(tx, xinghe, null, '招商部', 1, now),
    await addDemoDepartment(tx, xinghe, null, '物业部', 2, now),
  ];
  await addDemoDepartment(tx, xinghe, property, '工程组', 0, now);
  await addDemoDepartment(tx, yunshan, null, '综合管理部', 0, now);
  await tx.query(
    'insert into member_departments (membership_id, department_id) values ($1, $2), ($3, $4), ($5, $6)',
    [liNa, operations, wangFang, property, chenGang, investment],
  );

  const everyoneCodes = areaManifests.flatMap(codesGrantedToEveryone);
  for (const organizationId of [xinghe, yunshan]) {
    const roleId = await insertDemoRole(tx, organizationId, '普通员工', now);
    await tx.query(
      'insert into role_resources (role_id, resource_id) select $1, id from resources where code = any($2::text[])',
      [roleId, everyoneCodes],
    );
    if (organizationId === xinghe) {
      for (const membershipId of [liNa, wangFang, chenGang]) {
        await tx.query('insert into member_roles (membership_id, role_id) values ($1, $2)', [
          membershipId,
          roleId,
        ]);
      }
    }
  }
}
