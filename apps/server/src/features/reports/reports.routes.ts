import { z } from 'zod';
import { reportNames, reportQuerySchema, reportSchema } from '@oja/shared/reports';
import { notFound } from '../../errors.ts';
import { type ApiScope, staffOf } from '../admin/index.ts';
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
}
