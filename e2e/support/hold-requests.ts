import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` until `release()` is called, so that what the page shows while it
 * waits (a loader, a busy button) can be checked on a machine of any speed: a fixed delay was
 * either too short on a busy machine or a waste on a quiet one. With `method`, only those requests.
 */
export async function holdRequests(page: Page, url: string | RegExp, method?: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    await released;
    await route.continue();
  });
  return release;
}
