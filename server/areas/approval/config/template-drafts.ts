import type {
  DraftConflict,
  DraftSaveBody,
  DraftSaved,
  TemplateDraft,
  TemplatePublished,
  TemplateVersionDetail,
  TemplateVersionItem,
} from '../../../../manifests/contracts/approval';
import type { FlowNode } from '../../../../manifests/contracts/approval-flow';
import type { ApprovalForm } from '../../../../manifests/contracts/approval-form';
import { defaultValueProblems } from '../../../../manifests/contracts/approval-form-defaults';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import type { Dated } from '../../../http/wire';
import type { Extensions } from '../../../platform/extension-point';
import { publishTemplate } from '../engine/records';
import { publishProblems } from '../flow/flow-problems';
import { BLANK_FLOW, lockedTemplate, type TemplateRecord } from './template-rows';
import { formWithinLocks, lockedFieldsOfTemplate } from './type-templates';

/**
 * A template's draft: the form and flow being edited, one per template, saved with the revision the
 * client edited (an older one is refused, naming who saved since). Until edited the draft is the
 * published version (revision 0, no row). Publishing takes the draft as the next version.
 */

interface DraftRow {
  form: ApprovalForm;
  flow: FlowNode;
  revision: number;
  publishedRevision: number;
  savedBy: number | null;
  savedByName: string | null;
  savedAt: Date;
}

function draftRow(db: Queryable, templateId: number): Promise<DraftRow | undefined> {
  return queryOne<DraftRow>(
    db,
    `select d.form, d.flow, d.revision, d.published_revision as "publishedRevision", d.saved_by as "savedBy",
        m.nickname as "savedByName", d.saved_at as "savedAt"
       from approval_template_drafts d left join memberships m on m.id = d.saved_by where d.template_id = $1`,
    [templateId],
  );
}

/** What the template's designer starts from: its draft, else its current version, else a blank one. */
export async function draftContent(
  db: Queryable,
  templateId: number,
): Promise<{ form: ApprovalForm; flow: FlowNode }> {
  const draft = await draftRow(db, templateId);
  if (draft) return { form: draft.form, flow: draft.flow };
  const version = await queryOne<{ form: ApprovalForm; flow: FlowNode }>(
    db,
    `select v.form, v.flow from approval_templates t join approval_template_versions v on v.id = t.current_version_id
      where t.id = $1`,
    [templateId],
  );
  return version ?? { form: [], flow: BLANK_FLOW };
}

async function versionNumber(db: Queryable, template: TemplateRecord): Promise<number | null> {
  if (template.currentVersionId === null) return null;
  const row = await queryOne<{ version: number }>(
    db,
    'select version from approval_template_versions where id = $1',
    [template.currentVersionId],
  );
  return row?.version ?? null;
}

