import type { CatalogLanguage } from '@oja/shared/catalog-languages';
import { languageOfRequest } from '@oja/shared/languages';

/**
 * The page's language as the catalogue API's `lang` (decision 0035): product and category names in
 * that language, English where staff have entered none. The pseudo-language reads English.
 */
export function catalogLanguageOf(request: Request): CatalogLanguage {
  const { language } = languageOfRequest(request);
  return language === 'en-XA' ? 'en' : language;
}
