import { roundHalfUp } from '../../../server/areas/contract/engine/fen';
import {
  computeRentSchedule,
  lateFee,
  overdueDays,
  type PaymentCycle,
  type RentSchedule,
  type RentTerms,
  RentTermsError,
  type ScheduleLine,
  terminateSchedule,
} from '../../../server/areas/contract/engine/rent-schedule';
import { ApiError } from '../../../server/http/api-error';
import { ErrorCode } from '../../../server/http/error-codes';

/**
 * The rent schedule's arithmetic, pure and table-driven; every amount worked out by hand beside it.
 * Two sets of terms recur:
 * - round: 100.00 m² (10 000 hundredths) at 100 元 (10 000 fen) per m² per month, a month being
 *   10 000 × 10 000 ÷ 100 = 1 000 000 fen;
 * - odd: 123.45 m² (12 345) at 88.50 元 (8 850 fen), a month being 8 850 × 12 345 ÷ 100 = 1 092 532.5 fen,
 *   so each line's one rounding shows.
 */

const round = (more: Partial<RentTerms> = {}): RentTerms => ({
  start: '2026-01-01',
  end: '2026-12-31',
  areaHundredths: 10_000,
  rent: { per: 'm2Month', fen: 10_000 },
  cycle: 'monthly',
  ...more,
});
const odd = (more: Partial<RentTerms> = {}): RentTerms =>
  round({ areaHundredths: 12_345, rent: { per: 'm2Month', fen: 8_850 }, ...more });

/** A line as `[periodStart, periodEnd, amountFen]`. */
type Brief = [string, string, number];
const brief = (lines: readonly ScheduleLine[]): Brief[] =>
  lines.map((line) => [line.periodStart, line.periodEnd, line.amountFen]);
const rentOf = (schedule: RentSchedule) => schedule.lines.filter((line) => line.kind === 'rent');

const refusal = (run: () => unknown): { field: string; message: string } => {
  try {
    run();
  } catch (error) {
    if (error instanceof RentTermsError) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error.code).toBe(ErrorCode.BadRequest);
      expect(error.data).toEqual({ field: error.field });
      return { field: error.field, message: error.message };
    }
    throw error;
  }
  throw new Error('not refused');
};

describe('roundHalfUp, the one rounding', () => {
  it.each([
    [0n, 7n, 0n],
    [1n, 3n, 0n], // 0.333…
    [1n, 2n, 1n], // 0.5 → 1
    [2n, 3n, 1n], // 0.666…
    [5n, 2n, 3n], // 2.5 → 3
    [2_185_065n, 2n, 1_092_533n], // 1 092 532.5 → 1 092 533
    [10n ** 30n + 1n, 2n, 5n * 10n ** 29n + 1n], // past 2^53, still exact
  ])('%s / %s → %s', (numerator, denominator, rounded) => {
    expect(roundHalfUp(numerator, denominator)).toBe(rounded);
  });
});

describe('every cycle, a year of the odd terms', () => {
  it.each<[PaymentCycle, Brief[], number, number]>([
    [
      'monthly',
      // 1 092 532.5 → 1 092 533 a month; 12 × 1 092 533 = 13 110 396.
      Array.from({ length: 12 }, (_, month): Brief => {
        const first = new Date(Date.UTC(2026, month, 1)).toISOString().slice(0, 10);
        const last = new Date(Date.UTC(2026, month + 1, 0)).toISOString().slice(0, 10);
        return [first, last, 1_092_533];
      }),
      13_110_396,
      31,
    ],
    [
      'quarterly',
      // 3 × 1 092 532.5 = 3 277 597.5 → 3 277 598 (once per line, not 3 × 1 092 533); × 4 = 13 110 392.
      [
        ['2026-01-01', '2026-03-31', 3_277_598],
        ['2026-04-01', '2026-06-30', 3_277_598],
        ['2026-07-01', '2026-09-30', 3_277_598],
        ['2026-10-01', '2026-12-31', 3_277_598],
      ],
      13_110_392,
      90,
    ],
    [
      'halfYearly',
      // 6 × 1 092 532.5 = 6 555 195 exactly; × 2 = 13 110 390.
      [
        ['2026-01-01', '2026-06-30', 6_555_195],
        ['2026-07-01', '2026-12-31', 6_555_195],
      ],
      13_110_390,
      181,
    ],
    // 12 × 1 092 532.5 = 13 110 390.
    ['yearly', [['2026-01-01', '2026-12-31', 13_110_390]], 13_110_390, 365],
  ])('%s', (cycle, lines, total, days) => {
    const schedule = computeRentSchedule(odd({ cycle }));
    expect(brief(schedule.lines)).toEqual(lines);
    expect(schedule.totals).toEqual({ rentFen: total, feeFen: 0, depositFen: 0, totalFen: total });
    expect(schedule.lines[0]).toEqual({
      key: 'rent:1',
      kind: 'rent',
      period: 1,
      periodStart: '2026-01-01',
      periodEnd: lines[0]![1],
      dueDate: '2026-01-01',
      amountFen: lines[0]![2],
      days,
      daysCharged: days,
      description: '第1期租金',
      state: 'active',
    });
  });
});

