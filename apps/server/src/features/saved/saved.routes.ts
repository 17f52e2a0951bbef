import { z } from 'zod';
import { rowIdParamSchema } from '@oja/shared/ids';
import { saveItemBodySchema, savedIdsSchema, savedItemSchema, saveResultSchema } from '@oja/shared/saved';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { requireUser } from '../accounts/index.ts';
import * as saved from './saved.service.ts';

const itemParams = z.object({ productId: rowIdParamSchema });

/** The signed-in customer's saved items ("Save items"): every route answers for the owner only. */
export const savedRoutes: AppPlugin = async (app, { db }) => {
  app.get('/saved/', { schema: { response: { 200: z.array(savedItemSchema) } } }, async (req) =>
    saved.listSaved(db, requireUser(req)),
  );

  app.get('/saved/ids/', { schema: { response: { 200: savedIdsSchema } } }, async (req) =>
    saved.savedIds(db, requireUser(req)),
  );

  app.post(
    '/saved/',
    { schema: { body: saveItemBodySchema, response: { 200: saveResultSchema, 201: saveResultSchema } } },
    async (req, reply) => {
      const { created, ...result } = await saved.saveItem(db, requireUser(req), req.body.product_id);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.delete(
    '/saved/:productId',
    { schema: { params: itemParams, response: { 200: saveResultSchema } } },
    async (req) => saved.unsaveItem(db, requireUser(req), req.params.productId),
  );
};
