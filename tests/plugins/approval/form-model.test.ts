import type { FlowNode } from '@manifests/contracts/approval-flow';
import type { ApprovalForm, ApprovalFormField } from '@manifests/contracts/approval-form';
import {
  APPROVAL_FIELD_KINDS,
  APPROVAL_FORM_FIELDS_MAX,
  type ApprovalFieldKind,
  CONDITION_FIELD_KINDS,
  DEFAULT_VALUE_KINDS,
  FORM_FIELD_NAME_PATTERN,
} from '@manifests/contracts/approval-form-constants';
import { KIND_PROPERTIES } from '@plugins/approval/designer/form/field-kinds';
import { CANVAS_END, dropEdit, paletteId, paletteKindOf } from '@plugins/approval/designer/form/form-drag';
import {
  addField,
  copyField,
  type FieldPatch,
  type FormEdit,
  fieldUses,
  flowMentions,
  insertionIndex,
  moveField,
  newField,
  newOption,
  removeField,
  renameField,
  renameFormField,
  updateField,
} from '@plugins/approval/designer/form/form-model';
import { LOCKED_FORM } from './support/locked-form';

const amount: ApprovalFormField = { name: 'amount', label: '金额', kind: 'amount', required: true };
const reason: ApprovalFormField = { name: 'reason', label: '事由', kind: 'textarea', required: true };
const category: ApprovalFormField = {
  name: 'category',
  label: '类别',
  kind: 'select',
  required: true,
  options: [
    { label: '差旅', value: 'travel' },
    { label: '餐费', value: 'meal' },
    { label: '办公', value: 'office' },
  ],
};
const payee: ApprovalFormField = { name: 'payee', label: '收款人', kind: 'member' };
const FORM: ApprovalForm = [amount, reason, category, payee];

/** 发起人 → a condition router (金额 > 1000 and 类别 in 差旅 / otherwise) → an approver from 收款人, nested. */
const FLOW: FlowNode = {
  nodeId: 'start',
  nodeName: '发起人',
  type: 'start',
  fieldPermissions: { amount: 'read', reason: 'edit' },
  childNode: {
    nodeId: 'router',
    nodeName: '条件分支',
    type: 'condition',
    conditionNodes: [
      {
        nodeId: 'big',
        nodeName: '大额差旅',
        priorityLevel: 1,
        conditionGroups: [
          {
            operator: 'and',
            rules: [
              { field: 'amount', operator: 'gt', value: 100000 },
              { field: 'category', operator: 'in', value: ['travel'] },
            ],
          },
        ],
        childNode: {
          nodeId: 'inner',
          nodeName: '内层分支',
          type: 'condition',
          conditionNodes: [
            {
              nodeId: 'huge',
              nodeName: '特大额',
              priorityLevel: 1,
              conditionGroups: [
                { operator: 'or', rules: [{ field: 'amount', operator: 'gte', value: 1000000 }] },
              ],
            },
            { nodeId: 'inner-other', nodeName: '其他情况', priorityLevel: 2, isDefault: true },
          ],
        },
      },
      { nodeId: 'other', nodeName: '其他情况', priorityLevel: 2, isDefault: true },
    ],
    childNode: { nodeId: 'pay', nodeName: '收款确认', type: 'approver', settype: 7, formField: 'payee' },
  },
};

/** The field after the patch has what `expected` says; a key expected undefined is gone from it. */
function expectUpdated(field: ApprovalFormField, patch: FieldPatch, expected: Partial<ApprovalFormField>) {
  const edit = updateField([field], field.name, patch);
  if (!edit.ok) throw new Error(edit.reason);
  const next = edit.form[0] as ApprovalFormField;
  for (const [key, value] of Object.entries(expected)) {
    if (value === undefined) expect(key in next).toBe(false);
    else expect(next[key as keyof ApprovalFormField]).toEqual(value);
  }
}

const names = (edit: FormEdit) => (edit.ok ? edit.form.map((field) => field.name) : edit.reason);
const full = (): ApprovalForm =>
  Array.from({ length: APPROVAL_FORM_FIELDS_MAX }, (_, at) => ({
    name: `text${at + 1}`,
    label: `文本${at + 1}`,
    kind: 'text',
  }));

