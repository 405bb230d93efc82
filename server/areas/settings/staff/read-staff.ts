import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { findDepartment } from '../departments/departments';
import { pageStaff } from './staff';
import { existing, staffSummaryOf } from './staff-checks';
import { listStaffFields } from './staff-fields';
import { customValuesForDisplay } from './staff-values';

/** 员工管理's reads: the list and one member's detail. */

export interface StaffPageQuery {
  organizationId: number;
  /** Trimmed, or null for everyone. */
  keyword: string | null;
  /** A department (and everything below it); undefined for every department. */
  departmentUniqueId: string | undefined;
  state: number | null;
  pageNum: number;
  pageSize: number;
}

/** One page of the organisation's members, the newest first. */
export async function pageStaffMembers(db: Queryable, query: StaffPageQuery) {
  const { organizationId, keyword, state, pageNum, pageSize } = query;
  let departmentId: number | null = null;
  if (query.departmentUniqueId !== undefined) {
    const department = await findDepartment(db, organizationId, query.departmentUniqueId);
    if (!department) throw new ApiError(ErrorCode.DepartmentNotFound);
    departmentId = department.id;
  }
  const page = await pageStaff(db, organizationId, { keyword, departmentId, state }, { pageNum, pageSize });
  return { list: page.list.map(staffSummaryOf), total: page.total, pageNum, pageSize };
}

/** The member with their profile's custom values as the organisation's fields show them. */
export async function readStaffDetail(
  db: Queryable,
  { organizationId, uniqueId }: { organizationId: number; uniqueId: string },
) {
  const member = await existing(db, organizationId, uniqueId);
  const fields = await listStaffFields(db, organizationId);
  return { ...staffSummaryOf(member), customFields: customValuesForDisplay(fields, member.customFields) };
}
