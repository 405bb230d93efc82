import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { testChromiumExecutable } from '../../../scripts/chromium';
import { root, startBuiltServer } from './built-server';

/**
 * Builds the console and the server when they are missing or stale, then starts, for each worker,
 * `node build/server/main.js` on a free loopback port with a fresh embedded database of its own (demo
 * data is seeded on first start): the workers' tests never see each other's changes, as when one
 * worker ran them all. The config gives each worker its server by its parallel index
 * (`ATRIUM_E2E_BASE_URLS`, comma-separated). The returned function stops the servers and removes their
 * data folders.
 * With ATRIUM_E2E_BASE_URL already set, the tests run against that server and nothing is started.
 * (The fixture area's specs start a server of their own: tests/e2e/fixture-app/.)
 */
function build(): void {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-needed.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('端到端测试前的构建失败（见上方 rspack 输出）');
}

/**
 * Debian's headless shell (scripts/chromium.ts), installed with apt-get when it is missing and the
 * tests run as root, as scripts/with-postgres.sh does for PostgreSQL; otherwise a clear refusal.
 */
function ensureBrowser(): void {
  if (existsSync(testChromiumExecutable)) return;
  const installable = !process.env.CHROMIUM_PATH && process.getuid?.() === 0;
  if (installable) {
    console.log('正在安装 chromium-headless-shell（apt-get）…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium-headless-shell'],
    ]) {
      spawnSync('apt-get', args, { stdio: 'inherit', env });
    }
  }
  if (!existsSync(testChromiumExecutable)) {
    throw new Error(
      `未找到浏览器 ${testChromiumExecutable}：请安装 Debian 的 chromium-headless-shell，或用 CHROMIUM_PATH 指定 Chromium`,
    );
  }
}

export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  ensureBrowser();
  if (process.env.ATRIUM_E2E_BASE_URL) return undefined;
  build();
  const started = await Promise.allSettled(
    Array.from({ length: Math.max(1, config.workers) }, () =>
      startBuiltServer({
        entry: path.join(root, 'build', 'server', 'main.js'),
        staticDir: path.join(root, 'dist'),
      }),
    ),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const refused = started.find((result) => result.status === 'rejected');
  if (refused) {
    await stop();
    throw refused.reason;
  }
  // Workers start after the global setup and inherit these; the config reads them as `use.baseURL`.
  process.env.ATRIUM_E2E_BASE_URLS = servers.map((server) => server.baseURL).join(',');
  return stop;
}