describe('form model: adding a field', () => {
  it.each(APPROVAL_FIELD_KINDS.map((kind) => [kind]))('adds a %s with a valid, unused name', (kind) => {
    const form: ApprovalForm = [{ name: `${kind}1`, label: '已有', kind }];
    const edit = addField(form, kind as ApprovalFieldKind);
    if (!edit.ok) throw new Error(edit.reason);
    expect(edit.name).toBe(`${kind}2`);
    expect(edit.name).toMatch(new RegExp(FORM_FIELD_NAME_PATTERN));
    expect(edit.form.map((field) => field.name)).toEqual([`${kind}1`, `${kind}2`]);
    expect(edit.form[1]?.kind).toBe(kind);
  });

  it.each([
    [
      'select',
      {
        label: '单选',
        options: [
          { label: '选项1', value: 'option1' },
          { label: '选项2', value: 'option2' },
        ],
      },
    ],
    [
      'multiSelect',
      {
        label: '多选',
        options: [
          { label: '选项1', value: 'option1' },
          { label: '选项2', value: 'option2' },
        ],
      },
    ],
    ['description', { label: '说明文字', description: '请在此填写说明文字' }],
    ['amount', { label: '金额2' }],
    ['textarea', { label: '多行文本' }],
  ] as const)('a new %s starts as %o (a label not yet in the form)', (kind, expected) => {
    expect(newField(FORM, kind)).toMatchObject(expected);
  });

  it.each([
    ['at the end', FORM.length, ['amount', 'reason', 'category', 'payee', 'text1']],
    ['at the start', 0, ['text1', 'amount', 'reason', 'category', 'payee']],
    ['in the middle', 2, ['amount', 'reason', 'text1', 'category', 'payee']],
    ['past the end (kept at the end)', 99, ['amount', 'reason', 'category', 'payee', 'text1']],
  ])('adds %s', (_, at, expected) => {
    expect(names(addField(FORM, 'text', at))).toEqual(expected);
  });

  it.each([
    ['nothing selected: the end', undefined, 4],
    ['after the selected field', 'reason', 2],
    ['after the last', 'payee', 4],
    ['a selection no longer there: the end', 'gone', 4],
  ])('clicks add %s', (_, selected, expected) => {
    expect(insertionIndex(FORM, selected)).toBe(expected);
  });

  it('refuses a field past the limit', () => {
    expect(addField(full(), 'text')).toEqual({ ok: false, reason: '表单最多 60 个字段' });
  });
});