describe('part months, prorated by the days of their month', () => {
  it.each<[string, Partial<RentTerms>, Brief[]]>([
    [
      'lease months from the 15th, a part month last',
      { start: '2026-01-15', end: '2026-04-30' },
      [
        ['2026-01-15', '2026-02-14', 1_000_000],
        ['2026-02-15', '2026-03-14', 1_000_000],
        ['2026-03-15', '2026-04-14', 1_000_000],
        // The month 15 Apr–14 May has 30 days: 16 ÷ 30 × 1 000 000 = 533 333.33 → 533 333.
        ['2026-04-15', '2026-04-30', 533_333],
      ],
    ],
    [
      'natural months, part months first and last',
      { start: '2026-03-15', end: '2026-06-14', anchor: 'monthStart' },
      [
        // 17 ÷ 31 × 1 000 000 = 548 387.10 → 548 387.
        ['2026-03-15', '2026-03-31', 548_387],
        ['2026-04-01', '2026-04-30', 1_000_000],
        ['2026-05-01', '2026-05-31', 1_000_000],
        // 14 ÷ 30 × 1 000 000 = 466 666.67 → 466 667.
        ['2026-06-01', '2026-06-14', 466_667],
      ],
    ],
    [
      'natural months by the quarter, the first quarter short',
      { start: '2026-03-15', end: '2026-12-31', anchor: 'monthStart', cycle: 'quarterly' },
      [
        // 548 387.10 + 2 × 1 000 000 = 2 548 387.10 → 2 548 387 (one rounding for the line).
        ['2026-03-15', '2026-05-31', 2_548_387],
        ['2026-06-01', '2026-08-31', 3_000_000],
        ['2026-09-01', '2026-11-30', 3_000_000],
        ['2026-12-01', '2026-12-31', 1_000_000],
      ],
    ],
    [
      'a leap February: 29 days',
      { start: '2024-02-10', end: '2024-03-31', anchor: 'monthStart' },
      // 20 ÷ 29 × 1 000 000 = 689 655.17 → 689 655.
      [
        ['2024-02-10', '2024-02-29', 689_655],
        ['2024-03-01', '2024-03-31', 1_000_000],
      ],
    ],
    [
      'a common February: 28 days',
      { start: '2025-02-10', end: '2025-03-31', anchor: 'monthStart' },
      // 19 ÷ 28 × 1 000 000 = 678 571.43 → 678 571.
      [
        ['2025-02-10', '2025-02-28', 678_571],
        ['2025-03-01', '2025-03-31', 1_000_000],
      ],
    ],
  ])('%s', (_, more, lines) => {
    expect(brief(computeRentSchedule(round(more)).lines)).toEqual(lines);
  });
});

describe('starts late in the month, clamped to the month’s end', () => {
  it.each<[string, Partial<RentTerms>, Brief[]]>([
    [
      'the 31st: 28 Feb, then 31 Mar again (each month counted from the start)',
      { start: '2026-01-31', end: '2026-04-30' },
      [
        ['2026-01-31', '2026-02-27', 1_000_000],
        ['2026-02-28', '2026-03-30', 1_000_000],
        ['2026-03-31', '2026-04-29', 1_000_000],
        // The month 30 Apr–30 May has 31 days: 1 ÷ 31 × 1 000 000 = 32 258.06 → 32 258.
        ['2026-04-30', '2026-04-30', 32_258],
      ],
    ],
    [
      'the 31st by the quarter',
      { start: '2026-01-31', end: '2027-01-30', cycle: 'quarterly' },
      [
        ['2026-01-31', '2026-04-29', 3_000_000],
        ['2026-04-30', '2026-07-30', 3_000_000],
        ['2026-07-31', '2026-10-30', 3_000_000],
        ['2026-10-31', '2027-01-30', 3_000_000],
      ],
    ],
    [
      'the 30th, in a common year',
      { start: '2026-01-30', end: '2026-03-29' },
      [
        ['2026-01-30', '2026-02-27', 1_000_000],
        ['2026-02-28', '2026-03-29', 1_000_000],
      ],
    ],
  ])('%s', (_, more, lines) => {
    expect(brief(computeRentSchedule(round(more)).lines)).toEqual(lines);
  });
});

