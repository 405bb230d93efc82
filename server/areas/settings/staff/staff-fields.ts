import type { StaffField, StaffFieldDraft } from '../../../../manifests/contracts/settings';
import type { Queryable } from '../../../db/database';
import { newUniqueId } from '../../../services/secrets';

/** A custom staff field of 员工字段配置; members keep its value in `custom_fields` under its uniqueId. */
export type { StaffField, StaffFieldDraft };

/**
 * The headers of the import template's fixed columns: a custom field may not take one of these names,
 * or the import could not tell the two columns apart.
 */
export const RESERVED_FIELD_LABELS = [
  '姓名',
  '手机号',
  '部门',
  '职位',
  '角色',
  '入职日期',
  '工号',
  '初始密码',
];

/** The organisation's custom staff fields in the order the forms show them. */
export function listStaffFields(db: Queryable, organizationId: number): Promise<StaffField[]> {
  return db.query<StaffField>(
    `select unique_id as "uniqueId", label, kind, options, required
       from staff_fields where organization_id = $1 order by sort, id`,
    [organizationId],
  );
}

/**
 * What is wrong with a new configuration (labels and options already trimmed), in the words the
 * configuration page shows; undefined when it can be saved. `existing` are the current fields: a
 * draft's uniqueId must be one of them.
 */
export function staffFieldsProblem(
  drafts: readonly StaffFieldDraft[],
  existing: readonly StaffField[],
): string | undefined {
  const known = new Set(existing.map((field) => field.uniqueId));
  const labels = new Set<string>();
  const uniqueIds = new Set<string>();
  for (const draft of drafts) {
    if (draft.uniqueId !== undefined) {
      if (!known.has(draft.uniqueId) || uniqueIds.has(draft.uniqueId)) {
        return '字段已被修改或删除，请刷新页面后重试';
      }
      uniqueIds.add(draft.uniqueId);
    }
    if (RESERVED_FIELD_LABELS.includes(draft.label)) {
      return `「${draft.label}」是员工的固定信息，请换一个字段名称`;
    }
    if (labels.has(draft.label)) return `字段名称「${draft.label}」重复`;
    labels.add(draft.label);
    if (draft.kind === 'select') {
      if (draft.options.length === 0) return `下拉字段「${draft.label}」至少需要一个选项`;
      const duplicate = draft.options.find((option, index) => draft.options.indexOf(option) !== index);
      if (duplicate !== undefined) return `字段「${draft.label}」的选项「${duplicate}」重复`;
    }
  }
  return undefined;
}

/**
 * Replaces the organisation's configuration with `drafts` (checked by `staffFieldsProblem`), in
 * their order. Kept fields keep their uniqueId and so their members' values, except values that no
 * longer fit: a field whose kind changed loses them, a select field keeps only values still among
 * its options. Removed fields take their values with them.
 */
export async function replaceStaffFields(
  tx: Queryable,
  organizationId: number,
  drafts: readonly StaffFieldDraft[],
): Promise<void> {
  const existing = new Map(
    (await listStaffFields(tx, organizationId)).map((field) => [field.uniqueId, field]),
  );
  const saved = drafts.map((draft) => ({
    uniqueId: draft.uniqueId ?? newUniqueId(),
    label: draft.label,
    kind: draft.kind,
    options: draft.kind === 'select' ? draft.options : [],
    required: draft.required,
  }));
  const keptIds = new Set(saved.map((field) => field.uniqueId));
  const dropped = [...existing.keys()].filter((uniqueId) => !keptIds.has(uniqueId));
  for (const field of saved) {
    const before = existing.get(field.uniqueId);
    if (before && before.kind !== field.kind) dropped.push(field.uniqueId);
    else if (before && field.kind === 'select') await keepOnlyOptions(tx, organizationId, field);
  }
  if (dropped.length > 0) {
    await tx.query(
      `update memberships set custom_fields = custom_fields - $2::text[]
        where organization_id = $1 and custom_fields ?| $2::text[]`,
      [organizationId, dropped],
    );
  }
  // Deleted and inserted again rather than updated: labels are unique, and a save may swap two.
  await tx.query('delete from staff_fields where organization_id = $1', [organizationId]);
  await tx.query(
    `insert into staff_fields (unique_id, organization_id, label, kind, options, required, sort)
     select f.unique_id, $1, f.label, f.kind, f.options::jsonb, f.required, f.sort - 1
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[])
            with ordinality as f (unique_id, label, kind, options, required, sort)`,
    [
      organizationId,
      saved.map((field) => field.uniqueId),
      saved.map((field) => field.label),
      saved.map((field) => field.kind),
      saved.map((field) => JSON.stringify(field.options)),
      saved.map((field) => field.required),
    ],
  );
}

/** Clears the field's values that are not among its (new) options. */
async function keepOnlyOptions(
  tx: Queryable,
  organizationId: number,
  field: { uniqueId: string; options: string[] },
): Promise<void> {
  await tx.query(
    `update memberships set custom_fields = custom_fields - $2::text
      where organization_id = $1 and custom_fields ? $2::text
        and not (custom_fields ->> $2::text = any($3::text[]))`,
    [organizationId, field.uniqueId, field.options],
  );
}
