import type { FlowNode } from '../../../../manifests/contracts/approval-flow';
import type { ApprovalForm, ApprovalFormField } from '../../../../manifests/contracts/approval-form';
import { LOCKED_FIELD_PROPERTIES, lockProblems } from '../../../../manifests/contracts/approval-form-locks';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import type { Extensions } from '../../../platform/extension-point';
import type { OrganizationSetupContext } from '../../../platform/platform-extensions';
import {
  type ApprovalType,
  approvalTypes,
  DEFAULT_TYPE_FLOW,
  lockedFieldsOf,
} from '../engine/approval-types';
import { publishTemplate } from '../engine/records';

/**
 * The templates of the areas' approval types: one per type in every organisation, created from what
 * the type brings (README "Approvals: from any area"), its declared fields locked. Set up for every
 * organisation as it is created and each time a database is prepared, and by a start that finds it
 * missing; 审批配置 edits it within the locks (`refuseBrokenLocks`).
 */

/** Arbitrary constant: with the organisation and the type's key, the lock under which its template is made. */
const TYPE_TEMPLATE_LOCK = 4_202_619;

/**
 * The form with the type's fields as the type declares them now (locked), each in its place, those it
 * lacks after the last one it has; a field the type no longer declares stays as the administrator's,
 * optional and unlocked. The form itself when it is in line.
 */
export function withTypeFields(form: ApprovalForm, declared: ApprovalForm): ApprovalForm {
  const byName = new Map(declared.map((field) => [field.name, field]));
  const present = new Set(form.map((field) => field.name));
  const kept = form.map((field): ApprovalFormField => {
    const locked = byName.get(field.name);
    // What the administrator may set on a locked field (a placeholder, a description…) stays theirs;
    // each locked property is the type's, or absent when the type leaves it out.
    if (locked) {
      const theirs = Object.fromEntries(
        Object.entries(field).filter(
          ([key]) => !(LOCKED_FIELD_PROPERTIES as readonly string[]).includes(key),
        ),
      );
      return { ...theirs, ...locked };
    }
    if (!field.locked) return field;
    const { locked: _locked, required: _required, ...unlocked } = field;
    return unlocked;
  });
  const missing = declared.filter((field) => !present.has(field.name));
  const last = kept.map((field) => byName.has(field.name)).lastIndexOf(true);
  return [...kept.slice(0, last + 1), ...missing, ...kept.slice(last + 1)];
}

/** JSON with every object's keys sorted: two forms compare equal whatever order their properties came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const inLine = (form: ApprovalForm, declared: ApprovalForm) =>
  canonical(withTypeFields(form, declared)) === canonical(form);

interface TypeTemplateRow {
  id: number;
  uniqueId: string;
  name: string;
  form: ApprovalForm | null;
  flow: FlowNode | null;
  draftForm: ApprovalForm | null;
}

function typeTemplate(
  db: Queryable,
  organizationId: number,
  key: string,
): Promise<TypeTemplateRow | undefined> {
  return queryOne<TypeTemplateRow>(
    db,
    `select t.id, t.unique_id as "uniqueId", t.name, v.form, v.flow, d.form as "draftForm"
       from approval_templates t
       left join approval_template_versions v on v.id = t.current_version_id
       left join approval_template_drafts d on d.template_id = t.id
      where t.organization_id = $1 and t.type_key = $2`,
    [organizationId, key],
  );
}

/** The name, or with （系统） (then a number) when another live template of the organisation has it. */
async function freeName(tx: Queryable, organizationId: number, name: string): Promise<string> {
  const candidates = [name, `${name}（系统）`, ...[2, 3, 4, 5].map((n) => `${name}（系统${n}）`)];
  const taken = new Set(
    (
      await tx.query<{ name: string }>(
        'select name from approval_templates where organization_id = $1 and removed_at is null and name = any($2)',
        [organizationId, candidates],
      )
    ).map((row) => row.name),
  );
  return candidates.find((candidate) => !taken.has(candidate)) ?? `${name}（${Date.now()}）`;
}

async function createTypeTemplate(tx: Queryable, organizationId: number, type: ApprovalType, now: Date) {
  const { template } = type;
  const last = await queryOne<{ sort: number }>(
    tx,
    'select coalesce(max(sort) + 1, 0)::int as sort from approval_templates where organization_id = $1',
    [organizationId],
  );
  await publishTemplate(tx, {
    organizationId,
    name: await freeName(tx, organizationId, template.name),
    ...(template.icon ? { icon: template.icon } : {}),
    ...(template.group ? { group: template.group } : {}),
    ...(template.description ? { description: template.description } : {}),
    sort: last?.sort ?? 0,
    typeKey: type.key,
    form: lockedFieldsOf(type),
    flow: template.flow ?? DEFAULT_TYPE_FLOW,
    publishedBy: null,
    now,
  });
}

