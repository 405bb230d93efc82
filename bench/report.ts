import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApprovalEngineResult } from './approval-bench';
import type { RouteGenerationResult } from './console-bench';
import type { ConsoleLoadsResult } from './console-pages';
import type { ContractBenchResult } from './contract-bench';
import type { DesignerBenchResult } from './designer-bench';
import type { InboxBenchResult } from './inbox-bench';
import { type Measurement, STATIC_TARGET_NAME } from './load';
import type { MarketBenchResult } from './market-bench';
import type { ParkEngineResult } from './park-bench';
import type { BenchSettings } from './settings';

/** What the session endpoints should sustain on the reference 2-core machine. */
export const GOAL = { requestsPerSecond: 3_000, p99Ms: 50 } as const;

export interface TargetResult {
  target: string;
  method: string;
  path: string;
  /** Bytes of the answer sampled before the load. */
  sampleBytes: number;
  /** Fraction of CPU time other processes used just before the load, while the server was idle. */
  busyBefore: number;
  warmup: Measurement;
  measured: Measurement;
  /** req/s relative to the static file on the same server; null for the static file itself (or without it). */
  ratioToStatic: number | null;
  /** Whether it meets GOAL; null for the static file. */
  meetsGoal: boolean | null;
  problems: string[];
}

export interface EngineReport {
  engine: 'embedded' | 'postgres';
  label: string;
  status: 'ok' | 'failed' | 'skipped';
  reason?: string;
  targets: TargetResult[];
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    platform: string;
    /** Fraction of CPU time other processes used in the second before the run: they skew the numbers. */
    busyBeforeRun: number;
  };
  settings: BenchSettings;
  goal: typeof GOAL;
  engines: EngineReport[];
  /**
   * Route generation and the console's cold loads of /login, /dashboard and 员工管理 against their
   * budgets (BENCH_PARTS includes 'console').
   */
  console?: { routeGeneration: RouteGenerationResult; pageLoads: ConsoleLoadsResult | string };
  /** The 收藏 drawer's market with 5 000 more applications (BENCH_PARTS includes 'market'). */
  market?: MarketBenchResult | string;
  /** The messages area with 20 000 more members and messages (BENCH_PARTS includes 'inbox'). */
  inbox?: InboxBenchResult | string;
  approval?: (ApprovalEngineResult | string)[];
  /** 流程配置 with a 200-node flow in Chromium: opening it and adding a node (BENCH_PARTS includes 'designer'). */
  designer?: DesignerBenchResult | string;
  /** The park with 150 000 rooms on both engines (BENCH_PARTS includes 'park'). */
  park?: (ParkEngineResult | string)[];
  /** The contract area: so far the rent schedule (BENCH_PARTS includes 'contract'). */
  contract?: ContractBenchResult;
}

/** Above this share of CPU time used by others, a measurement says it is probably too low. */
const BUSY_THRESHOLD = 0.1;

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** Fraction of all CPUs' time spent busy over `ms` milliseconds. */
export async function cpuBusy(ms = 1_000): Promise<number> {
  const total = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const { idle, ...rest } = cpu.times;
        return {
          idle: sum.idle + idle,
          all: sum.all + idle + Object.values(rest).reduce((a, b) => a + b, 0),
        };
      },
      { idle: 0, all: 0 },
    );
  const before = total();
  await sleep(ms);
  const after = total();
  const all = after.all - before.all;
  return all > 0 ? Math.round((1 - (after.idle - before.idle) / all) * 100) / 100 : 0;
}

/** Says so when other processes already keep the CPUs busy, since the run then measures the leftovers. */
export function busyMachineWarning(busy: number): string | undefined {
  if (busy < BUSY_THRESHOLD) return undefined;
  return `warning: the CPUs were ${percent(busy)} busy before the run; other processes will skew the numbers`;
}

export function machineInfo(busyBeforeRun: number): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    busyBeforeRun,
  };
}

const integer = (value: number) => Math.round(value).toLocaleString('en-US');

export function table(header: string[], rows: string[][], rightAligned: ReadonlySet<number>): string[] {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** The per-engine table the brief asks for, indented under the engine's name. */
export function formatEngine(report: EngineReport, settings: BenchSettings): string {
  if (report.status === 'skipped') return `${report.label}: skipped — ${report.reason}\n`;
  if (report.targets.length === 0) return `${report.label}: failed — ${report.reason}\n`;
  const heading =
    `${report.label} — ${settings.connections} connections, ${settings.durationSeconds} s per target ` +
    `after a ${settings.warmupSeconds} s warm-up`;
  const rows = report.targets.map((result) => {
    const { measured } = result;
    const isStatic = result.target === STATIC_TARGET_NAME;
    return [
      result.target,
      integer(measured.requestsPerSecond),
      `${measured.latencyMs.p50}`,
      `${measured.latencyMs.p99}`,
      `${measured.errors + measured.timeouts} / ${measured.non2xx}${isStatic ? '' : ` / ${measured.wrongCode}`}`,
      isStatic ? 'ceiling' : (result.ratioToStatic?.toFixed(2) ?? '-'),
      result.meetsGoal === null ? '' : result.meetsGoal ? 'yes' : 'NO',
    ];
  });
  const lines = table(
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors / non-2xx / code≠0', 'vs static', 'goal'],
    rows,
    new Set([1, 2, 3, 4, 5]),
  );
  const notes = report.targets.flatMap((result) => [
    ...result.problems.map((problem) => `  ! ${result.target}: ${problem}`),
    ...(result.busyBefore >= BUSY_THRESHOLD
      ? [`  ~ ${result.target}: other processes kept the CPUs ${percent(result.busyBefore)} busy just before`]
      : []),
  ]);
  if (report.status === 'failed') notes.push(`  ! failed: ${report.reason}`);
  return [heading, ...lines.map((line) => `  ${line}`), ...notes, ''].join('\n');
}

export function formatGoal(): string {
  return `goal for the session endpoints: ≥ ${integer(GOAL.requestsPerSecond)} req/s with p99 < ${GOAL.p99Ms} ms`;
}

/** Writes .bench/results-<timestamp>.json and returns its path. */
export function writeReport(root: string, report: BenchReport): string {
  const directory = path.join(root, '.bench');
  mkdirSync(directory, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const file = path.join(directory, `results-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
