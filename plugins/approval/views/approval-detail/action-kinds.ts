import type { ApprovalDetail, TaskActionKind } from '../../api/approval-api';

/** Every action of 审批详情: on the member's task, or on the approval as a whole. */
export type DetailAction = TaskActionKind | 'withdraw' | 'resubmit' | 'urge' | 'comment' | 'terminate';

export interface ActionSpec {
  label: string;
  /** The dialog's title (同意审批, 转交给…). */
  title: string;
  /** 意见 asked for; `required` when the server refuses without it. */
  comment: 'none' | 'optional' | 'required';
  /** A member to choose (转交, 加签). */
  member?: boolean;
  /** A node to return to (退回). */
  target?: boolean;
  /** Files with the text (评论). */
  attachments?: boolean;
  /** Ends or sends back the approval: the dialog's button is red. */
  danger?: boolean;
  /** The toast after it went through. */
  done: string;
}

export const ACTION_SPECS: Record<DetailAction, ActionSpec> = {
  approve: { label: '同意', title: '同意审批', comment: 'optional', done: '已同意' },
  handle: { label: '办理', title: '办理完成', comment: 'optional', done: '已办理' },
  reject: { label: '拒绝', title: '拒绝审批', comment: 'required', danger: true, done: '已拒绝' },
  return: {
    label: '退回',
    title: '退回审批',
    comment: 'optional',
    target: true,
    danger: true,
    done: '已退回',
  },
  transfer: { label: '转交', title: '转交审批', comment: 'optional', member: true, done: '已转交' },
  'add-before': { label: '前加签', title: '在我之前加签', comment: 'optional', member: true, done: '已加签' },
  'add-after': { label: '后加签', title: '在我之后加签', comment: 'optional', member: true, done: '已加签' },
  withdraw: { label: '撤回', title: '撤回审批', comment: 'optional', danger: true, done: '已撤回' },
  resubmit: { label: '重新提交', title: '重新提交审批', comment: 'optional', done: '已重新提交' },
  urge: { label: '催办', title: '催办', comment: 'none', done: '已催办，审批人会收到提醒' },
  comment: { label: '评论', title: '添加评论', comment: 'required', attachments: true, done: '已评论' },
  terminate: { label: '终止', title: '终止审批', comment: 'required', danger: true, done: '已终止' },
};

/** The order of the bar: the task's decision first, then the rest of the task, then the approval's. */
const ORDER: DetailAction[] = [
  'approve',
  'handle',
  'reject',
  'return',
  'transfer',
  'add-before',
  'add-after',
  'resubmit',
  'urge',
  'withdraw',
  'comment',
  'terminate',
];

/** Exactly what the member may do now: the task's actions the server lists, and what `can` allows. */
export function permittedActions(detail: Pick<ApprovalDetail, 'myTask' | 'can'>): DetailAction[] {
  const allowed = new Set<DetailAction>(detail.myTask?.actions ?? []);
  for (const key of ['withdraw', 'resubmit', 'urge', 'comment', 'terminate'] as const)
    if (detail.can[key]) allowed.add(key);
  return ORDER.filter((action) => allowed.has(action));
}

/** What a dialog collected. */
export interface ActionInput {
  comment?: string;
  target?: string;
  to?: string;
  attachments?: { uniqueId: string; name: string; url: string }[];
  /** The form's values to send (the task's editable fields; every field the initiator fills on resubmit). */
  form?: Record<string, unknown>;
}

export const TASK_ACTIONS: ReadonlySet<DetailAction> = new Set<DetailAction>([
  'approve',
  'handle',
  'reject',
  'return',
  'transfer',
  'add-before',
  'add-after',
]);
