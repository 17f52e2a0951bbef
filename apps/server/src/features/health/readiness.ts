import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from '../../db/connection.ts';
import { migrations } from '../../db/migrations/index.ts';
import type { MediaStorage } from '../../media/index.ts';

export type CheckResult = 'ok' | 'failed' | 'pending' | 'draining';

export interface ReadinessReport {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; storage: CheckResult; shutdown: 'no' | 'draining' };
}

/** A readiness answer is reused for this long, so that a flood of checks costs the database and bucket little. */
const reuseMs = 2_000;
const timeoutMs = 3_000;

const within = <T>(work: Promise<T>, what: string) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} timed out`)), timeoutMs).unref()),
  ]);

/**
 * Whether this process can serve (readiness, for a load balancer): the database answers, every
 * migration this release knows is applied, and the media storage is reachable; and it is not
 * shutting down. `drain()` turns it false for good at SIGTERM, while requests are still served,
 * so that a load balancer stops sending new ones before the listener closes (SHUTDOWN_DRAIN_MS).
 * Liveness is simpler: the process answers at all.
 */
export function createReadiness(database: Database, storage: MediaStorage) {
  let draining = false;
  let migrated = false;
  let last: { at: number; report: Promise<ReadinessReport> } | null = null;
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations(database.dialect) },
  });

  const outcome = (work: Promise<unknown>): Promise<CheckResult> =>
    work.then(
      () => 'ok' as const,
      () => 'failed' as const,
    );

  async function migrationsApplied(): Promise<void> {
    // Once applied they stay applied: this release's list never grows while it runs.
    if (migrated) return;
    const pending = (await migrator.getMigrations()).filter((m) => m.executedAt === undefined);
    if (pending.length > 0) throw new Error(`${pending.length} migration(s) pending`);
    migrated = true;
  }

  async function measure(): Promise<ReadinessReport> {
    const databaseCheck = outcome(within(sql`select 1`.execute(database.db), 'database'));
    const [db, storageCheck] = await Promise.all([databaseCheck, outcome(within(storage.reachable(), 'storage'))]);
    const migrationsCheck: CheckResult =
      db === 'ok'
        ? await outcome(within(migrationsApplied(), 'migrations')).then((r) => (r === 'failed' ? 'pending' : r))
        : 'failed';
    const checks = {
      database: db,
      migrations: migrationsCheck,
      storage: storageCheck,
      shutdown: draining ? ('draining' as const) : ('no' as const),
    };
    return { ready: !draining && db === 'ok' && migrationsCheck === 'ok' && storageCheck === 'ok', checks };
  }

  return {
    async check(): Promise<ReadinessReport> {
      const now = Date.now();
      if (!last || now - last.at > reuseMs) last = { at: now, report: measure() };
      const report = await last.report;
      // Draining shows at once, whatever was measured a moment before.
      if (draining) return { ready: false, checks: { ...report.checks, shutdown: 'draining' } };
      return report;
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
