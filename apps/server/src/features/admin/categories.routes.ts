import { z } from 'zod';
import {
  staffCategorySchema,
  categoryDeleteQuerySchema,
  categoryInputSchema,
  categoryMoveSchema,
  categoryUpdateSchema,
  idParamSchema,
} from '@oja/shared/staff';
import { staffMessages as m, iconMaxBytes } from '@oja/shared/staff-rules';
import type { AdminContext, ApiScope } from './admin-context.ts';
import { staffCategories as categories } from '../catalog/index.ts';
import { readUpload } from '../../http/uploads.ts';
import { staffOf } from '../accounts/index.ts';

const staff = { tags: ['staff'] };

/** Categories in the back office: list, create, edit, icon, reorder, delete (moving products). */
export async function categoryRoutes(app: ApiScope, ctx: AdminContext) {
  app.get('/categories/', { schema: { ...staff, response: { 200: z.array(staffCategorySchema) } } }, async () =>
    categories.listCategories(ctx),
  );

  app.post(
    '/categories/',
    { schema: { ...staff, body: categoryInputSchema, response: { 201: staffCategorySchema } } },
    async (req, reply) => reply.status(201).send(await categories.createCategory(ctx, staffOf(req), req.body)),
  );

  app.get(
    '/categories/:id',
    { schema: { ...staff, params: idParamSchema, response: { 200: staffCategorySchema } } },
    async (req) => categories.getCategory(ctx, req.params.id),
  );

  app.patch(
    '/categories/:id',
    { schema: { ...staff, params: idParamSchema, body: categoryUpdateSchema, response: { 200: staffCategorySchema } } },
    async (req) => categories.updateCategory(ctx, staffOf(req), req.params.id, req.body),
  );

  app.post(
    '/categories/:id/icon',
    {
      schema: {
        ...staff,
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data with one file field `icon` (SVG, JPEG, PNG, WebP, GIF or AVIF, up to 2 MB)',
        response: { 200: staffCategorySchema },
      },
    },
    async (req) => {
      const bytes = await readUpload(req, {
        field: 'icon',
        missing: m.imageMissing,
        tooLarge: m.iconSize,
        maxBytes: iconMaxBytes,
      });
      return categories.setCategoryIcon(ctx, req.params.id, bytes);
    },
  );

  app.post(
    '/categories/:id/move',
    {
      schema: {
        ...staff,
        params: idParamSchema,
        body: categoryMoveSchema,
        response: { 200: z.array(staffCategorySchema) },
      },
    },
    async (req) => categories.moveCategory(ctx, req.params.id, req.body.direction),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        ...staff,
        params: idParamSchema,
        querystring: categoryDeleteQuerySchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (req, reply) => {
      await categories.deleteCategory(ctx, staffOf(req), req.params.id, req.query.move_to);
      return reply.status(204).send(null);
    },
  );
}
