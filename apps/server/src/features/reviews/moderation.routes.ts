import { z } from 'zod';
import { rowIdParamSchema } from '@oja/shared/ids';
import { adminReviewListSchema, adminReviewSchema, reviewStatuses } from '@oja/shared/reviews';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { assertStaff, staffOnlyHook } from '../accounts/index.ts';
import * as moderation from './moderation.service.ts';

const listQuery = z.object({
  status: z.enum(reviewStatuses).optional(),
  kind: z.enum(['shop', 'product']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
const reviewParams = z.object({ id: rowIdParamSchema });

/** Staff moderation of reviews: the queue (waiting first), publish, hide. */
export const moderationRoutes: AppPlugin = async (app, { db }) => {
  // Like every back-office route: refused (403, whoever asks) before the body is read.
  app.addHook('onRequest', staffOnlyHook);
  app.get(
    '/admin/reviews/',
    { schema: { querystring: listQuery, response: { 200: adminReviewListSchema } } },
    async (req) => {
      const { limit, offset, ...filter } = req.query;
      return moderation.listReviews(db, assertStaff(req.actor), filter, { limit, offset });
    },
  );

  app.post(
    '/admin/reviews/:id/approve',
    { schema: { params: reviewParams, response: { 200: adminReviewSchema } } },
    async (req) => moderation.setReviewStatus(db, assertStaff(req.actor), req.params.id, 'approved'),
  );

  app.post(
    '/admin/reviews/:id/hide',
    { schema: { params: reviewParams, response: { 200: adminReviewSchema } } },
    async (req) => moderation.setReviewStatus(db, assertStaff(req.actor), req.params.id, 'hidden'),
  );
};
