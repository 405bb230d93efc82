import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(__dirname, '..', '..');

/** Every file under `folder`, recursively, by its path. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );

/**
 * What only the test fixtures hold (tests/fixtures/): their modules by path, 设备借用's names, its
 * manifest's id and its application's agentId.
 */
const FIXTURE_MARKS = [/(^|[/.])tests\/fixtures\//, /设备借用|equipment-loan|e9a1b2c3d4f50617|visitor-log/];

test.describe('控制台的交付', () => {
  test('未登录访问任何页面都转到登录页，并带上原路径', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const response = await page.goto('/PC_SETTING_MANAGEMENT?tab=1');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await expect(page).toHaveURL(/\/login\?redirect=%2FPC_SETTING_MANAGEMENT%3Ftab%3D1$/);
    expect(pageErrors).toEqual([]);
  });

  test('页面引用的静态资源无需登录即可加载，并长期缓存', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['content-type'], asset).toMatch(/javascript|css/);
      expect(response.headers()['cache-control'], asset).toContain('immutable');
    }
  });

  test('接口路径的 GET 请求答以 405 JSON', async ({ request }) => {
    const response = await request.get('/v1/account/login');
    expect(response.status()).toBe(405);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers().allow).toBe('POST');
    const body = (await response.json()) as { code: number; message: string };
    expect(body.code).not.toBe(0);
    expect(body.message).toEqual(expect.any(String));
  });

  test('生产构建（npm run build）不含测试夹具的代码：夹具只在端到端测试自己的构建里', () => {
    // The global setup builds it; against a server started elsewhere, `npm run build` first.
    expect(existsSync(path.join(root, 'dist', 'index.html')), '没有生产构建：请先运行 npm run build').toBe(
      true,
    );
    // The console, its micro-frontend and host demo, the server and the render bundle; not
    // build/e2e-fixture/, the fixture specs' own build.
    const built = [
      path.join(root, 'dist'),
      path.join(root, 'build', 'server'),
      path.join(root, 'build', 'prerender'),
    ].flatMap(filesUnder);
    const text = built.filter((file) => /\.(js|html|css|map)$/.test(file));
    expect(text.length).toBeGreaterThan(100);
    const holding = text.filter((file) => {
      const content = readFileSync(file, 'utf8');
      // A source map names its modules: none may come from tests/.
      const named = file.endsWith('.map')
        ? (JSON.parse(content) as { sources: string[] }).sources.join('\n')
        : '';
      return FIXTURE_MARKS.some((mark) => mark.test(named) || (!file.endsWith('.map') && mark.test(content)));
    });
    expect(holding.map((file) => path.relative(root, file))).toEqual([]);
  });
});
