import { z } from 'zod';
import {
  staffProductSchema,
  idParamSchema,
  productCreateSchema,
  productListQuerySchema,
  productPageSchema,
  productUpdateSchema,
  stockAdjustedSchema,
  stockAdjustmentInputSchema,
  stockAdjustmentSchema,
} from '@oja/shared/staff';
import { staffMessages as m } from '@oja/shared/staff-rules';
import {
  staffGalleryListSchema,
  staffVariantListSchema,
  altTextSchema,
  galleryUpdateSchema,
  importBodySchema,
  exportQuerySchema,
  importQuerySchema,
  importReportSchema,
  importRefusalSchema,
  malformedImportSchema,
  variantsInputSchema,
} from '@oja/shared/staff-variants';
import { rowIdParamSchema } from '@oja/shared/ids';
import type { AdminContext, ApiScope } from './admin-context.ts';
import { catalogCsv, staffProducts as products, staffVariants, stock } from '../catalog/index.ts';
import { staffOf } from '../accounts/index.ts';
import { readUpload } from '../../http/uploads.ts';
import { invalidField } from '../../errors.ts';

const staff = { tags: ['staff'] };

/** Products in the back office: list, create, edit, image, delete, stock adjustments. */
export async function productRoutes(app: ApiScope, ctx: AdminContext) {
  // The catalogue import's body: CSV text, as it is.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.get(
    '/products/',
    { schema: { ...staff, querystring: productListQuerySchema, response: { 200: productPageSchema } } },
    async (req) => products.listProducts(ctx, req.query),
  );

  app.post(
    '/products/',
    { schema: { ...staff, body: productCreateSchema, response: { 201: staffProductSchema } } },
    async (req, reply) => reply.status(201).send(await products.createProduct(ctx, staffOf(req), req.body)),
  );

  app.get(
    '/products/:id',
    { schema: { ...staff, params: idParamSchema, response: { 200: staffProductSchema } } },
    async (req) => products.getProduct(ctx, req.params.id),
  );

  app.patch(
    '/products/:id',
    { schema: { ...staff, params: idParamSchema, body: productUpdateSchema, response: { 200: staffProductSchema } } },
    async (req) => products.updateProduct(ctx, staffOf(req), req.params.id, req.body),
  );

  app.delete(
    '/products/:id',
    { schema: { ...staff, params: idParamSchema, response: { 204: z.null().describe('Deleted') } } },
    async (req, reply) => {
      await products.deleteProduct(ctx, staffOf(req), req.params.id);
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
        response: { 200: staffProductSchema },
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

  app.get(
    '/products/:id/variants/',
    { schema: { ...staff, params: idParamSchema, response: { 200: staffVariantListSchema } } },
    async (req) => staffVariants.listVariants(ctx, req.params.id),
  );

  app.put(
    '/products/:id/variants/',
    {
      schema: {
        ...staff,
        params: idParamSchema,
        body: variantsInputSchema,
        description: 'The whole list in display order (the first is the default); variants left out are removed.',
        response: { 200: staffVariantListSchema },
      },
    },
    async (req) => staffVariants.replaceVariants(ctx, staffOf(req), req.params.id, req.body),
  );

  app.get(
    '/products/:id/gallery/',
    { schema: { ...staff, params: idParamSchema, response: { 200: staffGalleryListSchema } } },
    async (req) => staffVariants.listGallery(ctx, req.params.id),
  );

  app.post(
    '/products/:id/gallery/',
    {
      schema: {
        ...staff,
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data: `alt` (text), optional `variant_id`, then one file field `image` (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB)',
        response: { 201: staffGalleryListSchema },
      },
    },
    async (req, reply) => {
      const fields: Record<string, string> = {};
      const bytes = await readUpload(req, {
        field: 'image',
        missing: m.imageMissing,
        tooLarge: m.imageSize,
        fields,
      });
      const alt = altTextSchema.safeParse(fields.alt ?? '');
      if (!alt.success) throw invalidField('alt', alt.error.issues[0]!.message);
      const variant = fields.variant_id ? rowIdParamSchema.safeParse(fields.variant_id) : null;
      if (variant && !variant.success) throw invalidField('variant_id', 'Choose a variant of this product.');
      const added = await staffVariants.addGalleryImage(ctx, req.params.id, bytes, {
        alt: alt.data,
        variantId: variant?.data ?? null,
      });
      return reply.status(201).send(added);
    },
  );

  app.put(
    '/products/:id/gallery/',
    {
      schema: {
        ...staff,
        params: idParamSchema,
        body: galleryUpdateSchema,
        description: 'The gallery in its new order with alt texts; pictures left out are removed.',
        response: { 200: staffGalleryListSchema },
      },
    },
    async (req) => staffVariants.updateGallery(ctx, req.params.id, req.body),
  );

  app.get(
    '/catalogue/export.csv',
    {
      schema: {
        ...staff,
        description:
          'The whole catalogue as CSV, in the format the import reads. With stock_was=true, each row also carries the stock it read (column stock_was): importing the edited file then changes each stock by the difference, keeping orders placed meanwhile.',
        querystring: exportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const csv = await catalogCsv.exportCatalog(ctx, req.query.stock_was);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="oja-catalogue.csv"')
        .send(csv);
    },
  );

  app.post(
    '/catalogue/import',
    {
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        ...staff,
        querystring: importQuerySchema,
        consumes: ['text/csv', 'application/json'],
        body: importBodySchema.describe('The CSV text (columns as the export writes them), or JSON { csv }'),
        description:
          '`?dry_run=true` checks only. Applying is all or nothing: any error, and nothing changes (400 with every error by line and column).',
        // A 400 is the import's refusal (every error by line and column) or, for a request with
        // no CSV text at all, the usual field errors.
        response: { 200: importReportSchema, 400: importRefusalSchema.or(malformedImportSchema) },
      },
    },
    async (req, reply) => {
      const text = typeof req.body === 'string' ? req.body : req.body.csv;
      const report = await catalogCsv.importCatalog(ctx, staffOf(req), text, req.query.dry_run);
      if (report.errors.length === 0) return reply.send(report);
      const n = report.errors.length;
      return reply.status(400).send({
        detail: `The file has ${n} problem${n === 1 ? '' : 's'}; nothing was imported.`,
        code: 'invalid' as const,
        errors: report.errors.map((e) => ({
          path: e.column ? `line ${e.line}, ${e.column}` : `line ${e.line}`,
          message: e.message,
        })),
        report,
      });
    },
  );
}