export async function readDraft(
  tx: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<Dated<TemplateDraft, 'savedAt'>> {
  const template = await lockedTemplate(tx, organizationId, uniqueId);
  const draft = await draftRow(tx, template.id);
  const version = await versionNumber(tx, template);
  const content = await draftContent(tx, template.id);
  return {
    uniqueId: template.uniqueId,
    name: template.name,
    ...content,
    revision: draft?.revision ?? 0,
    hasDraft: version === null || (draft !== undefined && draft.revision > draft.publishedRevision),
    savedAt: draft?.savedAt ?? null,
    savedByName: draft?.savedByName ?? null,
    version,
  };
}

function conflict(draft: DraftRow): ApiError {
  const data: Dated<DraftConflict, 'savedAt'> = {
    revision: draft.revision,
    savedByName: draft.savedByName,
    savedAt: draft.savedAt,
  };
  const who = draft.savedByName ?? '其他管理员';
  return new ApiError(
    ErrorCode.ApprovalDraftConflict,
    `${who}已保存了更新的草稿，您的修改未保存，请重新加载后再编辑`,
    200,
    data,
  );
}

async function sameContent(db: Queryable, templateId: number, body: DraftSaveBody): Promise<boolean> {
  const row = await queryOne<{ same: boolean }>(
    db,
    `select (form = $2::jsonb and flow = $3::jsonb) as same from approval_template_drafts where template_id = $1`,
    [templateId, JSON.stringify(body.form), JSON.stringify(body.flow)],
  );
  return row?.same === true;
}

/** Refuses a form whose fields' default values do not suit them (an option gone, out of bounds, not a day). */
export function refuseBadDefaults(form: ApprovalForm): void {
  const [first] = defaultValueProblems(form);
  if (first)
    throw new ApiError(ErrorCode.ApprovalFormInvalid, first.message, 200, {
      field: `form.${first.index}.defaultValue`,
    });
}

/**
 * Saves the draft on the revision the client edited. A retried save whose first try went through
 * (the same member, the same content, one revision on) answers as that one did; a save that changes
 * nothing keeps the revision; any other save on an older revision is refused as a conflict. A type's
 * template keeps its type's fields as declared and takes optional fields only (`formWithinLocks`).
 */
export async function saveDraft(
  tx: Queryable,
  input: { organizationId: number; member: number; now: Date; body: DraftSaveBody; extensions: Extensions },
): Promise<Dated<DraftSaved, 'savedAt'>> {
  refuseBadDefaults(input.body.form);
  const template = await lockedTemplate(tx, input.organizationId, input.body.uniqueId);
  const declared = await lockedFieldsOfTemplate(tx, input.extensions, template);
  const body = { ...input.body, form: formWithinLocks(input.body.form, declared) };
  const draft = await draftRow(tx, template.id);
  const current = draft?.revision ?? 0;
  if (body.revision !== current) {
    const retried =
      draft !== undefined &&
      draft.revision === body.revision + 1 &&
      draft.savedBy === input.member &&
      (await sameContent(tx, template.id, body));
    if (retried) return { revision: draft.revision, savedAt: draft.savedAt };
    if (draft) throw conflict(draft);
    throw new ApiError(ErrorCode.ApprovalDraftConflict, '草稿已发生变化，请重新加载后再编辑');
  }
  if (draft && (await sameContent(tx, template.id, body)))
    return { revision: current, savedAt: draft.savedAt };
  const saved = await queryOne<{ revision: number; savedAt: Date }>(
    tx,
    `insert into approval_template_drafts (template_id, form, flow, revision, published_revision, saved_by, saved_at)
     values ($1, $2, $3, $4, 0, $5, $6)
     on conflict (template_id) do update set form = excluded.form, flow = excluded.flow,
       revision = excluded.revision, saved_by = excluded.saved_by, saved_at = excluded.saved_at
     returning revision, saved_at as "savedAt"`,
    [template.id, JSON.stringify(body.form), JSON.stringify(body.flow), current + 1, input.member, input.now],
  );
  return saved as { revision: number; savedAt: Date };
}

/**
 * Publishes the draft the client shows (its revision) as the template's next version; refused while a
 * type's fields are not as it declares them, and, with every problem on its node, while the flow does
 * not suit the form. Running approvals keep theirs.
 */
export async function publishDraft(
  tx: Queryable,
  input: {
    organizationId: number;
    member: number;
    now: Date;
    uniqueId: string;
    revision: number;
    extensions: Extensions;
  },
): Promise<Dated<TemplatePublished, 'publishedAt'>> {
  const template = await lockedTemplate(tx, input.organizationId, input.uniqueId);
  const draft = await draftRow(tx, template.id);
  if (!draft || (draft.revision <= draft.publishedRevision && template.currentVersionId !== null))
    throw new ApiError(ErrorCode.ApprovalNothingToPublish, '没有需要发布的修改，当前已是最新版本');
  if (draft.revision !== input.revision) throw conflict(draft);
  const form = formWithinLocks(draft.form, await lockedFieldsOfTemplate(tx, input.extensions, template));
  const problems = publishProblems(form, draft.flow);
  if (problems.length > 0)
    throw new ApiError(
      ErrorCode.ApprovalFlowInvalid,
      `还有 ${problems.length} 处需要修改才能发布：${problems[0]?.message}`,
      200,
      { field: 'flow', nodeId: problems[0]?.nodeId, problems },
    );
  const published = await publishTemplate(tx, {
    organizationId: input.organizationId,
    templateUniqueId: template.uniqueId,
    name: template.name,
    form,
    flow: draft.flow,
    publishedBy: input.member,
    now: input.now,
  });
  await tx.query('update approval_template_drafts set published_revision = revision where template_id = $1', [
    template.id,
  ]);
  return { version: published.version, publishedAt: input.now };
}

const versionColumns = `v.version, v.published_at as "publishedAt", m.nickname as "publisherName",
  (v.id = t.current_version_id) as current`;

/** Every published version of the template, newest first, with who published it and when. */
export async function readVersions(
  tx: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<Dated<TemplateVersionItem, 'publishedAt'>[]> {
  const template = await lockedTemplate(tx, organizationId, uniqueId);
  return tx.query(
    `select ${versionColumns} from approval_template_versions v join approval_templates t on t.id = v.template_id
       left join memberships m on m.id = v.published_by
      where v.template_id = $1 order by v.version desc`,
    [template.id],
  );
}

/** One published version's form and flow, to look at. */
export async function readVersion(
  tx: Queryable,
  organizationId: number,
  uniqueId: string,
  version: number,
): Promise<Dated<TemplateVersionDetail, 'publishedAt'>> {
  const template = await lockedTemplate(tx, organizationId, uniqueId);
  const row = await queryOne<Dated<TemplateVersionDetail, 'publishedAt'>>(
    tx,
    `select ${versionColumns}, v.form, v.flow from approval_template_versions v
       join approval_templates t on t.id = v.template_id left join memberships m on m.id = v.published_by
      where v.template_id = $1 and v.version = $2`,
    [template.id, version],
  );
  if (!row) throw new ApiError(ErrorCode.ApprovalVersionNotFound);
  return row;
}
