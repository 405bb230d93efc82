import { SchemaControl } from '@core/crud';
import type { ApprovalFormField } from '@manifests/contracts/approval-form';

/**
 * A field's default value as a Form.Item control: the control the start form shows for the field
 * (its options, its unit, a date picker), optional, so clearing it leaves no default.
 */
export function DefaultValueInput({
  field,
  id,
  value,
  onChange,
  disabled,
}: {
  field: ApprovalFormField;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}) {
  return (
    <SchemaControl
      field={{ ...field, required: false, placeholder: '无默认值' }}
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
