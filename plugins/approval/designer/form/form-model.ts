import type { FieldRule, FlowNode } from '@manifests/contracts/approval-flow';
import type { ApprovalForm, ApprovalFormField } from '@manifests/contracts/approval-form';
import {
  APPROVAL_FIELD_DESCRIPTION_MAX,
  APPROVAL_FIELD_LABEL_MAX,
  APPROVAL_FIELD_MAX_LENGTH_MAX,
  APPROVAL_FIELD_OPTIONS_MAX,
  APPROVAL_FIELD_PLACEHOLDER_MAX,
  APPROVAL_FORM_FIELDS_MAX,
  APPROVAL_OPTION_LABEL_MAX,
  type ApprovalFieldKind,
  FORM_FIELD_NAME_PATTERN,
} from '@manifests/contracts/approval-form-constants';

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
  | 'description';

export type FieldPatch = Partial<Pick<ApprovalFormField, FieldProperty>>;

const NAME_PATTERN = new RegExp(FORM_FIELD_NAME_PATTERN);
/** What PlainName refuses: angle brackets and invisible characters. */
const UNPLAIN = /[<>\p{Cc}\p{Cf}\p{Cs}]/u;

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
  return { ok: true, form: [...form.slice(0, index + 1), copy, ...form.slice(index + 1)], name: copy.name };
}

/** Where the flow uses a field: a branch's condition, or a node whose approvers are in it. */
export interface FieldUse {
  nodeId: string;
  nodeName: string;
  kind: 'condition' | 'approver';
  rules: FieldRule[];
}

/** Every node and branch of the flow, depth first. */
function* walk(
  node: FlowNode | undefined,
): Generator<FlowNode | NonNullable<FlowNode['conditionNodes']>[number]> {
  if (!node) return;
  yield node;
  for (const branch of node.conditionNodes ?? []) {
    yield branch;
    yield* walk(branch.childNode);
  }
  yield* walk(node.childNode);
}

/** Where `flow` uses the field `name` (conditions on it, approvers taken from it). */
export function fieldUses(flow: FlowNode | undefined, name: string): FieldUse[] {
  const uses: FieldUse[] = [];
  for (const node of walk(flow)) {
    const rules = ('conditionGroups' in node ? (node.conditionGroups ?? []) : []).flatMap((group) =>
      group.rules.filter((rule) => rule.field === name),
    );
    if (rules.length > 0)
      uses.push({ nodeId: node.nodeId, nodeName: node.nodeName, kind: 'condition', rules });
    if ('formField' in node && node.formField === name)
      uses.push({ nodeId: node.nodeId, nodeName: node.nodeName, kind: 'approver', rules: [] });
  }
  return uses;
}

/** The names of the uses, as 「分支一」、「审批人」. */
function namesOf(uses: readonly FieldUse[]): string {
  return [...new Set(uses.map((use) => `「${use.nodeName}」`))].join('、');
}

/** Why the flow keeps the field `name` from being removed, or undefined when nothing there uses it. */
export function removalRefusal(
  form: ApprovalForm,
  flow: FlowNode | undefined,
  name: string,
): string | undefined {
  const field = form.find((candidate) => candidate.name === name);
  const uses = fieldUses(flow, name);
  if (!field || uses.length === 0) return undefined;
  const conditions = uses.filter((use) => use.kind === 'condition');
  const approvers = uses.filter((use) => use.kind === 'approver');
  const where = [
    conditions.length > 0 ? `条件${namesOf(conditions)}` : '',
    approvers.length > 0 ? `节点${namesOf(approvers)}的审批人` : '',
  ]
    .filter(Boolean)
    .join('和');
  return `流程中${where}使用了字段「${field.label}」，请先在流程配置中修改后再删除。`;
}

/** Removes the field `name`, unless the flow uses it (then the reason). */
export function removeField(form: ApprovalForm, name: string, flow?: FlowNode): FormEdit {
  const index = indexOf(form, name);
  if (index === -1) return refuse('该字段已不在表单中');
  const refusal = removalRefusal(form, flow, name);
  if (refusal) return refuse(refusal);
  const next = form[index + 1] ?? form[index - 1];
  return { ok: true, form: form.filter((_, at) => at !== index), name: next?.name ?? '' };
}