describe('form model: moving, copying, removing', () => {
  it.each([
    ['down to the end', 'amount', 3, ['reason', 'category', 'payee', 'amount']],
    ['up to the start', 'payee', 0, ['payee', 'amount', 'reason', 'category']],
    ['one down', 'reason', 2, ['amount', 'category', 'reason', 'payee']],
    ['to where it is', 'reason', 1, ['amount', 'reason', 'category', 'payee']],
    ['below zero (kept first)', 'category', -3, ['category', 'amount', 'reason', 'payee']],
    ['a field not there', 'gone', 0, '该字段已不在表单中'],
  ])('moves %s', (_, name, to, expected) => {
    expect(names(moveField(FORM, name, to))).toEqual(expected);
  });

  it.each([
    ['a select, options and all, right after it', 'category', '类别副本', 'select1'],
    ['a field whose copy exists already', 'amount', '金额副本2', 'amount1'],
  ])('copies %s', (_, name, label, copyName) => {
    const form = name === 'amount' ? [...FORM, { ...amount, name: 'amountCopy', label: '金额副本' }] : FORM;
    const edit = copyField(form, name);
    if (!edit.ok) throw new Error(edit.reason);
    const at = edit.form.findIndex((field) => field.name === name);
    const copy = edit.form[at + 1];
    const original = form.find((field) => field.name === name);
    expect(copy).toEqual({ ...original, name: copyName, label });
    expect(edit.name).toBe(copyName);
    expect(edit.form).toHaveLength(form.length + 1);
  });

  it('copies into a fresh object (editing the copy leaves the original alone) and cuts long labels', () => {
    const long: ApprovalFormField = { ...category, label: '一二三四五六七八九十一二三四五六七八九十' };
    const edit = copyField([long], 'category');
    if (!edit.ok) throw new Error(edit.reason);
    expect(edit.form[1]?.label).toBe('一二三四五六七八九十一二三四五六七八副本');
    expect(edit.form[1]?.options).not.toBe(long.options);
    expect(copyField(full(), 'text1')).toEqual({ ok: false, reason: '表单最多 60 个字段' });
  });

  it.each([
    [
      'a field a condition uses (in a nested branch too)',
      'amount',
      FLOW,
      '流程中条件「大额差旅」、「特大额」使用了字段「金额」，请先在流程配置中修改后再删除。',
    ],
    [
      'a field a condition uses',
      'category',
      FLOW,
      '流程中条件「大额差旅」使用了字段「类别」，请先在流程配置中修改后再删除。',
    ],
    [
      'the member field approvers come from',
      'payee',
      FLOW,
      '流程中节点「收款确认」的审批人使用了字段「收款人」，请先在流程配置中修改后再删除。',
    ],
  ])('refuses to remove %s, naming where', (_, name, flow, reasonText) => {
    expect(removeField(FORM, name, flow)).toEqual({ ok: false, reason: reasonText });
  });

  it.each([
    ['a field only field permissions mention', 'reason', FLOW, ['amount', 'category', 'payee'], 'category'],
    ['without a flow', 'amount', undefined, ['reason', 'category', 'payee'], 'reason'],
    [
      'the last field (its neighbour above selected)',
      'payee',
      undefined,
      ['amount', 'reason', 'category'],
      'category',
    ],
  ])('removes %s', (_, name, flow, expected, next) => {
    const edit = removeField(FORM, name, flow);
    expect(names(edit)).toEqual(expected);
    expect(edit.ok && edit.name).toBe(next);
  });

  it('removing the only field leaves nothing selected', () => {
    expect(removeField([reason], 'reason')).toEqual({ ok: true, form: [], name: '' });
  });
});

