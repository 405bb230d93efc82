import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type BuiltServer, root, startBuiltServer } from './support/built-server';
import { saveScreenshot } from './support/console';

/**
 * Issue 33: a host page on another origin mounts the console with qiankun (from npm), the console
 * served by its own server with the host's origin in EMBED_HOST_ORIGINS. qiankun fetches /embed/ and
 * the script, the chunks load from the console's server, and every API call goes there with CORS; a
 * host on a third origin, not listed, is refused at its first request.
 */

const hostsDir = path.join(__dirname, 'support', 'hosts');
const FILES: Record<string, { file: string; type: string }> = {
  '/host-libs/qiankun.js': { file: 'node_modules/qiankun/dist/index.umd.min.js', type: 'text/javascript' },
  '/host-libs/host.js': { file: 'tests/e2e/support/hosts/host.js', type: 'text/javascript' },
  '/host-libs/host.css': { file: 'tests/e2e/support/hosts/host.css', type: 'text/css' },
};

/** The host's own web server: the qiankun page under /portal, its libraries under /host-libs/. */
function startHostServer(consoleOrigin: () => string): Promise<{ server: Server; origin: string }> {
  const page = readFileSync(path.join(hostsDir, 'qiankun-cross-origin.html'), 'utf8');
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const library = FILES[url.pathname];
    if (library) {
      response.writeHead(200, { 'content-type': library.type });
      response.end(readFileSync(path.join(root, library.file)));
    } else if (url.pathname === '/portal' || url.pathname.startsWith('/portal/')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page.replace('__CONSOLE_ORIGIN__', consoleOrigin()));
    } else {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('门户没有这个地址');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

const panel = (page: Page) => page.locator('#console-panel');
const hostErrors = (page: Page) => page.getByRole('list', { name: '宿主收到的错误' });

test.describe('另一来源的宿主（EMBED_HOST_ORIGINS）', () => {
  let consoleServer: BuiltServer;
  let listed: { server: Server; origin: string };
  let unlisted: { server: Server; origin: string };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    let consoleOrigin = '';
    listed = await startHostServer(() => consoleOrigin);
    unlisted = await startHostServer(() => consoleOrigin);
    consoleServer = await startBuiltServer({
      entry: path.join(root, 'build', 'server', 'main.js'),
      staticDir: path.join(root, 'dist'),
      env: { EMBED_HOST_ORIGINS: listed.origin },
    });
    consoleOrigin = consoleServer.baseURL;
  });

  test.afterAll(async () => {
    await consoleServer?.stop();
    listed?.server.close();
    unlisted?.server.close();
  });

  test('列出的宿主：qiankun 从管理端的服务器取入口与分块，管理端的接口都发往它自己的服务器', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText !== 'net::ERR_ABORTED')
        problems.push(`${request.url()} ${request.failure()?.errorText}`);
    });
    const calls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') calls.push(new URL(request.url()).origin);
      if (new URL(request.url()).pathname.startsWith('/embed/')) scripts.push(new URL(request.url()).origin);
    });

    await page.goto(`${listed.origin}/portal/console`);
    await expect(page.getByRole('status')).toHaveText('宿主已登录');
    await expect(panel(page).getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page).toHaveURL(`${listed.origin}/portal/console/dashboard`);
    await expect(panel(page).getByText('张伟，欢迎回来')).toBeVisible();
    // A page of its own code (a lazy chunk) with its data, from the console's server.
    await panel(page).getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '设置' }).click();
    await expect(page).toHaveURL(`${listed.origin}/portal/console/PC_PARK_INFORMATION`);
    await expect(panel(page).getByRole('main').getByText('星河科技园', { exact: true })).toBeVisible();
    await saveScreenshot(page, 'host-on-another-origin');

    expect(scripts.length).toBeGreaterThan(2);
    expect(new Set(scripts)).toEqual(new Set([consoleServer.baseURL]));
    expect(calls.length).toBeGreaterThan(3);
    expect(new Set(calls)).toEqual(new Set([consoleServer.baseURL]));
    await expect(hostErrors(page).getByRole('listitem')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('未列出的宿主：第一次请求即被拒，宿主收到错误，管理端不出现', async ({ page }) => {
    await page.goto(`${unlisted.origin}/portal/console`);
    await expect(hostErrors(page).getByRole('listitem')).toHaveText(['Failed to fetch']);
    await expect(panel(page).locator('.atrium-console')).toHaveCount(0);
    // The console's script is refused to this page too (no Access-Control-Allow-Origin for it).
    const fetched = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'loaded',
          (error: Error) => error.message,
        ),
      `${consoleServer.baseURL}/embed/atrium-console.js`,
    );
    expect(fetched).toBe('Failed to fetch');
  });
});