describe('29 February', () => {
  it('a leap-day start rises on 28 Feb in common years, by the year', () => {
    // Steps: 10 000 → 10 500 (from 2025-02-28) → 11 025 (from 2026-02-28); a year is 12 months of
    // 10 000 × rate ÷ 100: 12 000 000, 12 600 000, 13 230 000; together 37 830 000.
    const schedule = computeRentSchedule(
      round({ start: '2024-02-29', end: '2027-02-27', cycle: 'yearly', escalation: { rateBp: 500 } }),
    );
    expect(brief(schedule.lines)).toEqual([
      ['2024-02-29', '2025-02-27', 12_000_000],
      ['2025-02-28', '2026-02-27', 12_600_000],
      ['2026-02-28', '2027-02-27', 13_230_000],
    ]);
    expect(schedule.totals.rentFen).toBe(37_830_000);
  });

  it('a leap-day start by the month: the 29th each month, 28 Feb in a common year', () => {
    const schedule = computeRentSchedule(
      round({ start: '2024-02-29', end: '2027-02-27', escalation: { rateBp: 500 } }),
    );
    expect(schedule.lines).toHaveLength(36);
    expect(brief(schedule.lines.slice(10, 14))).toEqual([
      ['2024-12-29', '2025-01-28', 1_000_000],
      ['2025-01-29', '2025-02-27', 1_000_000],
      // The first anniversary: 10 500 × 10 000 ÷ 100 = 1 050 000.
      ['2025-02-28', '2025-03-28', 1_050_000],
      ['2025-03-29', '2025-04-28', 1_050_000],
    ]);
    // 12 × (1 000 000 + 1 050 000 + 1 102 500) = 37 830 000, as by the year.
    expect(schedule.totals.rentFen).toBe(37_830_000);
  });

  it('a rise from 29 Feb 2028 comes back on 29 Feb in 2032, not 28 Feb', () => {
    const schedule = computeRentSchedule(
      round({
        start: '2027-03-01',
        end: '2032-02-29',
        cycle: 'yearly',
        escalation: { rateBp: 1000, from: '2028-02-29' },
      }),
    );
    // Steps of 10 %: 11 000 from 2028-02-29, 12 100 from 2029-02-28, 13 310 from 2030-02-28,
    // 14 641 from 2031-02-28, 16 105.1 → 16 105 from 2032-02-29. Each period is 11 whole months and a
    // February whose last day (or days) are at the next price, over that February's days.
    expect(brief(schedule.lines)).toEqual([
      // 11 × 1 000 000 + (28 × 1 000 000 + 1 × 1 100 000) ÷ 29 = 12 003 448.28 → 12 003 448.
      ['2027-03-01', '2028-02-29', 12_003_448],
      // 11 × 1 100 000 + (27 × 1 100 000 + 1 × 1 210 000) ÷ 28 = 13 203 928.57 → 13 203 929.
      ['2028-03-01', '2029-02-28', 13_203_929],
      // 11 × 1 210 000 + (27 × 1 210 000 + 1 × 1 331 000) ÷ 28 = 14 524 321.43 → 14 524 321.
      ['2029-03-01', '2030-02-28', 14_524_321],
      // 11 × 1 331 000 + (27 × 1 331 000 + 1 × 1 464 100) ÷ 28 = 15 976 753.57 → 15 976 754.
      ['2030-03-01', '2031-02-28', 15_976_754],
      // 11 × 1 464 100 + (28 × 1 464 100 + 1 × 1 610 500) ÷ 29 = 17 574 248.28 → 17 574 248 (a step on
      // 28 Feb 2032 would make it 2 days at 1 610 500: 17 579 297).
      ['2031-03-01', '2032-02-29', 17_574_248],
    ]);
  });
});

