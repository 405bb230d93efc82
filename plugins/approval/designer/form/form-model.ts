import type { FlowNode } from '@manifests/contracts/approval-flow';
import type { ApprovalForm, ApprovalFormField } from '@manifests/contracts/approval-form';
import {
  APPROVAL_FIELD_LABEL_MAX,
  APPROVAL_FORM_FIELDS_MAX,
  type ApprovalFieldKind,
} from '@manifests/contracts/approval-form-constants';
import {
  ADDED_FIELD_OPTIONAL_REASON,
  LOCKED_FIELD_PROPERTIES,
  LOCKED_PROPERTY_NAMES,
  type LockedFieldProperty,
} from '@manifests/contracts/approval-form-locks';
import { nameProblem, updateProblem } from './field-checks';
import { flowMentions, removalRefusal, renameInFlow } from './field-uses';

export { nameProblem } from './field-checks';
export { type FieldUse, fieldUses, flowMentions, removalRefusal, renameInFlow } from './field-uses';

/**
 * The form designer's model: every operation a pure function from a form (and the flow, where the
 * flow has a say) to the next form, or a refusal with its reason in Chinese — so undo/redo is the
 * host's list of forms, and the components only render and dispatch.
 */

export type FieldOption = NonNullable<ApprovalFormField['options']>[number];

/** What an edit answers: the next form (and the field it concerns), or why it is refused. */
export type FormEdit =
  | { ok: true; form: ApprovalForm; name: string }
  | { ok: false; reason: string; property?: FieldProperty };

/** The properties the properties panel edits. */
export type FieldProperty =
  | 'label'
  | 'placeholder'
  | 'required'
  | 'options'
  | 'min'
  | 'max'
  | 'maxLength'
  | 'multiple'
  | 'description'
  | 'defaultValue'
  | 'unit'
  | 'conditionable';

export type FieldPatch = Partial<Pick<ApprovalFormField, FieldProperty>>;

/** The engine's kinds in Chinese, in the palette's order. */
export const FIELD_KIND_NAMES: Record<ApprovalFieldKind, string> = {
  text: '单行文本',
  textarea: '多行文本',
  number: '数字',
  amount: '金额',
  date: '日期',
  dateRange: '日期区间',
  select: '单选',
  multiSelect: '多选',
  member: '成员',
  department: '部门',
  attachment: '附件',
  description: '说明文字',
};

const refuse = (reason: string, property?: FieldProperty): FormEdit => ({ ok: false, reason, property });

/**
 * Whether the form is an approval type's (it has fields the area fills, marked locked): fields added
 * beside them stay optional, since the area never fills them.
 */
export const hasLockedFields = (form: ApprovalForm) => form.some((field) => field.locked === true);

/** Why a locked field refuses a change of `what` (字段标识, 名称…). */
const lockedRefusal = (field: ApprovalFormField, what: string) =>
  `字段「${field.label}」由业务模块填写，不能${what}`;

/** The locked properties the properties panel edits (字段标识 and 类型 have their own controls). */
export const LOCKED_PANEL_PROPERTIES = LOCKED_FIELD_PROPERTIES.filter(
  (property): property is Exclude<LockedFieldProperty, 'name' | 'kind'> =>
    property !== 'name' && property !== 'kind',
);

/** A new field's name: its kind and the first free number (`amount1`, `amount2`…). */
export function newFieldName(form: ApprovalForm, kind: ApprovalFieldKind): string {
  const taken = new Set(form.map((field) => field.name));
  for (let n = 1; ; n += 1) if (!taken.has(`${kind}${n}`)) return `${kind}${n}`;
}

/** A label not yet in the form, cut to fit (`金额`, `金额2`…). */
function freeLabel(form: ApprovalForm, wanted: string, suffix = ''): string {
  const taken = new Set(form.map((field) => field.label));
  const cut = (base: string, tail: string) =>
    `${base.slice(0, APPROVAL_FIELD_LABEL_MAX - tail.length)}${tail}`;
  if (!taken.has(cut(wanted, suffix))) return cut(wanted, suffix);
  for (let n = 2; ; n += 1) {
    const label = cut(wanted, `${suffix}${n}`);
    if (!taken.has(label)) return label;
  }
}

/** A new field of `kind` as the palette adds it. */
export function newField(form: ApprovalForm, kind: ApprovalFieldKind): ApprovalFormField {
  const field: ApprovalFormField = {
    name: newFieldName(form, kind),
    label: freeLabel(form, FIELD_KIND_NAMES[kind]),
    kind,
  };
  if (kind === 'select' || kind === 'multiSelect')
    field.options = [
      { label: '选项1', value: 'option1' },
      { label: '选项2', value: 'option2' },
    ];
  if (kind === 'description') field.description = '请在此填写说明文字';
  return field;
}