describe('form model: properties', () => {
  it.each<[string, ApprovalFormField, FieldPatch, Partial<ApprovalFormField>]>([
    ['a label', reason, { label: '报销事由' }, { label: '报销事由' }],
    ['a placeholder', reason, { placeholder: '请写明用途' }, { placeholder: '请写明用途' }],
    ['required off (a field no condition uses)', reason, { required: false }, { required: undefined }],
    ['a maximum length', reason, { maxLength: 200 }, { maxLength: 200 }],
    ['bounds of an amount (fen)', amount, { min: 100, max: 5000000 }, { min: 100, max: 5000000 }],
    ['a help text', amount, { description: '单位：元' }, { description: '单位：元' }],
    ['multiple members', payee, { multiple: true }, { multiple: true }],
    [
      'options reordered and one added',
      category,
      {
        options: [
          { label: '餐费', value: 'meal' },
          { label: '差旅', value: 'travel' },
          { label: '办公', value: 'office' },
          { label: '其他', value: 'option4' },
        ],
      },
      {
        options: [
          { label: '餐费', value: 'meal' },
          { label: '差旅', value: 'travel' },
          { label: '办公', value: 'office' },
          { label: '其他', value: 'option4' },
        ],
      },
    ],
    [
      'an emptied placeholder (removed)',
      { ...reason, placeholder: '旧的' },
      { placeholder: '' },
      { placeholder: undefined },
    ],
    ['a cleared bound (removed)', { ...amount, min: 1 }, { min: undefined }, { min: undefined }],
  ])('updates %s', (_, field, patch, expected) => {
    expectUpdated(field, patch, expected);
  });

  it.each<[string, ApprovalFormField, FieldPatch, string, string]>([
    ['an empty label', reason, { label: '' }, '请填写字段名称', 'label'],
    ['a blank label', reason, { label: '   ' }, '请填写字段名称', 'label'],
    [
      'a label too long',
      reason,
      { label: '一二三四五六七八九十一二三四五六七八九十一' },
      '字段名称最多 20 个字',
      'label',
    ],
    ['angle brackets', reason, { label: '<b>事由</b>' }, '字段名称不能包含尖括号或不可见字符', 'label'],
    ['spaces around', reason, { label: ' 事由' }, '字段名称的首尾不能是空格', 'label'],
    [
      'a placeholder too long',
      reason,
      { placeholder: '字'.repeat(51) },
      '提示文字最多 50 个字',
      'placeholder',
    ],
    ['a blank placeholder', reason, { placeholder: '  ' }, '提示文字不能只有空格', 'placeholder'],
    ['min above max', amount, { min: 500, max: 100 }, '最小值不能大于最大值', 'max'],
    ['a malformed amount', amount, { min: Number.NaN }, '最小值不是有效的数', 'min'],
    ['no count for attachments', { ...payee, kind: 'attachment' }, { max: 0 }, '个数须为正整数', 'max'],
    ['a maximum length of zero', reason, { maxLength: 0 }, '最多字数须在 1 到 5000 之间', 'maxLength'],
    [
      'a maximum length past the bound',
      reason,
      { maxLength: 5001 },
      '最多字数须在 1 到 5000 之间',
      'maxLength',
    ],
    ['help too long', reason, { description: '字'.repeat(501) }, '说明最多 500 个字', 'description'],
    [
      'an empty description text',
      { name: 'note', label: '说明', kind: 'description', description: '原文' },
      { description: '' },
      '请填写说明文字',
      'description',
    ],
    ['no options', category, { options: [] }, '至少需要一个选项', 'options'],
    ['an empty option', category, { options: [{ label: '', value: 'travel' }] }, '请填写选项', 'options'],
    [
      'two options alike',
      category,
      {
        options: [
          { label: '差旅', value: 'travel' },
          { label: '差旅', value: 'x' },
        ],
      },
      '选项「差旅」重复',
      'options',
    ],
    [
      'too many options',
      category,
      { options: Array.from({ length: 51 }, (_, at) => ({ label: `选项${at}`, value: `v${at}` })) },
      '最多 50 个选项',
      'options',
    ],
  ])('refuses %s, naming the property', (_, field, patch, reasonText, property) => {
    expect(updateField([field], field.name, patch)).toEqual({ ok: false, reason: reasonText, property });
  });

  it.each<[string, string, FieldPatch, string, string]>([
    [
      'required off for a field a condition uses',
      'amount',
      { required: false },
      '流程条件使用了该字段，须为必填',
      'required',
    ],
    [
      'an option a condition compares with removed',
      'category',
      {
        options: [
          { label: '餐费', value: 'meal' },
          { label: '办公', value: 'office' },
        ],
      },
      '流程条件使用了字段「类别」的选项「travel」，不能删除该选项',
      'options',
    ],
  ])('refuses %s (the flow relies on it)', (_, name, patch, reasonText, property) => {
    expect(updateField(FORM, name, patch, FLOW)).toEqual({ ok: false, reason: reasonText, property });
  });

  it('renames an option a condition uses (its value stays) and edits fields the flow does not need', () => {
    const renamed = updateField(FORM, 'category', { options: [{ label: '出差', value: 'travel' }] }, FLOW);
    expect(renamed.ok && renamed.form[2]?.options).toEqual([{ label: '出差', value: 'travel' }]);
    expect(updateField(FORM, 'reason', { required: false }, FLOW).ok).toBe(true);
    expect(updateField(FORM, 'gone', { label: '无' })).toEqual({ ok: false, reason: '该字段已不在表单中' });
  });

  it.each([
    [[], { label: '选项1', value: 'option1' }],
    [
      [
        { label: '选项1', value: 'option1' },
        { label: '选项2', value: 'option2' },
      ],
      { label: '选项3', value: 'option3' },
    ],
    [[{ label: '选项2', value: 'option1' }], { label: '选项3', value: 'option3' }],
    [[{ label: '甲', value: 'option2' }], { label: '选项2', value: 'option3' }],
  ])('a new option after %j is %j', (options, expected) => {
    expect(newOption(options)).toEqual(expected);
  });
});