describe('yearly escalation, compounding, each step rounded to the fen per m²', () => {
  // 8 850 → 8 850 × 1.05 = 9 292.5 → 9 293 → 9 293 × 1.05 = 9 757.65 → 9 758.
  it.each<[PaymentCycle, number, number[], number]>([
    // 12 × 8 850 × 123.45 = 13 110 390; 12 × 9 293 × 123.45 = 13 766 650.2 → 13 766 650;
    // 12 × 9 758 × 123.45 = 14 455 501.2 → 14 455 501; together 41 332 541.
    ['yearly', 3, [13_110_390, 13_766_650, 14_455_501], 41_332_541],
    // A month: 1 092 532.5 → 1 092 533, 1 147 220.85 → 1 147 221, 1 204 625.1 → 1 204 625;
    // 12 × (1 092 533 + 1 147 221 + 1 204 625) = 41 332 548.
    ['monthly', 36, [1_092_533, 1_147_221, 1_204_625], 41_332_548],
  ])('5 %% over 3 years, %s', (cycle, count, firstOfEachYear, total) => {
    const schedule = computeRentSchedule(odd({ end: '2028-12-31', cycle, escalation: { rateBp: 500 } }));
    expect(schedule.lines).toHaveLength(count);
    const perYear = count / 3;
    expect([0, 1, 2].map((year) => schedule.lines[year * perYear]!.amountFen)).toEqual(firstOfEachYear);
    expect(schedule.lines[perYear]!.periodStart).toBe('2027-01-01');
    expect(schedule.totals.rentFen).toBe(total);
  });

  it('a single rise within a quarter splits its month by days', () => {
    const schedule = computeRentSchedule(
      round({ cycle: 'quarterly', escalation: { rateBp: 500, from: '2026-07-16', repeat: 'once' } }),
    );
    // July: 15 days at 1 000 000 and 16 at 1 050 000 a month, over 31 days: 31 800 000 ÷ 31 =
    // 1 025 806.45; with August and September at 1 050 000: 3 125 806.45 → 3 125 806.
    expect(brief(schedule.lines).map(([, , fen]) => fen)).toEqual([
      3_000_000, 3_000_000, 3_125_806, 3_150_000,
    ]);
    expect(schedule.totals.rentFen).toBe(12_275_806);
  });
});

describe('a price per m² per day', () => {
  // 450 fen × 123.45 m² = 55 552.5 fen a day.
  it.each<[PaymentCycle, Brief[]]>([
    [
      'monthly',
      [
        // 31 × 55 552.5 = 1 722 127.5 → 1 722 128; 28 × 55 552.5 = 1 555 470.
        ['2026-01-01', '2026-01-31', 1_722_128],
        ['2026-02-01', '2026-02-28', 1_555_470],
        ['2026-03-01', '2026-03-31', 1_722_128],
      ],
    ],
    // 90 × 55 552.5 = 4 999 725.
    ['quarterly', [['2026-01-01', '2026-03-31', 4_999_725]]],
  ])('%s', (cycle, lines) => {
    const terms = odd({ end: '2026-03-31', rent: { per: 'm2Day', fen: 450 }, cycle });
    expect(brief(computeRentSchedule(terms).lines)).toEqual(lines);
  });

  it('leaves rent-free days out', () => {
    const terms = odd({ end: '2026-01-31', rent: { per: 'm2Day', fen: 450 } });
    const schedule = computeRentSchedule({ ...terms, rentFree: [{ from: '2026-01-01', to: '2026-01-10' }] });
    // 21 × 55 552.5 = 1 166 602.5 → 1 166 603.
    expect(schedule.lines[0]).toMatchObject({ amountFen: 1_166_603, days: 31, daysCharged: 21 });
  });
});

describe('rent-free periods', () => {
  const terms = round({
    end: '2026-06-30',
    rentFree: [
      { from: '2026-03-10', to: '2026-03-19' },
      { from: '2026-01-01', to: '2026-01-31' },
    ],
    fees: [
      { name: '物业费', fenPerM2Month: 500 },
      { name: '空调费', fenPerM2Month: 300, waivedWhenRentFree: true },
    ],
  });

  it('charges no rent on them, the fees unless waived', () => {
    const { lines, totals } = computeRentSchedule(terms);
    expect(lines).toHaveLength(18);
    expect(lines.slice(0, 3)).toMatchObject([
      { key: 'rent:1', amountFen: 0, daysCharged: 0, description: '第1期租金（免租）' },
      // 500 × 10 000 ÷ 100 = 50 000 a month, charged through the rent-free month.
      { key: 'fee:物业费:1', kind: 'fee', feeName: '物业费', amountFen: 50_000, description: '第1期物业费' },
      { key: 'fee:空调费:1', feeName: '空调费', amountFen: 0, description: '第1期空调费（免租）' },
    ]);
    expect(lines.slice(6, 9)).toMatchObject([
      // 21 of March's 31 days: 21 ÷ 31 × 1 000 000 = 677 419.35 → 677 419.
      {
        key: 'rent:3',
        amountFen: 677_419,
        days: 31,
        daysCharged: 21,
        description: '第3期租金（含免租10天）',
      },
      { key: 'fee:物业费:3', amountFen: 50_000, daysCharged: 31 },
      // 21 ÷ 31 × 30 000 = 20 322.58 → 20 323.
      { key: 'fee:空调费:3', amountFen: 20_323, daysCharged: 21, description: '第3期空调费（含免租10天）' },
    ]);
    // Rent: 0 + 1 000 000 + 677 419 + 3 × 1 000 000 = 4 677 419; fees: 物业费 6 × 50 000 = 300 000,
    // 空调费 (300 × 10 000 ÷ 100 = 30 000 a month) 0 + 30 000 + 20 323 + 3 × 30 000 = 140 323.
    expect(totals).toEqual({ rentFen: 4_677_419, feeFen: 440_323, depositFen: 0, totalFen: 5_117_742 });
  });

  it('across the end of a quarter', () => {
    const schedule = computeRentSchedule(
      round({ cycle: 'quarterly', rentFree: [{ from: '2026-03-17', to: '2026-04-15' }] }),
    );
    // Q1: 2 000 000 + 16 ÷ 31 × 1 000 000 = 2 516 129.03 → 2 516 129; Q2: 15 ÷ 30 × 1 000 000
    // + 2 000 000 = 2 500 000.
    expect(rentOf(schedule).map((line) => [line.amountFen, line.daysCharged])).toEqual([
      [2_516_129, 90 - 15],
      [2_500_000, 91 - 15],
      [3_000_000, 92],
      [3_000_000, 92],
    ]);
  });
});

