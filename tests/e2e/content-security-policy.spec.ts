import { expect, type Page, type Response, test } from '@playwright/test';
import { signInAsAdmin } from './support/console';
import { recordViolations } from './support/csp';

/** The nonce the answer's policy names for scripts and styles (one and the same). */
function nonceOf(response: Response | null): string {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonces = [...policy.matchAll(/'nonce-([^']+)'/g)].map((match) => match[1]);
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces).size).toBe(1);
  return nonces[0]!;
}

/**
 * The page's inline scripts, `<style>` elements and nonce meta all carry `nonce` (as the browser holds
 * it: the attribute is hidden once parsed); answers how many `<style>` elements there are.
 */
async function expectAllCarry(page: Page, nonce: string): Promise<number> {
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('script:not([src]), style, meta[name="csp-nonce"]')].map(
      (element) => ({ tag: element.tagName.toLowerCase(), nonce: element.nonce }),
    ),
  );
  expect(inline.filter((element) => element.nonce !== nonce)).toEqual([]);
  return inline.filter((element) => element.tag === 'style').length;
}

/** The primary button is painted in antd's colour: the generated styles were applied. */
async function expectStyled(page: Page, name: string | RegExp): Promise<void> {
  const background = await page
    .getByRole('button', { name })
    .first()
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
}

test.describe('内容安全策略', () => {
  test('登录页、工作台、设置、发布通知与嵌入宿主在策略下运行，无一处违规', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const violations = await recordViolations(page);

    const login = await page.goto('/login');
    const headers = login?.headers() ?? {};
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const loginNonce = nonceOf(login);
    await expect(page.locator('html')).toHaveAttribute('data-console-ready', 'true');
    // The prerendered guard and loader, antd's prerendered styles and the ones added since: one nonce.
    expect(await expectAllCarry(page, loginNonce)).toBeGreaterThan(3);
    await expectStyled(page, '登录');
    await page.screenshot({ path: testInfo.outputPath('login.png') });

    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: /^用户菜单：张伟/ })).toBeVisible();
    await expect(page.getByText('最新通知')).toBeVisible();
    await page.waitForFunction(() => !document.getElementById('nprogress'));
    await page.screenshot({ path: testInfo.outputPath('dashboard.png') });

    // A settings page with a dialog: the scroll lock and the dialog's styles are added at run time.
    const roles = await page.goto('/PC_ROLE_MANAGEMENT');
    const rolesNonce = nonceOf(roles);
    expect(rolesNonce).not.toBe(loginNonce);
    await page.getByRole('button', { name: '新增角色' }).click();
    const naming = page.getByRole('dialog', { name: '新增角色' });
    await expect(naming.getByLabel('角色名称')).toBeVisible();
    await expectStyled(page, '确定');
    await expectAllCarry(page, rolesNonce);
    await naming.getByRole('button', { name: '取消' }).click();
    await expect(naming).toBeHidden();

    await page.goto('/PC_PARK_INFORMATION');
    await page.getByRole('button', { name: '编辑' }).click();
    await expect(page.getByLabel('园区简介')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('park-information.png') });

    // The rich-text editor writes its base stylesheet into <head>.
    const publish = await page.goto('/notice/noticePublish');
    await expect(page.getByRole('textbox', { name: '通知正文' })).toBeVisible();
    await expect(page.locator('style[data-tiptap-style]')).toHaveCount(1);
    await expectAllCarry(page, nonceOf(publish));

    // The host page mounts the micro-frontend: its styles carry the host page's nonce.
    const host = await page.goto('/host-demo');
    const hostNonce = nonceOf(host);
    await page.getByRole('button', { name: '登录并挂载' }).click();
    await expect(page).toHaveURL(/\/host-demo\/console\/dashboard$/);
    const panel = page.locator('#console-panel');
    await panel.getByRole('button', { name: /^用户菜单：张伟/ }).click();
    await expect(panel.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await expectAllCarry(page, hostNonce)).toBeGreaterThan(3);
    await page.screenshot({ path: testInfo.outputPath('host-demo.png') });

    expect(violations).toEqual([]);
  });

  test('页面只允许本站以 iframe 嵌入（FRAME_ANCESTORS 默认）', async ({ page, baseURL }) => {
    const consoleOrigin = new URL(baseURL!).origin;
    // A page of another site with no policy of its own, framing the console's login.
    await page.route('http://portal.example/', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>门户</title>' }),
    );
    const frameLogin = async () => {
      await page.evaluate((src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      }, `${consoleOrigin}/login`);
      const frame = await (await page.waitForSelector('iframe')).contentFrame();
      await frame!.waitForLoadState();
      return frame!;
    };

    await page.goto('/host-demo');
    await expect((await frameLogin()).getByLabel('手机号')).toBeVisible();

    // Refused (frame-ancestors, and X-Frame-Options for older browsers): Chromium shows its error page.
    await page.goto('http://portal.example/');
    const refused = await frameLogin();
    expect(refused.url()).toBe('chrome-error://chromewebdata/');
    await expect(refused.getByLabel('手机号')).toHaveCount(0);
  });
});
