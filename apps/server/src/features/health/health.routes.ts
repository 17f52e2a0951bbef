import { sql } from 'kysely';
import { z } from 'zod';
import type { AppPlugin } from '../../http/app-plugin.ts';

const check = z.enum(['ok', 'failed', 'pending', 'draining']);
const checksSchema = z.object({
  database: check,
  migrations: check,
  storage: check,
  shutdown: z.enum(['no', 'draining']),
});

/**
 * Health checks for load balancers and supervisors (docs/operations.md):
 * - `/health/` (the original check, unchanged): 200 while the database answers.
 * - `/health/live`: liveness, 200 while the process answers at all (restart it when this fails).
 * - `/health/ready`: readiness, 200 while it can serve (database, migrations, media storage) and
 *   503 `{detail, code, checks}` otherwise and from the moment it begins shutting down (send it no
 *   new requests).
 */
export const healthRoutes: AppPlugin = async (app, { db, database, readiness }) => {
  app.get(
    '/health/',
    { schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }) } } },
    async () => {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const, database: database.dialect };
    },
  );

  app.get('/health/live', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/health/ready',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ready'), checks: checksSchema }),
          503: z.object({ detail: z.string(), code: z.literal('unavailable'), checks: checksSchema }),
        },
      },
    },
    async (_req, reply) => {
      const report = await readiness.check();
      if (report.ready) return { status: 'ready' as const, checks: report.checks };
      const failing = Object.entries(report.checks)
        .filter(([name, v]) => (name === 'shutdown' ? v !== 'no' : v !== 'ok'))
        .map(([name, v]) => `${name}: ${v}`);
      return reply.status(503).send({
        detail: `Not ready to serve (${failing.join(', ')}).`,
        code: 'unavailable' as const,
        checks: report.checks,
      });
    },
  );
};