describe('deposits', () => {
  it.each<[string, RentTerms, Partial<ScheduleLine>]>([
    [
      '3 months of the odd terms',
      // 3 × 1 092 532.5 = 3 277 597.5 → 3 277 598.
      odd({ deposit: { kind: 'months', months: 3 } }),
      { amountFen: 3_277_598, dueDate: '2026-01-01', description: '押金（3个月租金）' },
    ],
    [
      '1 month at the start’s price, a rise later notwithstanding',
      odd({ end: '2028-12-31', escalation: { rateBp: 500 }, deposit: { kind: 'months', months: 1 } }),
      { amountFen: 1_092_533, description: '押金（1个月租金）' },
    ],
    [
      '2 months of a price per day, a month being 365 ÷ 12 days',
      // 55 552.5 × 365 ÷ 12 = 1 689 721.875 a month; × 2 = 3 379 443.75 → 3 379 444.
      odd({ rent: { per: 'm2Day', fen: 450 }, deposit: { kind: 'months', months: 2 } }),
      { amountFen: 3_379_444 },
    ],
    [
      'a fixed amount due before the start',
      round({ deposit: { kind: 'fixed', fen: 5_000_000, dueDate: '2025-12-20' } }),
      { amountFen: 5_000_000, dueDate: '2025-12-20', description: '押金' },
    ],
  ])('%s', (_, terms, deposit) => {
    const { lines, totals } = computeRentSchedule(terms);
    expect(lines[0]).toMatchObject({
      key: 'deposit',
      kind: 'deposit',
      period: 0,
      periodStart: terms.start,
      periodEnd: terms.end,
      daysCharged: 0,
      state: 'active',
      ...deposit,
    });
    expect(lines.filter((line) => line.kind === 'deposit')).toHaveLength(1);
    expect(totals.depositFen).toBe(deposit.amountFen);
    expect(totals.totalFen).toBe(totals.rentFen + totals.feeFen + totals.depositFen);
  });
});

describe('due days', () => {
  it.each([
    [undefined, ['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01']],
    [0, ['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01']],
    // 15 days before each quarter's first day.
    [15, ['2025-12-17', '2026-03-17', '2026-06-16', '2026-09-16']],
  ])('%s days before the period', (dueDaysBefore, dueDates) => {
    const terms = round({ cycle: 'quarterly', ...(dueDaysBefore === undefined ? {} : { dueDaysBefore }) });
    expect(computeRentSchedule(terms).lines.map((line) => line.dueDate)).toEqual(dueDates);
  });
});

