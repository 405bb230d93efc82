import { expect, test } from '@playwright/test';

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
});
