import { sql } from 'kysely';
import { z } from 'zod';
import type { AppPlugin } from '../../http/app-plugin.ts';

/** Liveness and readiness for load balancers: answers 200 only while the database answers. */
export const healthRoutes: AppPlugin = async (app, { db, database }) => {
  app.get(
    '/health/',
    { schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }) } } },
    async () => {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const, database: database.dialect };
    },
  );
};
