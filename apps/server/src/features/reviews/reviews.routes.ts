import { z } from 'zod';
import { slugSchema } from '@oja/shared/catalog';
import {
  myProductReviewSchema,
  ownReviewSchema,
  productReviewsSchema,
  publicReviewSchema,
  reviewInputSchema,
} from '@oja/shared/reviews';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { requireUser } from '../accounts/index.ts';
import * as reviews from './reviews.service.ts';

const productParams = z.object({ slug: slugSchema });
const page = (max: number) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(max).default(max),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  });

/**
 * Reviews of the shop (the dashboard form; approved ones are the home page's testimonials) and of
 * products (by customers who received them).
 */
export const reviewsRoutes: AppPlugin = async (app, { db, limiter }) => {
  app.get(
    '/reviews/',
    { schema: { querystring: page(50), response: { 200: z.array(publicReviewSchema) } } },
    async (req) => reviews.listShopReviews(db, req.query),
  );

  app.post(
    '/reviews/',
    { schema: { body: reviewInputSchema, response: { 201: ownReviewSchema } } },
    async (req, reply) => reply.status(201).send(await reviews.addShopReview(db, limiter, requireUser(req), req.body)),
  );

  app.get(
    '/products/:slug/reviews/',
    { schema: { params: productParams, querystring: page(100), response: { 200: productReviewsSchema } } },
    async (req) => reviews.productReviews(db, req.params.slug, req.query),
  );

  app.post(
    '/products/:slug/reviews/',
    { schema: { params: productParams, body: reviewInputSchema, response: { 201: ownReviewSchema } } },
    async (req, reply) =>
      reply
        .status(201)
        .send(await reviews.createProductReview(db, limiter, requireUser(req), req.params.slug, req.body)),
  );

  app.get(
    '/products/:slug/reviews/mine/',
    { schema: { params: productParams, response: { 200: myProductReviewSchema } } },
    async (req) => reviews.myProductReview(db, requireUser(req), req.params.slug),
  );

  app.patch(
    '/products/:slug/reviews/mine/',
    { schema: { params: productParams, body: reviewInputSchema, response: { 200: ownReviewSchema } } },
    async (req) => reviews.editProductReview(db, limiter, requireUser(req), req.params.slug, req.body),
  );
};
