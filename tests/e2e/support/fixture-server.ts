import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { type BuiltServer, root, startBuiltServer } from './built-server';

const FIXTURE_BUILD = path.join(root, 'build', 'e2e-fixture');

/** Builds the fixture console and server (tests/e2e/fixture-app/) when missing or stale. */
function buildFixture(): void {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'build-if-needed.mjs'), 'e2e-fixture'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('夹具区域的构建失败（见上方 rspack 输出）');
}

/**
 * The specs of a fixture area (设备借用, tests/fixtures/equipment-loan/): their own server — the
 * registry's areas with the fixture served, on a fresh embedded database — and its console with the
 * fixture's plugin, started once per worker and only when such a spec runs; `baseURL` points there.
 * The other specs keep the global setup's server of the production build, which holds no fixture.
 */
export const test = base.extend<object, { fixtureServer: BuiltServer }>({
  fixtureServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      buildFixture();
      const server = await startBuiltServer({
        entry: path.join(FIXTURE_BUILD, 'server', 'main.js'),
        staticDir: path.join(FIXTURE_BUILD, 'dist'),
        // The production build's render bundle draws the registry's plugins only: the browser draws here.
        env: { RENDER_BUNDLE: 'off' },
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ fixtureServer }, use) => use(fixtureServer.baseURL),
});

export { expect } from '@playwright/test';
