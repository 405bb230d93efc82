import { DatePicker, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { DepartmentPicker } from '../../components/directory/department-picker';
import { AmountInput } from './amount-input';
import { AttachmentInput } from './attachment-input';
import { dateOf, dayOf } from './date-value';
import { MemberSelect } from './member-select';
import type { FieldSchema, SchemaSources, UploadedFile } from './schema-types';

export interface ControlProps {
  field: FieldSchema;
  sources?: SchemaSources;
  upload?: (file: File) => Promise<UploadedFile>;
  disabled?: boolean;
  /** From the Form.Item. */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

function placeholderOf(field: FieldSchema): string {
  if (field.placeholder) return field.placeholder;
  return ['text', 'textarea', 'number', 'amount'].includes(field.kind)
    ? `请输入${field.label}`
    : `请选择${field.label}`;
}

/** The control of one schema field (a leaf: value and onChange come from its Form.Item). */
export function SchemaControl({ field, sources, upload, disabled, id, value, onChange }: ControlProps) {
  const common = { id, disabled, placeholder: placeholderOf(field) };
  const change = (next: unknown) => onChange?.(next);
  switch (field.kind) {
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          value={value as string | undefined}
          onChange={(event) => change(event.target.value)}
          maxLength={field.maxLength}
          showCount={field.maxLength !== undefined}
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      );
    case 'number':
      return (
        <InputNumber
          {...common}
          value={value as number | undefined}
          onChange={(next) => change(next ?? undefined)}
          min={field.min}
          max={field.max}
          style={{ width: '100%' }}
        />
      );
    case 'amount':
      return (
        <AmountInput {...common} unit={field.unit} value={value as number | undefined} onChange={change} />
      );
    case 'date':
      return (
        <DatePicker
          {...common}
          value={dayOf(value)}
          onChange={(day: Dayjs | null) => change(dateOf(day))}
          style={{ width: '100%' }}
        />
      );
    case 'dateRange': {
      const [start, end] = Array.isArray(value) ? value : [];
      return (
        <DatePicker.RangePicker
          id={id}
          disabled={disabled}
          value={Array.isArray(value) ? [dayOf(start), dayOf(end)] : null}
          onChange={(days) => change(days ? [dateOf(days[0]), dateOf(days[1])] : undefined)}
          style={{ width: '100%' }}
        />
      );
    }
    case 'select':
    case 'multiSelect':
      return (
        <Select
          {...common}
          mode={field.kind === 'multiSelect' ? 'multiple' : undefined}
          allowClear
          value={value}
          onChange={change}
          options={field.options ?? []}
          notFoundContent="没有可选的选项"
        />
      );
    case 'member':
      return (
        <MemberSelect
          {...common}
          source={sources?.members}
          multiple={field.multiple}
          value={value}
          onChange={change}
        />
      );
    case 'department':
      return (
        <DepartmentPicker
          {...common}
          multiple={field.multiple}
          value={value as string | string[] | undefined}
          onChange={change}
          departments={sources?.departments}
        />
      );
    case 'attachment':
      return (
        <AttachmentInput
          id={id}
          disabled={disabled}
          value={value as UploadedFile[] | undefined}
          onChange={change}
          upload={upload}
          max={field.max}
        />
      );
    default:
      return (
        <Input
          {...common}
          value={value as string | undefined}
          onChange={(event) => change(event.target.value)}
          maxLength={field.maxLength}
          autoComplete="off"
        />
      );
  }
}
