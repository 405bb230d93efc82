import { formatAmountIn, formatFen } from '@core';
import type { TreeOption } from '@core/crud';
import type {
  FieldRule,
  FlowBranch,
  FlowNode,
  NodeUser,
  RuleGroup,
} from '@manifests/contracts/approval-flow';
import {
  ApproverSetting,
  ApproverSource,
  RuleOperation,
  RuleType,
} from '@manifests/contracts/approval-flow-constants';
import { peopleWord } from '@manifests/contracts/approval-flow-problems';
import type { ApprovalForm, ApprovalFormField } from '@manifests/contracts/approval-form';

/** Whom the designer's pickers offer: the organisation's members, departments and roles. */
export interface FlowSources {
  members: { uniqueId: string; name: string }[];
  departments: TreeOption[];
  roles: { uniqueId: string; name: string }[];
}

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 1–15 in Chinese numerals (二, 十二). */
export function chineseNumber(number: number): string {
  if (number <= 10) return DIGITS[number] ?? String(number);
  if (number < 20) return `十${DIGITS[number - 10]}`;
  return String(number);
}

/** A head `level` levels up: 直接主管, 二级主管, … */
export const headName = (level: number) => (level <= 1 ? '直接主管' : `${chineseNumber(level)}级主管`);

type Namer = (users: readonly NodeUser[]) => string;
const namers = new WeakMap<FlowSources, Namer>();

/**
 * Names by id across the sources (the name stored in the node when the source no longer has it),
 * built once per sources object: every card of a large flow asks.
 */
function namer(sources: FlowSources): Namer {
  const known = namers.get(sources);
  if (known) return known;
  const names = new Map<string, string>();
  for (const one of [...sources.members, ...sources.roles]) names.set(one.uniqueId, one.name);
  const walk = (options: readonly TreeOption[]) => {
    for (const option of options) {
      names.set(option.value, option.label);
      walk(option.children ?? []);
    }
  };
  walk(sources.departments);
  const made: Namer = (users) => users.map((user) => names.get(user.id) ?? user.name).join('、');
  namers.set(sources, made);
  return made;
}

const MODE_WORDS = {
  approver: { sequential: '依次审批', all: '会签', any: '或签' },
  handler: { sequential: '依次办理', all: '会签', any: '或签' },
} as const;

function peopleSummary(node: FlowNode, form: ApprovalForm, names: (users: readonly NodeUser[]) => string) {
  const who = peopleWord(node);
  const users = node.nodeUserList ?? [];
  if (node.setting === ApproverSetting.initiator) return '发起人自己';
  switch (node.settype) {
    case ApproverSource.members: {
      const members = users.filter((user) => user.kind === 'member');
      if (members.length === 0) return `请选择${who}`;
      if (members.length === 1 || node.type === 'cc') return names(members);
      const mode = MODE_WORDS[node.type === 'handler' ? 'handler' : 'approver'][node.examineMode ?? 'all'];
      return `${names(members)} ${mode}`;
    }
    case ApproverSource.departmentHead:
      return `发起人的${headName(node.directorLevel ?? 1)}`;
    case ApproverSource.continuousHeads:
      return `从直接主管到发起人的${headName(node.directorLevel ?? 1)} 依次审批`;
    case ApproverSource.role: {
      const roles = users.filter((user) => user.kind === 'role');
      return roles.length === 0 ? '请选择角色' : `角色：${names(roles)}`;
    }
    case ApproverSource.initiator:
      return '发起人自己';
    case ApproverSource.initiatorChooses:
      return node.selectMode === 'multiple' ? '发起人自选（多选）' : '发起人自选（单选）';
    case ApproverSource.formMember: {
      const field = form.find((one) => one.name === node.formField);
      return field ? `表单中的「${field.label}」` : '请选择表单中的成员字段';
    }
    default:
      return `请设置${who}`;
  }
}

/** An amount in fen as yuan, without trailing zero decimals (100000 → 1000, 12345 → 123.45). */
export const yuanText = (fen: number) =>
  Number.isSafeInteger(fen)
    ? formatFen(fen)
        .replace(/\.00$/, '')
        .replace(/(\.\d)0$/, '$1')
    : String(fen);

