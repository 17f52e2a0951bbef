import { z } from 'zod';
import { productSchema, slugSchema } from '@oja/shared/catalog';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { allProducts } from './all-products.ts';

const allProductsQuery = z.object({
  category: slugSchema.optional(),
  /** Staff only: list hidden products too. */
  include_hidden: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});

/**
 * `GET /api/all-products?category={slug}` (the original contract; public). Registered after the
 * staff routes, where it always was, so the OpenAPI description keeps its order.
 */
export const allProductsRoutes: AppPlugin = async (app, { db }) => {
  app.get(
    '/all-products',
    { schema: { querystring: allProductsQuery, response: { 200: z.array(productSchema) } } },
    async (req) => allProducts(db, req.actor, req.query),
  );
};
