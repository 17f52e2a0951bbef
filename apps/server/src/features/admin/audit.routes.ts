import { auditListQuerySchema, auditPageSchema } from '@oja/shared/audit';
import { listAudit } from '../audit/index.ts';
import type { AdminContext, ApiScope } from './admin-context.ts';
import { staffOf } from '../accounts/index.ts';
import { dayStart } from './time-zone.ts';

/** The audit log of staff actions, newest first, by staff member, action, entity and days (shop time). */
export async function auditRoutes(app: ApiScope, ctx: AdminContext) {
  app.get(
    '/audit/',
    { schema: { tags: ['staff'], querystring: auditListQuerySchema, response: { 200: auditPageSchema } } },
    async (req) => {
      staffOf(req);
      const q = req.query;
      return listAudit(
        ctx.db,
        {
          actor: q.actor || undefined,
          action: q.action,
          entityType: q.entity_type,
          entityId: q.entity_id || undefined,
          from: q.from ? dayStart(q.from, ctx.timeZone) : undefined,
          until: q.to ? dayStart(q.to, ctx.timeZone, true) : undefined,
        },
        { page: q.page, perPage: q.per_page },
      );
    },
  );
}
