import { type Static, Type } from 'typebox';
import { AMOUNT_UNITS, type AmountUnit } from './amount-units';
import {
  APPROVAL_FIELD_DESCRIPTION_MAX,
  APPROVAL_FIELD_KINDS,
  APPROVAL_FIELD_LABEL_MAX,
  APPROVAL_FIELD_MAX_LENGTH_MAX,
  APPROVAL_FIELD_OPTIONS_MAX,
  APPROVAL_FIELD_PLACEHOLDER_MAX,
  APPROVAL_FORM_FIELDS_MAX,
  APPROVAL_OPTION_LABEL_MAX,
  APPROVAL_OPTION_VALUE_MAX,
  type ApprovalFieldKind,
  FORM_FIELD_NAME_PATTERN,
} from './approval-form-constants';
import { OptionalPlainText, PlainName } from './fields';

export * from './amount-units';
export * from './approval-form-constants';
export * from './approval-form-locks';

/**
 * An approval template's form, as stored in each published version and sent to the console, which
 * renders it with the CRUD kit's `SchemaForm` (core/crud/schema-form: the same kinds and meanings).
 * What a value is per kind: text/textarea → string; number → number; amount → integer fen; date →
 * `YYYY-MM-DD`; dateRange → `[start, end]`; select → an option's value; multiSelect → values;
 * member/department → a uniqueId (an array when `multiple`); attachment → stored files; description →
 * nothing (text shown in the form).
 */

/** A field's key in the form's values: what conditions and field permissions name. */
export const FormFieldName = Type.String({ title: '字段标识', pattern: FORM_FIELD_NAME_PATTERN });

export const ApprovalFieldOption = Type.Object(
  {
    label: PlainName('选项', APPROVAL_OPTION_LABEL_MAX),
    value: Type.String({ title: '选项值', minLength: 1, maxLength: APPROVAL_OPTION_VALUE_MAX }),
  },
  { additionalProperties: false },
);

export const ApprovalFormField = Type.Object(
  {
    name: FormFieldName,
    label: PlainName('字段名称', APPROVAL_FIELD_LABEL_MAX),
    kind: Type.Unsafe<ApprovalFieldKind>(
      Type.Union(
        APPROVAL_FIELD_KINDS.map((kind) => Type.Literal(kind)),
        { title: '字段类型' },
      ),
    ),
    required: Type.Optional(Type.Boolean({ title: '必填' })),
    placeholder: Type.Optional(OptionalPlainText('提示文字', APPROVAL_FIELD_PLACEHOLDER_MAX)),
    options: Type.Optional(
      Type.Array(ApprovalFieldOption, { title: '选项', maxItems: APPROVAL_FIELD_OPTIONS_MAX }),
    ),
    /** number: the value; amount: fen; multiSelect/attachment: how many. */
    min: Type.Optional(Type.Number({ title: '最小值' })),
    max: Type.Optional(Type.Number({ title: '最大值' })),
    maxLength: Type.Optional(
      Type.Integer({ title: '最多字数', minimum: 1, maximum: APPROVAL_FIELD_MAX_LENGTH_MAX }),
    ),
    /** Help under the field; the text itself for a `description`. */
    description: Type.Optional(Type.String({ title: '说明', maxLength: APPROVAL_FIELD_DESCRIPTION_MAX })),
    multiple: Type.Optional(Type.Boolean({ title: '可多选' })),
    /**
     * What the start form is filled with, of the field's own value kind (text/textarea, number, amount
     * in fen, date, select's option value, multiSelect's values): approval-form-defaults.ts checks it
     * suits the field.
     */
    defaultValue: Type.Optional(
      Type.Union(
        [
          Type.String({ maxLength: APPROVAL_FIELD_MAX_LENGTH_MAX }),
          Type.Number(),
          Type.Array(Type.String({ minLength: 1, maxLength: APPROVAL_OPTION_VALUE_MAX }), {
            maxItems: APPROVAL_FIELD_OPTIONS_MAX,
          }),
        ],
        { title: '默认值' },
      ),
    ),
    /** amount: the unit it is typed and read in (the value stays fen); 元 when left out. */
    unit: Type.Optional(
      Type.Unsafe<AmountUnit>(
        Type.Union(
          AMOUNT_UNITS.map((unit) => Type.Literal(unit)),
          { title: '金额单位' },
        ),
      ),
    ),
    /** false: the flow's conditions may not use the field (left out: they may, when its kind can be compared). */
    conditionable: Type.Optional(Type.Boolean({ title: '可作为流程条件' })),
    /**
     * true: a field an area's approval type fills (its default template's fields): 表单配置 may not
     * remove it nor change what approval-form-locks.ts lists. The server sets it from the type, whatever
     * a client sends.
     */
    locked: Type.Optional(Type.Boolean({ title: '业务字段' })),
  },
  { additionalProperties: false },
);
export type ApprovalFormField = Static<typeof ApprovalFormField>;

export const ApprovalForm = Type.Array(ApprovalFormField, {
  title: '表单',
  maxItems: APPROVAL_FORM_FIELDS_MAX,
});
export type ApprovalForm = Static<typeof ApprovalForm>;

/** A form's values by field name, as sent on start and with an action. */
export type ApprovalFormValues = Record<string, unknown>;