describe('form model: default values, the amount unit, use in conditions', () => {
  const tags: ApprovalFormField = {
    name: 'tags',
    label: '标签',
    kind: 'multiSelect',
    options: [
      { label: '急', value: 'urgent' },
      { label: '大额', value: 'large' },
    ],
  };
  const day: ApprovalFormField = { name: 'day', label: '日期', kind: 'date' };

  it.each<[string, ApprovalFormField, FieldPatch, Partial<ApprovalFormField>]>([
    ['a text default', reason, { defaultValue: '出差' }, { defaultValue: '出差' }],
    ['an amount default in fen', amount, { defaultValue: 150000 }, { defaultValue: 150000 }],
    ['a day', day, { defaultValue: '2026-03-01' }, { defaultValue: '2026-03-01' }],
    ['an option', category, { defaultValue: 'meal' }, { defaultValue: 'meal' }],
    ['options', tags, { defaultValue: ['urgent', 'large'] }, { defaultValue: ['urgent', 'large'] }],
    [
      'a cleared default (removed)',
      { ...category, defaultValue: 'meal' },
      { defaultValue: undefined },
      { defaultValue: undefined },
    ],
    [
      'no options chosen (removed)',
      { ...tags, defaultValue: ['urgent'] },
      { defaultValue: [] },
      { defaultValue: undefined },
    ],
    ['the unit 万元', amount, { unit: '万元' }, { unit: '万元' }],
    ['the unit back to 元 (left out)', { ...amount, unit: '万元' }, { unit: '元' }, { unit: undefined }],
    ['not usable in conditions', amount, { conditionable: false }, { conditionable: false }],
    [
      'usable again (left out)',
      { ...amount, conditionable: false },
      { conditionable: true },
      { conditionable: undefined },
    ],
    [
      'options without the default option (the default goes)',
      { ...category, defaultValue: 'meal' },
      { options: [{ label: '差旅', value: 'travel' }] },
      { defaultValue: undefined },
    ],
    [
      'options without one of the default options (that one goes)',
      { ...tags, defaultValue: ['urgent', 'large'] },
      { options: [{ label: '大额', value: 'large' }] },
      { defaultValue: ['large'] },
    ],
  ])('updates %s', (_, field, patch, expected) => {
    expectUpdated(field, patch, expected);
  });

  it.each<[string, ApprovalFormField, FieldPatch, string, string]>([
    ['an option that is not there', category, { defaultValue: 'gift' }, '默认值须为选项之一', 'defaultValue'],
    ['a malformed amount', amount, { defaultValue: Number.NaN }, '默认值须为金额，精确到分', 'defaultValue'],
    [
      'an amount above the maximum',
      { ...amount, max: 100000 },
      { defaultValue: 100001 },
      '默认值不能大于 1000.00 元',
      'defaultValue',
    ],
    [
      'a day that does not exist',
      day,
      { defaultValue: '2026-02-30' },
      '默认值须为日期（年-月-日）',
      'defaultValue',
    ],
    [
      'more options than allowed',
      { ...tags, max: 1 },
      { defaultValue: ['urgent', 'large'] },
      '默认值最多选择 1 项',
      'defaultValue',
    ],
    [
      'a text past the maximum length',
      { ...reason, maxLength: 2 },
      { defaultValue: '出差报销' },
      '默认值不能超过 2 个字',
      'defaultValue',
    ],
    [
      'a maximum below the default (on the maximum)',
      { ...amount, unit: '万元', defaultValue: 2000000 },
      { max: 1000000 },
      '默认值不能大于 1.00 万元，请先修改默认值',
      'max',
    ],
  ])('refuses %s, naming the property', (_, field, patch, reasonText, property) => {
    expect(updateField([field], field.name, patch)).toEqual({ ok: false, reason: reasonText, property });
  });

  it.each(APPROVAL_FIELD_KINDS.map((kind) => [kind]))(
    'offers for a %s a default and 可作为流程条件 exactly where the contract allows them',
    (kind) => {
      const offered = KIND_PROPERTIES[kind];
      expect(offered.includes('defaultValue')).toBe(DEFAULT_VALUE_KINDS.includes(kind));
      expect(offered.includes('conditionable')).toBe(CONDITION_FIELD_KINDS.includes(kind));
      expect(offered.includes('unit')).toBe(kind === 'amount');
    },
  );

  it('keeps a field a condition uses usable in conditions', () => {
    expect(updateField(FORM, 'amount', { conditionable: false }, FLOW)).toEqual({
      ok: false,
      reason: '流程条件使用了该字段，须可作为流程条件',
      property: 'conditionable',
    });
    expect(updateField(FORM, 'reason', { conditionable: false }, FLOW).ok).toBe(true);
  });
});

