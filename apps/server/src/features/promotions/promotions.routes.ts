import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rowIdParamSchema } from '@oja/shared/ids';
import {
  adminPromotionSchema,
  adminVoucherSchema,
  promotionInputSchema,
  promotionPatchSchema,
  voucherInputSchema,
  voucherPatchSchema,
} from '@oja/shared/promotions';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { assertStaff, staffOnlyHook } from '../accounts/index.ts';
import * as staff from './staff-promotions.service.ts';

const idParams = z.object({ id: rowIdParamSchema });

/** Staff manage vouchers and automatic promotions (the shopper's side is in the quote and the order). */
export const promotionsRoutes: AppPlugin = async (app, { db }) => {
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
