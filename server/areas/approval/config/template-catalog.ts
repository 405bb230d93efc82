import type {
  ConfiguredTemplate,
  Starters,
  TemplateCatalog,
  TemplateCreateBody,
  TemplateSettingsBody,
} from '../../../../manifests/contracts/approval';
import type { FlowNode } from '../../../../manifests/contracts/approval-flow';
import type { ApprovalForm } from '../../../../manifests/contracts/approval-form';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import type { Dated } from '../../../http/wire';
import { newUniqueId } from '../../../services/secrets';
import { draftContent } from './template-drafts';
import { groupIdOf, readGroups } from './template-groups';
import { BLANK_FLOW, lockedTemplate, refuseTakenTemplateName } from './template-rows';
import { withoutLocks } from './type-templates';

type CatalogRow = Dated<Omit<ConfiguredTemplate, 'starterNames'>, 'publishedAt'>;

/** The names of the departments, members and roles the templates' starters name, by uniqueId. */
async function starterNamesOf(
  db: Queryable,
  organizationId: number,
  starters: readonly Starters[],
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(starters.flatMap((s) => [...(s.departments ?? []), ...(s.members ?? []), ...(s.roles ?? [])])),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ uniqueId: string; name: string }>(
    `select unique_id as "uniqueId", name from departments where organization_id = $1 and unique_id = any($2)
     union all
     select unique_id, nickname from memberships where organization_id = $1 and unique_id = any($2)
     union all
     select unique_id, name from roles where organization_id = $1 and unique_id = any($2)`,
    [organizationId, ids],
  );
  return new Map(rows.map((row) => [row.uniqueId, row.name]));
}

/** 审批配置's list: the groups in order and every live template with its publication and draft state. */
export async function readCatalog(
  db: Queryable,
  organizationId: number,
): Promise<Omit<TemplateCatalog, 'templates'> & { templates: Dated<ConfiguredTemplate, 'publishedAt'>[] }> {
  const rows = await db.query<CatalogRow>(
    `select t.unique_id as "uniqueId", t.name, t.icon, t.description, g.unique_id as "groupUniqueId",
        t.enabled, t.starters, v.version, v.published_at as "publishedAt", m.nickname as "publisherName",
        t.type_key as "typeKey",
        (t.current_version_id is null or coalesce(d.revision > d.published_revision, false)) as "hasDraft"
       from approval_templates t
       left join approval_template_groups g on g.id = t.group_id
       left join approval_template_versions v on v.id = t.current_version_id
       left join memberships m on m.id = v.published_by
       left join approval_template_drafts d on d.template_id = t.id
      where t.organization_id = $1 and t.removed_at is null
      order by t.sort, t.id`,
    [organizationId],
  );
  const names = await starterNamesOf(
    db,
    organizationId,
    rows.map((row) => row.starters),
  );
  const templates = rows.map((row) => ({
    ...row,
    starterNames: row.starters.everyone
      ? []
      : [...(row.starters.departments ?? []), ...(row.starters.members ?? []), ...(row.starters.roles ?? [])]
          .map((id) => names.get(id))
          .filter((name): name is string => name !== undefined),
  }));
  return { groups: await readGroups(db, organizationId), templates };
}

/**
 * A new template, unpublished: its draft is blank (发起人 alone, no field) or the form and flow of the
 * template it copies (that one's draft when it has one), to publish from the designer.
 */
