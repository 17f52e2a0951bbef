import { z } from 'zod';
import {
  adminProductSchema,
  idParamSchema,
  productCreateSchema,
  productListQuerySchema,
  productPageSchema,
  productUpdateSchema,
  stockAdjustedSchema,
  stockAdjustmentInputSchema,
  stockAdjustmentSchema,
} from '@oja/shared/admin';
import { adminMessages as m } from '@oja/shared/admin-rules';
import type { AdminContext, ApiScope } from './admin-context.ts';
import { staffProducts as products, stock } from '../catalog/index.ts';
import { staffOf } from './staff-access.ts';
import { readUpload } from '../../http/uploads.ts';

const staff = { tags: ['staff'] };

/** Products in the back office: list, create, edit, image, delete, stock adjustments. */
export async function productRoutes(app: ApiScope, ctx: AdminContext) {
  app.get(
    '/products/',
    { schema: { ...staff, querystring: productListQuerySchema, response: { 200: productPageSchema } } },
    async (req) => products.listProducts(ctx, req.query),
  );

  app.post(
    '/products/',
    { schema: { ...staff, body: productCreateSchema, response: { 201: adminProductSchema } } },
    async (req, reply) => reply.status(201).send(await products.createProduct(ctx, staffOf(req), req.body)),
  );

  app.get(
    '/products/:id',
    { schema: { ...staff, params: idParamSchema, response: { 200: adminProductSchema } } },
    async (req) => products.getProduct(ctx, req.params.id),
  );

  app.patch(
    '/products/:id',
    { schema: { ...staff, params: idParamSchema, body: productUpdateSchema, response: { 200: adminProductSchema } } },
    async (req) => products.updateProduct(ctx, req.params.id, req.body),
  );

  app.delete(
    '/products/:id',
    { schema: { ...staff, params: idParamSchema, response: { 204: z.null().describe('Deleted') } } },
    async (req, reply) => {
      await products.deleteProduct(ctx, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/products/:id/image',
    {
      schema: {
        ...staff,
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data with one file field `image` (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB)',
        response: { 200: adminProductSchema },
      },
    },
    async (req) => {
      const bytes = await readUpload(req, { field: 'image', missing: m.imageMissing, tooLarge: m.imageSize });
      return products.setProductImage(ctx, req.params.id, bytes);
    },
  );

  app.get(
    '/products/:id/stock-adjustments/',
    { schema: { ...staff, params: idParamSchema, response: { 200: z.array(stockAdjustmentSchema) } } },
    async (req) => stock.listAdjustments(ctx, req.params.id),
  );

  app.post(
    '/products/:id/stock-adjustments/',
    {
      schema: {
        ...staff,
        params: idParamSchema,
        body: stockAdjustmentInputSchema,
        response: { 201: stockAdjustedSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await stock.adjustStock(ctx, staffOf(req), req.params.id, req.body)),
  );
}
