import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { lockStaff } from './staff';
import {
  listStaffFields,
  replaceStaffFields,
  type StaffField,
  type StaffFieldDraft,
  staffFieldsProblem,
} from './staff-fields';

/**
 * 员工字段配置: the organisation's custom staff fields. Whoever fills or reads a member's profile
 * lists them; saving replaces the whole configuration at once.
 */

export function readStaffFields(db: Queryable, { organizationId }: { organizationId: number }) {
  return listStaffFields(db, organizationId);
}

/**
 * Replaces the configuration (labels and options stored trimmed) under the staff lock, so that no
 * member is saved against a configuration changing under it. Answers the fields as stored.
 */
export async function saveStaffFields(
  tx: Queryable,
  input: { organizationId: number; fields: readonly StaffFieldDraft[] },
): Promise<StaffField[]> {
  const { organizationId } = input;
  const drafts = input.fields.map((field) => ({
    ...field,
    label: field.label.trim(),
    options: field.options.map((option) => option.trim()),
  }));
  await lockStaff(tx, organizationId);
  const problem = staffFieldsProblem(drafts, await listStaffFields(tx, organizationId));
  if (problem) throw new ApiError(ErrorCode.StaffFieldsInvalid, problem);
  await replaceStaffFields(tx, organizationId, drafts);
  return listStaffFields(tx, organizationId);
}
