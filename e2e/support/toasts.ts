import { expect, type Page } from '@playwright/test';

/** A toast (react-hot-toast announces it politely), as opposed to the same words written on the page. */
export const toast = (page: Page, text: string) => page.locator('[aria-live="polite"]', { hasText: text });

/**
 * Records every toast text the page shows (until its next full load). A success toast stays 2 s
 * of the page's time: on a busy machine a check that polls for it can miss it, so a journey waits
 * for what the action changed on the page, then asks whether the toast was shown
 * (`expectToastShown`). Call before the page's first load.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toasts: string[] }).toasts = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[aria-live="polite"]')) {
        const text = node.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The toast texts recorded so far (see `recordToasts`). */
export const toastsSeen = (page: Page) => page.evaluate(() => (window as unknown as { toasts: string[] }).toasts);

/** Waits until the page has shown a toast with `text`, however briefly (see `recordToasts`). */
export async function expectToastShown(page: Page, text: string, timeout = 30_000) {
  await expect.poll(async () => (await toastsSeen(page)).some((t) => t.includes(text)), { timeout }).toBe(true);
}
