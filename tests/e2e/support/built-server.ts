import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The repository's root. */
export const root = path.resolve(__dirname, '..', '..', '..');
const STARTUP_TIMEOUT_MS = 120_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitUntilHealthy(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`端到端测试服务器启动后退出（${child.exitCode ?? child.signalCode}）：\n${output()}`);
    }
    try {
      const response = await fetch(`${baseURL}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`端到端测试服务器在 ${STARTUP_TIMEOUT_MS / 1000} 秒内未就绪：\n${output()}`);
}

export interface BuiltServer {
  baseURL: string;
  /** Stops the server (SIGTERM, then SIGKILL) and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts a built server entry (`node <entry>`) on a free loopback port with a fresh embedded database
 * (demo data seeded on its first start) serving the console built in `staticDir`, and waits until it
 * answers /healthz. Warnings and errors (LOG_LEVEL=warn) reach the terminal; the banner stays quiet.
 */
export async function startBuiltServer(options: {
  entry: string;
  staticDir: string;
  env?: NodeJS.ProcessEnv;
}): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: options.staticDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...options.env,
  };
  // Always the embedded database here, whatever the surrounding shell points at.
  delete env.DATABASE_URL;

  const child = spawn(process.execPath, [options.entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  // Should the runner exit without its teardown (an interrupted run), the server and data still go.
  const killOnExit = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    child.kill('SIGTERM');
    if (!(await waitForExit(child, SHUTDOWN_TIMEOUT_MS))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseURL, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
