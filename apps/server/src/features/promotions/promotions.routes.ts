import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rowIdParamSchema } from '@oja/shared/ids';
import { catalogLanguageSchema } from '@oja/shared/catalog-languages';
import {
  activePromotionSchema,
  adminPromotionSchema,
  adminVoucherSchema,
  promotionInputSchema,
  promotionPatchSchema,
  voucherInputSchema,
  voucherPatchSchema,
} from '@oja/shared/promotions';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { catalogReader } from '../../http/read-replica.ts';
import { assertStaff, staffOnlyHook } from '../accounts/index.ts';
import { createCatalogCache } from '../catalog/index.ts';
import { runningAt, unendedPromotions, type UnendedPromotion } from './active-promotions.ts';
import * as staff from './staff-promotions.service.ts';

const idParams = z.object({ id: rowIdParamSchema });
const activeList = z.array(activePromotionSchema);

/**
 * Shoppers see the automatic promotions running now (`GET /promotions/`, QA E13); staff manage
 * vouchers and promotions (the shopper's side of a voucher is in the quote and the order).
 */
export const promotionsRoutes: AppPlugin = async (app, { db, readDb }) => {
  // A catalogue answer (decision 0015): kept while the catalogue's generation stands, which
  // promotions move too (migration 0039). What is kept is every switched-on promotion not ended
  // when it was read; the ones running are picked on each request, so starts and ends are on time.
  const dbFor = catalogReader(db, readDb);
  const primaryCache = createCatalogCache(db);
  const replicaCache = readDb ? createCatalogCache(readDb) : primaryCache;
  app.get(
    '/promotions/',
    {
      schema: {
        querystring: z.object({ lang: catalogLanguageSchema.optional() }),
        response: { 200: activeList },
      },
    },
    async (req) => {
      const lang = req.query.lang ?? 'en';
      const reader = dbFor(req);
      const cache = reader === db ? primaryCache : replicaCache;
      const kept = await cache.answer(`promotions ${lang}`, async () => ({
        body: Buffer.from(JSON.stringify(await unendedPromotions(reader, lang))),
      }));
      return runningAt(JSON.parse(kept.body.toString('utf8')) as UnendedPromotion[], Date.now());
    },
  );

  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.addHook('onRequest', staffOnlyHook);
    r.get('/admin/vouchers/', { schema: { tags: ['staff'], response: { 200: z.array(adminVoucherSchema) } } }, () =>
      staff.listVouchers(db),
    );
    r.post(
      '/admin/vouchers/',
      { schema: { tags: ['staff'], body: voucherInputSchema, response: { 201: adminVoucherSchema } } },
      async (req, reply) => reply.status(201).send(await staff.addVoucher(db, assertStaff(req.actor), req.body)),
    );
    r.patch(
      '/admin/vouchers/:id',
      {
        schema: { tags: ['staff'], params: idParams, body: voucherPatchSchema, response: { 200: adminVoucherSchema } },
      },
      (req) => staff.changeVoucher(db, assertStaff(req.actor), req.params.id, req.body),
    );
    r.get('/admin/promotions/', { schema: { tags: ['staff'], response: { 200: z.array(adminPromotionSchema) } } }, () =>
      staff.listPromotions(db),
    );
    r.post(
      '/admin/promotions/',
      { schema: { tags: ['staff'], body: promotionInputSchema, response: { 201: adminPromotionSchema } } },
      async (req, reply) => reply.status(201).send(await staff.addPromotion(db, assertStaff(req.actor), req.body)),
    );
    r.patch(
      '/admin/promotions/:id',
      {
        schema: {
          tags: ['staff'],
          params: idParams,
          body: promotionPatchSchema,
          response: { 200: adminPromotionSchema },
        },
      },
      (req) => staff.changePromotion(db, assertStaff(req.actor), req.params.id, req.body),
    );
  });
};
