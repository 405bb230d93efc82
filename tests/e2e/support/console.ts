import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Atrium@2026';

/** Signs in on /login with a password (the page must be open). */
export async function signIn(page: Page, telephone: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('手机号').fill(telephone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Signs in as the admin of both organisations and enters one of them. */
export async function signInAsAdmin(page: Page, organization = '星河科技园'): Promise<void> {
  await signIn(page, '13800000001');
  await expect(page).toHaveURL(/\/organize/);
  await page.getByRole('button', { name: new RegExp(organization) }).click();
  // Entered once the chooser is left: the organisation's token has replaced the account's (which the
  // exchange revokes), so a navigation that follows at once no longer reloads with the revoked one.
  await expect(page).not.toHaveURL(/\/organize/);
}

/** An API call with the page's own session (the token the console keeps). */
export async function callApi<T>(page: Page, path: string, body: object): Promise<T> {
  return page.evaluate(
    async ([path, body]) => {
      const stored = localStorage.getItem('atrium.token') ?? '';
      let token = stored;
      try {
        token = JSON.parse(stored);
      } catch {}
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(body),
      });
      const answer = await response.json();
      if (answer.code !== 0) throw new Error(answer.message);
      return answer.data;
    },
    [path, body] as const,
  );
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^用户菜单：/ }).click();
}

export async function logOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
}

/** The look of record: committed screenshots of the main pages, Chinese rendered. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  // Settled: the top progress bar has finished.
  await page.waitForFunction(() => !document.getElementById('nprogress'));
  await page.screenshot({ path: path.join(__dirname, '..', '__screenshots__', `${name}.png`) });
}

/**
 * Waits until no transition runs: a fading element (a validation message leaving, a menu fading out under
 * a dialog's mask) is measured by axe at whatever opacity it has that instant — 3.6:1 for text that is 7:1
 * at rest. Endless animations (a processing badge's pulse) never settle and change no contrast that matters.
 */
export async function animationsSettled(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout },
  );
}

/**
 * The violations of impact critical or serious on the page as it is now, one readable line each.
 * axe runs in the page itself (legacy mode) and reports nodes of its violations only: the default
 * mode opens a blank page for every check to merge the frames' results, and returns every passing node
 * too — three to four times the time of the check itself on a large table, for pages that hold no
 * cross-origin frame (the one thing only the default mode reaches).
 */
export async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    // Label in name (WCAG 2.5.3) is one of axe's experimental rules, off unless asked for: what a
    // control shows must be part of its name, so a speech-input user can say what they see.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(' ')}\n    ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`,
      ),
    );
}

/** No critical or serious accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  await animationsSettled(page).catch(() => undefined);
  expect(await severeViolations(page)).toEqual([]);
}

/**
 * Clicks a control marked `aria-disabled` as a person does: Playwright's `click` waits for such a
 * control to become enabled (and `force` skips waiting for it to stand still), so this points at it
 * once it is visible and stable, then presses the mouse there.
 */
export async function clickUnavailable(control: Locator): Promise<void> {
  await control.hover();
  const page = control.page();
  await page.mouse.down();
  await page.mouse.up();
}
