import type { InstanceState } from './approval';
import { defineSlot } from './slots';

/**
 * What 审批详情 passes to the business panel of an approval an area started (`startApproval` with its
 * type's key): the owning area's plugin shows its business object (a contract's summary and PDF, a
 * lease withdrawal's settlement) and the approver acts on the same page.
 */
export interface ApprovalBusinessProps {
  /** The approval type's key (`defineApprovalType`): a fill shows only its own (`when`). */
  typeKey: string;
  /** The business object's id as the area gave it at start; null when it gave none. */
  businessId: string | null;
  instanceUniqueId: string;
  /** The approval's state now (reloaded after every action on the page). */
  state: InstanceState;
}

/** The approval area's page slots. */
export const ApprovalSlot = {
  /** 审批详情, between its summary and its form: shown only for an approval that has a type key. */
  detailBusiness: defineSlot<ApprovalBusinessProps>({
    id: 'approval.detail.business',
    title: '审批详情·业务内容',
  }),
} as const;

/**
 * Where 审批详情 of one approval lives, for the areas that link to their objects' approvals (core's
 * `ApprovalLink`): part of the approval area's contract, so core needs no area manifest. The approval
 * manifest's page is this path (tests/manifests/approval-slots.test.ts).
 */
export const APPROVAL_DETAIL_PATH = '/PC_APPROVAL_DETAIL';
