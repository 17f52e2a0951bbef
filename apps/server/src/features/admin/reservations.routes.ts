import { reservationListQuerySchema, reservationPageSchema } from '@oja/shared/staff-reservations';
import type { AdminContext, ApiScope } from './admin-context.ts';
import { listReservations } from './reservations.service.ts';
import { staffOf } from '../accounts/index.ts';

/** Which unpaid orders hold what (the reservation policy's view for staff). */
export async function reservationRoutes(app: ApiScope, ctx: AdminContext) {
  app.get(
    '/reservations/',
    {
      schema: { tags: ['staff'], querystring: reservationListQuerySchema, response: { 200: reservationPageSchema } },
    },
    async (req) => listReservations(ctx, staffOf(req), req.query),
  );
}
