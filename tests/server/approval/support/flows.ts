import type { FlowBranch, FlowNode, NodeUser } from '../../../../manifests/contracts/approval-flow';
import type { ApprovalForm } from '../../../../manifests/contracts/approval-form';

/** Builders for flows in tests: `start(approver('a', …, approver('b')))` reads in flow order. */

export const member = (id: string, name = id): NodeUser => ({ id, name, kind: 'member' });
export const department = (id: string, name = id): NodeUser => ({ id, name, kind: 'department' });
export const role = (id: string, name = id): NodeUser => ({ id, name, kind: 'role' });

export const start = (childNode?: FlowNode): FlowNode => ({
  nodeId: 'start',
  nodeName: '发起人',
  type: 'start',
  ...(childNode ? { childNode } : {}),
});

type NodeOptions = Partial<Omit<FlowNode, 'nodeId' | 'type' | 'childNode'>>;

/** An approver node choosing `members` (settype 1), unless the options say otherwise. */
export const approver = (nodeId: string, options: NodeOptions = {}, childNode?: FlowNode): FlowNode => ({
  nodeId,
  nodeName: options.nodeName ?? nodeId,
  type: 'approver',
  settype: 1,
  nodeUserList: [member(`${nodeId}-member`)],
  ...options,
  ...(childNode ? { childNode } : {}),
});

export const handler = (nodeId: string, options: NodeOptions = {}, childNode?: FlowNode): FlowNode => ({
  ...approver(nodeId, options, childNode),
  type: 'handler',
});

export const cc = (nodeId: string, users: NodeUser[], childNode?: FlowNode): FlowNode => ({
  nodeId,
  nodeName: nodeId,
  type: 'cc',
  settype: 1,
  nodeUserList: users,
  ...(childNode ? { childNode } : {}),
});

export const branch = (
  nodeId: string,
  options: Partial<Omit<FlowBranch, 'nodeId' | 'childNode'>>,
  childNode?: FlowNode,
): FlowBranch => ({
  nodeId,
  nodeName: options.nodeName ?? nodeId,
  priorityLevel: options.priorityLevel ?? 1,
  ...options,
  ...(childNode ? { childNode } : {}),
});

export const otherwise = (nodeId: string, childNode?: FlowNode): FlowBranch =>
  branch(nodeId, { nodeName: '其他情况', isDefault: true, priorityLevel: 99 }, childNode);

export const router = (
  type: 'condition' | 'parallel',
  nodeId: string,
  conditionNodes: FlowBranch[],
  childNode?: FlowNode,
): FlowNode => ({
  nodeId,
  nodeName: type === 'condition' ? '条件分支' : '并行分支',
  type,
  conditionNodes,
  ...(childNode ? { childNode } : {}),
});

/** A form with an amount, a number, a date, a select, a multi-select and a member field. */
export const testForm: ApprovalForm = [
  { name: 'amount', label: '金额', kind: 'amount', required: true },
  { name: 'days', label: '天数', kind: 'number' },
  { name: 'day', label: '日期', kind: 'date' },
  {
    name: 'kind',
    label: '类型',
    kind: 'select',
    options: [
      { label: '差旅', value: 'travel' },
      { label: '办公', value: 'office' },
    ],
  },
  {
    name: 'tags',
    label: '标签',
    kind: 'multiSelect',
    options: [
      { label: '急', value: 'urgent' },
      { label: '大额', value: 'large' },
    ],
  },
  { name: 'note', label: '说明', kind: 'textarea' },
  { name: 'owner', label: '负责人', kind: 'member' },
  { name: 'period', label: '期间', kind: 'dateRange' },
];
