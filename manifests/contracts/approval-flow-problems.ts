import type { PublishProblem } from './approval';
import type { FieldRule, FlowBranch, FlowNode } from './approval-flow';
import {
  ApproverSetting,
  ApproverSource,
  FLOW_DEPTH_MAX,
  FLOW_NODES_MAX,
  RuleType,
} from './approval-flow-constants';
import type { ApprovalForm, ApprovalFormField } from './approval-form';
import { defaultValueProblems } from './approval-form-defaults';

/**
 * What is wrong with a flow for its form, as plain rules with no typebox: the server refuses to
 * publish a flow with any, and the console's flow designer shows each on its node, so both read this
 * one copy.
 */

/** Something wrong with a flow, named by the node it concerns (the designer shows it there). */
export interface FlowProblem {
  nodeId: string;
  message: string;
}

const NUMERIC = new Set(['lt', 'lte', 'eq', 'gte', 'gt', 'between']);
const DATED = new Set(['before', 'after', 'eq', 'between']);
const CHOSEN = new Set(['in', 'notIn']);

/** Which operators suit a field of each kind. */
export function operatorSuits(field: ApprovalFormField, rule: FieldRule): boolean {
  switch (field.kind) {
    case 'number':
    case 'amount':
      return NUMERIC.has(rule.operator) && typeof rule.value === 'number';
    case 'date':
    case 'dateRange':
      return DATED.has(rule.operator) && typeof rule.value === 'string';
    case 'select':
      return (CHOSEN.has(rule.operator) && Array.isArray(rule.value)) || rule.operator === 'eq';
    case 'multiSelect':
      return CHOSEN.has(rule.operator) && Array.isArray(rule.value);
    case 'text':
      return rule.operator === 'eq' && typeof rule.value === 'string';
    default:
      return false;
  }
}

/** The word for a node's people: 审批人, 办理人 or 抄送人. */
export function peopleWord(node: FlowNode): string {
  return node.type === 'cc' ? '抄送人' : node.type === 'handler' ? '办理人' : '审批人';
}

function approverProblems(node: FlowNode, fields: ReadonlyMap<string, ApprovalFormField>): string[] {
  const users = node.nodeUserList ?? [];
  const members = users.filter((user) => user.kind === 'member');
  const who = peopleWord(node);
  if (node.setting === ApproverSetting.initiator) return [];
  switch (node.settype) {
    case undefined:
      return [`请设置${who}`];
    case ApproverSource.members:
      if (members.length === 0) return [`请选择${who}`];
      if (node.setting === ApproverSetting.single && members.length !== 1) return [`只能选择一名${who}`];
      return [];
    case ApproverSource.departmentHead:
    case ApproverSource.continuousHeads:
      return node.directorLevel === undefined ? ['请选择主管层级'] : [];
    case ApproverSource.role:
      return users.some((user) => user.kind === 'role') ? [] : ['请选择角色'];
    case ApproverSource.initiator:
      return [];
    case ApproverSource.initiatorChooses:
      return node.selectMode === undefined ? ['请选择发起人自选的方式（单选或多选）'] : [];
    case ApproverSource.formMember: {
      const field = node.formField === undefined ? undefined : fields.get(node.formField);
      if (!field) return ['请选择表单中的成员字段'];
      return field.kind === 'member' ? [] : [`字段「${field.label}」不是成员字段`];
    }
    default:
      return [`不支持的${who}类型`];
  }
}

/**
 * Whether a well-set approver or handler node may still find nobody when it is reached: heads and
 * roles are read from the organisation then (a department without a head, a role nobody holds), and
 * a member field that is not required may be left empty. Chosen members, the initiator and the
 * initiator's own choice always name someone.
 */
function mayResolveToNobody(node: FlowNode, fields: ReadonlyMap<string, ApprovalFormField>): boolean {
  if (node.setting === ApproverSetting.initiator) return false;
  switch (node.settype) {
    case ApproverSource.departmentHead:
    case ApproverSource.continuousHeads:
    case ApproverSource.role:
      return true;
    case ApproverSource.formMember:
      return node.formField !== undefined && fields.get(node.formField)?.required !== true;
    default:
      return false;
  }
}

