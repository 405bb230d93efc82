import type { FlowBranch, FlowNode, NodeUser } from '../../../../manifests/contracts/approval-flow';
import type { ApprovalForm } from '../../../../manifests/contracts/approval-form';

/** The demo's templates (请假, 报销, 用印, 采购), written as the designer would save them. */

export interface DemoPeople {
  sunQiang: NodeUser;
  liuYang: NodeUser;
  wangFang: NodeUser;
  zhaoMin: NodeUser;
}

const headOf = (nodeId: string, nodeName: string, level: number, child?: FlowNode): FlowNode => ({
  nodeId,
  nodeName,
  type: 'approver',
  settype: 2,
  directorLevel: level,
  nodeUserList: [],
  emptyApprover: { action: 'admins' },
  selfApprove: 'head',
  ...(child ? { childNode: child } : {}),
});

const person = (
  nodeId: string,
  nodeName: string,
  user: NodeUser,
  child?: FlowNode,
  extra: Partial<FlowNode> = {},
): FlowNode => ({
  nodeId,
  nodeName,
  type: 'approver',
  settype: 1,
  setting: 4,
  nodeUserList: [user],
  ...extra,
  ...(child ? { childNode: child } : {}),
});

const otherwise = (nodeId: string, child?: FlowNode): FlowBranch => ({
  nodeId,
  nodeName: '其他情况',
  priorityLevel: 99,
  isDefault: true,
  ...(child ? { childNode: child } : {}),
});

export const leaveForm: ApprovalForm = [
  {
    name: 'leaveType',
    label: '请假类型',
    kind: 'select',
    required: true,
    options: [
      { label: '年假', value: 'annual' },
      { label: '事假', value: 'personal' },
      { label: '病假', value: 'sick' },
      { label: '调休', value: 'compensatory' },
    ],
  },
  { name: 'period', label: '请假时间', kind: 'dateRange', required: true },
  { name: 'days', label: '请假天数', kind: 'number', required: true, min: 0.5, max: 60 },
  { name: 'reason', label: '请假事由', kind: 'textarea', required: true, maxLength: 500 },
];

/** 请假: up to 3 days the head of the initiator's department; longer, the head above too. */
export const leaveFlow = (): FlowNode => ({
  nodeId: 'start',
  nodeName: '发起人',
  type: 'start',
  childNode: {
    nodeId: 'leave-days',
    nodeName: '条件分支',
    type: 'condition',
    conditionNodes: [
      {
        nodeId: 'leave-long',
        nodeName: '超过 3 天',
        priorityLevel: 1,
        conditionGroups: [{ operator: 'and', rules: [{ field: 'days', operator: 'gt', value: 3 }] }],
        childNode: headOf('leave-head', '部门主管', 1, {
          ...headOf('leave-upper', '上级主管', 2),
          skipRepeated: true,
        }),
      },
      otherwise('leave-short', headOf('leave-head-only', '部门主管', 1)),
    ],
  },
});

export const expenseForm: ApprovalForm = [
  { name: 'amount', label: '报销金额', kind: 'amount', required: true, min: 1, max: 100_000_000 },
  {
    name: 'category',
    label: '报销类别',
    kind: 'select',
    required: true,
    options: [
      { label: '差旅费', value: 'travel' },
      { label: '办公用品', value: 'office' },
      { label: '业务招待', value: 'hospitality' },
      { label: '其他', value: 'other' },
    ],
  },
  { name: 'spentOn', label: '发生日期', kind: 'date', required: true },
  { name: 'detail', label: '费用说明', kind: 'textarea', required: true, maxLength: 500 },
  { name: 'receipts', label: '票据', kind: 'attachment', max: 9 },
  { name: 'financeNote', label: '财务备注', kind: 'text', maxLength: 100 },
];

/** 报销: up to 1 000 元 the department head; above, the head and then the general manager; 财务 copied. */
export const expenseFlow = (people: DemoPeople): FlowNode => {
  // The initiator does not see 财务备注; the department head may write it.
  const headWrites = { fieldPermissions: { financeNote: 'edit' as const } };
  return {
    nodeId: 'start',
    nodeName: '发起人',
    type: 'start',
    fieldPermissions: { financeNote: 'hidden' },
    childNode: {
      nodeId: 'expense-amount',
      nodeName: '条件分支',
      type: 'condition',
      conditionNodes: [
        {
          nodeId: 'expense-small',
          nodeName: '1000 元及以下',
          priorityLevel: 1,
          conditionGroups: [
            { operator: 'and', rules: [{ field: 'amount', operator: 'lte', value: 100_000 }] },
          ],
          childNode: { ...headOf('expense-head', '部门主管', 1), ...headWrites },
        },
        otherwise('expense-large', {
          ...headOf(
            'expense-head-large',
            '部门主管',
            1,
            person('expense-manager', '总经理', people.sunQiang),
          ),
          ...headWrites,
        }),
      ],
      childNode: {
        nodeId: 'expense-cc',
        nodeName: '抄送财务',
        type: 'cc',
        settype: 1,
        nodeUserList: [people.liuYang],
      },
    },
  };
};

export const sealForm: ApprovalForm = [
  {
    name: 'sealType',
    label: '印章类型',
    kind: 'select',
    required: true,
    options: [
      { label: '公章', value: 'company' },
      { label: '合同专用章', value: 'contract' },
      { label: '法人章', value: 'legal' },
    ],
  },
  { name: 'document', label: '文件名称', kind: 'text', required: true, maxLength: 50 },
  { name: 'copies', label: '用印份数', kind: 'number', required: true, min: 1, max: 100 },
  { name: 'purpose', label: '用途', kind: 'textarea', required: true, maxLength: 300 },
  { name: 'files', label: '用印文件', kind: 'attachment', max: 5 },
];

/** 用印: the department head approves, then 王芳 of 物业部 (who keeps the seals) stamps it. */
export const sealFlow = (people: DemoPeople): FlowNode => ({
  nodeId: 'start',
  nodeName: '发起人',
  type: 'start',
  childNode: headOf('seal-head', '部门主管', 1, {
    nodeId: 'seal-stamp',
    nodeName: '用印办理',
    type: 'handler',
    settype: 1,
    setting: 4,
    nodeUserList: [people.wangFang],
  }),
});

export const purchaseForm: ApprovalForm = [
  { name: 'item', label: '采购物品', kind: 'text', required: true, maxLength: 50 },
  { name: 'quantity', label: '数量', kind: 'number', required: true, min: 1 },
  { name: 'budget', label: '预算金额', kind: 'amount', required: true, min: 1 },
  { name: 'need', label: '需求说明', kind: 'textarea', required: true, maxLength: 500 },
];

/** 采购: 赵敏 and 刘洋 both approve (会签, reminded daily), then the general manager. */
export const purchaseFlow = (people: DemoPeople): FlowNode => ({
  nodeId: 'start',
  nodeName: '发起人',
  type: 'start',
  childNode: {
    nodeId: 'purchase-review',
    nodeName: '采购会签',
    type: 'approver',
    settype: 1,
    nodeUserList: [people.zhaoMin, people.liuYang],
    examineMode: 'all',
    // A day per reminder, twice; then it waits for them (nobody decides a purchase for them).
    timeLimit: { remindEveryHours: 24, remindTimes: 2, onTimeout: 'none' },
    childNode: person('purchase-manager', '总经理', people.sunQiang),
  },
});
