import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import type { DB } from '../db/schema.ts';
import { smsBudgetNow } from './sms-budget.ts';

/**
 * Gauges read when Prometheus scrapes: the shop's state in the database (the outbox backlog, stock
 * held by unpaid orders, the SMS budget), the database pools and the free disk. Every process
 * reports the same database figures: aggregate them with max(), not sum() (the dashboard and the
 * alert rules in deploy/ do). A figure that cannot be read (the database is down) is left out of
 * that scrape rather than failing it; the request metrics still come.
 */
export function registerShopGauges(
  registry: Registry,
  deps: { db: Kysely<DB>; database: Database; replica: Database | null; config: Config },
) {
  const { db, config } = deps;
  const registers = [registry];
  /**
   * One reading shared by the gauges of one scrape: prom-client collects every metric at once, so
   * the gauges that ask while the reading is under way share it; the next scrape reads anew.
   */
  const perScrape = <T>(read: () => Promise<T>) => {
    let pending: Promise<T | null> | null = null;
    return () =>
      (pending ??= read()
        .catch(() => null)
        .finally(() => {
          pending = null;
        }));
  };

  const outbox = perScrape(async () => {
    const rows = await db
      .selectFrom('outbox')
      .select([
        'channel',
        'status',
        (eb) => eb.fn.countAll<number | string>().as('n'),
        (eb) => eb.fn.min('created_at').as('oldest'),
      ])
      .where('status', 'in', ['pending', 'failed'])
      .groupBy(['channel', 'status'])
      .execute();
    return rows.map((r) => ({ channel: r.channel, status: r.status, n: Number(r.n), oldest: Number(r.oldest) }));
  });
  new Gauge({
    name: 'oja_outbox_pending_messages',
    help: 'E-mails and SMS waiting to be sent (or retried), by channel.',
    labelNames: ['channel'] as const,
    registers,
    async collect() {
      const rows = await outbox();
      this.reset();
      if (!rows) return;
      for (const channel of ['email', 'sms']) {
        this.set({ channel }, rows.find((r) => r.channel === channel && r.status === 'pending')?.n ?? 0);
      }
    },
  });
  new Gauge({
    name: 'oja_outbox_oldest_pending_age_seconds',
    help: 'How long the oldest message still waiting to be sent has waited, by channel (0: none waiting).',
    labelNames: ['channel'] as const,
    registers,
    async collect() {
      const rows = await outbox();
      this.reset();
      if (!rows) return;
      const now = Date.now();
      for (const channel of ['email', 'sms']) {
        const row = rows.find((r) => r.channel === channel && r.status === 'pending');
        this.set({ channel }, row ? Math.max(0, (now - row.oldest) / 1000) : 0);
      }
    },
  });
  new Gauge({
    name: 'oja_outbox_failed_messages',
    help: 'Messages the senders gave up on (staff can retry them in the back office), by channel.',
    labelNames: ['channel'] as const,
    registers,
    async collect() {
      const rows = await outbox();
      this.reset();
      if (!rows) return;
      for (const channel of ['email', 'sms']) {
        this.set({ channel }, rows.find((r) => r.channel === channel && r.status === 'failed')?.n ?? 0);
      }
    },
  });

  const held = perScrape(async () => {
    const row = await db
      .selectFrom('orders as o')
      .innerJoin('order_items as i', 'i.order_id', 'o.id')
      .select([
        (eb) => eb.fn.coalesce(eb.fn.sum<number | string>('i.quantity'), eb.val(0)).as('units'),
        (eb) => eb.fn.count<number | string>('o.id').distinct().as('orders'),
      ])
      .where('o.state', '=', 'awaiting')
      .executeTakeFirstOrThrow();
    return { units: Number(row.units), orders: Number(row.orders) };
  });
  new Gauge({
    name: 'oja_stock_reserved_units',
    help: 'Units of stock held by unpaid orders (returned when they are cancelled or expire).',
    registers,
    async collect() {
      const h = await held();
      this.reset();
      if (h) this.set(h.units);
    },
  });
  new Gauge({
    name: 'oja_orders_holding_stock',
    help: 'Unpaid orders holding stock.',
    registers,
    async collect() {
      const h = await held();
      this.reset();
      if (h) this.set(h.orders);
    },
  });

  const budget = perScrape(() => smsBudgetNow(db));
  new Gauge({
    name: 'oja_sms_budget_used_parts',
    help: "SMS parts sent today against the shop's daily budget (present once a budget is set).",
    registers,
    async collect() {
      const b = await budget();
      this.reset();
      if (b) this.set(b.usedParts);
    },
  });
  new Gauge({
    name: 'oja_sms_budget_limit_parts',
    help: "The shop's daily SMS budget in parts (present once a budget is set).",
    registers,
    async collect() {
      const b = await budget();
      this.reset();
      if (b) this.set(b.limitParts);
    },
  });

  const pools: { name: string; database: Database }[] = [{ name: 'primary', database: deps.database }];
  if (deps.replica) pools.push({ name: 'replica', database: deps.replica });
  new Gauge({
    name: 'oja_db_pool_connections',
    help: 'Database connections of this process by pool (primary, replica) and state (in_use, idle, waiting: requests waiting for one).',
    labelNames: ['pool', 'state'] as const,
    registers,
    collect() {
      this.reset();
      for (const { name, database } of pools) {
        const s = database.poolStats();
        this.set({ pool: name, state: 'in_use' }, s.total - s.idle);
        this.set({ pool: name, state: 'idle' }, s.idle);
        this.set({ pool: name, state: 'waiting' }, s.waiting);
      }
    },
  });
  new Gauge({
    name: 'oja_db_pool_max_connections',
    help: 'The most connections each pool of this process may open (DB_POOL_SIZE; 1 for SQLite).',
    labelNames: ['pool'] as const,
    registers,
    collect() {
      this.reset();
      for (const { name, database } of pools) this.set({ pool: name }, database.poolStats().max);
    },
  });

  // The disks the shop writes: the SQLite file's, the media directory's and the local backups'.
  const places: { place: string; dir: string }[] = [];
  if (config.database.dialect === 'sqlite') places.push({ place: 'database', dir: path.dirname(config.database.file) });
  if (config.mediaStorage.kind === 'local') places.push({ place: 'media', dir: config.mediaDir });
  if (!config.ops.backups.s3) places.push({ place: 'backups', dir: config.ops.backups.dir });
  const disks = perScrape(() =>
    Promise.all(
      places.map(async ({ place, dir }) => {
        const found = await nearestExisting(dir);
        const s = await fs.promises.statfs(found);
        return { place, free: s.bavail * s.bsize, size: s.blocks * s.bsize };
      }),
    ),
  );
  new Gauge({
    name: 'oja_disk_free_bytes',
    help: 'Free space (for this process’s user) on the disk of each place the shop writes: database, media, backups.',
    labelNames: ['place'] as const,
    registers,
    async collect() {
      const list = await disks();
      this.reset();
      for (const d of list ?? []) this.set({ place: d.place }, d.free);
    },
  });
  new Gauge({
    name: 'oja_disk_size_bytes',
    help: 'Size of the disk of each place the shop writes: database, media, backups.',
    labelNames: ['place'] as const,
    registers,
    async collect() {
      const list = await disks();
      this.reset();
      for (const d of list ?? []) this.set({ place: d.place }, d.size);
    },
  });
}

/** `dir`, or its nearest parent that exists (the backups directory may not exist yet). */
async function nearestExisting(dir: string): Promise<string> {
  let current = dir;
  for (;;) {
    try {
      await fs.promises.access(current);
      return current;
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return current;
      current = parent;
    }
  }
}
