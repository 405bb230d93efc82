import type { FlowNode } from '../../../../manifests/contracts/approval-flow';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';

/** A live (not removed) template of the organisation, as 审批配置's writes read it. */
export interface TemplateRecord {
  id: number;
  uniqueId: string;
  name: string;
  typeKey: string | null;
  currentVersionId: number | null;
}

/**
 * The template, its row locked for the rest of the transaction: two saves of one template (two
 * browsers, a retried autosave) take their turn, so a revision is checked against the latest.
 */
export async function lockedTemplate(
  tx: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<TemplateRecord> {
  const template = await queryOne<TemplateRecord>(
    tx,
    `select id, unique_id as "uniqueId", name, type_key as "typeKey", current_version_id as "currentVersionId"
       from approval_templates where organization_id = $1 and unique_id = $2 and removed_at is null for update`,
    [organizationId, uniqueId],
  );
  if (!template) throw new ApiError(ErrorCode.ApprovalTemplateNotFound, '审批模板不存在或已删除');
  return template;
}

/** Refuses a name another live template of the organisation has. */
export async function refuseTakenTemplateName(
  db: Queryable,
  organizationId: number,
  name: string,
  except = '',
): Promise<void> {
  const taken = await queryOne(
    db,
    `select 1 from approval_templates
      where organization_id = $1 and name = $2 and unique_id <> $3 and removed_at is null`,
    [organizationId, name, except],
  );
  if (taken)
    throw new ApiError(ErrorCode.ApprovalNameTaken, `已有名为「${name}」的审批`, 200, { field: 'name' });
}

/** A new template's flow: 发起人 alone (the designer adds the rest). */
export const BLANK_FLOW: FlowNode = { nodeId: 'start', nodeName: '发起人', type: 'start' };
