import { type Static, Type } from 'typebox';
import {
  type ApproverSource,
  EXAMINE_MODES,
  type ExamineMode,
  FIELD_ACCESS,
  FIELD_OPERATORS,
  type FieldAccess,
  NODE_TYPES,
  NODE_USERS_MAX,
  type NodeType,
  ROUTER_BRANCHES_MAX,
} from './approval-flow-constants';
import { FormFieldName } from './approval-form';
import { PlainName, UniqueId } from './fields';

/**
 * An approval flow, stored as JSON in each published template version (spec §3 "Approval-flow node",
 * §5 "Approval-flow codes"). A tree in the DingTalk style: the start node (发起人), then a chain of
 * nodes each with an optional `childNode`; a router's `conditionNodes` are branches side by side, each
 * with its own chain, and the router's `childNode` continues once they end (a condition router takes
 * one branch, a parallel router waits for all). The schema checks the shape and bounds; what only
 * the whole flow can tell (one default branch, a field that exists, approvers for a node) is checked
 * by `flowProblems` (approval-flow-problems.ts, one copy for the server and the console's designer),
 * with the node's name in the message.
 */

export * from './approval-flow-constants';

/** One of `values` (the union is built from the list, so typed here as its values). */
const literals = <const T extends readonly (string | number)[]>(values: T, title: string) =>
  Type.Unsafe<T[number]>(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      { title },
    ),
  );

/** A member, department or role named in a node (`nodeUserList`). */
export const NodeUser = Type.Object(
  {
    id: UniqueId('成员标识'),
    name: PlainName('名称', 64),
    kind: literals(['member', 'department', 'role'] as const, '类别'),
  },
  { additionalProperties: false },
);
export type NodeUser = Static<typeof NodeUser>;

/** A condition on a form field: numbers and amounts (fen) compared, options in a set, dates before/after. */
export const FieldRule = Type.Object(
  {
    field: FormFieldName,
    operator: literals(FIELD_OPERATORS, '比较方式'),
    /** A number (amounts in fen), a date `YYYY-MM-DD`, or option values for in/notIn. */
    value: Type.Union(
      [
        Type.Number(),
        Type.String({ maxLength: 30 }),
        Type.Array(Type.String({ maxLength: 30 }), { maxItems: 50 }),
      ],
      {
        title: '比较值',
      },
    ),
    /** The upper bound of `between` (inclusive, like the lower). */
    value2: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 30 })], { title: '上限' })),
  },
  { additionalProperties: false },
);
export type FieldRule = Static<typeof FieldRule>;

