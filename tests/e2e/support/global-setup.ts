import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Builds the console and the server when they are missing or stale, then starts
 * `node build/server/main.js` on a free loopback port with a fresh embedded database (demo data is
 * seeded on first start). The returned function stops the server and removes its data folder.
 * With ATRIUM_E2E_BASE_URL already set, the tests run against that server and nothing is started.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

function build(): void {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-needed.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('端到端测试前的构建失败（见上方 rspack 输出）');
}

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

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.ATRIUM_E2E_BASE_URL) return undefined;
  build();

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(root, 'dist'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  // Always the embedded database here, whatever the surrounding shell points at.
  delete env.DATABASE_URL;

  const child = spawn(process.execPath, [path.join(root, 'build', 'server', 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The startup banner stays quiet; warnings and errors (LOG_LEVEL=warn) reach the terminal.
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
  // Workers start after the global setup and inherit this; the config reads it as `use.baseURL`.
  process.env.ATRIUM_E2E_BASE_URL = baseURL;
  return stop;
}
