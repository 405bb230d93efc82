import { Form, Typography } from 'antd';
import { SchemaControl } from './schema-control';
import { rulesOf } from './schema-rules';
import type { FieldSchema, SchemaSources, UploadedFile } from './schema-types';
import { SchemaValue } from './schema-value';

export interface SchemaFormProps {
  fields: readonly FieldSchema[];
  /** Where the values sit in the surrounding form: `['customFields']` keeps them under that key. */
  namePrefix?: readonly (string | number)[];
  /** The choices of member and department fields. */
  sources?: SchemaSources;
  /** Stores an attachment's file and answers what the form keeps of it. */
  upload?: (file: File) => Promise<UploadedFile>;
  disabled?: boolean;
  /**
   * Fields shown as their values instead of controls (a record's page, a step that may change only
   * some fields): `true` for all, or which ones. They keep their place and value in the form, unchecked.
   */
  readOnly?: boolean | ((field: FieldSchema) => boolean);
}

/**
 * Fields made from a schema (an approval form, a contract's terms, a member's custom fields), rendered
 * as Form.Items inside the surrounding antd Form (a `FormPage`, a dialog's form): each with its label,
 * its control by kind, its rules (`rulesOf`) and its help. A `description` shows its text only.
 */
export function SchemaForm({
  fields,
  namePrefix = [],
  sources,
  upload,
  disabled,
  readOnly = false,
}: SchemaFormProps) {
  const shownOnly = (field: FieldSchema) => (typeof readOnly === 'function' ? readOnly(field) : readOnly);
  return fields.map((field) =>
    field.kind === 'description' ? (
      <Form.Item key={field.name} label={field.label || undefined}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {field.description}
        </Typography.Paragraph>
      </Form.Item>
    ) : shownOnly(field) ? (
      <Form.Item key={field.name} label={field.label} name={[...namePrefix, field.name]}>
        <SchemaValue field={field} sources={sources} />
      </Form.Item>
    ) : (
      <Form.Item
        key={field.name}
        label={field.label}
        name={[...namePrefix, field.name]}
        required={field.required}
        rules={rulesOf(field)}
        extra={field.description}
      >
        <SchemaControl field={field} sources={sources} upload={upload} disabled={disabled} />
      </Form.Item>
    ),
  );
}
