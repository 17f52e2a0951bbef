import { z } from 'zod';
import { productSchema } from './catalog.ts';

/**
 * What a search that found nothing offers instead (GET /api/search-suggestions/?search=…): the
 * search spelt as the catalogue spells it and what that finds, the popular categories and the
 * best current offers, so the shopper is never at a dead end.
 */
export const searchSuggestionsSchema = z.object({
  /** The search with each unknown word replaced by the closest catalogue word; null when none is close. */
  did_you_mean: z.string().nullable(),
  /** Products the corrected search finds (at most 8). */
  products: z.array(productSchema),
  categories: z.array(z.object({ slug: z.string(), title: z.string(), icon: z.string() })),
  /** Products on offer in the asked currency, biggest discount first (at most 4). */
  offers: z.array(productSchema),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
