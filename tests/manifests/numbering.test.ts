import {
  formatNumber,
  type NumberRule,
  numberPeriod,
  numberRuleProblem,
} from '../../manifests/contracts/numbering';

const rule = (overrides: Partial<NumberRule> = {}): NumberRule => ({
  key: 'contract.no',
  prefix: 'HT',
  datePart: 'year',
  width: 4,
  reset: 'yearly',
  ...overrides,
});

describe('formatNumber', () => {
  it.each([
    // 审批编号: the day and four digits, no separator.
    [{ prefix: '', datePart: 'day', width: 4 }, '2026-11-24', 1, '202611240001'],
    [{ prefix: '', datePart: 'day', width: 4 }, '2026-11-24', 9999, '202611249999'],
    // Past the width the sequence takes more digits.
    [{ prefix: '', datePart: 'day', width: 4 }, '2026-11-24', 10000, '2026112410000'],
    [{ prefix: 'HT', datePart: 'year', width: 4, separator: '-' }, '2026-01-05', 7, 'HT-2026-0007'],
    [{ prefix: 'HT', datePart: 'month', width: 3, separator: '/' }, '2026-01-05', 12, 'HT/202601/012'],
    [{ prefix: 'HT', datePart: 'day', width: 2, separator: '_' }, '2026-01-05', 3, 'HT_20260105_03'],
    [{ prefix: 'YQ', datePart: 'none', width: 6 }, '2026-01-05', 42, 'YQ000042'],
    [{ prefix: 'YQ', datePart: 'none', width: 6, separator: '-' }, '2026-01-05', 42, 'YQ-000042'],
    // Empty parts are skipped, with their separator.
    [{ prefix: '', datePart: 'none', width: 1, separator: '-' }, '2026-01-05', 5, '5'],
    [{ prefix: '', datePart: 'year', width: 3, separator: '-' }, '2026-01-05', 5, '2026-005'],
    [{ prefix: '园区合同', datePart: 'year', width: 2 }, '2026-01-05', 100, '园区合同2026100'],
    [{ prefix: 'A', datePart: 'none', width: 12 }, '2026-01-05', 1, 'A000000000001'],
    [{ prefix: 'A', datePart: 'none', width: 12 }, '2026-01-05', 999_999_999_999, 'A999999999999'],
  ] as const)('%j on %s, take %d → %s', (parts, day, sequence, expected) => {
    expect(formatNumber(parts, day, sequence)).toBe(expected);
  });

  it('refuses a day that is not YYYY-MM-DD and a sequence below 1', () => {
    expect(() => formatNumber(rule(), '2026-1-5', 1)).toThrow('not a calendar day');
    expect(() => formatNumber(rule(), '2026-01-05', 0)).toThrow('not a sequence');
    expect(() => formatNumber(rule(), '2026-01-05', 1.5)).toThrow('not a sequence');
  });
});

describe('numberPeriod', () => {
  it.each([
    ['never', '2026-11-24', ''],
    ['yearly', '2026-11-24', '2026'],
    ['monthly', '2026-11-24', '2026-11'],
    ['daily', '2026-11-24', '2026-11-24'],
  ] as const)('%s on %s → %j', (reset, day, period) => {
    expect(numberPeriod({ reset }, day)).toBe(period);
  });
});

describe('numberRuleProblem', () => {
  it.each<[string, Partial<NumberRule>]>([
    ['a yearly contract number', {}],
    ['审批编号', { key: 'approval.serial', prefix: '', datePart: 'day', reset: 'daily' }],
    ['a prefix of 20 Chinese characters', { prefix: '园'.repeat(20) }],
    ['a prefix of letters, digits and - _ / .', { prefix: 'Ab-1_2/3.' }],
    ['width 1', { width: 1 }],
    ['width 12', { width: 12 }],
    ['a rule never reset, without a date', { datePart: 'none', reset: 'never' }],
    ['a yearly reset with the month', { datePart: 'month', reset: 'yearly' }],
    ['a yearly reset with the day', { datePart: 'day', reset: 'yearly' }],
    ['a monthly reset with the day', { datePart: 'day', reset: 'monthly' }],
    ['a key of three parts', { key: 'park.room-booking.no' }],
    ['each separator', { separator: '/' }],
  ])('accepts %s', (_, overrides) => {
    expect(numberRuleProblem(rule(overrides))).toBeUndefined();
  });

  it.each<[string, Partial<NumberRule>, string, string]>([
    ['a key without an area', { key: 'contract' }, 'key', '「区域.名称」'],
    ['a key in capitals', { key: 'Contract.No' }, 'key', '「区域.名称」'],
    ['a key past 60 characters', { key: `contract.${'n'.repeat(52)}` }, 'key', '不超过 60 个字符'],
    ['a prefix of 21 characters', { prefix: '园'.repeat(21) }, 'prefix', '不能超过 20 个字符'],
    ['a prefix with a space', { prefix: 'H T' }, 'prefix', '只能包含汉字、字母、数字'],
    ['a prefix with a full-width colon', { prefix: 'HT：' }, 'prefix', '只能包含汉字、字母、数字'],
    ['a prefix with a NUL', { prefix: 'HT\u0000' }, 'prefix', '只能包含汉字、字母、数字'],
    ['width 0', { width: 0 }, 'width', '1–12'],
    ['width 13', { width: 13 }, 'width', '1–12'],
    ['width 2.5', { width: 2.5 }, 'width', '1–12'],
    ['an unknown date part', { datePart: 'week' as NumberRule['datePart'] }, 'datePart', '日期部分'],
    ['an unknown reset', { reset: 'weekly' as NumberRule['reset'] }, 'reset', '重置周期'],
    ['a yearly reset without a date', { datePart: 'none' }, 'reset', '按年重置的编号须包含年份'],
    ['a monthly reset with the year only', { reset: 'monthly' }, 'reset', '按月重置的编号须包含年月'],
    [
      'a daily reset with the month',
      { datePart: 'month', reset: 'daily' },
      'reset',
      '按天重置的编号须包含年月日',
    ],
    ['an unknown separator', { separator: '.' as NumberRule['separator'] }, 'separator', '分隔符'],
  ])('refuses %s, naming its field', (_, overrides, field, words) => {
    const problem = numberRuleProblem(rule(overrides));
    expect(problem?.field).toBe(field);
    expect(problem?.message).toContain(words);
  });
});
