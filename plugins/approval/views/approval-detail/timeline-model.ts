import { APPROVAL_STATES } from '@core/components';
import type { InstanceState, TimelineEntry, UpcomingNode } from '../../api/approval-api';

/** A file attached to a comment, as the server keeps it. */
export interface EntryFile {
  uniqueId: string;
  name: string;
  url: string;
}

/** How one timeline entry reads: what happened, its colour on the line, its marks (转交, 退回…). */
export interface EntryView {
  /** Whether the entry names its actor (not for the line's own steps: a node reached, the end). */
  byActor: boolean;
  /** What happened: 同意, 退回至发起人, 审批结束. */
  action: string;
  color: 'green' | 'red' | 'blue' | 'gray' | 'orange';
  /** Tags beside it: 转交, 加签, 退回, 催办, 提醒, and the notes of a node reached. */
  marks: string[];
  /** Who it concerns besides the actor: the people a node reached. */
  people: string;
  files: EntryFile[];
}

const NOTE_LABELS: Record<string, string> = {
  'self-pass': '发起人本人，自动通过',
  'self-head': '发起人本人，由上级审批',
  'empty-pass': '无审批人，自动通过',
  'empty-admins': '无审批人，转交管理员',
  'empty-member': '无审批人，转交指定成员',
};

const TYPE_WORDS: Record<string, string> = { approver: '审批', handler: '办理', cc: '抄送' };

/** How several people decide at a node, as the timeline says it after their names. */
const MODE_WORDS: Record<string, Record<string, string>> = {
  approver: { sequential: '依次审批', all: '会签', any: '或签' },
  handler: { sequential: '依次办理', all: '会签', any: '或签' },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const namesOf = (people: unknown) =>
  Array.isArray(people)
    ? people
        .map((person) => text((person as { name?: unknown } | null)?.name))
        .filter(Boolean)
        .join('、')
    : '';

const withMode = (names: string, mode: string | undefined) => (names && mode ? `${names}（${mode}）` : names);

function filesOf(detail: Record<string, unknown>): EntryFile[] {
  const files = detail.attachments;
  if (!Array.isArray(files)) return [];
  return files.filter(
    (file): file is EntryFile =>
      typeof file === 'object' &&
      file !== null &&
      typeof file.uniqueId === 'string' &&
      typeof file.url === 'string',
  );
}

/** What a timeline entry reads as, by the kind the engine wrote. */
export function entryView(entry: TimelineEntry): EntryView {
  const detail = entry.detail ?? {};
  const base: EntryView = { byActor: true, action: '', color: 'blue', marks: [], people: '', files: [] };
  switch (entry.kind) {
    case 'start':
      return { ...base, action: '发起审批' };
    case 'node': {
      const type = text(detail.type);
      const notes = Array.isArray(detail.notes)
        ? detail.notes.map((note) => NOTE_LABELS[String(note)] ?? '')
        : [];
      const repeated =
        Array.isArray(detail.repeated) && detail.repeated.length > 0 ? ['重复审批人自动通过'] : [];
      return {
        ...base,
        byActor: false,
        action: type === 'cc' ? '抄送给' : `${TYPE_WORDS[type] ?? '审批'}人`,
        color: 'gray',
        marks: [...notes, ...repeated].filter(Boolean),
        people: withMode(namesOf(detail.people), MODE_WORDS[type]?.[text(detail.mode)]),
      };
    }
    case 'approve':
      return { ...base, action: '同意', color: 'green' };
    case 'handle':
      return { ...base, action: '已办理', color: 'green' };
    case 'reject':
      return { ...base, action: '拒绝', color: 'red' };
    case 'return':
      return {
        ...base,
        action: `退回至${text(detail.targetName) || '前序节点'}`,
        color: 'orange',
        marks: ['退回'],
      };
    case 'resubmit':
      return { ...base, action: '重新提交' };
    case 'transfer':
      return { ...base, action: `转交给${text(detail.toName)}`, marks: ['转交'] };
    case 'add-before':
      return { ...base, action: `在前加签${text(detail.toName)}`, marks: ['加签'] };
    case 'add-after':
      return { ...base, action: `在后加签${text(detail.toName)}`, marks: ['加签'] };
    case 'withdraw':
      return { ...base, action: '撤回审批', color: 'gray' };
    case 'terminate':
      return { ...base, action: '终止审批', color: 'red' };
    case 'urge':
      return { ...base, action: '催办', color: 'orange', marks: ['催办'] };
    case 'comment':
      return { ...base, action: '评论', files: filesOf(detail) };
    case 'auto-approve':
      return { ...base, action: '超时自动同意', color: 'green', marks: ['超时'] };
    case 'auto-reject':
      return { ...base, action: '超时自动拒绝', color: 'red', marks: ['超时'] };
    case 'remind':
      return { ...base, action: '超时提醒', color: 'orange', marks: ['提醒'] };
    case 'finish': {
      const state = text(detail.state) as InstanceState;
      const label = APPROVAL_STATES[state]?.label ?? '';
      const color =
        state === 'approved' ? 'green' : state === 'rejected' || state === 'terminated' ? 'red' : 'gray';
      return { ...base, byActor: false, action: `审批结束${label ? `：${label}` : ''}`, color };
    }
    default:
      return { ...base, action: '其他操作', color: 'gray' };
  }
}

/** An upcoming node's line: 部门主管审批 · 赵敏 (待定 when the flow cannot tell yet). */
export function upcomingText(node: UpcomingNode): { what: string; people: string } {
  return {
    what: TYPE_WORDS[node.type] ?? '审批',
    people: node.people.length > 0 ? node.people.map((person) => person.name).join('、') : '待定',
  };
}