export async function createTemplate(
  tx: Queryable,
  input: { organizationId: number; member: number; now: Date; body: TemplateCreateBody },
): Promise<{ uniqueId: string }> {
  const { organizationId, body } = input;
  const name = body.name.trim();
  const groupId = await groupIdOf(tx, organizationId, body.groupUniqueId);
  await refuseTakenTemplateName(tx, organizationId, name);
  let content: { form: ApprovalForm; flow: FlowNode } = { form: [], flow: BLANK_FLOW };
  let copied: { icon: string; description: string; starters: Starters } | undefined;
  if (body.copyFrom !== undefined) {
    const source = await lockedTemplate(tx, organizationId, body.copyFrom);
    const draft = await draftContent(tx, source.id);
    // A copy of a type's template is a template of its own: no area fills it, nothing is locked.
    content = { ...draft, form: withoutLocks(draft.form) };
    copied = await queryOne(tx, 'select icon, description, starters from approval_templates where id = $1', [
      source.id,
    ]);
  }
  const template = await queryOne<{ id: number; uniqueId: string }>(
    tx,
    `insert into approval_templates (unique_id, organization_id, name, icon, group_id, description, starters,
       enabled, sort, created_at, updated_at)
     select $1, $2, $3, $4, $5, $6, $7, true, coalesce(max(sort) + 1, 0), $8, $8
       from approval_templates where organization_id = $2
     returning id, unique_id as "uniqueId"`,
    [
      newUniqueId(),
      organizationId,
      name,
      body.icon ?? copied?.icon ?? '',
      groupId,
      body.description ?? copied?.description ?? '',
      JSON.stringify(body.starters ?? copied?.starters ?? { everyone: true }),
      input.now,
    ],
  );
  if (!template) throw new Error('approval template not created');
  await tx.query(
    `insert into approval_template_drafts (template_id, form, flow, revision, published_revision, saved_by, saved_at)
     values ($1, $2, $3, 1, 0, $4, $5)`,
    [template.id, JSON.stringify(content.form), JSON.stringify(content.flow), input.member, input.now],
  );
  return { uniqueId: template.uniqueId };
}

/** Saves a template's basic settings at once (what the body leaves out stays); nothing is published. */
export async function saveSettings(
  tx: Queryable,
  input: { organizationId: number; now: Date; body: TemplateSettingsBody },
): Promise<void> {
  const { organizationId, body } = input;
  const template = await lockedTemplate(tx, organizationId, body.uniqueId);
  const name = body.name?.trim();
  if (name !== undefined) await refuseTakenTemplateName(tx, organizationId, name, template.uniqueId);
  const groupId =
    body.groupUniqueId !== undefined ? await groupIdOf(tx, organizationId, body.groupUniqueId) : null;
  await tx.query(
    `update approval_templates set name = coalesce($2, name), group_id = coalesce($3, group_id),
       icon = coalesce($4, icon), description = coalesce($5, description), starters = coalesce($6, starters),
       enabled = coalesce($7, enabled), updated_at = $8
      where id = $1`,
    [
      template.id,
      name ?? null,
      groupId,
      body.icon ?? null,
      body.description ?? null,
      body.starters ? JSON.stringify(body.starters) : null,
      body.enabled ?? null,
      input.now,
    ],
  );
}

/**
 * Removes a template: refused for an area's system template (the area starts approvals through it)
 * and while approvals on it run or wait for their initiator; the row stays for the finished ones.
 */
export async function removeTemplate(
  tx: Queryable,
  input: { organizationId: number; now: Date; uniqueId: string },
): Promise<void> {
  const template = await lockedTemplate(tx, input.organizationId, input.uniqueId);
  if (template.typeKey !== null)
    throw new ApiError(
      ErrorCode.ApprovalSystemTemplate,
      `「${template.name}」是系统审批，业务模块通过它发起审批，不能删除，可以停用`,
    );
  const open = await queryOne<{ count: number }>(
    tx,
    `select count(*)::integer as count from approval_instances where template_id = $1 and state in ('running', 'returned')`,
    [template.id],
  );
  if (open && open.count > 0)
    throw new ApiError(
      ErrorCode.ApprovalTemplateInUse,
      `「${template.name}」还有 ${open.count} 条进行中的审批，请等它们结束或终止后再删除`,
      200,
      { running: open.count },
    );
  await tx.query(
    'update approval_templates set removed_at = $2, enabled = false, updated_at = $2 where id = $1',
    [template.id, input.now],
  );
}
