import { expect, test, type Browser, type Request } from '@playwright/test';

/**
 * A first visit to the home page costs at most 250 KB over the wire all told (issue 34, decision
 * 0072): the page, styles, scripts, images, the service worker and what it fetches at install.
 * Bytes as bench/first-visit.mjs counts them: request headers, response headers and the
 * (compressed) body of every request, the page's and the worker's. Counts bytes, not time.
 */
const budget = 250 * 1024;

async function firstVisit(browser: Browser, saveData: boolean) {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-NG',
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  });
  const requests: Request[] = [];
  context.on('requestfinished', (request) => requests.push(request));
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'load' });
  // Registered after load, installed (precaching), and the page's files kept: then all is in.
  await page.locator('body[data-offline-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  for (const request of requests) {
    const sizes = await request.sizes().catch(() => null);
    if (sizes) bytes += sizes.requestHeadersSize + sizes.responseHeadersSize + sizes.responseBodySize;
  }
  const precached = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
    const urls: string[] = [];
    for (const name of names)
      for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls.sort();
  });
  const kept = await page.evaluate(async () => (await (await caches.open('oja-assets')).keys()).length);
  const worker = requests.filter((r) => r.serviceWorker()).length;
  await context.close();
  return { bytes, precached, kept, worker };
}

for (const saveData of [false, true]) {
  test(`a first visit to / costs at most 250 KB, worker included${saveData ? ' (Save-Data: on)' : ''}`, async ({
    browser,
  }) => {
    const visit = await firstVisit(browser, saveData);
    expect(visit.worker).toBeGreaterThan(0); // the worker's own fetches are counted
    expect(visit.bytes).toBeLessThanOrEqual(budget);
    // No app shell in advance: the offline page, the web app manifest and the favicon.
    expect(visit.precached).toEqual(['/favicon.svg', '/manifest.webmanifest', '/offline.html']);
    // The scripts the page loaded are kept for offline use all the same.
    expect(visit.kept).toBeGreaterThan(5);
  });
}