describe('terminateSchedule', () => {
  const terms = round({
    cycle: 'quarterly',
    fees: [{ name: '物业费', fenPerM2Month: 500 }],
    deposit: { kind: 'fixed', fen: 100_000 },
  });
  const schedule = computeRentSchedule(terms);

  it('mid-period: earlier lines kept, the period cut and prorated, later ones stopped', () => {
    const before = JSON.stringify(schedule);
    const ended = terminateSchedule(schedule, terms, '2026-05-10');
    expect(JSON.stringify(schedule)).toBe(before);
    expect(ended.terminatedOn).toBe('2026-05-10');
    expect(ended.lines.map((line) => [line.key, line.state])).toEqual([
      ['deposit', 'active'],
      ['rent:1', 'active'],
      ['fee:物业费:1', 'active'],
      ['rent:2', 'reduced'],
      ['fee:物业费:2', 'reduced'],
      ['rent:3', 'stopped'],
      ['fee:物业费:3', 'stopped'],
      ['rent:4', 'stopped'],
      ['fee:物业费:4', 'stopped'],
    ]);
    expect(ended.lines[1]).toBe(schedule.lines[1]);
    expect(ended.lines[3]).toEqual({
      key: 'rent:2',
      kind: 'rent',
      period: 2,
      periodStart: '2026-04-01',
      periodEnd: '2026-05-10',
      dueDate: '2026-04-01',
      // April in full, 10 of May's 31 days: 1 000 000 + 322 580.65 = 1 322 580.65 → 1 322 581.
      amountFen: 1_322_581,
      days: 40,
      daysCharged: 40,
      description: '第2期租金（退租调整）',
      state: 'reduced',
      reducedFrom: { periodEnd: '2026-06-30', amountFen: 3_000_000, days: 91, daysCharged: 91 },
    });
    // 50 000 + 10 ÷ 31 × 50 000 = 66 129.03 → 66 129.
    expect(ended.lines[4]).toMatchObject({ amountFen: 66_129, description: '第2期物业费（退租调整）' });
    expect(ended.lines[5]).toMatchObject({ amountFen: 3_000_000, periodEnd: '2026-09-30' });
    // Rent 3 000 000 + 1 322 581; fees 150 000 + 66 129; the deposit 100 000.
    expect(ended.totals).toEqual({
      rentFen: 4_322_581,
      feeFen: 216_129,
      depositFen: 100_000,
      totalFen: 4_638_710,
    });
  });

  it.each<[string, string, string[], number]>([
    ['on a period’s last day', '2026-06-30', ['active', 'active', 'stopped', 'stopped'], 6_000_000],
    ['on the last day', '2026-12-31', ['active', 'active', 'active', 'active'], 12_000_000],
    // 1 ÷ 31 × 1 000 000 = 32 258.06 → 32 258.
    ['on the first day', '2026-01-01', ['reduced', 'stopped', 'stopped', 'stopped'], 32_258],
  ])('%s', (_, lastDay, states, rentFen) => {
    const ended = terminateSchedule(schedule, terms, lastDay);
    expect(rentOf(ended).map((line) => line.state)).toEqual(states);
    expect(ended.totals.rentFen).toBe(rentFen);
  });

  it('again, earlier: reduced from the original line', () => {
    const once = terminateSchedule(schedule, terms, '2026-05-10');
    const twice = terminateSchedule(once, terms, '2026-04-20');
    // 20 of the 30 days of April: 666 666.67 → 666 667.
    expect(rentOf(twice)[1]).toMatchObject({
      periodEnd: '2026-04-20',
      amountFen: 666_667,
      reducedFrom: { periodEnd: '2026-06-30', amountFen: 3_000_000 },
    });
    expect(refusal(() => terminateSchedule(once, terms, '2026-05-11'))).toEqual({
      field: 'lastDay',
      message: '退租日期不能晚于 2026-05-10',
    });
  });

  it.each([
    ['2025-12-31', '退租日期不能早于开始日期 2026-01-01'],
    ['2027-01-01', '退租日期不能晚于 2026-12-31'],
    ['2026-02-30', '退租日期不是有效的日期（格式 YYYY-MM-DD）'],
  ])('refuses %s', (lastDay, message) => {
    expect(refusal(() => terminateSchedule(schedule, terms, lastDay))).toEqual({ field: 'lastDay', message });
  });
});

