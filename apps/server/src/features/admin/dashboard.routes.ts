import { dashboardSchema } from '@oja/shared/staff';
import type { AdminContext, ApiScope } from './admin-context.ts';
import { getDashboard } from './dashboard.service.ts';
import { staffOf } from '../accounts/index.ts';

export async function dashboardRoutes(app: ApiScope, ctx: AdminContext) {
  app.get('/dashboard/', { schema: { tags: ['staff'], response: { 200: dashboardSchema } } }, async (req) =>
    getDashboard(ctx, staffOf(req)),
  );
}