const COMPARISONS: Partial<Record<FieldRule['operator'], string>> = {
  lt: '<',
  lte: '≤',
  eq: '=',
  gte: '≥',
  gt: '>',
  before: '早于',
  after: '晚于',
};

function valueText(field: ApprovalFormField | undefined, value: FieldRule['value'] | undefined): string {
  if (value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map((one) => field?.options?.find((option) => option.value === one)?.label ?? one)
      .join('、');
  if (typeof value === 'number' && field?.kind === 'amount' && field.unit === '万元')
    return Number.isSafeInteger(value)
      ? `${formatAmountIn(value, '万元').replace(/\.?0+$/, '')}万元`
      : String(value);
  if (typeof value === 'number') return field?.kind === 'amount' ? yuanText(value) : String(value);
  return field?.options?.find((option) => option.value === value)?.label ?? value;
}

/** One field rule in words: 金额 > 1000, 类型属于 差旅、办公, 日期 早于 2026-04-01. */
export function ruleText(rule: FieldRule, form: ApprovalForm): string {
  const field = form.find((one) => one.name === rule.field);
  const label = field?.label ?? rule.field;
  switch (rule.operator) {
    case 'between':
      return `${label} 介于 ${valueText(field, rule.value)} 至 ${valueText(field, rule.value2)}`;
    case 'in':
      return `${label}属于 ${valueText(field, rule.value)}`;
    case 'notIn':
      return `${label}不属于 ${valueText(field, rule.value)}`;
    default:
      return `${label} ${COMPARISONS[rule.operator]} ${valueText(field, rule.value)}`;
  }
}

const JOIN = { and: ' 且 ', or: ' 或 ' } as const;

function groupText(group: RuleGroup, form: ApprovalForm, alone: boolean): string {
  const text = group.rules.map((rule) => ruleText(rule, form)).join(JOIN[group.operator]);
  return alone || group.rules.length === 1 ? text : `（${text}）`;
}

function branchSummary(
  branch: FlowBranch,
  router: 'condition' | 'parallel' | undefined,
  form: ApprovalForm,
  names: (users: readonly NodeUser[]) => string,
) {
  if (router === 'parallel') return '与其他分支同时进行';
  if (branch.isDefault) return '未满足其他条件时进入此分支';
  const parts: string[] = [];
  const groups = branch.conditionGroups ?? [];
  if (groups.length > 0)
    parts.push(
      groups
        .map((group) => groupText(group, form, groups.length === 1))
        .join(JOIN[branch.groupOperator ?? 'and']),
    );
  const users = branch.nodeUserList ?? [];
  if (users.length > 0) {
    const subject = branch.ruleType === RuleType.initiator ? '发起人' : '部门';
    const relation = branch.ruleOperations === RuleOperation.belongs ? '属于' : '不属于';
    parts.push(`${subject}${relation} ${names(users)}`);
  }
  if (parts.length === 0) return '请设置条件';
  return groups.length > 1 && users.length > 0
    ? `（${parts[0]}）${JOIN.and}${parts[1]}`
    : parts.join(JOIN.and);
}

/**
 * A node's one-line summary on its card: whom it asks and how (张伟、李娜 依次审批, 发起人的二级主管),
 * whom it copies, or a branch's conditions (金额 > 1000 且 部门属于 招商部); what is missing when it
 * is not set. Names come from the sources, so a renamed member shows their new name.
 */
export function nodeSummary(
  item: FlowNode | FlowBranch,
  form: ApprovalForm,
  sources: FlowSources,
  /** For a branch: the kind of its router. */
  router: 'condition' | 'parallel' = 'condition',
): string {
  const names = namer(sources);
  if (!('type' in item)) return branchSummary(item, router, form, names);
  switch (item.type) {
    case 'start':
      return '所有人';
    case 'condition':
    case 'parallel':
      return `${item.conditionNodes?.length ?? 0} 个分支`;
    default:
      return peopleSummary(item, form, names);
  }
}
