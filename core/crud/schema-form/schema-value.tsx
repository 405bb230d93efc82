import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { amountText } from '../../format/money';
import { AttachmentPreview } from './attachment-preview';
import type { FieldSchema, Option, SchemaSources, TreeOption, UploadedFile } from './schema-types';

const NOTHING = '—';

function treeLabels(options: readonly TreeOption[], into = new Map<string, string>()): Map<string, string> {
  for (const option of options) {
    into.set(option.value, option.label);
    if (option.children) treeLabels(option.children, into);
  }
  return into;
}

const listOf = (value: unknown): unknown[] =>
  value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];

/** The members' names of a member field's source (a list, or a call made once when first shown). */
function useMemberLabels(source: SchemaSources['members'], wanted: boolean): Map<string, string> | undefined {
  const given = typeof source === 'function' ? undefined : source;
  const [loaded, setLoaded] = useState<readonly Option[]>();
  useEffect(() => {
    if (!wanted || typeof source !== 'function') return;
    let live = true;
    Promise.resolve(source()).then(
      (options) => live && setLoaded(options),
      () => live && setLoaded([]),
    );
    return () => {
      live = false;
    };
  }, [source, wanted]);
  const options = given ?? loaded;
  return options && new Map(options.map((option) => [String(option.value), option.label]));
}

/** What a field's value reads as: amounts in their unit (yuan unless told), options and people by name, a range with 至. */
export function schemaValueText(
  field: FieldSchema,
  value: unknown,
  names: { members?: ReadonlyMap<string, string>; departments?: ReadonlyMap<string, string> } = {},
): string {
  const items = listOf(value);
  if (items.length === 0) return NOTHING;
  switch (field.kind) {
    case 'amount':
      return typeof value === 'number' && Number.isSafeInteger(value)
        ? amountText(value, field.unit)
        : NOTHING;
    case 'dateRange':
      return items.map(String).join(' 至 ');
    case 'select':
    case 'multiSelect':
      return items
        .map((item) => field.options?.find((option) => option.value === item)?.label ?? String(item))
        .join('、');
    case 'member':
      return items.map((item) => names.members?.get(String(item)) ?? '（已离开的成员）').join('、');
    case 'department':
      return items.map((item) => names.departments?.get(String(item)) ?? '（已删除的部门）').join('、');
    default:
      return items.map(String).join('、');
  }
}

/**
 * A field's value shown, not edited (a record's page, a step that may not change it): the text the
 * value reads as, a textarea's lines kept, attachments previewed in place. Takes `value` from its
 * Form.Item like a control, so a read-only field sits in the same form as the editable ones.
 */
export function SchemaValue({
  field,
  sources,
  id,
  value,
}: {
  field: FieldSchema;
  sources?: SchemaSources;
  id?: string;
  value?: unknown;
}) {
  const members = useMemberLabels(sources?.members, field.kind === 'member' && listOf(value).length > 0);
  if (field.kind === 'attachment') return <AttachmentPreview files={(value as UploadedFile[]) ?? []} />;
  if (field.kind === 'member' && members === undefined && listOf(value).length > 0)
    return <Typography.Text type="secondary">加载中…</Typography.Text>;
  const text = schemaValueText(field, value, {
    members,
    departments: field.kind === 'department' ? treeLabels(sources?.departments ?? []) : undefined,
  });
  return (
    <Typography.Text id={id} style={{ whiteSpace: field.kind === 'textarea' ? 'pre-wrap' : undefined }}>
      {text}
    </Typography.Text>
  );
}