/** The option values the flow's conditions on `name` compare with. */
function conditionValues(flow: FlowNode | undefined, name: string): Set<string> {
  const values = fieldUses(flow, name)
    .flatMap((use) => use.rules)
    .flatMap((rule) => (Array.isArray(rule.value) ? rule.value : [rule.value]))
    .filter((value): value is string => typeof value === 'string');
  return new Set(values);
}

function plainProblem(text: string, what: string, max: number, required: boolean): string | undefined {
  if (text.trim() === '') return required ? `请填写${what}` : text === '' ? undefined : `${what}不能只有空格`;
  if (text.length > max) return `${what}最多 ${max} 个字`;
  if (UNPLAIN.test(text)) return `${what}不能包含尖括号或不可见字符`;
  if (text !== text.trim()) return `${what}的首尾不能是空格`;
  return undefined;
}

function optionsProblem(
  options: readonly FieldOption[],
  kept: ReadonlySet<string>,
  label: string,
): string | undefined {
  if (options.length === 0) return '至少需要一个选项';
  if (options.length > APPROVAL_FIELD_OPTIONS_MAX) return `最多 ${APPROVAL_FIELD_OPTIONS_MAX} 个选项`;
  for (const option of options) {
    const problem = plainProblem(option.label, '选项', APPROVAL_OPTION_LABEL_MAX, true);
    if (problem) return problem;
  }
  const labels = options.map((option) => option.label);
  const twice = labels.find((text, index) => labels.indexOf(text) !== index);
  if (twice !== undefined) return `选项「${twice}」重复`;
  const values = new Set(options.map((option) => option.value));
  const lost = [...kept].find((value) => !values.has(value));
  if (lost !== undefined) return `流程条件使用了字段「${label}」的选项「${lost}」，不能删除该选项`;
  return undefined;
}

/** Why `field` (the result of an update) cannot be kept, and which property says so. */
function updateProblem(
  field: ApprovalFormField,
  flow: FlowNode | undefined,
): { reason: string; property: FieldProperty } | undefined {
  const label = plainProblem(field.label, '字段名称', APPROVAL_FIELD_LABEL_MAX, true);
  if (label) return { reason: label, property: 'label' };
  const placeholder = plainProblem(
    field.placeholder ?? '',
    '提示文字',
    APPROVAL_FIELD_PLACEHOLDER_MAX,
    false,
  );
  if (placeholder) return { reason: placeholder, property: 'placeholder' };
  if ((field.description ?? '').length > APPROVAL_FIELD_DESCRIPTION_MAX)
    return { reason: `说明最多 ${APPROVAL_FIELD_DESCRIPTION_MAX} 个字`, property: 'description' };
  if (field.kind === 'description' && (field.description ?? '').trim() === '')
    return { reason: '请填写说明文字', property: 'description' };
  if (field.options !== undefined) {
    const problem = optionsProblem(field.options, conditionValues(flow, field.name), field.label);
    if (problem) return { reason: problem, property: 'options' };
  }
  const { min, max, maxLength } = field;
  if (min !== undefined && !Number.isFinite(min)) return { reason: '最小值不是有效的数', property: 'min' };
  if (max !== undefined && !Number.isFinite(max)) return { reason: '最大值不是有效的数', property: 'max' };
  if (min !== undefined && max !== undefined && min > max)
    return { reason: '最小值不能大于最大值', property: 'max' };
  if ((field.kind === 'multiSelect' || field.kind === 'attachment') && ((min ?? 0) < 0 || (max ?? 1) < 1))
    return { reason: '个数须为正整数', property: min !== undefined && min < 0 ? 'min' : 'max' };
  if (
    maxLength !== undefined &&
    (!Number.isInteger(maxLength) || maxLength < 1 || maxLength > APPROVAL_FIELD_MAX_LENGTH_MAX)
  )
    return { reason: `最多字数须在 1 到 ${APPROVAL_FIELD_MAX_LENGTH_MAX} 之间`, property: 'maxLength' };
  if (!field.required && fieldUses(flow, field.name).some((use) => use.kind === 'condition'))
    return { reason: '流程条件使用了该字段，须为必填', property: 'required' };
  return undefined;
}

