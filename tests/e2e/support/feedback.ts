import type { Page } from '@playwright/test';

/**
 * One message per cause: whatever number of calls fail for one reason, the member reads it once.
 * Every toast and dialog the page shows is counted as it appears (a toast that came and went counts).
 */
export async function countFeedback(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { toasts: [] as string[], dialogs: [] as string[] };
    (window as unknown as { __feedback: typeof seen }).__feedback = seen;
    const counted = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        if (counted.has(notice)) continue;
        counted.add(notice);
        seen.toasts.push(notice.textContent ?? '');
      }
      for (const dialog of document.querySelectorAll('[role="dialog"]')) {
        if (counted.has(dialog)) continue;
        counted.add(dialog);
        seen.dialogs.push(dialog.textContent?.slice(0, 40) ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export const feedback = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __feedback: { toasts: string[]; dialogs: string[] } }).__feedback,
  );
