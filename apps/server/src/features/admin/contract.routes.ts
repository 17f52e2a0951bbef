import { z } from 'zod';
import { rowIdSchema } from '@oja/shared/ids';
import { idParamSchema, localImagePathSchema, stockQuantitySchema } from '@oja/shared/staff';
import { contractStatusBodySchema } from '@oja/shared/staff-orders';
import { orderSummarySchema } from '@oja/shared/orders';
import { productSchema, slugSchema } from '@oja/shared/catalog';
import type { AdminContext, ApiScope } from './admin-context.ts';
import { addProduct, updateOrderStatus } from './contract.service.ts';
import { staffOf } from '../accounts/index.ts';

/** The original client's product fields: prices in major units, `show`, category by id or slug. */
const addProductBody = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(200),
  description: z.string().trim().max(5000).default(''),
  image_url: z.union([z.literal(''), localImagePathSchema]).optional(),
  price: z.union([z.number().nonnegative(), z.string()]),
  price_naira: z.union([z.number().nonnegative(), z.string()]),
  quantity: stockQuantitySchema.default(0),
  show: z.boolean().default(true),
  category: z.union([rowIdSchema(), slugSchema]),
});

/** `POST /api/add-product` (the original contract; staff only here, guarded by the scope). */
export async function addProductRoute(app: ApiScope, ctx: AdminContext) {
  app.post(
    '/add-product',
    { schema: { tags: ['staff'], body: addProductBody, response: { 201: productSchema } } },
    async (req, reply) => reply.status(201).send(await addProduct(ctx, staffOf(req), req.body)),
  );
}

/**
 * `PUT /api/order/{id}` (the original contract; staff only here, guarded by the scope): the body
 * is the order object, of which `status` (1, 3, 4 or 5) is read; the same rules as the back office.
 */
export async function orderStatusRoute(app: ApiScope, ctx: AdminContext) {
  app.put(
    '/order/:id',
    {
      schema: {
        tags: ['staff'],
        params: idParamSchema,
        body: contractStatusBodySchema,
        response: { 200: orderSummarySchema },
      },
    },
    async (req) => updateOrderStatus(ctx, staffOf(req), req.params.id, req.body.status),
  );
}
