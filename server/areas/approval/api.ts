/**
 * The approval area's public API: the only file of `server/areas/approval/` that code outside the area
 * may import (README "Approvals: from any area"). An area contributes its approval types to
 * `approvalTypes` (with the outcome hooks that run in the transaction of the step ending an approval),
 * starts an approval for one of its business objects inside its own transaction, and reads the states
 * of many objects at once for its lists.
 */
export {
  type ApprovalOutcome,
  type ApprovalType,
  approvalTypes,
  defineApprovalType,
} from './engine/approval-types';
export { approvalStatesOf, startApproval } from './engine/public-api';
