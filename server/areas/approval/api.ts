/**
 * The approval area's public API: the only file of `server/areas/approval/` that code outside the area
 * may import (README "Approvals: from any area"). An area contributes its approval types to
 * `approvalTypes` — each with the default template it brings (its fields locked in 审批配置) and the
 * outcome hooks that run in the transaction of the step concerned — starts an approval for one of its
 * business objects inside its own transaction, reads the states of many objects at once for its lists,
 * and the state and timeline of one object's approval for its detail page.
 */
export type {
  BusinessApproval,
  InstanceState as ApprovalInstanceState,
  TimelineEntry as ApprovalTimelineEntry,
} from '../../../manifests/contracts/approval';
export {
  type ApprovalOutcome,
  type ApprovalType,
  type ApprovalTypeTemplate,
  approvalTypes,
  DEFAULT_TYPE_FLOW,
  defineApprovalType,
} from './engine/approval-types';
export {
  type ApprovalState,
  approvalStatesOf,
  type StartApproval,
  startApproval,
} from './engine/public-api';
export type { Started as StartedApproval } from './engine/start';
export type { Actor as ApprovalApplicant } from './engine/step-context';
export { approvalOf, type BusinessApprovalRecord } from './queries/business-approval';
export { templateOfType } from './queries/type-template';
