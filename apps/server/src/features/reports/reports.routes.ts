import { z } from 'zod';
import { pickListSchema, reportNames, reportQuerySchema, reportSchema } from '@oja/shared/reports';
import { notFound } from '../../errors.ts';
import { staffOf } from '../accounts/index.ts';
import type { ApiScope } from '../admin/index.ts';
import { exportCsv, exportKinds } from './exports.service.ts';
import { pickList } from './pick-list.service.ts';
import { getReport, type ReportsContext } from './reports.service.ts';

export async function reportRoutes(app: ApiScope, ctx: ReportsContext) {
  app.get(
    '/reports/:name',
    {
      schema: {
        tags: ['staff'],
        params: z.object({ name: z.string() }),
        querystring: reportQuerySchema,
        response: { 200: reportSchema },
      },
    },
    async (req) => {
      staffOf(req);
      const name = reportNames.find((n) => n === req.params.name);
      if (!name) throw notFound('Report');
      return getReport(ctx, name, req.query);
    },
  );

  app.get(
    '/exports/:file',
    {
      schema: {
        tags: ['staff'],
        params: z.object({ file: z.string() }),
        querystring: reportQuerySchema,
        description:
          'orders.csv, payments.csv or refunds.csv for a range of the shop’s days (`from`, `to`): money in minor units and formatted, streamed.',
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      staffOf(req);
      const kind = exportKinds.find((k) => `${k}.csv` === req.params.file);
      if (!kind) throw notFound('Export');
      const { filename, stream } = exportCsv(ctx, kind, req.query);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          // The CSV text of the schema, sent as a stream: Fastify pipes a stream as it is, unserialised.
          .send(stream as unknown as string)
      );
    },
  );

  app.get(
    '/pick-list/',
    {
      schema: {
        tags: ['staff'],
        description:
          'Paid orders waiting to be dispatched (oldest first, at most 500), and the units to pick for them.',
        response: { 200: pickListSchema },
      },
    },
    async (req) => {
      staffOf(req);
      return pickList(ctx);
    },
  );
}
