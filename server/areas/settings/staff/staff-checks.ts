import type { StaffModification, StaffSummary } from '../../../../manifests/contracts/settings';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { departmentsByUniqueIds } from '../departments/departments';
import {
  findStaff,
  type StaffProfile,
  type StaffRecord,
  type StaffRole,
  staffRoles,
  takenEmployeeNos,
} from './staff';
import type { StaffField } from './staff-fields';
import { checkCustomValues, isCalendarDate } from './staff-values';

/** What the staff routes share: lookups that refuse what is not the organisation's, and the answers' shape. */

/** A member as the list shows them (StaffSummary of the contract). */
export const staffSummaryOf = (record: StaffRecord): StaffSummary => ({
  uniqueId: record.uniqueId,
  name: record.name,
  telephone: record.telephone,
  state: record.state,
  departments: record.departments,
  roles: record.roles,
  position: record.position,
  employeeNo: record.employeeNo,
  entryDate: record.entryDate,
  isAdmin: record.isAdmin,
  createdAt: record.createdAt.toISOString(),
});

export async function existing(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<StaffRecord> {
  const member = await findStaff(db, organizationId, uniqueId);
  if (!member) throw new ApiError(ErrorCode.StaffNotFound);
  return member;
}

/** The ids of the organisation's departments with these uniqueIds; refused when one is not its own. */
export async function departmentIdsOf(tx: Queryable, organizationId: number, uniqueIds: readonly string[]) {
  const wanted = [...new Set(uniqueIds)];
  const found = await departmentsByUniqueIds(tx, organizationId, wanted);
  if (found.length < wanted.length) throw new ApiError(ErrorCode.DepartmentNotFound);
  return found.map((department) => department.id);
}

/** The organisation's roles with these uniqueIds; refused when one is not its own. */
export async function rolesOf(
  tx: Queryable,
  organizationId: number,
  uniqueIds: readonly string[],
): Promise<StaffRole[]> {
  const wanted = [...new Set(uniqueIds)];
  if (wanted.length === 0) return [];
  const found = await staffRoles(tx, organizationId, wanted);
  if (found.length < wanted.length) throw new ApiError(ErrorCode.RoleNotFound);
  return found;
}

/** Refuses an employee number another member of the organisation (than `exceptId`) has. */
export async function assertEmployeeNoFree(
  tx: Queryable,
  organizationId: number,
  employeeNo: string,
  exceptId: number | null,
) {
  if (employeeNo === '') return;
  if ((await takenEmployeeNos(tx, organizationId, [employeeNo], exceptId)).size > 0) {
    throw new ApiError(ErrorCode.EmployeeNoTaken, `工号「${employeeNo}」已被使用`, 200, {
      field: 'employeeNo',
    });
  }
}

export const invalidEntryDate = () =>
  new ApiError(ErrorCode.StaffProfileInvalid, '入职日期不是有效的日期', 200, { field: 'entryDate' });

/** The profile to store: trimmed text, the custom values checked against the organisation's fields. */
export function profileOf(
  body: Partial<Pick<StaffModification, 'position' | 'employeeNo' | 'entryDate' | 'customFields'>> & {
    name: string;
  },
  fields: readonly StaffField[],
): StaffProfile {
  const entryDate = body.entryDate ?? null;
  if (entryDate !== null && !isCalendarDate(entryDate)) throw invalidEntryDate();
  const custom = checkCustomValues(fields, body.customFields ?? {});
  if ('problem' in custom)
    throw new ApiError(
      ErrorCode.StaffProfileInvalid,
      custom.problem,
      200,
      custom.field ? { field: custom.field } : null,
    );
  return {
    name: body.name.trim(),
    position: (body.position ?? '').trim(),
    employeeNo: body.employeeNo ?? '',
    entryDate,
    customFields: custom.stored,
  };
}
