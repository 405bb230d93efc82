import type {
  ChooserNode,
  StartableTemplate,
  TemplateDetail,
  TemplateSaveBody,
  TemplateSummary,
  TemplateToStart,
} from '../../../../manifests/contracts/approval';
import { ApproverSource, type FlowNode } from '../../../../manifests/contracts/approval-flow';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import type { Dated } from '../../../http/wire';
import type { Extensions } from '../../../platform/extension-point';
import { refuseBadDefaults } from '../config/template-drafts';
import { lockedTemplate } from '../config/template-rows';
import { formWithinLocks, lockedFieldsOfTemplate } from '../config/type-templates';
import { currentVersion, groupNamed, publishTemplate, type Starters } from '../engine/records';
import { mayStart } from '../engine/start';
import type { Actor, StepContext } from '../engine/step-context';
import { flowProblems } from '../flow/flow-problems';
import { allNodes } from '../flow/flow-walk';

interface TemplateRow extends StartableTemplate {
  id: number;
  enabled: boolean;
  sort: number;
  version: number;
  typeKey: string | null;
  starters: Starters;
  updatedAt: Date;
}

const templateColumns = `t.id, t.unique_id as "uniqueId", t.name, t.icon, coalesce(g.name, '') as group, t.description,
  t.enabled, t.sort, v.version, t.type_key as "typeKey", t.starters, t.updated_at as "updatedAt"`;

function listTemplates(db: Queryable, organizationId: number, enabledOnly: boolean): Promise<TemplateRow[]> {
  return db.query<TemplateRow>(
    `select ${templateColumns} from approval_templates t join approval_template_versions v on v.id = t.current_version_id
       left join approval_template_groups g on g.id = t.group_id
      where t.organization_id = $1 and t.removed_at is null and (not $2::boolean or t.enabled)
      order by g.sort, t.sort, t.id`,
    [organizationId, enabledOnly],
  );
}

/**
 * 发起审批's catalogue: the enabled templates the member may start, in their order. Templates of an
 * area's approval type are started from that area (a contract from 合同管理), not here.
 */
export async function readStartableTemplates(ctx: StepContext, member: Actor): Promise<StartableTemplate[]> {
  const rows = await listTemplates(ctx.tx, ctx.organizationId, true);
  const startable: StartableTemplate[] = [];
  for (const row of rows)
    if (row.typeKey === null && (await mayStart(ctx, row.starters, member)))
      startable.push({
        uniqueId: row.uniqueId,
        name: row.name,
        icon: row.icon,
        group: row.group,
        description: row.description,
      });
  return startable;
}

/** Every template with its state, for 审批配置. */
export async function readTemplateSummaries(
  db: Queryable,
  organizationId: number,
): Promise<Dated<TemplateSummary, 'updatedAt'>[]> {
  return (await listTemplates(db, organizationId, false)).map(({ id: _id, ...row }) => row);
}

function chooserNodes(flow: FlowNode): ChooserNode[] {
  const nodes: ChooserNode[] = [];
  for (const node of allNodes(flow))
    if ('type' in node && node.settype === ApproverSource.initiatorChooses)
      nodes.push({
        nodeId: node.nodeId,
        nodeName: node.nodeName,
        selectMode: node.selectMode ?? 'single',
        range: (node.nodeUserList ?? [])
          .filter((user) => user.kind === 'member')
          .map((user) => ({ uniqueId: user.id, name: user.name })),
      });
  return nodes;
}

/** The template to start: its current form and the nodes whose approvers the initiator chooses. */
export async function readTemplateToStart(
  ctx: StepContext,
  member: Actor,
  uniqueId: string,
): Promise<TemplateToStart> {
  const version = await currentVersion(ctx.tx, ctx.organizationId, { templateUniqueId: uniqueId });
  if (!version?.enabled || version.typeKey !== null) throw new ApiError(ErrorCode.ApprovalTemplateNotFound);
  if (!(await mayStart(ctx, version.starters, member)))
    throw new ApiError(ErrorCode.ApprovalNotAllowedToStart);
  const [row] = await ctx.tx.query<StartableTemplate>(
    `select t.unique_id as "uniqueId", t.name, t.icon, coalesce(g.name, '') as group, t.description
       from approval_templates t left join approval_template_groups g on g.id = t.group_id where t.id = $1`,
    [version.templateId],
  );
  return {
    ...(row as StartableTemplate),
    version: version.version,
    form: version.form,
    chooserNodes: chooserNodes(version.flow),
  };
}

