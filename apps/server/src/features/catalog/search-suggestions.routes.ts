import { z } from 'zod';
import { currencies } from '@oja/shared/money';
import { searchSuggestionsSchema } from '@oja/shared/search-suggestions';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { withPublicMediaUrls } from '../../http/public-media.ts';
import { catalogReader } from '../../http/read-replica.ts';
import { maxSearchLength } from './catalog.routes.ts';
import { createSearchSuggester } from './search-suggestions.ts';

const suggestionsQuery = z.object({
  search: z
    .string()
    .trim()
    .min(1, 'Say what was searched for.')
    .max(maxSearchLength, `A search can be at most ${maxSearchLength} characters long.`),
  currency: z.enum(currencies).default('USD'),
});

/** Additive: what to offer when a search finds nothing (features/catalog/search-suggestions.ts). */
export const searchSuggestionsRoutes: AppPlugin = async (app, { db: primary, readDb, config }) => {
  const dbFor = catalogReader(primary, readDb);
  const primarySuggester = createSearchSuggester(primary);
  const replicaSuggester = readDb ? createSearchSuggester(readDb) : primarySuggester;
  app.get(
    '/search-suggestions/',
    { schema: { querystring: suggestionsQuery, response: { 200: searchSuggestionsSchema } } },
    async (req) => {
      const suggest = dbFor(req) === primary ? primarySuggester : replicaSuggester;
      return withPublicMediaUrls(await suggest(req.query.search, req.query.currency), config.mediaPublicUrl);
    },
  );
};
