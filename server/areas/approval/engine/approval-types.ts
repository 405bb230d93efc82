import type { ApprovalFormValues } from '../../../../manifests/contracts/approval-form';
import type { Queryable } from '../../../db/database';
import { createExtensionPoint, type Keyed } from '../../../platform/extension-point';

/** What an outcome hook is told: the business object's approval as it ends, inside its transaction. */
export interface ApprovalOutcome {
  tx: Queryable;
  organizationId: number;
  /** The approval instance's uniqueId and 审批编号. */
  instanceUniqueId: string;
  serialNo: string;
  businessId: string | null;
  form: ApprovalFormValues;
  /** Who ended it: the last approver, the initiator who withdrew, the administrator who terminated. */
  actorMembershipId: number | null;
  now: Date;
}

/**
 * An approval type another area contributes (`contribute(approvalTypes, defineApprovalType({…}))`):
 * its business objects go through approvals of this key, and its hooks run in the transaction of the
 * step that ends one — a hook that throws rolls the step back.
 */
export interface ApprovalType extends Keyed {
  /** Namespaced by the area: 'contract.submit'. */
  key: string;
  /** 合同审批. */
  title: string;
  onApproved?(outcome: ApprovalOutcome): Promise<void>;
  onRejected?(outcome: ApprovalOutcome): Promise<void>;
  onWithdrawn?(outcome: ApprovalOutcome): Promise<void>;
  onTerminated?(outcome: ApprovalOutcome): Promise<void>;
}

/** The approval area's extension point: approval types with their outcome hooks. */
export const approvalTypes = createExtensionPoint<ApprovalType>({ id: 'approval.types', title: '审批类型' });

/** Declares an approval type (typed; checked at start with the other contributions). */
export function defineApprovalType(type: ApprovalType): ApprovalType {
  return type;
}