/**
 * Changes properties of the field `name` (an undefined or empty value removes that property): refused
 * with the property at fault when the result breaks the contract's bounds or what the flow relies on
 * (a condition's field stays required and keeps the options it compares with).
 */
export function updateField(form: ApprovalForm, name: string, patch: FieldPatch, flow?: FlowNode): FormEdit {
  const index = indexOf(form, name);
  const current = form[index];
  if (!current) return refuse('该字段已不在表单中');
  const next: ApprovalFormField = { ...current };
  for (const [key, value] of Object.entries(patch) as [FieldProperty, unknown][]) {
    const empty = value === undefined || value === null || value === '' || value === false;
    if (empty && key !== 'label') delete next[key];
    else Object.assign(next, { [key]: value ?? '' });
  }
  const problem = updateProblem(next, flow);
  if (problem) return refuse(problem.reason, problem.property);
  return { ok: true, form: form.map((field, at) => (at === index ? next : field)), name };
}

/** Why `to` cannot be the field's new name, or undefined. */
export function nameProblem(form: ApprovalForm, from: string, to: string): string | undefined {
  if (!NAME_PATTERN.test(to)) return '字段标识须以英文字母开头，只含英文字母、数字和下划线，最多 32 个字符';
  if (to !== from && form.some((field) => field.name === to)) return `字段标识「${to}」已被其他字段使用`;
  return undefined;
}

function renamedRules(rules: FieldRule[], from: string, to: string): FieldRule[] {
  return rules.map((rule) => (rule.field === from ? { ...rule, field: to } : rule));
}

/** The flow with every mention of the field `from` (conditions, approvers, permissions) naming `to`. */
export function renameInFlow(node: FlowNode, from: string, to: string): FlowNode {
  const next: FlowNode = { ...node };
  if (node.formField === from) next.formField = to;
  if (node.fieldPermissions && from in node.fieldPermissions)
    next.fieldPermissions = Object.fromEntries(
      Object.entries(node.fieldPermissions).map(([key, access]) => [key === from ? to : key, access]),
    );
  if (node.conditionNodes)
    next.conditionNodes = node.conditionNodes.map((branch) => ({
      ...branch,
      ...(branch.conditionGroups
        ? {
            conditionGroups: branch.conditionGroups.map((group) => ({
              ...group,
              rules: renamedRules(group.rules, from, to),
            })),
          }
        : {}),
      ...(branch.childNode ? { childNode: renameInFlow(branch.childNode, from, to) } : {}),
    }));
  if (node.childNode) next.childNode = renameInFlow(node.childNode, from, to);
  return next;
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
  if (indexOf(form, from) === -1) return { ok: false, reason: '该字段已不在表单中' };
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

/** Whether the flow mentions the field `name` anywhere (conditions, approvers, permissions). */
export function flowMentions(flow: FlowNode | undefined, name: string): boolean {
  if (!flow) return false;
  const probe = '\u0000';
  return JSON.stringify(renameInFlow(flow, name, probe)) !== JSON.stringify(flow);
}

/**
 * Renames the field `from` in the form alone (the designer's 字段标识): refused while the flow mentions
 * it, since only `renameField` — with the flow — can follow the name there.
 */
export function renameFormField(form: ApprovalForm, from: string, to: string, flow?: FlowNode): FormEdit {
  if (indexOf(form, from) === -1) return refuse('该字段已不在表单中');
  if (to === from) return { ok: true, form, name: from };
  if (flowMentions(flow, from)) return refuse('流程中用到了该字段，不能修改字段标识');
  const problem = nameProblem(form, from, to);
  if (problem) return refuse(problem);
  return {
    ok: true,
    form: form.map((field) => (field.name === from ? { ...field, name: to } : field)),
    name: to,
  };
}
