/**
 * The approval form's kinds and limits as plain values: the contract (approval-form.ts) builds its
 * schemas from them, and the console (the form designer) may import them at run time without bringing
 * typebox along.
 */

export const APPROVAL_FIELD_KINDS = [
  'text',
  'textarea',
  'number',
  'amount',
  'date',
  'dateRange',
  'select',
  'multiSelect',
  'member',
  'department',
  'attachment',
  'description',
] as const;
export type ApprovalFieldKind = (typeof APPROVAL_FIELD_KINDS)[number];

export const APPROVAL_FORM_FIELDS_MAX = 60;
export const APPROVAL_FIELD_OPTIONS_MAX = 50;
export const APPROVAL_FIELD_LABEL_MAX = 20;
export const APPROVAL_FIELD_PLACEHOLDER_MAX = 50;
export const APPROVAL_OPTION_LABEL_MAX = 30;
export const APPROVAL_OPTION_VALUE_MAX = 30;
export const APPROVAL_FIELD_DESCRIPTION_MAX = 500;
export const APPROVAL_FIELD_MAX_LENGTH_MAX = 5000;
/** A field's key in the form's values (FormFieldName's pattern). */
export const FORM_FIELD_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,31}$';

/** Kinds a flow's condition can compare (what `operatorSuits` accepts). */
export const CONDITION_FIELD_KINDS: readonly ApprovalFieldKind[] = [
  'text',
  'number',
  'amount',
  'date',
  'dateRange',
  'select',
  'multiSelect',
];

/** Kinds that may carry a default value, filled in when the start form opens. */
export const DEFAULT_VALUE_KINDS: readonly ApprovalFieldKind[] = [
  'text',
  'textarea',
  'number',
  'amount',
  'date',
  'select',
  'multiSelect',
];

/** Whether a field may be used in a flow's conditions: its kind can be compared and it is not switched off. */
export function isConditionable(field: { kind: ApprovalFieldKind; conditionable?: boolean }): boolean {
  return CONDITION_FIELD_KINDS.includes(field.kind) && field.conditionable !== false;
}
