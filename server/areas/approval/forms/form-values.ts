import { amountText } from '../../../../manifests/contracts/amount-units';
import type { FieldAccess } from '../../../../manifests/contracts/approval-flow';
import type {
  ApprovalForm,
  ApprovalFormField,
  ApprovalFormValues,
} from '../../../../manifests/contracts/approval-form';

/** A value that cannot be taken, on the field it concerns (the console shows it there). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The ids a form's member, department and attachment fields name: checked against the organisation. */
export interface FormReferences {
  members: string[];
  departments: string[];
  files: string[];
}

const TEXT_MAX = 200;
const TEXTAREA_MAX = 5000;
const ATTACHMENTS_MAX = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const blank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

interface Checked {
  value?: unknown;
  problem?: string;
}

function checkBounds(
  field: ApprovalFormField,
  value: number,
  shown: (value: number) => string,
): string | undefined {
  if (field.min !== undefined && value < field.min) return `${field.label}不能小于 ${shown(field.min)}`;
  if (field.max !== undefined && value > field.max) return `${field.label}不能大于 ${shown(field.max)}`;
  return undefined;
}

function checkCount(field: ApprovalFormField, count: number, verb: string, unit: string): string | undefined {
  if (field.min !== undefined && count < field.min) return `${field.label}至少${verb} ${field.min} ${unit}`;
  if (field.max !== undefined && count > field.max) return `${field.label}最多${verb} ${field.max} ${unit}`;
  return undefined;
}

function ids(field: ApprovalFormField, value: unknown): Checked {
  const list = field.multiple ? value : [value];
  if (!Array.isArray(list) || !list.every((id) => typeof id === 'string' && ID.test(id)))
    return { problem: `${field.label}的取值无效` };
  const unique = [...new Set(list as string[])];
  return { value: field.multiple ? unique : unique[0] };
}

/** One present value of a field: its clean form, or what is wrong with it. */
function checkValue(field: ApprovalFormField, value: unknown): Checked {
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string') return { problem: `${field.label}须为文字` };
      const max = field.maxLength ?? (field.kind === 'text' ? TEXT_MAX : TEXTAREA_MAX);
      if (value.length > max) return { problem: `${field.label}不能超过 ${max} 个字符` };
      return { value: field.kind === 'text' ? value.trim() : value };
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return { problem: `${field.label}须为数字` };
      return { value, problem: checkBounds(field, value, String) };
    case 'amount':
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        return { problem: `${field.label}须为金额，最多两位小数` };
      return { value, problem: checkBounds(field, value, (fen) => amountText(fen, field.unit)) };
    case 'date':
      return isDay(value) ? { value } : { problem: `${field.label}须为日期` };
    case 'dateRange':
      if (!Array.isArray(value) || value.length !== 2 || !isDay(value[0]) || !isDay(value[1]))
        return { problem: `${field.label}须为起止日期` };
      return value[0] > value[1] ? { problem: `${field.label}的结束日期不能早于开始日期` } : { value };
    case 'select': {
      const allowed = new Set((field.options ?? []).map((option) => option.value));
      return typeof value === 'string' && allowed.has(value)
        ? { value }
        : { problem: `请从选项中选择${field.label}` };
    }
    case 'multiSelect': {
      const allowed = new Set((field.options ?? []).map((option) => option.value));
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && allowed.has(item)))
        return { problem: `请从选项中选择${field.label}` };
      const chosen = [...new Set(value as string[])];
      return { value: chosen, problem: checkCount(field, chosen.length, '选择', '项') };
    }
    case 'member':
    case 'department':
      return ids(field, value);
    case 'attachment': {
      if (!Array.isArray(value)) return { problem: `${field.label}的取值无效` };
      const files = value.filter(
        (file): file is { uniqueId: string; name: string; url: string } =>
          typeof file === 'object' &&
          file !== null &&
          typeof file.uniqueId === 'string' &&
          ID.test(file.uniqueId) &&
          typeof file.name === 'string' &&
          file.name.length <= 255,
      );
      if (files.length !== value.length) return { problem: `${field.label}的取值无效` };
      if (files.length > (field.max ?? ATTACHMENTS_MAX))
        return { problem: `${field.label}最多上传 ${field.max ?? ATTACHMENTS_MAX} 个` };
      const kept = files.map(({ uniqueId, name, url }) => ({ uniqueId, name, url: String(url ?? '') }));
      return { value: kept, problem: checkCount(field, kept.length, '上传', '个') };
    }
    default:
      return {};
  }
}

function requiredMessage(field: ApprovalFormField): string {
  if (
    field.kind === 'text' ||
    field.kind === 'textarea' ||
    field.kind === 'number' ||
    field.kind === 'amount'
  )
    return `请输入${field.label}`;
  return field.kind === 'attachment' ? `请上传${field.label}` : `请选择${field.label}`;
}

/**
 * The form's values as the server keeps them: each field's value checked by its kind (text length,
 * numbers and amounts in fen within bounds, calendar dates, options from the list, ids well formed,
 * item counts), required ones present, unknown keys and description fields dropped. `only` limits the
 * check to fields a node lets its approver edit (the others are neither read nor required).
 */
export function checkFormValues(
  form: ApprovalForm,
  values: ApprovalFormValues,
  only?: ReadonlySet<string>,
): { values: ApprovalFormValues; problems: FieldProblem[] } {
  const clean: ApprovalFormValues = {};
  const problems: FieldProblem[] = [];
  for (const field of form) {
    if (field.kind === 'description' || (only && !only.has(field.name))) continue;
    const value = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    if (blank(value)) {
      if (field.required) problems.push({ field: field.name, message: requiredMessage(field) });
      continue;
    }
    const checked = checkValue(field, value);
    if (checked.problem) problems.push({ field: field.name, message: checked.problem });
    else if (checked.value !== undefined) clean[field.name] = checked.value;
  }
  return { values: clean, problems };
}

/** The member, department and file ids the values name. */
export function referencesOf(form: ApprovalForm, values: ApprovalFormValues): FormReferences {
  const references: FormReferences = { members: [], departments: [], files: [] };
  for (const field of form) {
    const value = values[field.name];
    if (value === undefined) continue;
    const list = Array.isArray(value) ? value : [value];
    if (field.kind === 'member') references.members.push(...(list as string[]));
    if (field.kind === 'department') references.departments.push(...(list as string[]));
    if (field.kind === 'attachment')
      references.files.push(...(list as { uniqueId: string }[]).map((file) => file.uniqueId));
  }
  return references;
}

/** How a node lets its people see each field: editable, read-only (the default) or hidden. */
export function accessOf(
  permissions: Readonly<Record<string, FieldAccess>> | undefined,
  field: string,
): FieldAccess {
  return permissions?.[field] ?? 'read';
}

/** The values a person may see under a node's permissions: hidden fields left out. */
export function visibleValues(
  form: ApprovalForm,
  values: ApprovalFormValues,
  permissions: Readonly<Record<string, FieldAccess>> | undefined,
): ApprovalFormValues {
  const visible: ApprovalFormValues = {};
  for (const field of form)
    if (accessOf(permissions, field.name) !== 'hidden' && Object.hasOwn(values, field.name))
      visible[field.name] = values[field.name];
  return visible;
}

/** The fields a node lets its approvers edit. */
export function editableFields(
  form: ApprovalForm,
  permissions: Readonly<Record<string, FieldAccess>> | undefined,
): Set<string> {
  return new Set(
    form.filter((field) => accessOf(permissions, field.name) === 'edit').map((field) => field.name),
  );
}
