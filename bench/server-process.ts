import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Cleanup } from './cleanup';

const STARTUP_TIMEOUT_MS = 180_000;
/** The server's own shutdown grace is 10 s; after that it is killed. */
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_LIMIT = 64 * 1024;

export interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number | undefined;
  /** The tail of what the server wrote, for failure reports. */
  output(): string;
  /** SIGTERM, then SIGKILL when it does not exit in time; safe to call more than once. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  root: string;
  /** Where the embedded database lives (also set for PostgreSQL, where it stays unused). */
  dataDir: string;
  databaseUrl?: string | undefined;
  nodeArgs: readonly string[];
  /**
   * Registers stopping the server from the moment it is spawned, so that an abort while it is still
   * starting stops it too (before its data folder is removed, when that was registered earlier).
   */
  cleanup?: Cleanup;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The server's environment, built explicitly so that a developer's own settings do not leak in. */
function serverEnvironment(port: number, options: StartServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'ATRIUM_TEST_DATABASE_URL', 'TRUST_PROXY']) {
    delete env[name];
  }
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    STATIC_DIR: path.join(options.root, 'dist'),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: '1',
    AUTH_PREFIX: '',
    ENTERPRISE_PREFIX: '',
    APP_PREFIX: '',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return true;
  const timeout = sleep(timeoutMs, false);
  return Promise.race([once(child, 'exit').then(() => true), timeout]);
}

/** Starts build/server/main.js on a free loopback port and waits until /healthz answers. */
export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...options.nodeArgs, path.join(options.root, 'build', 'server', 'main.js')],
    { cwd: options.root, env: serverEnvironment(port, options), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  // A spawn failure arrives as 'error'; without a listener it would crash the benchmark.
  child.on('error', (error) => record(Buffer.from(`\n${error.message}\n`)));

  let stopping: Promise<void> | undefined;
  const stopProcess = () => {
    stopping ??= (async () => {
      if (exited(child)) return;
      child.kill('SIGTERM');
      if (await waitForExit(child, STOP_TIMEOUT_MS)) return;
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    })();
    return stopping;
  };
  // Registered as soon as it is spawned; stopping it directly runs (and so unregisters) the step.
  const unregister = options.cleanup?.add(stopProcess);
  const server: ServerProcess = {
    baseUrl,
    pid: child.pid,
    output: () => output,
    stop: () => (unregister ? unregister() : Promise.resolve()).then(stopProcess),
  };

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) {
      throw new Error(`the server exited during startup (code ${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        const body = (await response.json()) as { code?: number };
        if (body.code === 0) return;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`/healthz did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** Runs `use` against a started server and stops it; on a failure the server's last output is printed. */
export async function usingServer<Result>(
  server: ServerProcess,
  use: () => Promise<Result>,
): Promise<Result> {
  try {
    return await use();
  } catch (error) {
    const output = server.output().trim();
    if (output) console.error(`server output (tail):\n${output.slice(-4_000)}`);
    throw error;
  } finally {
    await server.stop();
  }
}

/**
 * A part measured at volume: a server on a fresh data folder (or database) whose first start migrates
 * and seeds it, stopped while `seed` adds the part's rows (timed), then started again for `measure`.
 * The server and the folder go through `cleanup`, so an interruption removes them too; on a failure
 * the server's last output is printed.
 */
export async function withVolume<Seeded, Result>(options: {
  root: string;
  cleanup: Cleanup;
  /** The data folder's prefix in the temporary directory. */
  name: string;
  databaseUrl?: string | undefined;
  seed(location: { dataDir: string; databaseUrl?: string }): Promise<Seeded>;
  measure(baseUrl: string, seeded: Seeded, setupMs: number): Promise<Result>;
}): Promise<Result> {
  const { root, cleanup, databaseUrl } = options;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${options.name}-`));
  const removeDataDir = cleanup.add(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const seeding = await startServer({ root, dataDir, databaseUrl, nodeArgs: [], cleanup });
    await seeding.stop();
    const started = performance.now();
    const seeded = await options.seed(databaseUrl ? { dataDir, databaseUrl } : { dataDir });
    const setupMs = Math.round(performance.now() - started);
    const server = await startServer({ root, dataDir, databaseUrl, nodeArgs: [], cleanup });
    return await usingServer(server, () => options.measure(server.baseUrl, seeded, setupMs));
  } finally {
    await removeDataDir();
  }
}
