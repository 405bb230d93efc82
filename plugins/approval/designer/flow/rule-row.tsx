import { DeleteOutlined } from '@ant-design/icons';
import { formatAmountIn, parseAmountIn } from '@core';
import type { FieldOperator, FieldRule } from '@manifests/contracts/approval-flow';
import type { ApprovalFieldKind, ApprovalForm, ApprovalFormField } from '@manifests/contracts/approval-form';
import { isConditionable } from '@manifests/contracts/approval-form-constants';
import { Button, Input, InputNumber, Select } from 'antd';

/** Which operators each kind of field can be compared with (what the server's rules accept). */
export const OPERATORS_BY_KIND: Partial<Record<ApprovalFieldKind, FieldOperator[]>> = {
  number: ['gt', 'gte', 'lt', 'lte', 'eq', 'between'],
  amount: ['gt', 'gte', 'lt', 'lte', 'eq', 'between'],
  date: ['before', 'after', 'eq', 'between'],
  dateRange: ['before', 'after', 'eq', 'between'],
  select: ['in', 'notIn', 'eq'],
  multiSelect: ['in', 'notIn'],
  text: ['eq'],
};

const OPERATOR_LABELS: Record<FieldOperator, string> = {
  lt: '小于',
  lte: '小于等于',
  eq: '等于',
  gte: '大于等于',
  gt: '大于',
  between: '介于',
  in: '属于',
  notIn: '不属于',
  before: '早于',
  after: '晚于',
};

/** The form's fields a condition can be on: a kind it can compare, not marked 不可作为流程条件. */
export const conditionFields = (form: ApprovalForm) =>
  form.filter((field) => OPERATORS_BY_KIND[field.kind] && isConditionable(field));

/** Why a rule's field cannot be chosen for a condition any more, as its option says; undefined when it can. */
function unusableNote(field: ApprovalFormField): string | undefined {
  if (!isConditionable(field)) return '不可作为条件';
  return field.required ? undefined : '非必填';
}

/** A rule on a field as it starts: its first operator and an empty value of the right kind. */
export function newRule(field: ApprovalFormField, operator?: FieldOperator): FieldRule {
  const chosen = operator ?? OPERATORS_BY_KIND[field.kind]![0]!;
  const numeric = field.kind === 'number' || field.kind === 'amount';
  const list = chosen === 'in' || chosen === 'notIn';
  const value = list ? [] : numeric ? 0 : '';
  return {
    field: field.name,
    operator: chosen,
    value,
    ...(chosen === 'between' ? { value2: numeric ? 0 : '' } : {}),
  };
}

/** An amount in fen as the number typed in the field's unit (元 or 万元). */
const inUnit = (fen: unknown, unit: ApprovalFormField['unit']) =>
  typeof fen === 'number' && Number.isSafeInteger(fen) ? Number(formatAmountIn(fen, unit)) : null;

function ValueInput({
  field,
  rule,
  which,
  onChange,
}: {
  field: ApprovalFormField;
  rule: FieldRule;
  which: 'value' | 'value2';
  onChange(value: FieldRule['value']): void;
}) {
  const current = rule[which];
  const label = which === 'value' ? `${field.label}的比较值` : `${field.label}的上限`;
  switch (field.kind) {
    case 'amount':
      return (
        <InputNumber<number>
          aria-label={label}
          precision={field.unit === '万元' ? undefined : 2}
          suffix={field.unit ?? '元'}
          value={inUnit(current, field.unit)}
          onChange={(typed) => {
            const fen = typed === null ? undefined : parseAmountIn(String(typed), field.unit);
            if (fen !== undefined) onChange(fen);
          }}
        />
      );
    case 'number':
      return (
        <InputNumber<number>
          aria-label={label}
          value={typeof current === 'number' ? current : null}
          onChange={(number) => number !== null && onChange(number)}
        />
      );
    case 'date':
    case 'dateRange':
      return (
        <Input
          type="date"
          aria-label={label}
          value={typeof current === 'string' ? current : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'select':
    case 'multiSelect': {
      const options = (field.options ?? []).map((option) => ({ value: option.value, label: option.label }));
      if (rule.operator === 'eq')
        return (
          <Select<string>
            aria-label={label}
            value={typeof current === 'string' && current !== '' ? current : undefined}
            options={options}
            placeholder="请选择"
            onChange={(value) => onChange(value)}
          />
        );
      return (
        <Select<string[]>
          aria-label={label}
          mode="multiple"
          value={Array.isArray(current) ? current : []}
          options={options}
          placeholder="请选择"
          onChange={(value) => onChange(value)}
        />
      );
    }
    default:
      return (
        <Input
          aria-label={label}
          maxLength={30}
          value={typeof current === 'string' ? current : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/** One condition: field, operator, value (and upper bound for 介于), and a remove button. */
export function RuleRow({
  rule,
  form,
  readOnly,
  onChange,
  onRemove,
}: {
  rule: FieldRule;
  form: ApprovalForm;
  readOnly: boolean;
  onChange(rule: FieldRule): void;
  onRemove(): void;
}) {
  const field = form.find((one) => one.name === rule.field);
  // The rule's own field stays listed when it may no longer be chosen, so the rule still reads.
  const fields = conditionFields(form);
  if (field && !fields.includes(field)) fields.push(field);
  const note = field && unusableNote(field);
  const operators = field ? (OPERATORS_BY_KIND[field.kind] ?? []) : [];
  return (
    <div className="atrium-flow-rule" data-rule-field={rule.field}>
      <Select<string>
        aria-label="条件字段"
        className="atrium-flow-rule__field"
        disabled={readOnly}
        value={rule.field}
        status={field && note === undefined ? undefined : 'error'}
        options={[
          ...fields.map((one) => {
            const why = unusableNote(one);
            return { value: one.name, label: why ? `${one.label}（${why}）` : one.label, disabled: !!why };
          }),
          ...(field ? [] : [{ value: rule.field, label: '已删除的字段', disabled: true }]),
        ]}
        onChange={(name) => {
          const next = form.find((one) => one.name === name);
          if (next) onChange(newRule(next));
        }}
      />
      {field && (
        <>
          <Select<FieldOperator>
            aria-label="比较方式"
            className="atrium-flow-rule__operator"
            disabled={readOnly}
            value={rule.operator}
            options={operators.map((operator) => ({ value: operator, label: OPERATOR_LABELS[operator] }))}
            onChange={(operator) => onChange(newRule(field, operator))}
          />
          <span className="atrium-flow-rule__value">
            <ValueInput
              field={field}
              rule={rule}
              which="value"
              onChange={(value) => onChange({ ...rule, value })}
            />
            {rule.operator === 'between' && (
              <>
                <span>至</span>
                <ValueInput
                  field={field}
                  rule={rule}
                  which="value2"
                  onChange={(value2) => onChange({ ...rule, value2: value2 as number | string })}
                />
              </>
            )}
          </span>
        </>
      )}
      {!readOnly && (
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label="删除此条件"
          onClick={onRemove}
        />
      )}
    </div>
  );
}
