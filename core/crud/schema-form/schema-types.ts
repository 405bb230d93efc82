import type { FormRule } from 'antd';
import type { AmountUnit } from '../../format/money';

/** The kinds of field a schema form can hold. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'amount'
  | 'date'
  | 'dateRange'
  | 'select'
  | 'multiSelect'
  | 'member'
  | 'department'
  | 'attachment'
  | 'description';

export interface Option {
  label: string;
  value: string | number;
}

/** A department (or any tree) choice: its children below it. */
export interface TreeOption {
  label: string;
  value: string;
  children?: TreeOption[];
}

/** A stored file as the form holds it (what `upload` answers). */
export interface UploadedFile {
  uniqueId: string;
  name: string;
  url: string;
}

/**
 * One field of a schema form (an approval form's, a contract's terms, a member's custom fields). What
 * the form holds per kind: text → string; number → number; amount → integer cents (fen), shown as
 * yuan with two decimals; date → `YYYY-MM-DD`; dateRange → `[start, end]` of those; select → the
 * option's value; multiSelect → values; member/department → a uniqueId (an array when `multiple`);
 * attachment → `UploadedFile[]`; description → nothing (text shown in the form).
 */
export interface FieldSchema {
  /** Where the value is kept (under the form's `namePrefix`). */
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  placeholder?: string;
  options?: Option[];
  /** number: the value; amount: cents; multiSelect/attachment: how many. */
  min?: number;
  max?: number;
  /** text/textarea: characters. */
  maxLength?: number;
  /** Help under the field; the text itself for a `description`. */
  description?: string;
  /** amount: the unit it is typed and read in (元 when left out); the value stays cents. */
  unit?: AmountUnit;
  /** member/department: several may be chosen. */
  multiple?: boolean;
  /** Words of the generated messages, when an area words them its own way (请填写「学历」). */
  messages?: { required?: string; min?: string; max?: string; maxLength?: string };
  /** Checks beyond those the schema says, after them. */
  rules?: FormRule[];
}

/**
 * Where member and department fields find their choices; without them, the organisation's members
 * and department tree (core's directory, through `MemberPicker` and `DepartmentPicker`).
 */
export interface SchemaSources {
  members?: () => Promise<Option[]> | Option[];
  departments?: TreeOption[];
}