/**
 * Brings an existing template in line with its type (a release changed the fields it declares): a new
 * version with the type's fields, the flow kept; a draft likewise, one revision on (a designer open on
 * the older one is told to reload), still counted published when it was.
 */
async function alignTypeTemplate(
  tx: Queryable,
  organizationId: number,
  row: TypeTemplateRow,
  declared: ApprovalForm,
  now: Date,
) {
  if (row.form && row.flow && !inLine(row.form, declared))
    await publishTemplate(tx, {
      organizationId,
      templateUniqueId: row.uniqueId,
      name: row.name,
      form: withTypeFields(row.form, declared),
      flow: row.flow,
      publishedBy: null,
      now,
    });
  if (row.draftForm && !inLine(row.draftForm, declared))
    await tx.query(
      `update approval_template_drafts set form = $2, revision = revision + 1, saved_by = null, saved_at = $3,
         published_revision = case when published_revision = revision then revision + 1 else published_revision end
        where template_id = $1`,
      [row.id, JSON.stringify(withTypeFields(row.draftForm, declared)), now],
    );
}

/**
 * Makes sure the organisation has the type's template, its fields as the type declares them: created
 * when missing, brought in line when the type changed, left alone otherwise (one read). Under a lock of
 * the organisation and the type, so two replicas preparing at once, or two starts, make one.
 */
export async function ensureTypeTemplate(
  tx: Queryable,
  input: { organizationId: number; type: ApprovalType; now: Date },
): Promise<void> {
  const { organizationId, type, now } = input;
  const declared = lockedFieldsOf(type);
  const found = await typeTemplate(tx, organizationId, type.key);
  if (found?.form && inLine(found.form, declared) && (!found.draftForm || inLine(found.draftForm, declared)))
    return;
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [
    TYPE_TEMPLATE_LOCK,
    `${organizationId}:${type.key}`,
  ]);
  const row = await typeTemplate(tx, organizationId, type.key);
  if (!row) await createTypeTemplate(tx, organizationId, type, now);
  else await alignTypeTemplate(tx, organizationId, row, declared, now);
}

/** The organisation set-up the approval area contributes: every approval type's template. */
export async function ensureTypeTemplates({ tx, organizationId, now, extensions }: OrganizationSetupContext) {
  for (const type of extensions.of(approvalTypes))
    await ensureTypeTemplate(tx, { organizationId, type, now });
}

/**
 * The fields a template's form must keep as they are: its type's declared fields (the fields marked
 * locked in its current version when no area contributes the type any more); null for a template that
 * is not a type's.
 */
export async function lockedFieldsOfTemplate(
  db: Queryable,
  extensions: Extensions,
  template: { id: number; typeKey: string | null },
): Promise<ApprovalForm | null> {
  if (template.typeKey === null) return null;
  const type = extensions.find(approvalTypes, template.typeKey);
  if (type) return lockedFieldsOf(type);
  const version = await queryOne<{ form: ApprovalForm }>(
    db,
    `select v.form from approval_templates t join approval_template_versions v on v.id = t.current_version_id
      where t.id = $1`,
    [template.id],
  );
  return (version?.form ?? []).filter((field) => field.locked === true);
}

/**
 * The form as it is kept: for a type's template (`declared` its type's fields), refused with the first
 * field that breaks the locks (named in Chinese, the field's index in `data.field`), else with exactly
 * the declared fields marked locked — a mark a client put on another field, or took off a declared
 * one, does not count; for another template, with no field marked.
 */
export function formWithinLocks(form: ApprovalForm, declared: ApprovalForm | null): ApprovalForm {
  if (declared === null) return withoutLocks(form);
  const [first] = lockProblems(declared, form);
  if (first)
    throw new ApiError(
      first.kind === 'locked' ? ErrorCode.ApprovalFieldLocked : ErrorCode.ApprovalAddedFieldRequired,
      first.message,
      200,
      { field: first.index === -1 ? 'form' : `form.${first.index}.${first.property}` },
    );
  const names = new Set(declared.map((field) => field.name));
  return withoutLocks(form).map((field) => (names.has(field.name) ? { ...field, locked: true } : field));
}

/** The form with no field marked locked (a template no area's type runs through). */
export function withoutLocks(form: ApprovalForm): ApprovalForm {
  return form.map(({ locked: _locked, ...field }) => field);
}
