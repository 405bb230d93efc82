/**
 * The approval flow's enumerations and limits as plain values: the contract (approval-flow.ts) builds
 * its schema from them, and the console's flow designer and the shared rules (approval-flow-problems.ts)
 * use them at run time without bringing typebox along.
 */

export const NODE_TYPES = ['start', 'approver', 'handler', 'cc', 'condition', 'parallel'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/**
 * Where a node's approvers come from (`settype`). 1 with `setting` 4 is a single chosen approver
 * (several chosen members take the multi-approver mode); `setting` 5 — or settype 5 — is the initiator.
 */
export const ApproverSource = {
  /** 指定成员: the members of `nodeUserList`. */
  members: 1,
  /** 部门主管: the head of the initiator's department `directorLevel` levels up (1 = their own). */
  departmentHead: 2,
  /** 连续多级主管: every head from the initiator's department up to level `directorLevel`, in order. */
  continuousHeads: 3,
  /** 角色: the members holding the roles of `nodeUserList`. */
  role: 4,
  /** 发起人自己. */
  initiator: 5,
  /** 发起人自选: the initiator chooses at start (`selectMode` single or multiple, among `nodeUserList` if any). */
  initiatorChooses: 6,
  /** 表单中的成员: the members in the form's member field `formField`. */
  formMember: 7,
} as const;
export type ApproverSource = (typeof ApproverSource)[keyof typeof ApproverSource];

/** `setting` of spec §5: 4 a single approver, 5 the initiator. */
export const ApproverSetting = { single: 4, initiator: 5 } as const;

/** How several approvers of one node decide: 依次 (in order), 会签 (all must approve), 或签 (any one). */
export const EXAMINE_MODES = ['sequential', 'all', 'any'] as const;
export type ExamineMode = (typeof EXAMINE_MODES)[number];

export const FIELD_ACCESS = ['edit', 'read', 'hidden'] as const;
export type FieldAccess = (typeof FIELD_ACCESS)[number];

/** `ruleType` 1: the initiator is one of `nodeUserList`; anything else: the initiator's department. */
export const RuleType = { initiator: 1, department: 2 } as const;
/** `ruleOperations` 1: belongs to; anything else: does not belong to. */
export const RuleOperation = { belongs: 1, notBelongs: 2 } as const;

export const FIELD_OPERATORS = [
  'lt',
  'lte',
  'eq',
  'gte',
  'gt',
  'between',
  'in',
  'notIn',
  'before',
  'after',
] as const;
export type FieldOperator = (typeof FIELD_OPERATORS)[number];

export const FLOW_DEPTH_MAX = 100;
export const FLOW_NODES_MAX = 200;
export const ROUTER_BRANCHES_MAX = 10;
export const NODE_USERS_MAX = 50;