describe('lateFee', () => {
  const rule = { dailyBp: 5, graceDays: 3 };
  it.each<[number, string, string, { dailyBp: number; graceDays: number }, number]>([
    [1_000_000, '2026-03-01', '2026-02-20', rule, 0], // paid early
    [1_000_000, '2026-03-01', '2026-03-01', rule, 0], // on the day
    [1_000_000, '2026-03-01', '2026-03-04', rule, 0], // 3 days late, within the grace
    [1_000_000, '2026-03-01', '2026-03-05', rule, 500], // 4 late, 1 beyond: 1 000 000 × 5 ÷ 10 000 × 1
    [1_000_000, '2026-03-01', '2026-04-01', rule, 14_000], // 31 late, 28 beyond: 500 × 28
    [333_333, '2026-03-01', '2026-03-04', { dailyBp: 5, graceDays: 0 }, 500], // 333 333 × 15 ÷ 10 000 = 499.9995
    [333_333, '2026-03-01', '2026-03-02', { dailyBp: 5, graceDays: 0 }, 167], // 166.6665 → 167
    [5_000, '2026-03-01', '2026-03-02', { dailyBp: 1, graceDays: 0 }, 1], // 0.5 → 1
    [4_999, '2026-03-01', '2026-03-02', { dailyBp: 1, graceDays: 0 }, 0], // 0.4999 → 0
    [1_000_000, '2024-02-28', '2024-03-01', { dailyBp: 5, graceDays: 0 }, 1_000], // 29 Feb: 2 days
    [1_000_000, '2025-02-28', '2025-03-01', { dailyBp: 5, graceDays: 0 }, 500], // 1 day
    [0, '2026-03-01', '2026-04-01', rule, 0],
  ])('%s fen due %s, paid %s, %j → %s', (amount, due, paid, lateRule, fee) => {
    expect(lateFee(amount, due, paid, lateRule)).toBe(fee);
  });

  it('counts days late', () => {
    expect(overdueDays('2026-03-01', '2026-02-01')).toBe(0);
    expect(overdueDays('2026-12-31', '2027-01-01')).toBe(1);
    expect(overdueDays('2024-01-01', '2025-01-01')).toBe(366);
  });

  it.each<[() => unknown, string, string]>([
    [() => lateFee(-1, '2026-03-01', '2026-03-02', rule), 'amountFen', '逾期金额不能为负数'],
    [() => lateFee(1.5, '2026-03-01', '2026-03-02', rule), 'amountFen', '逾期金额须为整数（单位：分）'],
    [
      () => lateFee(100, '2026-3-1', '2026-03-02', rule),
      'dueDate',
      '应付日期不是有效的日期（格式 YYYY-MM-DD）',
    ],
    [
      () => lateFee(100, '2026-03-01', '2026-02-29', rule),
      'paidOrToday',
      '付款日期不是有效的日期（格式 YYYY-MM-DD）',
    ],
    [
      () => lateFee(100, '2026-03-01', '2026-03-02', { dailyBp: -5, graceDays: 0 }),
      'lateFee.dailyBp',
      '滞纳金日费率不能为负数',
    ],
    [
      () => lateFee(100, '2026-03-01', '2026-03-02', { dailyBp: 5, graceDays: -1 }),
      'lateFee.graceDays',
      '滞纳金宽限天数不能为负数',
    ],
  ])('refuses bad input (%#)', (run, field, message) => {
    expect(refusal(run)).toEqual({ field, message });
  });
});

describe('a 10-year contract by the month', () => {
  it('has 120 lines', () => {
    const schedule = computeRentSchedule(round({ end: '2035-12-31', escalation: { rateBp: 500 } }));
    expect(schedule.lines).toHaveLength(120);
    expect(brief(schedule.lines.slice(-1))).toEqual([['2035-12-01', '2035-12-31', 1_551_400]]);
    // Prices by the year: 10 000, 10 500, 11 025, 11 576.25 → 11 576, 12 154.8 → 12 155,
    // 12 762.75 → 12 763, 13 401.15 → 13 401, 14 071.05 → 14 071, 14 774.55 → 14 775,
    // 15 513.75 → 15 514; sum 125 780. A month is price × 100, so 12 × 100 × 125 780 = 150 936 000.
    expect(schedule.totals.rentFen).toBe(150_936_000);
  });
});

