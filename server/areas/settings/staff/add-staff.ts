import type { StaffAddition } from '../../../../manifests/contracts/settings';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { lockDepartmentTree } from '../departments/departments';
import { assertMayHandOut, type Grantor } from '../roles/no-escalation';
import { readStaffDetail } from './read-staff';
import { accountTelephones, insertStaff, lockStaff, memberTelephones } from './staff';
import { assertEmployeeNoFree, departmentIdsOf, invalidEntryDate, profileOf, rolesOf } from './staff-checks';
import { listStaffFields } from './staff-fields';
import { isCalendarDate } from './staff-values';

// Refusals about one field name it (`data.field`): the form shows them on that field.
const alreadyMember = () =>
  new ApiError(ErrorCode.StaffAlreadyMember, '该手机号已是本组织成员', 200, { field: 'telephone' });

/**
 * 新增员工, first step, outside any transaction: the refusals that need no lock (a date that is no
 * date, a member already, no initial password for a new account) and the argon2 hash of the initial
 * password, slow on purpose and so never computed while holding the locks `addStaff` takes. Returns
 * the hash for `addStaff`, null when the telephone has an account (theirs stays as it is).
 */
export async function hashForNewStaff(
  db: Queryable,
  input: {
    organizationId: number;
    addition: StaffAddition;
    hashPassword: (digest: string) => Promise<string>;
  },
): Promise<string | null> {
  const { organizationId, addition } = input;
  if (addition.entryDate && !isCalendarDate(addition.entryDate)) throw invalidEntryDate();
  if ((await memberTelephones(db, organizationId, [addition.telephone])).size > 0) throw alreadyMember();
  if ((await accountTelephones(db, [addition.telephone])).size > 0) return null;
  if (!addition.initialPassword) {
    throw new ApiError(ErrorCode.InitialPasswordRequired, '该手机号尚未注册，请设置初始密码', 200, {
      field: 'initialPassword',
    });
  }
  return input.hashPassword(addition.initialPassword);
}

/**
 * 新增员工: adds the member (and their account, with `passwordHash` from `hashForNewStaff`, when the
 * telephone has none) under the organisation's department-tree and staff locks, checking again what
 * may have changed since: still not a member, the departments and roles the organisation's, the
 * roles the grantor's to hand out, the profile valid, the employee number free. Answers the detail.
 */
export async function addStaff(
  tx: Queryable,
  input: { grantor: Grantor; addition: StaffAddition; passwordHash: string | null; now: Date },
) {
  const { grantor, addition, passwordHash, now } = input;
  const { organizationId } = grantor.session;
  await lockDepartmentTree(tx, organizationId);
  await lockStaff(tx, organizationId);
  const departmentIds = await departmentIdsOf(tx, organizationId, addition.departmentUniqueIds);
  const roles = await rolesOf(tx, organizationId, addition.roleUniqueIds ?? []);
  await assertMayHandOut(tx, grantor, roles);
  if ((await memberTelephones(tx, organizationId, [addition.telephone])).size > 0) throw alreadyMember();
  const profile = profileOf(addition, await listStaffFields(tx, organizationId));
  await assertEmployeeNoFree(tx, organizationId, profile.employeeNo, null);
  const [uniqueId] = await insertStaff(
    tx,
    organizationId,
    [
      {
        ...profile,
        telephone: addition.telephone,
        departmentIds,
        roleIds: roles.map((role) => role.id),
        passwordHash,
      },
    ],
    now,
  );
  return readStaffDetail(tx, { organizationId, uniqueId: uniqueId! });
}
