import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Dropped and created afresh on the given server for every run, dropped again at the end. */
export const BENCH_DATABASE = 'atrium_bench';

/** Set for the run inside scripts/with-postgres.sh: the file to create once that run has started. */
const STARTED_MARKER = 'ATRIUM_BENCH_STARTED_MARKER';

export type PostgresPlan =
  | { kind: 'server'; adminUrl: string; source: string }
  | { kind: 'throwaway'; binDir: string }
  | { kind: 'skip'; reason: string };

function installedBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  return readdirSync(base)
    .map((version) => path.join(base, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'postgres')));
}

/** Which PostgreSQL the run measures, in the order scripts/with-postgres.sh picks one. */
export function planPostgres(env: NodeJS.ProcessEnv = process.env): PostgresPlan {
  if (env.ATRIUM_TEST_DATABASE_URL) {
    return { kind: 'server', adminUrl: env.ATRIUM_TEST_DATABASE_URL, source: 'ATRIUM_TEST_DATABASE_URL' };
  }
  if (env.DATABASE_URL) return { kind: 'server', adminUrl: env.DATABASE_URL, source: 'DATABASE_URL' };
  if (env[STARTED_MARKER]) {
    return { kind: 'skip', reason: 'scripts/with-postgres.sh gave no ATRIUM_TEST_DATABASE_URL' };
  }
  const binDir = installedBinDir();
  if (binDir) return { kind: 'throwaway', binDir };
  return {
    kind: 'skip',
    reason:
      'neither DATABASE_URL nor ATRIUM_TEST_DATABASE_URL is set and no PostgreSQL is installed under ' +
      '/usr/lib/postgresql (apt-get install postgresql, or point DATABASE_URL at a server)',
  };
}

/** Called first thing by a run under scripts/with-postgres.sh, so the outer run knows it started. */
export function markStarted(env: NodeJS.ProcessEnv = process.env): void {
  const marker = env[STARTED_MARKER];
  if (marker) writeFileSync(marker, '');
}

export type ThrowawayOutcome = { started: true; status: number } | { started: false; reason: string };

/**
 * Runs this benchmark again inside scripts/with-postgres.sh, which starts a throwaway cluster on a
 * free loopback port and removes it afterwards. The inner run gets its own process group; signals
 * to this process are passed on to the whole group so that every server in it shuts down.
 */
export async function runUnderThrowawayPostgres(root: string): Promise<ThrowawayOutcome> {
  const markerDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-'));
  const marker = path.join(markerDir, 'started');
  const script = process.argv[1] ?? path.join(root, 'build', 'server', 'bench.js');
  const child = spawn('bash', [path.join(root, 'scripts', 'with-postgres.sh'), process.execPath, script], {
    cwd: root,
    env: { ...process.env, [STARTED_MARKER]: marker },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const forward = (signal: NodeJS.Signals) => {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  try {
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    if (existsSync(marker)) return { started: true, status: code ?? 1 };
    return {
      started: false,
      reason: `scripts/with-postgres.sh could not start a throwaway PostgreSQL (exit ${code ?? signal})`,
    };
  } finally {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    rmSync(markerDir, { recursive: true, force: true });
  }
}

export interface BenchDatabase {
  url: string;
  /** host:port, without credentials, for the report. */
  location: string;
  serverVersion: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// WITH (FORCE) (PostgreSQL 13+) also ends connections a crashed earlier run may have left behind.
const dropStatement = `drop database if exists ${BENCH_DATABASE} with (force)`;

/** A fresh, empty `atrium_bench` database on the server `adminUrl` points at. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const serverVersion = await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    await client.query(dropStatement);
    await client.query(`create database ${BENCH_DATABASE}`);
    return rows[0]?.server_version ?? 'unknown';
  });
  const target = new URL(adminUrl);
  target.pathname = `/${BENCH_DATABASE}`;
  return {
    url: target.toString(),
    location: `${target.hostname || 'localhost'}:${target.port || '5432'}`,
    serverVersion,
    drop: () => withAdmin(adminUrl, (client) => client.query(dropStatement).then(() => undefined)),
  };
}