function branchProblems(
  router: FlowNode,
  branch: FlowBranch,
  fields: ReadonlyMap<string, ApprovalFormField>,
): string[] {
  if (router.type === 'parallel' || branch.isDefault) return [];
  const groups = branch.conditionGroups ?? [];
  const problems: string[] = [];
  if ((branch.nodeUserList ?? []).length === 0 && groups.length === 0) problems.push('请设置条件');
  for (const rule of groups.flatMap((group) => group.rules)) {
    const field = fields.get(rule.field);
    if (!field) problems.push(`条件中的字段「${rule.field}」已不在表单中`);
    else if (field.conditionable === false)
      problems.push(
        `字段「${field.label}」已设为不可作为流程条件，请删除该条件或在表单中开启「可作为流程条件」`,
      );
    else if (!field.required) problems.push(`条件中的字段「${field.label}」须设为必填`);
    else if (!operatorSuits(field, rule)) problems.push(`字段「${field.label}」的条件不适用于该字段类型`);
    else if (rule.operator === 'between' && rule.value2 === undefined)
      problems.push(`字段「${field.label}」的条件缺少上限`);
  }
  return problems;
}

const sorted = <T>(values: readonly T[]) => [...values].sort();

/**
 * A branch's conditions written one way whatever their order: two branches with the same key are
 * taken for the same requests, so the second could never be reached. Empty for a branch with none.
 */
export function conditionKey(branch: FlowBranch): string {
  const users = branch.nodeUserList ?? [];
  const groups = branch.conditionGroups ?? [];
  if (users.length === 0 && groups.length === 0) return '';
  const initiator =
    users.length === 0
      ? null
      : [
          branch.ruleType === RuleType.initiator ? 'members' : 'departments',
          branch.ruleOperations === 1 ? 'in' : 'out',
          sorted(users.map((user) => user.id)),
        ];
  const rule = (one: FieldRule) =>
    JSON.stringify([
      one.field,
      one.operator,
      Array.isArray(one.value) ? sorted(one.value) : one.value,
      one.value2 ?? null,
    ]);
  const group = (one: { operator: string; rules: FieldRule[] }) =>
    JSON.stringify([one.rules.length > 1 ? one.operator : 'and', sorted(one.rules.map(rule))]);
  return JSON.stringify([
    initiator,
    groups.length > 1 ? (branch.groupOperator ?? 'and') : 'and',
    sorted(groups.map(group)),
  ]);
}

function routerProblems(router: FlowNode): string[] {
  const branches = router.conditionNodes ?? [];
  if (branches.length < 2) return ['至少需要两个分支'];
  const defaults = branches.filter((branch) => branch.isDefault).length;
  const problems: string[] = [];
  if (router.type === 'condition' && defaults !== 1) problems.push('条件分支须有且只有一个「其他情况」分支');
  if (router.type === 'parallel' && defaults > 0) problems.push('并行分支没有「其他情况」');
  const priorities = branches.filter((branch) => !branch.isDefault).map((branch) => branch.priorityLevel);
  if (new Set(priorities).size !== priorities.length) problems.push('分支的优先级不能重复');
  return problems;
}

/** For each branch of a condition router whose conditions an earlier branch already has, that branch. */
function sameConditions(router: FlowNode): Map<FlowBranch, FlowBranch> {
  const same = new Map<FlowBranch, FlowBranch>();
  if (router.type !== 'condition') return same;
  const first = new Map<string, FlowBranch>();
  const ordered = (router.conditionNodes ?? [])
    .filter((branch) => !branch.isDefault)
    .sort((a, b) => a.priorityLevel - b.priorityLevel);
  for (const branch of ordered) {
    const key = conditionKey(branch);
    if (key === '') continue;
    const earlier = first.get(key);
    if (earlier) same.set(branch, earlier);
    else first.set(key, branch);
  }
  return same;
}

/**
 * What is wrong with a flow for a form, beyond the shape its schema checks: the root is the one start
 * node; node ids unique; size and depth bounded; each approver, handler and cc node says where its
 * people come from, and an approver or handler that may find nobody says what then (the empty rule);
 * condition routers have exactly one default branch (其他情况) and distinct priorities, every other
 * branch a condition of its own on required fields that exist (and may be used in conditions) with an operator that suits them;
 * field permissions name fields of the form. Empty when the flow can be published.
 */