describe('form model: the flow and renaming', () => {
  it('finds every use of a field in the flow, nested branches and approvers included', () => {
    expect(fieldUses(FLOW, 'amount').map((use) => [use.nodeId, use.kind, use.rules.length])).toEqual([
      ['big', 'condition', 1],
      ['huge', 'condition', 1],
    ]);
    expect(fieldUses(FLOW, 'payee').map((use) => [use.nodeId, use.kind])).toEqual([['pay', 'approver']]);
    expect(fieldUses(FLOW, 'reason')).toEqual([]);
    expect(fieldUses(undefined, 'amount')).toEqual([]);
  });

  it.each([
    ['amount', true],
    ['reason', true],
    ['payee', true],
    ['category', true],
    ['note', false],
  ])('the flow mentions %s: %s', (name, expected) => {
    expect(flowMentions(FLOW, name)).toBe(expected);
  });

  it('follows a rename through conditions (nested too), approvers and field permissions', () => {
    const edit = renameField(FORM, FLOW, 'amount', 'total');
    if (!edit.ok) throw new Error(edit.reason);
    expect(edit.form.map((field) => field.name)).toEqual(['total', 'reason', 'category', 'payee']);
    expect(fieldUses(edit.flow, 'amount')).toEqual([]);
    expect(fieldUses(edit.flow, 'total').map((use) => use.nodeId)).toEqual(['big', 'huge']);
    expect(edit.flow.fieldPermissions).toEqual({ total: 'read', reason: 'edit' });
    expect(FLOW.fieldPermissions).toEqual({ amount: 'read', reason: 'edit' });
    const payee = renameField(FORM, FLOW, 'payee', 'receiver');
    expect(payee.ok && payee.flow.childNode?.childNode?.formField).toBe('receiver');
  });

  it.each([
    ['a taken name', 'reason', '字段标识「reason」已被其他字段使用'],
    [
      'a name starting with a digit',
      '1amount',
      '字段标识须以英文字母开头，只含英文字母、数字和下划线，最多 32 个字符',
    ],
    ['Chinese', '金额', '字段标识须以英文字母开头，只含英文字母、数字和下划线，最多 32 个字符'],
    [
      'a name too long',
      `a${'b'.repeat(32)}`,
      '字段标识须以英文字母开头，只含英文字母、数字和下划线，最多 32 个字符',
    ],
  ])('refuses to rename to %s', (_, to, reasonText) => {
    expect(renameField(FORM, FLOW, 'amount', to)).toEqual({ ok: false, reason: reasonText });
  });

  it.each([
    [
      'a field the flow does not mention',
      FORM,
      'payee',
      'receiver',
      undefined,
      ['amount', 'reason', 'category', 'receiver'],
    ],
    [
      'to itself (nothing changes)',
      FORM,
      'amount',
      'amount',
      FLOW,
      ['amount', 'reason', 'category', 'payee'],
    ],
    ['a field the flow mentions', FORM, 'amount', 'total', FLOW, '流程中用到了该字段，不能修改字段标识'],
    ['to a taken name', FORM, 'payee', 'amount', undefined, '字段标识「amount」已被其他字段使用'],
  ])('renames in the form alone: %s', (_, form, from, to, flow, expected) => {
    expect(names(renameFormField(form, from, to, flow))).toEqual(expected);
  });
});

