import { z } from 'zod';

/**
 * The catalogue's languages (issue 19, decision 0035): English is the catalogue's own language
 * (products.title, products.description); staff may add a name and a description per product, and
 * a name per category, in Nigerian Pidgin, Yoruba, Hausa and Igbo. Catalogue reads take `lang`
 * and fall back to English wherever a translation is missing.
 */
export const catalogLanguages = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
export type CatalogLanguage = (typeof catalogLanguages)[number];

/** The languages a product or category may have translations in (English is the base). */
export const translationLanguages = ['pcm', 'yo', 'ha', 'ig'] as const;
export type TranslationLanguage = (typeof translationLanguages)[number];

export const languageNames: Record<CatalogLanguage, string> = {
  en: 'English',
  pcm: 'Nigerian Pidgin',
  yo: 'Yorùbá',
  ha: 'Hausa',
  ig: 'Igbo',
};

export const catalogLanguageSchema = z.enum(catalogLanguages, 'Use one of en, pcm, yo, ha, ig');

const translatedTitle = z.string().trim().max(200, 'Use at most 200 characters');
const translatedDescription = z.string().trim().max(5000, 'Use at most 5,000 characters');

/** One product translation: an empty title removes the translation (the English one shows). */
export const productTranslationSchema = z.object({
  title: translatedTitle,
  description: translatedDescription.default(''),
});
export type ProductTranslation = z.output<typeof productTranslationSchema>;

/** Per language, optional; a language left out keeps what it has. */
export const productTranslationsSchema = z.strictObject({
  pcm: productTranslationSchema.optional(),
  yo: productTranslationSchema.optional(),
  ha: productTranslationSchema.optional(),
  ig: productTranslationSchema.optional(),
});
export type ProductTranslations = z.output<typeof productTranslationsSchema>;

export const categoryTranslationSchema = z.object({ title: translatedTitle });
export const categoryTranslationsSchema = z.strictObject({
  pcm: categoryTranslationSchema.optional(),
  yo: categoryTranslationSchema.optional(),
  ha: categoryTranslationSchema.optional(),
  ig: categoryTranslationSchema.optional(),
});
export type CategoryTranslations = z.output<typeof categoryTranslationsSchema>;

/**
 * Search text folded for matching: letters decomposed (NFD) and their combining marks dropped
 * (é → e, ẹ̀ → e, ṣ → s, ị → i, ṅ → n), the hooked Hausa letters ɓ ɗ ƙ ƴ made plain, lower case.
 * The database folds indexed names the same way (migration 0018): a test holds the two together.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ɓɗƙƴƁƊƘƳ]/g, (c) => hooked[c] ?? c)
    .toLowerCase();
}

/**
 * What separates the words of a name, besides spaces (E20): a translated name matches a search
 * word only where one of its words begins ("tarugu" is no match for "ugu"). The databases map each
 * of these characters to a space in the indexed names (migration 0040); `nameWordsOf` splits a
 * search word the same way.
 */
export const nameSeparators = ` !"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u00b7`;

const separatorPattern = new RegExp(`[${nameSeparators.replace(/[\\\]^-]/g, '\\$&')}\\s]+`, 'u');

/** A folded search word's parts as they stand in the indexed names: "zane-zane" → zane, zane. */
export const nameWordsOf = (word: string): string[] => word.split(separatorPattern).filter(Boolean);

/** The hooked letters and what they fold to (the database's translate() uses the same lists). */
export const hookedLetters = 'ɓɗƙƴƁƊƘƳ';
export const plainLetters = 'bdkyBDKY';
const hooked: Record<string, string> = Object.fromEntries(
  [...hookedLetters].map((c, i) => [c, plainLetters[i]!] as const),
);

// Synonyms

/** Longest term, most terms per group, most groups: the list is read for every uncached search. */
export const synonymLimits = { termLength: 60, termsPerGroup: 12, groups: 500 } as const;

const synonymTerm = z
  .string()
  .trim()
  .min(2, 'A term needs at least 2 characters')
  .max(synonymLimits.termLength, `Use at most ${synonymLimits.termLength} characters per term`)
  .refine((t) => !t.includes(','), 'A term cannot contain a comma (commas separate terms)');

/** A group of terms a shopper may use for the same thing: any of them finds what the others find. */
export const synonymGroupSchema = z
  .array(synonymTerm)
  .min(2, 'A group needs at least two terms')
  .max(synonymLimits.termsPerGroup, `Use at most ${synonymLimits.termsPerGroup} terms in a group`);

export const synonymListSchema = z.object({
  groups: z.array(synonymGroupSchema).max(synonymLimits.groups, `Use at most ${synonymLimits.groups} groups`),
});
export type SynonymList = z.infer<typeof synonymListSchema>;
