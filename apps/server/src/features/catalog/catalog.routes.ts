import { z } from 'zod';
import { categorySchema, productSchema, productSlugSchema, slugSchema } from '@oja/shared/catalog';
import { currencies } from '@oja/shared/money';
import { catalogLanguageSchema } from '@oja/shared/catalog-languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { withPublicMediaUrls } from '../../http/public-media.ts';
import { catalogReader } from '../../http/read-replica.ts';
import { createCatalogCache, serialize, type CachedAnswer } from './catalog.cache.ts';
import { productSorts } from './catalog.repository.ts';
import * as catalog from './catalog.service.ts';

const flagText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Additive: names and descriptions in this language, English where one is missing (default en). */
const lang = catalogLanguageSchema.optional();

const categoriesQuery = z.object({
  lang,
  /** Additive: `include_products=false` leaves out the nested products (for menus). */
  include_products: flagText.optional(),
});

/** Longest search text accepted; longer ones are refused with a 400 that says so. */
export const maxSearchLength = 100;

const productsQuery = z.object({
  lang,
  category: slugSchema.optional(),
  /**
   * Additive: visible products whose names (in any language) contain the words, in any order,
   * ignoring case, accents and tone marks; synonyms from the staff's list count too.
   */
  search: z
    .string()
    .trim()
    .max(maxSearchLength, `A search can be at most ${maxSearchLength} characters long.`)
    .transform((v) => v || undefined)
    .optional(),
  /** Additive: only products on offer (a sale price in `currency`). */
  on_offer: flagText.optional(),
  sort: z.enum(productSorts).optional(),
  /** The currency whose prices `sort` compares (they may order differently); default USD. */
  currency: z.enum(currencies).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  /**
   * Additive: keyset pagination in title order (the default sort). The `X-Next-Cursor` header of
   * a full page; the next page reads only its own rows however deep it is (`offset` is ignored).
   */
  cursor: z
    .string()
    .max(600)
    .regex(/^[\w-]+$/, 'Not a cursor from X-Next-Cursor.')
    .transform((value, ctx) => {
      const after = catalog.decodeCursor(value);
      if (!after) ctx.addIssue({ code: 'custom', message: 'Not a cursor from X-Next-Cursor.' });
      return after ?? z.NEVER;
    })
    .optional(),
});

/** Up to one sitemap file's worth (sitemaps.org allows 50,000 addresses per file). */
const productSlugsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50_000).default(50_000),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

const categoryList = z.array(categorySchema.extend({ products: categorySchema.shape.products.optional() }));
const productList = z.array(productSchema);

/** Sends a cached answer's JSON bytes as they are (Fastify serializes only objects). */
const sendAnswer = (reply: FastifyReply, answer: CachedAnswer) =>
  reply.type('application/json; charset=utf-8').send(answer.body);

export const catalogRoutes: AppPlugin = async (app, { db: primary, readDb, config }) => {
  // Catalogue reads are most of a shop's traffic and the same for every visitor (decision 0015).
  // With DATABASE_READ_URL they go to the replica unless the request is pinned to the primary
  // (http/read-replica.ts); each database has its own cache, checked against its own generation.
  const dbFor = catalogReader(primary, readDb);
  const primaryCache = createCatalogCache(primary);
  const replicaCache = readDb ? createCatalogCache(readDb) : primaryCache;
  const cacheFor = (req: FastifyRequest) => (dbFor(req) === primary ? primaryCache : replicaCache);
  // Kept answers are bytes, which no hook rewrites: they are built with the media URLs as sent.
  const media = <T>(value: T) => withPublicMediaUrls(value, config.mediaPublicUrl);

  app.get(
    '/categories/',
    { schema: { querystring: categoriesQuery, response: { 200: categoryList } } },
    async (req, reply) => {
      const withProducts = req.query.include_products ?? true;
      const lang = req.query.lang ?? 'en';
      const db = dbFor(req);
      const answer = await cacheFor(req).answer(`categories ${withProducts} ${lang}`, async () => ({
        body: serialize(categoryList, media(await catalog.listCategories(db, { withProducts, lang }))),
      }));
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/products/',
    { schema: { querystring: productsQuery, response: { 200: productList } } },
    async (req, reply) => {
      const db = dbFor(req);
      // The key holds every parameter, the language (`lang`) among them.
      const answer = await cacheFor(req).answer(`products ${JSON.stringify(req.query)}`, async (generation) => {
        const { category, on_offer, limit, cursor, ...rest } = req.query;
        const result = await catalog.listProducts(
          db,
          { ...rest, categorySlug: category, onOffer: on_offer, limit, after: cursor },
          { generation },
        );
        return { body: serialize(productList, media(result.products)), total: result.total, next: result.next };
      });
      // The list stays a plain array (the original contract); the total travels in a header.
      reply.header('x-total-count', String(answer.total));
      if (answer.next) reply.header('x-next-cursor', answer.next);
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/products/:slug/',
    {
      schema: {
        params: z.object({ slug: z.string().min(1).max(200) }),
        querystring: z.object({ lang }),
        response: { 200: productSchema },
      },
    },
    async (req, reply) => {
      const db = dbFor(req);
      const lang = req.query.lang ?? 'en';
      const answer = await cacheFor(req).answer(`product ${lang} ${req.params.slug}`, async () => ({
        body: serialize(productSchema, media(await catalog.getProduct(db, req.params.slug, lang))),
      }));
      return sendAnswer(reply, answer);
    },
  );

  // Additive: every visible product's slug in one light answer, for the sitemap; paging the full
  // product list for that would sort and count the whole catalogue once per page.
  app.get(
    '/product-slugs/',
    { schema: { querystring: productSlugsQuery, response: { 200: z.array(productSlugSchema) } } },
    async (req) => catalog.listProductSlugs(dbFor(req), req.query),
  );
};
