import { z } from 'zod';
import { categorySchema, productSchema, productSlugSchema, slugSchema } from '@oja/shared/catalog';
import { currencies } from '@oja/shared/money';
import type { AppPlugin } from '../../http/app-plugin.ts';
import * as catalog from './catalog.service.ts';

const flagText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const categoriesQuery = z.object({
  /** Additive: `include_products=false` leaves out the nested products (for menus). */
  include_products: flagText.optional(),
});

const productsQuery = z.object({
  category: slugSchema.optional(),
  sort: z.enum(['price_asc', 'price_desc', 'rating', 'newest', 'title']).optional(),
  currency: z.enum(currencies).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});

/** Up to one sitemap file's worth (sitemaps.org allows 50,000 addresses per file). */
const productSlugsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50_000).default(50_000),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

export const catalogRoutes: AppPlugin = async (app, { db }) => {
  app.get(
    '/categories/',
    {
      schema: {
        querystring: categoriesQuery,
        response: { 200: z.array(categorySchema.extend({ products: categorySchema.shape.products.optional() })) },
      },
    },
    async (req) => catalog.listCategories(db, { withProducts: req.query.include_products ?? true }),
  );

  app.get(
    '/products/',
    { schema: { querystring: productsQuery, response: { 200: z.array(productSchema) } } },
    async (req, reply) => {
      const { category, limit, ...rest } = req.query;
      const result = await catalog.listProducts(db, { ...rest, categorySlug: category, limit });
      // The list stays a plain array (the original contract); the total travels in a header.
      reply.header('x-total-count', String(result.total));
      return result.products;
    },
  );

  // Additive: every visible product's slug in one light answer, for the sitemap; paging the full
  // product list for that would sort and count the whole catalogue once per page.
  app.get(
    '/product-slugs/',
    { schema: { querystring: productSlugsQuery, response: { 200: z.array(productSlugSchema) } } },
    async (req) => catalog.listProductSlugs(db, req.query),
  );
};
