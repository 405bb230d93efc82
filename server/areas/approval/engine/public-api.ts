import type { ApprovalFormValues } from '../../../../manifests/contracts/approval-form';
import type { Queryable } from '../../../db/database';
import type { Extensions } from '../../../platform/extension-point';
import type { InstanceState } from './records';
import { type Started, startInstance } from './start';
import type { Actor } from './step-context';

export interface StartApproval {
  organizationId: number;
  /** The approval type's key ('contract.submit'): the organisation's template of that type runs. */
  type: string;
  businessId: string;
  /** A line for the lists (合同「A 栋 501 租赁合同」). */
  summary: string;
  applicant: Actor;
  /** Values of the fields the type declares (`template.fields`), by name: an undeclared one is refused. */
  form: ApprovalFormValues;
  /**
   * 发起人自选: the members (uniqueIds) the applicant chose for each such node on the way, by nodeId —
   * checked as 审批中心's start checks them (active, within the node's range, one for a single choice).
   */
  chosenApprovers?: Record<string, string[]>;
  /** The caller's id for this start: a retried start acts once and answers the same approval. */
  requestId?: string;
  now: Date;
}

/**
 * Starts an approval of an area's business object in the area's own transaction `tx` (so the object and
 * its approval are saved or refused together), on the organisation's template of the type (created
 * first, in `tx`, if the organisation lacks it). One open approval per object: a second is refused.
 */
export function startApproval(tx: Queryable, extensions: Extensions, input: StartApproval): Promise<Started> {
  return startInstance(
    { tx, organizationId: input.organizationId, now: input.now, extensions },
    {
      template: { typeKey: input.type },
      initiator: input.applicant,
      form: input.form,
      businessId: input.businessId,
      summary: input.summary,
      ...(input.chosenApprovers ? { chosenApprovers: input.chosenApprovers } : {}),
      ...(input.requestId !== undefined ? { requestId: input.requestId } : {}),
    },
  );
}

export interface ApprovalState {
  businessId: string;
  instanceUniqueId: string;
  serialNo: string;
  state: InstanceState;
}

/**
 * The latest approval of each business object of a type, by business id (objects never sent for
 * approval are absent), in one query for a whole list page.
 */
export async function approvalStatesOf(
  db: Queryable,
  organizationId: number,
  type: string,
  businessIds: readonly string[],
): Promise<Map<string, ApprovalState>> {
  if (businessIds.length === 0) return new Map();
  const rows = await db.query<ApprovalState>(
    `select distinct on (business_id) business_id as "businessId", unique_id as "instanceUniqueId",
            serial_no as "serialNo", state
       from approval_instances
      where organization_id = $1 and type_key = $2 and business_id = any($3::text[])
      order by business_id, started_at desc, id desc`,
    [organizationId, type, [...businessIds]],
  );
  return new Map(rows.map((row) => [row.businessId, row]));
}