function indexOf(form: ApprovalForm, name: string): number {
  return form.findIndex((field) => field.name === name);
}

const FULL = `表单最多 ${APPROVAL_FORM_FIELDS_MAX} 个字段`;

/**
 * Adds a field of `kind` at `at` (an index; the end when left out), and answers its name.
 */
export function addField(form: ApprovalForm, kind: ApprovalFieldKind, at = form.length): FormEdit {
  if (form.length >= APPROVAL_FORM_FIELDS_MAX) return refuse(FULL);
  const field = newField(form, kind);
  const index = Math.max(0, Math.min(at, form.length));
  return { ok: true, form: [...form.slice(0, index), field, ...form.slice(index)], name: field.name };
}

/** Where the palette's click adds: after the selected field, or at the end. */
export function insertionIndex(form: ApprovalForm, selected: string | undefined): number {
  const index = selected === undefined ? -1 : indexOf(form, selected);
  return index === -1 ? form.length : index + 1;
}

/** Moves the field `name` to `to` (the index it will have). */
export function moveField(form: ApprovalForm, name: string, to: number): FormEdit {
  const from = indexOf(form, name);
  if (from === -1) return refuse('该字段已不在表单中');
  const target = Math.max(0, Math.min(to, form.length - 1));
  if (target === from) return { ok: true, form, name };
  const rest = form.filter((_, index) => index !== from);
  return {
    ok: true,
    form: [...rest.slice(0, target), form[from] as ApprovalFormField, ...rest.slice(target)],
    name,
  };
}

/** A copy of the field `name` right after it, with a new name and its label marked 副本. */
export function copyField(form: ApprovalForm, name: string): FormEdit {
  const index = indexOf(form, name);
  const field = form[index];
  if (!field) return refuse('该字段已不在表单中');
  if (form.length >= APPROVAL_FORM_FIELDS_MAX) return refuse(FULL);
  const copy: ApprovalFormField = {
    ...(JSON.parse(JSON.stringify(field)) as ApprovalFormField),
    name: newFieldName(form, field.kind),
    label: freeLabel(form, field.label, '副本'),
  };
  // A copy is the administrator's field: never locked, and optional beside locked ones.
  delete copy.locked;
  if (hasLockedFields(form)) delete copy.required;
  return { ok: true, form: [...form.slice(0, index + 1), copy, ...form.slice(index + 1)], name: copy.name };
}

/** Removes the field `name`, unless the flow uses it (then the reason). */
export function removeField(form: ApprovalForm, name: string, flow?: FlowNode): FormEdit {
  const index = indexOf(form, name);
  const field = form[index];
  if (!field) return refuse('该字段已不在表单中');
  if (field.locked) return refuse(lockedRefusal(field, '删除'));
  const refusal = removalRefusal(form, flow, name);
  if (refusal) return refuse(refusal);
  const next = form[index + 1] ?? form[index - 1];
  return { ok: true, form: form.filter((_, at) => at !== index), name: next?.name ?? '' };
}

/** Whether a property's value is what leaving it out means (no text, no choice, off; 元; usable in conditions). */
function isUnset(key: FieldProperty, value: unknown): boolean {
  if (key === 'conditionable') return value !== false;
  if (key === 'unit') return value === undefined || value === null || value === '' || value === '元';
  if (key === 'defaultValue' && Array.isArray(value)) return value.length === 0;
  return value === undefined || value === null || value === '' || value === false;
}

/** The field with its default kept to the options it still has (a removed option leaves the default). */
function defaultAmongOptions(field: ApprovalFormField): ApprovalFormField {
  const { defaultValue, options } = field;
  if (defaultValue === undefined || options === undefined) return field;
  const values = new Set(options.map((option) => option.value));
  const kept = Array.isArray(defaultValue)
    ? defaultValue.filter((value) => values.has(value))
    : values.has(String(defaultValue))
      ? defaultValue
      : undefined;
  const next = { ...field, defaultValue: kept };
  if (kept === undefined || (Array.isArray(kept) && kept.length === 0)) delete next.defaultValue;
  return next;
}

