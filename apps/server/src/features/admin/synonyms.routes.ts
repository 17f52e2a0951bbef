import { synonymListSchema } from '@oja/shared/catalog-languages';
import type { AdminContext, ApiScope } from './admin-context.ts';
import { searchSynonyms } from '../catalog/index.ts';
import { staffOf } from '../accounts/index.ts';

const staff = { tags: ['staff'] };

/** The search synonym list (decision 0035): read it, or replace it as a whole. */
export async function synonymRoutes(app: ApiScope, ctx: AdminContext) {
  app.get('/search-synonyms/', { schema: { ...staff, response: { 200: synonymListSchema } } }, async () =>
    searchSynonyms.listSynonyms(ctx.db),
  );

  app.put(
    '/search-synonyms/',
    { schema: { ...staff, body: synonymListSchema, response: { 200: synonymListSchema } } },
    async (req) => searchSynonyms.saveSynonyms(ctx.db, staffOf(req), req.body),
  );
}
