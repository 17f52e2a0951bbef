import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { staffOnlyHook } from '../accounts/index.ts';
import { reportRoutes } from './reports.routes.ts';

/**
 * The owner's reports under /api/admin/reports/ (docs/decisions/0055-owners-reports.md): staff
 * only, every route behind the staff hook.
 */
export const reportsRoutes: AppPlugin = async (app, { db, database, config }) => {
  const ctx = { db, dialect: database.dialect, timeZone: config.shop.timeZone };
  await app.register(
    async (scope) => {
      const staff = scope.withTypeProvider<ZodTypeProvider>();
      staff.addHook('onRequest', staffOnlyHook);
      await reportRoutes(staff, ctx);
    },
    { prefix: '/admin' },
  );
};

// The staff's morning summary of yesterday's figures (issue 35), started with the background jobs.
export { dayFigures, sendMorningSummary, startMorningSummary, summaryDayAt } from './morning-summary.ts';
