import { LockOutlined } from '@ant-design/icons';
import { AmountInput } from '@core/crud';
import { AMOUNT_UNITS } from '@manifests/contracts/amount-units';
import type { FlowNode } from '@manifests/contracts/approval-flow';
import type { ApprovalFormField } from '@manifests/contracts/approval-form';
import {
  APPROVAL_FIELD_DESCRIPTION_MAX,
  APPROVAL_FIELD_LABEL_MAX,
  APPROVAL_FIELD_MAX_LENGTH_MAX,
  APPROVAL_FIELD_PLACEHOLDER_MAX,
} from '@manifests/contracts/approval-form-constants';
import { ADDED_FIELD_OPTIONAL_REASON, LOCKED_FIELD_REASON } from '@manifests/contracts/approval-form-locks';
import { Alert, Form, Input, InputNumber, Radio, Switch, Tag, Tooltip } from 'antd';
import { useEffect } from 'react';
import { DefaultValueInput } from './default-value-input';
import { boundLabels, KIND_PROPERTIES } from './field-kinds';
import { FieldNameInput } from './field-name-input';
import {
  FIELD_KIND_NAMES,
  type FieldPatch,
  type FieldProperty,
  type FormEdit,
  fieldUses,
} from './form-model';
import { OptionsEditor } from './options-editor';

type Values = FieldPatch;

function valuesOf(field: ApprovalFormField): Values {
  return {
    label: field.label,
    placeholder: field.placeholder ?? '',
    required: field.required ?? false,
    options: field.options,
    min: field.min,
    max: field.max,
    maxLength: field.maxLength,
    multiple: field.multiple ?? false,
    description: field.description ?? '',
    defaultValue: field.defaultValue,
    unit: field.unit ?? '元',
    conditionable: field.conditionable !== false,
  };
}

const PROPERTIES: readonly FieldProperty[] = Object.keys(
  valuesOf({ name: 'x', label: 'x', kind: 'text' }),
) as FieldProperty[];

export interface FieldPropertiesProps {
  field: ApprovalFormField;
  flow?: FlowNode;
  readOnly: boolean;
  /** The form has fields an area fills (an approval type's): a field added beside them stays optional. */
  addedFieldsOptional?: boolean;
  /** Applies a change of properties; a refusal comes back with the property at fault. */
  onUpdate(patch: FieldPatch): FormEdit;
  onRename(to: string): FormEdit;
}

/** A bound (min or max): an amount in yuan (held in fen), a count, or a number. */
function BoundInput({
  kind,
  unit,
  ...control
}: {
  kind: ApprovalFormField['kind'];
  unit?: ApprovalFormField['unit'];
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  disabled?: boolean;
}) {
  if (kind === 'amount') return <AmountInput {...control} unit={unit} />;
  const counts = kind === 'multiSelect' || kind === 'attachment';
  return (
    <InputNumber
      {...control}
      onChange={(next) => control.onChange?.(next ?? undefined)}
      min={counts ? 0 : undefined}
      precision={counts ? 0 : undefined}
      style={{ width: '100%' }}
    />
  );
}

/** What 必填 says under it: a condition needs it, or a field added beside an area's stays optional. */
function requiredNote(inCondition: boolean, addedBesideLocked: boolean): string | undefined {
  if (inCondition) return '流程条件使用了该字段，须为必填';
  return addedBesideLocked ? ADDED_FIELD_OPTIONAL_REASON : undefined;
}

/**
 * The selected field's properties (an antd form in the panel): what applies to its kind, each change
 * applied at once through the model; a refusal shows under the property at fault and is not applied.
 */