export function flowProblems(flow: FlowNode, form: ApprovalForm): FlowProblem[] {
  const fields = new Map(form.map((field) => [field.name, field]));
  const problems: FlowProblem[] = [];
  const seen = new Set<string>();
  let count = 0;
  const add = (nodeId: string, name: string, messages: string[]) => {
    for (const message of messages) problems.push({ nodeId, message: `「${name}」：${message}` });
  };

  if (flow.type !== 'start') add(flow.nodeId, flow.nodeName, ['流程须从发起人节点开始']);

  const visit = (node: FlowNode | FlowBranch, depth: number, isRoot: boolean) => {
    count++;
    if (depth > FLOW_DEPTH_MAX) {
      add(node.nodeId, node.nodeName, [`流程层级不能超过 ${FLOW_DEPTH_MAX} 层`]);
      return;
    }
    if (seen.has(node.nodeId)) add(node.nodeId, node.nodeName, ['节点标识重复']);
    seen.add(node.nodeId);
    if ('type' in node) {
      if (node.type === 'start' && !isRoot) add(node.nodeId, node.nodeName, ['发起人节点只能在流程开头']);
      if (node.type === 'approver' || node.type === 'handler' || node.type === 'cc') {
        const source = approverProblems(node, fields);
        add(node.nodeId, node.nodeName, source);
        if (
          source.length === 0 &&
          node.type !== 'cc' &&
          node.emptyApprover === undefined &&
          mayResolveToNobody(node, fields)
        )
          add(node.nodeId, node.nodeName, [
            `${peopleWord(node)}可能为空，请设置${peopleWord(node)}为空时的处理方式`,
          ]);
      }
      if (node.type === 'approver' && node.emptyApprover?.action === 'member' && !node.emptyApprover.member)
        add(node.nodeId, node.nodeName, ['请选择审批人为空时转交的成员']);
      if (node.type === 'condition' || node.type === 'parallel') {
        add(node.nodeId, node.nodeName, routerProblems(node));
        const same = sameConditions(node);
        for (const branch of node.conditionNodes ?? []) {
          add(branch.nodeId, branch.nodeName, branchProblems(node, branch, fields));
          const earlier = same.get(branch);
          if (earlier) add(branch.nodeId, branch.nodeName, [`与「${earlier.nodeName}」的条件相同`]);
          visit(branch, depth + 1, false);
        }
      } else if ((node.conditionNodes ?? []).length > 0)
        add(node.nodeId, node.nodeName, ['只有分支节点可以有分支']);
      for (const name of Object.keys(node.fieldPermissions ?? {}))
        if (!fields.has(name)) add(node.nodeId, node.nodeName, [`字段权限中的字段「${name}」已不在表单中`]);
    }
    if (node.childNode) visit(node.childNode, depth + 1, false);
  };
  visit(flow, 1, true);
  if (count > FLOW_NODES_MAX)
    problems.unshift({ nodeId: flow.nodeId, message: `流程节点不能超过 ${FLOW_NODES_MAX} 个` });
  return problems;
}

/**
 * Everything that keeps a draft from being published, each on the node it concerns (the form's own on
 * 发起人, scoped to the form): the server refuses a publication with any, and the designer keeps the
 * list of a refused one up to date as the draft is fixed.
 */
export function publishProblems(form: ApprovalForm, flow: FlowNode): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (form.length === 0)
    problems.push({ nodeId: flow.nodeId, message: '表单至少需要一个字段', scope: 'form' });
  const names = form.map((field) => field.name);
  for (const [index, name] of names.entries())
    if (names.indexOf(name) !== index)
      problems.push({ nodeId: flow.nodeId, message: `表单字段标识「${name}」重复`, scope: 'form' });
  for (const { message } of defaultValueProblems(form))
    problems.push({ nodeId: flow.nodeId, message, scope: 'form' });
  return [...problems, ...flowProblems(flow, form)];
}
