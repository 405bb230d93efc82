import type { StateMap } from '@core/crud';
import { ENTRY_STATE_LABELS, type EntryState } from '@manifests/contracts/park-entry-constants';

/** How an application's own state reads: 审批中, 已通过, 已驳回, 已撤回. */
export const ENTRY_STATE_LOOKS: StateMap<EntryState> = {
  pending: { label: ENTRY_STATE_LABELS.pending, status: 'processing' },
  approved: { label: ENTRY_STATE_LABELS.approved, status: 'success' },
  rejected: { label: ENTRY_STATE_LABELS.rejected, status: 'error' },
  withdrawn: { label: ENTRY_STATE_LABELS.withdrawn, status: 'default' },
};