describe('form designer: what a drop does', () => {
  it.each([
    [
      'a palette entry on a field: before it',
      'palette:number',
      'reason',
      false,
      ['amount', 'number1', 'reason', 'category', 'payee'],
    ],
    [
      'a palette entry on a field, dropped below its middle: after it',
      'palette:number',
      'reason',
      true,
      ['amount', 'reason', 'number1', 'category', 'payee'],
    ],
    [
      'a palette entry on the end zone: last',
      'palette:date',
      CANVAS_END,
      false,
      ['amount', 'reason', 'category', 'payee', 'date1'],
    ],
    [
      'a field on another: takes its place',
      'amount',
      'category',
      false,
      ['reason', 'category', 'amount', 'payee'],
    ],
    ['a field on the end zone: last', 'reason', CANVAS_END, false, ['amount', 'category', 'payee', 'reason']],
  ])('%s', (_, active, over, below, expected) => {
    const edit = dropEdit(FORM, active, over, below);
    expect(edit && names(edit)).toEqual(expected);
  });

  it.each([
    ['nowhere', 'palette:text', undefined],
    ['a field on itself', 'amount', 'amount'],
  ])('does nothing for %s', (_, active, over) => {
    expect(dropEdit(FORM, active, over)).toBeUndefined();
  });

  it('knows palette ids from field names', () => {
    expect(paletteKindOf(paletteId('dateRange'))).toBe('dateRange');
    expect(paletteKindOf('amount')).toBeUndefined();
  });
});

describe('form model: the fields an approval type locks', () => {
  const form = LOCKED_FORM;
  const [rent, kind, note] = LOCKED_FORM as [ApprovalFormField, ApprovalFormField, ApprovalFormField];
  const refusal = (edit: FormEdit | ReturnType<typeof renameField>) => (edit.ok ? undefined : edit.reason);

  it('refuses to remove or rename a locked field, saying why; the administrator’s field is theirs', () => {
    expect(refusal(removeField(form, 'rent'))).toBe('字段「月租金」由业务模块填写，不能删除');
    expect(refusal(renameFormField(form, 'rent', 'monthly'))).toBe(
      '字段「月租金」由业务模块填写，不能修改字段标识',
    );
    expect(
      refusal(renameField(form, { nodeId: 'start', nodeName: '发起人', type: 'start' }, 'rent', 'x')),
    ).toBe('字段「月租金」由业务模块填写，不能修改字段标识');
    expect(removeField(form, 'contact')).toMatchObject({ ok: true });
    expect(renameFormField(form, 'contact', 'person')).toMatchObject({ ok: true });
  });

  it('refuses a change of what the area relies on, on its property; takes what it may change', () => {
    expect(updateField(form, 'rent', { label: '租金' })).toEqual({
      ok: false,
      reason: '字段「月租金」由业务模块填写，不能修改名称',
      property: 'label',
    });
    expect(updateField(form, 'rent', { required: false })).toMatchObject({ ok: false, property: 'required' });
    expect(updateField(form, 'rent', { max: 100 })).toMatchObject({
      ok: false,
      reason: '字段「月租金」由业务模块填写，不能修改最大值',
    });
    expect(
      updateField(form, 'leaseKind', {
        options: [...(kind.options ?? []), { label: '续签', value: 'renewal' }],
      }),
    ).toMatchObject({ ok: false, reason: '字段「租约类型」由业务模块填写，不能修改选项' });
    // The panel restating a value (元 for an amount left without a unit) changes nothing: taken.
    const edit = updateField(form, 'rent', {
      placeholder: '按月计',
      unit: '元',
      label: '月租金',
      required: true,
    });
    expect(edit).toMatchObject({ ok: true });
    expect((edit as { form: ApprovalForm }).form[0]).toEqual({ ...rent, placeholder: '按月计' });
  });

  it('keeps a field added beside locked ones optional, and a copy of a locked field unlocked and optional', () => {
    expect(updateField(form, 'contact', { required: true })).toEqual({
      ok: false,
      reason: '业务模块发起审批时不会填写新添加的字段，只能添加非必填字段',
      property: 'required',
    });
    const copied = copyField(form, 'rent') as { ok: true; form: ApprovalForm };
    expect(copied.form[1]).toEqual({ name: 'amount1', label: '月租金副本', kind: 'amount' });
    // A form with no locked field: any field may be required.
    expect(updateField([note], 'contact', { required: true })).toMatchObject({ ok: true });
  });
});
