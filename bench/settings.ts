import { existsSync } from 'node:fs';
import path from 'node:path';

export interface BenchSettings {
  /** Seconds of measured load per target (BENCH_DURATION, default 10). */
  durationSeconds: number;
  /** Concurrent keep-alive connections (BENCH_CONNECTIONS, default 50). */
  connections: number;
  /** Seconds of unmeasured load before each measurement (BENCH_WARMUP, default 2). */
  warmupSeconds: number;
  /** Extra Node arguments for the server under test (BENCH_SERVER_ARGS), e.g. `--cpu-prof`. */
  serverNodeArgs: string[];
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  }
  return parsed;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  return {
    durationSeconds: positiveInt(env, 'BENCH_DURATION', 10),
    connections: positiveInt(env, 'BENCH_CONNECTIONS', 50),
    warmupSeconds: positiveInt(env, 'BENCH_WARMUP', 2),
    serverNodeArgs: (env.BENCH_SERVER_ARGS ?? '').split(/\s+/).filter(Boolean),
  };
}

/** The repository: this script runs as build/server/bench.js. */
export function repositoryRoot(): string {
  const script = process.argv[1];
  const fromScript = script ? path.resolve(path.dirname(script), '..', '..') : undefined;
  if (fromScript && existsSync(path.join(fromScript, 'package.json'))) return fromScript;
  return process.cwd();
}
