import { z } from 'zod';
import { adminReviewListSchema, adminReviewSchema, reviewStatuses } from '@oja/shared/reviews';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { requireStaff } from '../accounts/index.ts';
import * as moderation from './moderation.service.ts';

const listQuery = z.object({
  status: z.enum(reviewStatuses).optional(),
  kind: z.enum(['shop', 'product']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
const reviewParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

type Scope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
const staff = { tags: ['staff'] };

/**
 * Staff moderation of reviews: the queue (waiting first), publish, hide. Registered by the back
 * office inside its staff scope under /api/admin/, whose guard answers anyone else first; the
 * service checks the role again.
 */
export async function reviewModerationRoutes(app: Scope, db: Kysely<DB>) {
  app.get(
    '/reviews/',
    { schema: { ...staff, querystring: listQuery, response: { 200: adminReviewListSchema } } },
    async (req) => {
      const { limit, offset, ...filter } = req.query;
      return moderation.listReviews(db, requireStaff(req), filter, { limit, offset });
    },
  );

  app.post(
    '/reviews/:id/approve',
    { schema: { ...staff, params: reviewParams, response: { 200: adminReviewSchema } } },
    async (req) => moderation.setReviewStatus(db, requireStaff(req), req.params.id, 'approved'),
  );

  app.post(
    '/reviews/:id/hide',
    { schema: { ...staff, params: reviewParams, response: { 200: adminReviewSchema } } },
    async (req) => moderation.setReviewStatus(db, requireStaff(req), req.params.id, 'hidden'),
  );
}
