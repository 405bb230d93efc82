/** 入驻申请's constants, without TypeBox (the console's plugin entry reads the type key). */

/** The approval type of entry applications (`defineApprovalType`): what their approvals carry as `typeKey`. */
export const PARK_ENTRY_APPROVAL_TYPE = 'park.entry';

export const ENTRY_STATES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type EntryState = (typeof ENTRY_STATES)[number];
export const ENTRY_STATE_LABELS: Record<EntryState, string> = {
  pending: '审批中',
  approved: '已通过',
  rejected: '已驳回',
  withdrawn: '已撤回',
};

export const ENTRY_ATTACHMENTS_MAX = 9;
export const ENTRY_CONTACTS_MAX = 5;
/** At most 100 000 m², in hundredths. */
export const ENTRY_AREA_MAX = 10_000_000;
