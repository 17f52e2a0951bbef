import { z } from 'zod';
import { localeSources } from './locale.ts';
import { currencies } from './money.ts';

/** `GET /api/locale/` and `PUT /api/locale/`: the answer (the Locale type of locale.ts). */
export const localeSchema = z.object({
  country: z.string().length(2),
  currency: z.enum(currencies),
  source: z.enum(localeSources),
});