/** The value a property has when left out, so a patch restating it changes nothing. */
function sameValue(key: FieldProperty, a: unknown, b: unknown): boolean {
  if (isUnset(key, a) && isUnset(key, b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Why the patch may not be applied to `field` under the locks: a locked field's locked property
 * changed, or a field beside locked ones made required.
 */
function lockedPatchRefusal(
  form: ApprovalForm,
  field: ApprovalFormField,
  patch: FieldPatch,
): FormEdit | undefined {
  for (const [key, value] of Object.entries(patch) as [FieldProperty, unknown][]) {
    const locked = (LOCKED_PANEL_PROPERTIES as readonly string[]).includes(key);
    if (field.locked && locked && !sameValue(key, field[key], value))
      return refuse(lockedRefusal(field, `修改${LOCKED_PROPERTY_NAMES[key as LockedFieldProperty]}`), key);
    if (!field.locked && key === 'required' && value === true && hasLockedFields(form))
      return refuse(ADDED_FIELD_OPTIONAL_REASON, 'required');
  }
  return undefined;
}

/**
 * Changes properties of the field `name` (an undefined or empty value removes that property): refused
 * with the property at fault when the result breaks the contract's bounds or what the flow relies on
 * (a condition's field stays required, usable in conditions and keeps the options it compares with).
 * New options drop a default no longer among them; a bound or length the default breaks is refused,
 * saying so.
 */
export function updateField(form: ApprovalForm, name: string, patch: FieldPatch, flow?: FlowNode): FormEdit {
  const index = indexOf(form, name);
  const current = form[index];
  if (!current) return refuse('该字段已不在表单中');
  const lockRefusal = lockedPatchRefusal(form, current, patch);
  if (lockRefusal) return lockRefusal;
  let next: ApprovalFormField = { ...current };
  for (const [key, value] of Object.entries(patch) as [FieldProperty, unknown][]) {
    if (key !== 'label' && isUnset(key, value)) delete next[key];
    else Object.assign(next, { [key]: value ?? '' });
  }
  if ('options' in patch) next = defaultAmongOptions(next);
  const problem = updateProblem(next, flow);
  if (problem) {
    const changed = Object.keys(patch)[0] as FieldProperty | undefined;
    if (problem.property !== 'defaultValue' || 'defaultValue' in patch || !changed)
      return refuse(problem.reason, problem.property);
    return refuse(`${problem.reason}，请先修改默认值`, changed);
  }
  return { ok: true, form: form.map((field, at) => (at === index ? next : field)), name };
}

/**
 * Renames the field `from` to `to` in the form and follows it through the flow (conditions, approvers
 * from the field, field permissions), so nothing the flow says about the field is lost.
 */
export function renameField(
  form: ApprovalForm,
  flow: FlowNode,
  from: string,
  to: string,
): { ok: true; form: ApprovalForm; flow: FlowNode; name: string } | { ok: false; reason: string } {
  const field = form[indexOf(form, from)];
  if (!field) return { ok: false, reason: '该字段已不在表单中' };
  if (field.locked && to !== from) return { ok: false, reason: lockedRefusal(field, '修改字段标识') };
  const problem = nameProblem(form, from, to);
  if (problem) return { ok: false, reason: problem };
  return {
    ok: true,
    form: form.map((field) => (field.name === from ? { ...field, name: to } : field)),
    flow: renameInFlow(flow, from, to),
    name: to,
  };
}

/** A new option for the field's list: 选项N with a value not yet used. */
export function newOption(options: readonly FieldOption[]): FieldOption {
  const labels = new Set(options.map((option) => option.label));
  const values = new Set(options.map((option) => option.value));
  let label = options.length + 1;
  while (labels.has(`选项${label}`)) label += 1;
  let value = label;
  while (values.has(`option${value}`)) value += 1;
  return { label: `选项${label}`, value: `option${value}` };
}

/**
 * Renames the field `from` in the form alone (the designer's 字段标识): refused while the flow mentions
 * it, since only `renameField` — with the flow — can follow the name there.
 */
export function renameFormField(form: ApprovalForm, from: string, to: string, flow?: FlowNode): FormEdit {
  const field = form[indexOf(form, from)];
  if (!field) return refuse('该字段已不在表单中');
  if (to === from) return { ok: true, form, name: from };
  if (field.locked) return refuse(lockedRefusal(field, '修改字段标识'));
  if (flowMentions(flow, from)) return refuse('流程中用到了该字段，不能修改字段标识');
  const problem = nameProblem(form, from, to);
  if (problem) return refuse(problem);
  return {
    ok: true,
    form: form.map((field) => (field.name === from ? { ...field, name: to } : field)),
    name: to,
  };
}
