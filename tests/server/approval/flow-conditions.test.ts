import type { FieldRule, FlowBranch } from '../../../manifests/contracts/approval-flow';
import {
  branchMatches,
  type ConditionContext,
  chooseBranch,
  fieldRuleMatches,
  initiatorRuleMatches,
} from '../../../server/areas/approval/flow/conditions';
import { branch, department, member, otherwise, router, testForm } from './support/flows';

const context = (
  form: Record<string, unknown> = {},
  overrides: Partial<ConditionContext> = {},
): ConditionContext => ({
  initiator: 'chen',
  // 陈刚 is in 招商一组, below 招商部, below the organisation's root.
  initiatorDepartmentLineage: new Set(['invest-1', 'invest', 'root']),
  form,
  fields: new Map(testForm.map((field) => [field.name, field])),
  ...overrides,
});

const rule = (
  field: string,
  operator: FieldRule['operator'],
  value: FieldRule['value'],
  value2?: number | string,
) => ({ field, operator, value, ...(value2 === undefined ? {} : { value2 }) }) as FieldRule;

describe('field rules', () => {
  it.each([
    // amount in fen: 1000 元 = 100000
    ['amount', 'lte', 100000, undefined, 100000, true],
    ['amount', 'lte', 100000, undefined, 100001, false],
    ['amount', 'lt', 100000, undefined, 100000, false],
    ['amount', 'gt', 100000, undefined, 100001, true],
    ['amount', 'gte', 100000, undefined, 99999, false],
    ['amount', 'eq', 80000, undefined, 80000, true],
    ['amount', 'between', 100000, 500000, 100000, true],
    ['amount', 'between', 100000, 500000, 500000, true],
    ['amount', 'between', 100000, 500000, 500001, false],
    ['amount', 'gt', 100000, undefined, '200000', false], // text is not an amount
    ['amount', 'gt', 100000, undefined, undefined, false], // missing never matches
    ['amount', 'gt', 100000, undefined, Number.NaN, false],
    ['days', 'gte', 3, undefined, 3, true],
    ['days', 'lt', 3, undefined, 2.5, true],
    ['day', 'before', '2026-12-01', undefined, '2026-11-30', true],
    ['day', 'before', '2026-12-01', undefined, '2026-12-01', false],
    ['day', 'after', '2026-12-01', undefined, '2026-12-02', true],
    ['day', 'between', '2026-12-01', '2026-12-31', '2026-12-31', true],
    ['day', 'after', '2026-12-01', undefined, '2026/12/02', false], // not a calendar date
    ['period', 'after', '2026-12-01', undefined, ['2026-12-05', '2026-12-09'], true], // a range by its first day
    ['kind', 'in', ['travel'], undefined, 'travel', true],
    ['kind', 'in', ['travel'], undefined, 'office', false],
    ['kind', 'notIn', ['travel'], undefined, 'office', true],
    ['kind', 'notIn', ['travel'], undefined, undefined, false],
    ['kind', 'eq', 'office', undefined, 'office', true],
    ['tags', 'in', ['large'], undefined, ['urgent', 'large'], true],
    ['tags', 'in', ['large'], undefined, ['urgent'], false],
    ['tags', 'notIn', ['large'], undefined, ['urgent'], true],
    ['tags', 'notIn', ['large'], undefined, [], false],
    ['missing', 'eq', 1, undefined, 1, false], // a field no longer in the form
  ] as const)('%s %s %j (%j) against %j → %s', (field, operator, value, value2, actual, expected) => {
    const matches = fieldRuleMatches(
      rule(field, operator, value as FieldRule['value'], value2),
      context({ [field]: actual }),
    );
    expect(matches).toBe(expected);
  });
});

describe('the initiator rule (spec §5: ruleType, ruleOperations)', () => {
  it.each([
    // ruleType 1: the initiator is one of the listed members
    [1, 1, [member('chen')], true],
    [1, 1, [member('li')], false],
    [1, 2, [member('chen')], false],
    [1, 2, [member('li')], true],
    // otherwise: the initiator's department, sub-departments included, is one of the listed ones
    [2, 1, [department('invest')], true], // 招商部 covers 招商一组
    [2, 1, [department('invest-1')], true],
    [2, 1, [department('finance')], false],
    [2, 2, [department('invest')], false],
    [2, 2, [department('finance')], true],
    [0, 1, [department('root')], true], // any ruleType but 1 is the department rule
    [2, 0, [department('finance')], true], // any ruleOperations but 1 is "does not belong to"
  ])('ruleType %s, ruleOperations %s, %j → %s', (ruleType, ruleOperations, nodeUserList, expected) => {
    expect(initiatorRuleMatches(branch('b', { ruleType, ruleOperations, nodeUserList }), context())).toBe(
      expected,
    );
  });

  it('is absent when the branch lists nobody', () => {
    expect(initiatorRuleMatches(branch('b', { ruleType: 1, ruleOperations: 1 }), context())).toBeUndefined();
  });
});

describe('branches', () => {
  const large = { operator: 'and' as const, rules: [rule('amount', 'gt', 100000)] };
  const travel = { operator: 'and' as const, rules: [rule('kind', 'in', ['travel'])] };
  const urgentOrLong = {
    operator: 'or' as const,
    rules: [rule('tags', 'in', ['urgent']), rule('days', 'gte', 5)],
  };

  it.each<[string, Partial<FlowBranch>, Record<string, unknown>, boolean]>([
    ['no condition at all matches nothing', {}, { amount: 1 }, false],
    ['one group', { conditionGroups: [large] }, { amount: 100001 }, true],
    ['groups joined by and', { conditionGroups: [large, travel] }, { amount: 100001, kind: 'office' }, false],
    [
      'groups joined by or',
      { conditionGroups: [large, travel], groupOperator: 'or' },
      { amount: 1, kind: 'travel' },
      true,
    ],
    ['a group of or', { conditionGroups: [urgentOrLong] }, { days: 6 }, true],
    ['a group of or, neither', { conditionGroups: [urgentOrLong] }, { days: 1, tags: ['large'] }, false],
    [
      'the initiator rule and a group',
      { ruleType: 2, ruleOperations: 1, nodeUserList: [department('invest')], conditionGroups: [large] },
      { amount: 100001 },
      true,
    ],
    [
      'the initiator rule failing fails the branch even with or',
      {
        ruleType: 2,
        ruleOperations: 1,
        nodeUserList: [department('finance')],
        conditionGroups: [large],
        groupOperator: 'or',
      },
      { amount: 100001 },
      false,
    ],
  ])('%s', (_name, options, form, expected) => {
    expect(branchMatches(branch('b', options), context(form))).toBe(expected);
  });

  it('are tried by priority, and the default is taken when none matches', () => {
    const flow = router('condition', 'r', [
      otherwise('else'),
      branch('small', {
        priorityLevel: 2,
        conditionGroups: [{ operator: 'and', rules: [rule('amount', 'lte', 100000)] }],
      }),
      branch('tiny', {
        priorityLevel: 1,
        conditionGroups: [{ operator: 'and', rules: [rule('amount', 'lte', 1000)] }],
      }),
    ]);
    expect(chooseBranch(flow, context({ amount: 500 }))?.nodeId).toBe('tiny');
    expect(chooseBranch(flow, context({ amount: 80000 }))?.nodeId).toBe('small');
    expect(chooseBranch(flow, context({ amount: 500000 }))?.nodeId).toBe('else');
    expect(chooseBranch(flow, context({}))?.nodeId).toBe('else');
  });
});