export function FieldProperties({
  field,
  flow,
  readOnly,
  addedFieldsOptional = false,
  onUpdate,
  onRename,
}: FieldPropertiesProps) {
  const [form] = Form.useForm<Values>();
  const shown = new Set(KIND_PROPERTIES[field.kind]);
  const inCondition = fieldUses(flow, field.name).some((use) => use.kind === 'condition');
  const bounds = boundLabels(field.kind);
  const locked = field.locked === true;
  // What a locked field keeps as the area declared it: disabled, a lock beside its label says why.
  const lock = locked ? { tooltip: { title: LOCKED_FIELD_REASON, icon: <LockOutlined /> } } : {};
  const fixed = readOnly || locked;

  // A change from outside (undo, redo): the panel shows the field as it now is.
  useEffect(() => {
    form.setFieldsValue(valuesOf(field));
  }, [form, field]);

  const onValuesChange = (changed: Values) => {
    const edit = onUpdate(changed);
    const keys = Object.keys(changed) as FieldProperty[];
    if (edit.ok) form.setFields(PROPERTIES.map((name) => ({ name, errors: [] })));
    else form.setFields([{ name: edit.property ?? keys[0] ?? 'label', errors: [edit.reason] }]);
  };

  const isDescription = field.kind === 'description';
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="form-designer-properties"
      initialValues={valuesOf(field)}
      onValuesChange={onValuesChange}
      disabled={readOnly}
      aria-label={`「${field.label}」的属性`}
    >
      {locked && (
        <Alert
          className="field-properties__locked"
          type="info"
          showIcon
          icon={<LockOutlined />}
          title="业务字段"
          description={`${LOCKED_FIELD_REASON}；可以修改提示文字、填写说明和默认值。`}
        />
      )}
      <p className="field-properties__kind">
        字段类型：<Tag>{FIELD_KIND_NAMES[field.kind]}</Tag>
        {locked && (
          <Tooltip title={LOCKED_FIELD_REASON}>
            <LockOutlined aria-label="类型已锁定" />
          </Tooltip>
        )}
      </p>
      <Form.Item label={isDescription ? '标题' : '字段名称'} name="label" required {...lock}>
        <Input maxLength={APPROVAL_FIELD_LABEL_MAX} showCount disabled={fixed} />
      </Form.Item>
      {shown.has('placeholder') && (
        <Form.Item label="提示文字" name="placeholder" extra="留空时显示「请输入」或「请选择」加字段名称">
          <Input maxLength={APPROVAL_FIELD_PLACEHOLDER_MAX} />
        </Form.Item>
      )}
      {shown.has('required') && (
        <Form.Item
          label="必填"
          name="required"
          valuePropName="checked"
          extra={requiredNote(inCondition, !locked && addedFieldsOptional)}
          {...lock}
        >
          <Switch
            disabled={
              fixed ||
              (inCondition && field.required === true) ||
              (addedFieldsOptional && field.required !== true)
            }
          />
        </Form.Item>
      )}
      {shown.has('conditionable') && (
        <Form.Item
          label="可作为流程条件"
          name="conditionable"
          valuePropName="checked"
          extra={inCondition ? '流程条件正在使用该字段' : '关闭后，流程配置的条件中不能选择该字段'}
        >
          <Switch disabled={readOnly || (inCondition && field.conditionable !== false)} />
        </Form.Item>
      )}
      {shown.has('unit') && (
        <Form.Item label="金额单位" name="unit" extra="发起人按该单位填写，金额精确到分" {...lock}>
          <Radio.Group
            disabled={fixed}
            optionType="button"
            options={AMOUNT_UNITS.map((unit) => ({ label: unit, value: unit }))}
          />
        </Form.Item>
      )}
      {shown.has('options') && (
        <Form.Item label="选项" name="options" extra={locked ? undefined : '拖动调整选项的顺序'} {...lock}>
          <OptionsEditor disabled={fixed} />
        </Form.Item>
      )}
      {shown.has('min') && (
        <Form.Item label={bounds.min} name="min" {...lock}>
          <BoundInput kind={field.kind} unit={field.unit} disabled={fixed} />
        </Form.Item>
      )}
      {shown.has('max') && (
        <Form.Item label={bounds.max} name="max" {...lock}>
          <BoundInput kind={field.kind} unit={field.unit} disabled={fixed} />
        </Form.Item>
      )}
      {shown.has('maxLength') && (
        <Form.Item label="最多字数" name="maxLength" extra="留空时不限" {...lock}>
          <InputNumber
            min={1}
            max={APPROVAL_FIELD_MAX_LENGTH_MAX}
            precision={0}
            style={{ width: '100%' }}
            disabled={fixed}
          />
        </Form.Item>
      )}
      {shown.has('defaultValue') && (
        <Form.Item label="默认值" name="defaultValue" extra="发起审批时预先填入，发起人可以修改">
          <DefaultValueInput field={field} />
        </Form.Item>
      )}
      {shown.has('multiple') && (
        <Form.Item label="可多选" name="multiple" valuePropName="checked" {...lock}>
          <Switch disabled={fixed} />
        </Form.Item>
      )}
      <Form.Item
        label={isDescription ? '说明文字' : '填写说明'}
        name="description"
        required={isDescription}
        extra={isDescription ? undefined : '显示在字段下方，帮助发起人填写'}
      >
        <Input.TextArea
          maxLength={APPROVAL_FIELD_DESCRIPTION_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          showCount
        />
      </Form.Item>
      {!isDescription && (
        <FieldNameInput
          key={field.name}
          name={field.name}
          disabled={fixed}
          lockedReason={locked ? LOCKED_FIELD_REASON : undefined}
          onRename={onRename}
        />
      )}
    </Form>
  );
}
