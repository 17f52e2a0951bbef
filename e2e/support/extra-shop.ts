import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { e2ePort, runDir } from './run-dirs';

/**
 * A second shop of its own for journeys that need data the demo catalogue does not have (an empty
 * category, a category with more than one page). It runs on its own SQLite file, so the shared
 * shop of the other journeys never sees these rows.
 */
export interface ExtraShop {
  baseURL: string;
  stop(): Promise<void>;
}

const port = e2ePort + 50;
const dir = path.resolve(runDir('extra'));

/** Waits until the shop answers (or has exited): the state, asked for at Playwright's intervals. */
async function waitForHealth(url: string, child: ChildProcess) {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) return `exited with code ${child.exitCode}`;
        return fetch(url).then(
          (res) => (res.ok ? 'up' : `answered ${res.status}`),
          () => 'not listening yet',
        );
      },
      { message: `the extra shop at ${url}`, timeout: 120_000 },
    )
    .toMatch(/^(up|exited)/);
  if (child.exitCode !== null) throw new Error(`The extra shop exited with code ${child.exitCode}`);
}

export async function startExtraShop(): Promise<ExtraShop> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'oja.sqlite');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${file}`,
      MEDIA_DIR: path.join(dir, 'media'),
      LOG_LEVEL: 'warn',
      // Production refuses the built-in test payment provider unless asked for, as the main e2e shop does.
      PAYMENTS_TEST_MODE: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseURL}/api/health`, child);

  // The demo catalogue is loaded at start; add an empty category and a 30-product one.
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const now = Date.now();
  const addCategory = db.prepare(
    'insert into categories (slug, title, icon, position, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
  );
  addCategory.run('kitchenware', 'Kitchenware', '', 90, now, now);
  const bulk = addCategory.run('market-basket', 'Market Basket', '', 91, now, now).lastInsertRowid;
  const addProduct = db.prepare(
    `insert into products (category_id, slug, title, description, image_url, price_usd_cents, price_ngn_kobo,
       quantity, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 1; i <= 30; i++) {
      const n = String(i).padStart(2, '0');
      addProduct.run(
        bulk,
        `basket-item-${n}`,
        `Basket item ${n}`,
        `Market basket item number ${n}, for paging.`,
        '/media/demo/yaji-suya-spice-200g.svg',
        100 * i + 99,
        10_000 * (31 - i),
        i,
        now,
        now,
      );
    }
    // Every product sells through a variant (decision 0086): these through their default one.
    db.prepare(
      `insert into product_variants (product_id, sku, label, price_usd_cents, price_ngn_kobo, quantity, created_at,
         updated_at) select id, '#' || id, '', price_usd_cents, price_ngn_kobo, quantity, created_at, updated_at
       from products where category_id = ?`,
    ).run(bulk);
  })();
  db.close();

  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
