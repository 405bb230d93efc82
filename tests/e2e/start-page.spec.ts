import path from 'node:path';
import { expect, test } from '@playwright/test';

test.describe('启动页', () => {
  test('显示标题与服务器状态，并保存整页截图', async ({ page }, testInfo) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Atrium 管理端' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('服务器运行正常，数据库：嵌入式 PostgreSQL');

    await page.screenshot({
      path: path.join(testInfo.project.outputDir, 'screenshots', 'start-page.png'),
      fullPage: true,
    });
    expect(pageErrors).toEqual([]);
  });

  test('客户端路由由 index.html 承接', async ({ page }) => {
    const response = await page.goto('/dashboard');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Atrium 管理端' })).toBeVisible();
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
});