/** A template with its current form and flow, for 审批配置. */
export async function readTemplateDetail(
  db: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<Dated<TemplateDetail, 'updatedAt'>> {
  const version = await currentVersion(db, organizationId, { templateUniqueId: uniqueId });
  const summary = (await readTemplateSummaries(db, organizationId)).find(
    (template) => template.uniqueId === uniqueId,
  );
  if (!version || !summary) throw new ApiError(ErrorCode.ApprovalTemplateNotFound);
  return { ...summary, form: version.form, flow: version.flow };
}

/**
 * Saves a template as a new version (the first one creates it): a type's template within its locks,
 * the flow suiting the form (`flowProblems`: the first problem refused, on its node, every problem
 * listed); running instances keep the version they started on.
 */
export async function saveTemplate(
  tx: Queryable,
  input: {
    organizationId: number;
    publisher: number;
    now: Date;
    body: TemplateSaveBody;
    extensions: Extensions;
  },
): Promise<{ uniqueId: string; version: number }> {
  const template =
    input.body.uniqueId === undefined
      ? undefined
      : await lockedTemplate(tx, input.organizationId, input.body.uniqueId);
  const declared = template ? await lockedFieldsOfTemplate(tx, input.extensions, template) : null;
  const body = { ...input.body, form: formWithinLocks(input.body.form, declared) };
  const names = body.form.map((field) => field.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined)
    throw new ApiError(ErrorCode.ApprovalFlowInvalid, `表单字段标识「${repeated}」重复`, 200, {
      field: 'form',
    });
  refuseBadDefaults(body.form);
  const problems = flowProblems(body.flow as FlowNode, body.form);
  if (problems.length > 0)
    throw new ApiError(ErrorCode.ApprovalFlowInvalid, problems[0]?.message, 200, {
      field: 'flow',
      nodeId: problems[0]?.nodeId,
      problems,
    });
  if (body.uniqueId !== undefined) {
    const rows = await tx.query<{ id: number }>(
      `update approval_templates set icon = coalesce($3, icon), group_id = coalesce($4, group_id),
         description = coalesce($5, description), starters = coalesce($6, starters), enabled = coalesce($7, enabled),
         sort = coalesce($8, sort)
        where organization_id = $1 and unique_id = $2 and removed_at is null returning id`,
      [
        input.organizationId,
        body.uniqueId,
        body.icon ?? null,
        body.group !== undefined ? await groupNamed(tx, input.organizationId, body.group, input.now) : null,
        body.description ?? null,
        body.starters ? JSON.stringify(body.starters) : null,
        body.enabled ?? null,
        body.sort ?? null,
      ],
    );
    if (rows.length === 0) throw new ApiError(ErrorCode.ApprovalTemplateNotFound);
  }
  try {
    return await publishTemplate(tx, {
      organizationId: input.organizationId,
      ...(body.uniqueId !== undefined ? { templateUniqueId: body.uniqueId } : {}),
      name: body.name.trim(),
      icon: body.icon ?? '',
      group: body.group ?? '其他',
      description: body.description ?? '',
      starters: body.starters ?? { everyone: true },
      enabled: body.enabled ?? true,
      sort: body.sort ?? 0,
      form: body.form,
      flow: body.flow as FlowNode,
      publishedBy: input.publisher,
      now: input.now,
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new ApiError(ErrorCode.ApprovalFlowInvalid, '已有同名的审批', 200, { field: 'name' });
    throw error;
  }
}