/** Rules joined by `operator`; a branch's groups are joined by its `groupOperator`. */
export const RuleGroup = Type.Object(
  {
    operator: literals(['and', 'or'] as const, '组内关系'),
    rules: Type.Array(FieldRule, { title: '条件', minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type RuleGroup = Static<typeof RuleGroup>;

export const TimeLimit = Type.Object(
  {
    /** Remind every N hours… */
    remindEveryHours: Type.Integer({ title: '提醒间隔（小时）', minimum: 1, maximum: 720 }),
    /** …up to M times… */
    remindTimes: Type.Integer({ title: '提醒次数', minimum: 0, maximum: 20 }),
    /** …then, optionally, decide for the approver. */
    onTimeout: literals(['none', 'approve', 'reject'] as const, '超时处理'),
  },
  { additionalProperties: false },
);
export type TimeLimit = Static<typeof TimeLimit>;

export const EmptyApprover = Type.Object(
  {
    /** 自动通过, 转交给管理员, or 转交给指定成员. */
    action: literals(['pass', 'admins', 'member'] as const, '审批人为空时'),
    member: Type.Optional(NodeUser),
  },
  { additionalProperties: false },
);

const nodeProperties = {
  nodeId: UniqueId('节点标识'),
  nodeName: PlainName('节点名称', 30),
  type: literals(NODE_TYPES, '节点类型'),
  settype: Type.Optional(literals([1, 2, 3, 4, 5, 6, 7] as const, '审批人类型')),
  setting: Type.Optional(literals([4, 5] as const, '审批人设置')),
  nodeUserList: Type.Optional(Type.Array(NodeUser, { title: '成员', maxItems: NODE_USERS_MAX })),
  /** settype 2: the head this many levels up; settype 3: every head up to this level. */
  directorLevel: Type.Optional(Type.Integer({ title: '主管层级', minimum: 1, maximum: 15 })),
  /** settype 6: one or several. */
  selectMode: Type.Optional(literals(['single', 'multiple'] as const, '自选方式')),
  /** settype 7: the form's member field. */
  formField: Type.Optional(FormFieldName),
  examineMode: Type.Optional(literals(EXAMINE_MODES, '多人审批方式')),
  emptyApprover: Type.Optional(EmptyApprover),
  /** The initiator is this node's approver: approve automatically, or pass to their department head. */
  selfApprove: Type.Optional(literals(['pass', 'head'] as const, '发起人审批时')),
  /** The same person approving the node before approves this one at once. */
  skipRepeated: Type.Optional(Type.Boolean({ title: '同一审批人连续审批时自动通过' })),
  fieldPermissions: Type.Optional(
    Type.Record(FormFieldName, literals(FIELD_ACCESS, '字段权限'), { title: '字段权限' }),
  ),
  timeLimit: Type.Optional(TimeLimit),
  /** A free custom attribute, carried through untouched. */
  zdy1: Type.Optional(Type.Unknown()),
  conditionNodes: Type.Optional(
    Type.Array(Type.Ref('ApprovalFlowBranch'), { title: '分支', minItems: 2, maxItems: ROUTER_BRANCHES_MAX }),
  ),
  childNode: Type.Optional(Type.Ref('ApprovalFlowNode')),
};

const branchProperties = {
  nodeId: UniqueId('分支标识'),
  nodeName: PlainName('分支名称', 30),
  /** Tried in this order, lowest first. */
  priorityLevel: Type.Integer({ title: '优先级', minimum: 1, maximum: 100 }),
  /** 其他情况: taken when no other branch matches; exactly one per condition router. */
  isDefault: Type.Optional(Type.Boolean({ title: '其他情况' })),
  ruleType: Type.Optional(Type.Integer({ title: '条件类型' })),
  ruleOperations: Type.Optional(Type.Integer({ title: '条件关系' })),
  /** The members (ruleType 1) or departments (otherwise) the initiator rule names; empty: no such rule. */
  nodeUserList: Type.Optional(Type.Array(NodeUser, { title: '成员', maxItems: NODE_USERS_MAX })),
  conditionGroups: Type.Optional(Type.Array(RuleGroup, { title: '条件组', maxItems: 10 })),
  groupOperator: Type.Optional(literals(['and', 'or'] as const, '条件组关系')),
  zdy1: Type.Optional(Type.Unknown()),
  childNode: Type.Optional(Type.Ref('ApprovalFlowNode')),
};

const flowDefinitions = Type.Cyclic(
  {
    ApprovalFlowNode: Type.Object(nodeProperties, { additionalProperties: false }),
    ApprovalFlowBranch: Type.Object(branchProperties, { additionalProperties: false }),
  },
  'ApprovalFlowNode',
);

/** The whole flow: its start node. */
export const ApprovalFlow = flowDefinitions;

export interface FlowBranch {
  nodeId: string;
  nodeName: string;
  priorityLevel: number;
  isDefault?: boolean;
  ruleType?: number;
  ruleOperations?: number;
  nodeUserList?: NodeUser[];
  conditionGroups?: RuleGroup[];
  groupOperator?: 'and' | 'or';
  zdy1?: unknown;
  childNode?: FlowNode;
}

export interface FlowNode {
  nodeId: string;
  nodeName: string;
  type: NodeType;
  settype?: ApproverSource;
  setting?: 4 | 5;
  nodeUserList?: NodeUser[];
  directorLevel?: number;
  selectMode?: 'single' | 'multiple';
  formField?: string;
  examineMode?: ExamineMode;
  emptyApprover?: { action: 'pass' | 'admins' | 'member'; member?: NodeUser };
  selfApprove?: 'pass' | 'head';
  skipRepeated?: boolean;
  fieldPermissions?: Record<string, FieldAccess>;
  timeLimit?: TimeLimit;
  zdy1?: unknown;
  conditionNodes?: FlowBranch[];
  childNode?: FlowNode;
}

/** The interfaces above and the schema's type agree both ways: a compile error when one drifts. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type FlowTypesAgree = Assert<Same<Static<typeof ApprovalFlow>, FlowNode>>;
