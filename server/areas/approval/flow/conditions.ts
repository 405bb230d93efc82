import {
  type FieldRule,
  type FlowBranch,
  type FlowNode,
  type RuleGroup,
  RuleOperation,
  RuleType,
} from '../../../../manifests/contracts/approval-flow';
import type { ApprovalFormField, ApprovalFormValues } from '../../../../manifests/contracts/approval-form';

/** What a condition router's branches are judged on: who started, from where, with what form. */
export interface ConditionContext {
  /** The initiator's member uniqueId. */
  initiator: string;
  /**
   * The uniqueIds of the initiator's departments and of every department above them: a branch naming
   * a department covers its sub-departments, so it matches when it names one of these.
   */
  initiatorDepartmentLineage: ReadonlySet<string>;
  form: ApprovalFormValues;
  /** The form's fields by name (a rule compares by its field's kind). */
  fields: ReadonlyMap<string, ApprovalFormField>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function compare<T extends number | string>(
  operator: FieldRule['operator'],
  actual: T,
  rule: FieldRule,
): boolean {
  const value = rule.value as T;
  switch (operator) {
    case 'lt':
    case 'before':
      return actual < value;
    case 'lte':
      return actual <= value;
    case 'eq':
      return actual === value;
    case 'gte':
      return actual >= value;
    case 'gt':
    case 'after':
      return actual > value;
    case 'between':
      return rule.value2 !== undefined && actual >= value && actual <= (rule.value2 as T);
    default:
      return false;
  }
}

const sameKind = (a: unknown, b: unknown) => typeof a === typeof b;

/**
 * One field rule. A missing or malformed value never matches (a branch is not taken on a guess); a
 * rule whose value does not suit the field's kind (a text compared with a number) does not either.
 * Amounts are integer fen on both sides; dates `YYYY-MM-DD` strings, compared as such.
 */
export function fieldRuleMatches(rule: FieldRule, context: ConditionContext): boolean {
  const field = context.fields.get(rule.field);
  if (!field) return false;
  const actual = context.form[rule.field];
  if (actual === undefined || actual === null || actual === '') return false;
  const list = Array.isArray(rule.value) ? new Set(rule.value) : undefined;
  switch (field.kind) {
    case 'number':
    case 'amount':
      if (typeof actual !== 'number' || !Number.isFinite(actual) || typeof rule.value !== 'number')
        return false;
      if (rule.operator === 'between' && !sameKind(rule.value2, actual)) return false;
      return compare(rule.operator, actual, rule);
    case 'date':
    case 'dateRange': {
      // A range is judged by its first day.
      const day = field.kind === 'dateRange' && Array.isArray(actual) ? actual[0] : actual;
      if (
        typeof day !== 'string' ||
        !DAY.test(day) ||
        typeof rule.value !== 'string' ||
        !DAY.test(rule.value)
      )
        return false;
      if (rule.operator === 'between' && !(typeof rule.value2 === 'string' && DAY.test(rule.value2)))
        return false;
      return compare(rule.operator, day, rule);
    }
    case 'select':
    case 'text':
      if (typeof actual !== 'string') return false;
      if (list && rule.operator === 'in') return list.has(actual);
      if (list && rule.operator === 'notIn') return !list.has(actual);
      return rule.operator === 'eq' && actual === rule.value;
    case 'multiSelect': {
      if (!Array.isArray(actual) || !list) return false;
      const chosen = actual.filter((value): value is string => typeof value === 'string');
      if (rule.operator === 'in') return chosen.some((value) => list.has(value));
      if (rule.operator === 'notIn') return chosen.length > 0 && !chosen.some((value) => list.has(value));
      return false;
    }
    default:
      return false;
  }
}

function groupMatches(group: RuleGroup, context: ConditionContext): boolean {
  return group.operator === 'or'
    ? group.rules.some((rule) => fieldRuleMatches(rule, context))
    : group.rules.every((rule) => fieldRuleMatches(rule, context));
}

/**
 * The initiator rule of spec §5: `ruleType` 1 — the initiator is one of `nodeUserList`; otherwise the
 * initiator's department (sub-departments included) is one of the listed departments. `ruleOperations`
 * 1 — belongs to; otherwise — does not belong to. A branch listing nobody has no such rule.
 */
export function initiatorRuleMatches(branch: FlowBranch, context: ConditionContext): boolean | undefined {
  const listed = branch.nodeUserList ?? [];
  if (listed.length === 0) return undefined;
  const belongs =
    branch.ruleType === RuleType.initiator
      ? listed.some((user) => user.kind === 'member' && user.id === context.initiator)
      : listed.some((user) => user.kind === 'department' && context.initiatorDepartmentLineage.has(user.id));
  return branch.ruleOperations === RuleOperation.belongs ? belongs : !belongs;
}

/**
 * Whether a (non-default) branch's conditions hold: its initiator rule, if any, and its field rule
 * groups, if any, joined by `groupOperator` (and unless it says or). A branch with no condition at all
 * matches nothing: only the default branch is taken without one.
 */
export function branchMatches(branch: FlowBranch, context: ConditionContext): boolean {
  const initiator = initiatorRuleMatches(branch, context);
  const groups = branch.conditionGroups ?? [];
  if (initiator === undefined && groups.length === 0) return false;
  if (initiator === false) return false;
  if (groups.length === 0) return true;
  return branch.groupOperator === 'or'
    ? groups.some((group) => groupMatches(group, context))
    : groups.every((group) => groupMatches(group, context));
}

/**
 * The branch a condition router takes: the first by `priorityLevel` whose conditions hold, otherwise
 * its default (其他情况). Undefined only for a router without a default, which `flowProblems` refuses.
 */
export function chooseBranch(router: FlowNode, context: ConditionContext): FlowBranch | undefined {
  const branches = router.conditionNodes ?? [];
  const ordered = branches
    .filter((branch) => !branch.isDefault)
    .sort((a, b) => a.priorityLevel - b.priorityLevel);
  return (
    ordered.find((branch) => branchMatches(branch, context)) ?? branches.find((branch) => branch.isDefault)
  );
}
