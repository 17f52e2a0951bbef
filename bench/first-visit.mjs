#!/usr/bin/env node
// What a first visit to the home page costs over the wire, all told (issue 34): the page, its
// styles, scripts, messages, images, fonts, the manifest and icons, the service worker and every
// file the worker fetches to precache — measured by Chromium (Debian's, never a downloaded one) on
// the production build served as `npm start` serves it, on a fresh SQLite shop with the demo
// catalogue. Bytes are what came over the connection: headers plus the (compressed) body, from
// Playwright's request sizes, for the page's requests and the worker's alike.
// Two visits: an ordinary phone (360×740), and the same with `Save-Data: on` (Chromium's data
// saver header), where the worker must not precache the app shell and images come in their
// smallest size. Usage: npm run build && node bench/first-visit.mjs [--budget=250] [--files] [--base=URL]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { loadAverage, startShop, stopAll } from './lib/processes.mjs';

const args = process.argv.slice(2);
const budget = Number(args.find((a) => a.startsWith('--budget='))?.split('=')[1] ?? 250) * 1024;
const port = Number(process.env.BENCH_PORT ?? 3620);
const kb = (n) => (n / 1024).toFixed(1);

async function visit(base, { saveData }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-NG',
      extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
    });
    const requests = [];
    context.on('requestfinished', (request) => requests.push(request));
    const page = await context.newPage();
    await page.goto(base + '/', { waitUntil: 'load' });
    // The worker registers after `load`, installs (precaching) and activates: wait for that, then
    // for the network to settle (lazy images, the worker's last fetches).
    await page.waitForFunction(
      () => navigator.serviceWorker?.controller || navigator.serviceWorker?.ready.then(() => true),
      null,
      {
        timeout: 120_000,
      },
    );
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const rows = [];
    for (const request of requests) {
      const sizes = await request.sizes().catch(() => null);
      if (!sizes) continue;
      const fromWorker = Boolean(request.serviceWorker());
      rows.push({
        url: request.url().replace(base, ''),
        type: request.resourceType(),
        bytes: sizes.responseHeadersSize + sizes.responseBodySize + sizes.requestHeadersSize,
        fromWorker,
      });
    }
    await context.close();
    return rows;
  } finally {
    await browser.close();
  }
}

function report(label, rows) {
  const total = rows.reduce((n, r) => n + r.bytes, 0);
  const byType = new Map();
  for (const r of rows) {
    const key = r.fromWorker ? `worker: ${r.type}` : r.type;
    const [count, bytes] = byType.get(key) ?? [0, 0];
    byType.set(key, [count + 1, bytes + r.bytes]);
  }
  console.log(
    `\n${label}: ${rows.length} requests, ${kb(total)} KB over the wire (budget ${kb(budget)} KB) ${total <= budget ? 'PASS' : 'MISS'}`,
  );
  for (const [type, [count, bytes]] of [...byType].sort((a, b) => b[1][1] - a[1][1]))
    console.log(`  ${type.padEnd(22)} ${String(count).padStart(3)} × → ${kb(bytes).padStart(7)} KB`);
  if (args.includes('--files'))
    for (const r of [...rows].sort((a, b) => b.bytes - a.bytes))
      console.log(`    ${kb(r.bytes).padStart(6)} KB ${r.fromWorker ? '(worker) ' : ''}${r.url}`);
  return total;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-first-visit-'));
try {
  console.log(`load average before: ${loadAverage()}`);
  // --base=http://… measures a shop already running (the same build) instead of starting one.
  const given = args.find((a) => a.startsWith('--base='))?.slice('--base='.length);
  const shop = given
    ? { base: given }
    : await startShop({
        port,
        databaseUrl: `sqlite:${path.join(tmp, 'shop.sqlite')}`,
        mediaDir: path.join(tmp, 'media'),
        logFile: path.join(tmp, 'shop.log'),
        env: { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` },
      });
  const plain = report('First visit to / (360×740)', await visit(shop.base, { saveData: false }));
  const saver = report('First visit to / with Save-Data: on', await visit(shop.base, { saveData: true }));
  console.log(`\nload average after: ${loadAverage()}`);
  process.exitCode = plain <= budget && saver <= budget ? 0 : 1;
} finally {
  await stopAll();
  fs.rmSync(tmp, { recursive: true, force: true });
}
