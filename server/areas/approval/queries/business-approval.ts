import type { BusinessApproval, TimelineEntry } from '../../../../manifests/contracts/approval';
import { type Queryable, queryOne } from '../../../db/database';
import type { Dated } from '../../../http/wire';
import { type InstanceState, versionById } from '../engine/records';
import { nodesById, readTimeline } from './approval-detail';

/** `BusinessApproval` as the server holds it before it is written out (Dates in place of strings). */
export type BusinessApprovalRecord = Omit<Dated<BusinessApproval, 'startedAt' | 'finishedAt'>, 'timeline'> & {
  timeline: Dated<TimelineEntry, 'at'>[];
};

/**
 * The latest approval of an area's business object, for the area's own detail page: its state and
 * its timeline, as 审批详情 shows them (the same timeline code). Undefined when the object was never
 * sent for approval. Whoever may see the object may see this: the area's route decides.
 */
export async function approvalOf(
  db: Queryable,
  organizationId: number,
  typeKey: string,
  businessId: string,
): Promise<BusinessApprovalRecord | undefined> {
  const row = await queryOne<{
    id: number;
    uniqueId: string;
    serialNo: string;
    versionId: number;
    state: InstanceState;
    startedAt: Date;
    finishedAt: Date | null;
  }>(
    db,
    `select id, unique_id as "uniqueId", serial_no as "serialNo", version_id as "versionId", state,
            started_at as "startedAt", finished_at as "finishedAt"
       from approval_instances
      where organization_id = $1 and type_key = $2 and business_id = $3
      order by started_at desc, id desc limit 1`,
    [organizationId, typeKey, businessId],
  );
  if (!row) return undefined;
  const version = await versionById(db, row.versionId);
  return {
    instanceUniqueId: row.uniqueId,
    serialNo: row.serialNo,
    templateName: version.templateName,
    state: row.state,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    timeline: await readTimeline(db, row.id, nodesById(version.flow)),
  };
}