describe('terms refused, each naming its field', () => {
  it.each<[Partial<RentTerms>, string, string]>([
    [{ start: '2026-02-30' }, 'start', '开始日期不是有效的日期（格式 YYYY-MM-DD）'],
    [{ end: '2026/12/31' }, 'end', '结束日期不是有效的日期（格式 YYYY-MM-DD）'],
    [{ end: '2025-12-31' }, 'end', '结束日期不能早于开始日期'],
    [{ end: '2046-01-01' }, 'end', '租赁期限不能超过 20 年'],
    [{ areaHundredths: 0 }, 'areaHundredths', '租赁面积须大于 0'],
    [{ areaHundredths: 123.5 }, 'areaHundredths', '租赁面积须为整数（单位：0.01 平方米）'],
    [{ rent: { per: 'm2Month', fen: -1 } }, 'rent.fen', '租金单价不能为负数'],
    [{ rent: { per: 'm2Month', fen: 88.5 } }, 'rent.fen', '租金单价须为整数（单位：分）'],
    [{ rent: { per: 'm2Week' as 'm2Day', fen: 1 } }, 'rent.per', '租金计价方式无效，应为按月或按天'],
    [{ cycle: 'weekly' as PaymentCycle }, 'cycle', '付款周期无效，应为月付、季付、半年付或年付'],
    [{ anchor: 'end' as 'start' }, 'anchor', '计费周期起点无效'],
    [{ dueDaysBefore: -1 }, 'dueDaysBefore', '提前付款天数不能为负数'],
    [{ dueDaysBefore: 400 }, 'dueDaysBefore', '提前付款天数不能大于 366'],
    [
      { rentFree: [{ from: '2026-03-10', to: '2026-03-01' }] },
      'rentFree.0.to',
      '第 1 段免租期的结束日期不能早于开始日期',
    ],
    [
      { rentFree: [{ from: '2025-12-20', to: '2026-01-10' }] },
      'rentFree.0.from',
      '第 1 段免租期须在合同期内（2026-01-01 至 2026-12-31）',
    ],
    [
      { rentFree: [{ from: '2026-12-20', to: '2027-01-10' }] },
      'rentFree.0.from',
      '第 1 段免租期须在合同期内（2026-01-01 至 2026-12-31）',
    ],
    [
      {
        rentFree: [
          { from: '2026-03-01', to: '2026-03-31' },
          { from: '2026-01-01', to: '2026-01-31' },
          { from: '2026-03-31', to: '2026-04-05' },
        ],
      },
      'rentFree.2.from',
      '第 1 段与第 3 段免租期重叠',
    ],
    [
      { rentFree: [{ from: '2026-13-01', to: '2026-03-01' }] },
      'rentFree.0.from',
      '第 1 段免租期的开始日期不是有效的日期（格式 YYYY-MM-DD）',
    ],
    [{ escalation: { rateBp: -500 } }, 'escalation.rateBp', '年递增比例不能为负数'],
    [{ escalation: { rateBp: 5.5 } }, 'escalation.rateBp', '年递增比例须为整数（单位：基点，5% 为 500）'],
    [{ escalation: { rateBp: 500, from: '2026-01-01' } }, 'escalation.from', '递增起始日期须晚于开始日期'],
    [{ escalation: { rateBp: 500, from: '2027-01-01' } }, 'escalation.from', '递增起始日期不能晚于结束日期'],
    [
      { escalation: { rateBp: 500, repeat: 'monthly' as 'once' } },
      'escalation.repeat',
      '递增方式无效，应为每年递增或仅递增一次',
    ],
    [{ deposit: { kind: 'months', months: 0 } }, 'deposit.months', '押金月数须大于 0'],
    [{ deposit: { kind: 'fixed', fen: -100 } }, 'deposit.fen', '押金金额不能为负数'],
    [
      { deposit: { kind: 'fixed', fen: 100, dueDate: '2026-02-29' } },
      'deposit.dueDate',
      '押金缴纳日期不是有效的日期（格式 YYYY-MM-DD）',
    ],
    [{ fees: [{ name: ' ', fenPerM2Month: 1 }] }, 'fees.0.name', '第 1 项费用的名称不能为空'],
    [
      {
        fees: [
          { name: '物业费', fenPerM2Month: 500 },
          { name: '物业费', fenPerM2Month: 300 },
        ],
      },
      'fees.1.name',
      '费用“物业费”重复',
    ],
    [{ fees: [{ name: '物业费', fenPerM2Month: -1 }] }, 'fees.0.fenPerM2Month', '物业费单价不能为负数'],
    [{ lateFee: { dailyBp: -5, graceDays: 3 } }, 'lateFee.dailyBp', '滞纳金日费率不能为负数'],
    [{ lateFee: { dailyBp: 5, graceDays: 1.5 } }, 'lateFee.graceDays', '滞纳金宽限天数须为整数'],
    [
      { areaHundredths: 100_000_000, rent: { per: 'm2Month', fen: 9_000_000_000_000 } },
      'rent.fen',
      '金额过大，超出可计算的范围',
    ],
  ])('%j → %s', (more, field, message) => {
    expect(refusal(() => computeRentSchedule(round(more)))).toEqual({ field, message });
  });

  it('changes nothing it is given', () => {
    const terms = round({
      rentFree: [{ from: '2026-02-01', to: '2026-02-10' }],
      fees: [{ name: '物业费', fenPerM2Month: 500 }],
      escalation: { rateBp: 500, from: '2026-07-01' },
      deposit: { kind: 'months', months: 2 },
    });
    const before = JSON.stringify(terms);
    const schedule = computeRentSchedule(terms);
    expect(JSON.stringify(terms)).toBe(before);
    expect(computeRentSchedule(terms)).toEqual(schedule);
  });
});
