export { formatFen, isMalformedAmount, parseYuan } from '../../format/money';
export { AmountInput } from './amount-input';
export { AttachmentPreview, previewKindOf } from './attachment-preview';
export { DATE_FORMAT, dateOf, dayOf } from './date-value';
export { SchemaControl } from './schema-control';
export { SchemaForm, type SchemaFormProps } from './schema-form';
export { requiredMessage, rulesOf } from './schema-rules';
export type { FieldKind, FieldSchema, Option, SchemaSources, TreeOption, UploadedFile } from './schema-types';
export { SchemaValue, schemaValueText } from './schema-value';
