import { performance } from 'node:perf_hooks';
import { computeRentSchedule, type RentTerms } from '../server/areas/contract/api';

/**
 * The contract area (issue 35). So far the rent schedule, in process (the engine is pure): a 10-year
 * monthly rent-out contract — 5 % yearly rises, a rent-free month, 物业费 on the same cycle, a deposit —
 * computed again and again after warm-ups. The list of 50 000 contracts, the PDF and the concurrent
 * submits join this part as their endpoints land.
 */
const RUNS = 200;
const WARMUPS = 50;

export const CONTRACT_GOALS = { scheduleMs: 5 } as const;

export interface ContractTimed {
  name: string;
  medianMs: number;
  p95Ms: number;
  runs: number;
  goalMs: number;
}

export interface ContractBenchResult {
  schedule: ContractTimed & { lines: number };
}

/** 10 years from 2027-01-01, monthly, 350.00 m² at 96.00 元/m²·月 and 物业费 8.00 元/m²·月. */
export const TEN_YEAR_TERMS: RentTerms = {
  start: '2027-01-01',
  end: '2036-12-31',
  areaHundredths: 35_000,
  rent: { per: 'm2Month', fen: 9_600 },
  cycle: 'monthly',
  rentFree: [{ from: '2027-01-01', to: '2027-01-31' }],
  escalation: { rateBp: 500, from: '2028-01-01', repeat: 'yearly' },
  deposit: { kind: 'months', months: 3 },
  fees: [{ name: '物业费', fenPerM2Month: 800 }],
};

const round = (ms: number) => Math.round(ms * 1000) / 1000;

export function benchContract(): ContractBenchResult {
  const samples: number[] = [];
  let lines = 0;
  for (let run = 0; run < WARMUPS + RUNS; run++) {
    const started = performance.now();
    lines = computeRentSchedule(TEN_YEAR_TERMS).lines.length;
    if (run >= WARMUPS) samples.push(performance.now() - started);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
  return {
    schedule: {
      name: 'schedule of a 10-year monthly rent-out contract (rises, rent-free month, fee, deposit)',
      medianMs: round(at(0.5)),
      p95Ms: round(at(0.95)),
      runs: RUNS,
      goalMs: CONTRACT_GOALS.scheduleMs,
      lines,
    },
  };
}

export function formatContractBench(result: ContractBenchResult): string {
  const { schedule } = result;
  const met = schedule.p95Ms < schedule.goalMs ? '✓' : '✗';
  return [
    `  contract, ${schedule.runs} runs after ${WARMUPS} warm-ups:`,
    `    ${schedule.name}: ${schedule.lines} lines, ${schedule.medianMs} ms median, p95 ${schedule.p95Ms} ms (goal < ${schedule.goalMs}) ${met}`,
  ].join('\n');
}
