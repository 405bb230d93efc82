import type { ApprovalForm, ApprovalFormValues } from '../../../../manifests/contracts/approval-form';
import { storedFilesAmong } from '../../../domain/stored-files';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { activeMembersAmong, departmentsByUniqueIds } from '../../settings/api';
import { checkFormValues, type FieldProblem, referencesOf } from '../forms/form-values';
import type { StepContext } from './step-context';

/** Refuses with the first problem's message, on its field; every problem in `data.problems`. */
function refuse(problems: FieldProblem[]): never {
  const [first] = problems;
  throw new ApiError(ErrorCode.ApprovalFormInvalid, first?.message, 200, {
    field: first?.field,
    problems,
  });
}

/**
 * The form's values checked by the version's schema (all fields, or only `editable` ones for an
 * approver's edits) and against the organisation: members who can act, its departments, its files.
 */
export async function checkedForm(
  ctx: StepContext,
  form: ApprovalForm,
  values: ApprovalFormValues,
  editable?: ReadonlySet<string>,
): Promise<ApprovalFormValues> {
  const checked = checkFormValues(form, values, editable);
  if (checked.problems.length > 0) refuse(checked.problems);
  const references = referencesOf(form, checked.values);
  const members = new Set(
    (await activeMembersAmong(ctx.tx, ctx.organizationId, references.members)).map(
      (member) => member.uniqueId,
    ),
  );
  const departments = new Set(
    (await departmentsByUniqueIds(ctx.tx, ctx.organizationId, references.departments)).map((d) => d.uniqueId),
  );
  const files = await storedFilesAmong(ctx.tx, ctx.organizationId, references.files);
  const problems: FieldProblem[] = [];
  for (const field of form) {
    const value = checked.values[field.name];
    if (value === undefined) continue;
    const list = (Array.isArray(value) ? value : [value]) as unknown[];
    const known =
      field.kind === 'member'
        ? list.every((id) => members.has(id as string))
        : field.kind === 'department'
          ? list.every((id) => departments.has(id as string))
          : field.kind === 'attachment'
            ? list.every((file) => files.has((file as { uniqueId: string }).uniqueId))
            : true;
    if (!known)
      problems.push({ field: field.name, message: `${field.label}中有不存在或已停用的项，请重新选择` });
  }
  if (problems.length > 0) refuse(problems);
  return checked.values;
}
