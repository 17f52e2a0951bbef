import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Currency } from '@oja/shared/money';
import type { SearchSuggestions } from '@oja/shared/search-suggestions';
import type { DB } from '../../db/schema.ts';
import * as repo from './catalog.repository.ts';
import * as catalog from './catalog.service.ts';

/**
 * "Did you mean": close spellings of a search that found nothing, from the words of the
 * catalogue's titles. The vocabulary (distinct lower-case words and how many titles use them) is
 * built from at most `vocabularyTitles` visible titles, kept in memory and rebuilt after
 * `vocabularyTtlMs`; a lookup compares each search word only with vocabulary words of nearly the
 * same length, with an edit distance that gives up as soon as the row's minimum is too large.
 */
export const vocabularyTitles = 50_000;
const vocabularyTtlMs = 10 * 60_000;
const maxWords = 6;

export type Vocabulary = Map<string, number>;

/** Words of a text as the vocabulary holds them: lower case, accents kept, letters and digits only. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function vocabularyOf(titles: Iterable<string>): Vocabulary {
  const words: Vocabulary = new Map();
  for (const title of titles) {
    for (const word of new Set(wordsOf(title))) if (word.length >= 3) words.set(word, (words.get(word) ?? 0) + 1);
  }
  return words;
}

/**
 * The optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbours), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** How far a word may be from its correction: one edit for short words, two from 6 letters. */
const allowedEdits = (word: string) => (word.length < 6 ? 1 : 2);

/** The closest vocabulary word (the more common one on a tie), or null when none is close enough. */
export function closestWord(word: string, vocabulary: Vocabulary): string | null {
  if (vocabulary.has(word) || word.length < 3) return null;
  const limit = allowedEdits(word);
  let best: { word: string; distance: number; uses: number } | null = null;
  for (const [candidate, uses] of vocabulary) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const distance = editDistance(word, candidate, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) {
      best = { word: candidate, distance, uses };
    }
  }
  return best?.word ?? null;
}

/**
 * Two vocabulary words written as one ("bitterleaf" → "bitter leaf", E20), the split whose rarer
 * word is the more common; null when the word is known or no split gives two known words.
 */
export function splitCompound(word: string, vocabulary: Vocabulary): string | null {
  if (vocabulary.has(word)) return null;
  let best: { words: string; uses: number } | null = null;
  for (let i = 3; i <= word.length - 3; i++) {
    const uses = Math.min(vocabulary.get(word.slice(0, i)) ?? 0, vocabulary.get(word.slice(i)) ?? 0);
    if (uses > 0 && (!best || uses > best.uses)) best = { words: `${word.slice(0, i)} ${word.slice(i)}`, uses };
  }
  return best?.words ?? null;
}

/** The search with its unknown words corrected; null when no word has a close match. */
export function correctedSearch(search: string, vocabulary: Vocabulary): string | null {
  const words = wordsOf(search).slice(0, maxWords);
  let changed = false;
  const corrected = words.map((word) => {
    const close = splitCompound(word, vocabulary) ?? closestWord(word, vocabulary);
    if (close) changed = true;
    return close ?? word;
  });
  return changed ? corrected.join(' ') : null;
}

async function loadVocabulary(db: Kysely<DB>): Promise<Vocabulary> {
  const rows = await db
    .selectFrom('products as p')
    .select('p.title')
    .where(sql<SqlBool>`p.visible = 1`)
    .limit(vocabularyTitles)
    .execute();
  return vocabularyOf(rows.map((r) => r.title));
}

/** Suggestions for one database; the vocabulary is shared by its requests and rebuilt now and then. */
export function createSearchSuggester(db: Kysely<DB>, now: () => number = Date.now) {
  let kept: { at: number; words: Promise<Vocabulary> } | null = null;
  const vocabulary = () => {
    if (!kept || now() - kept.at > vocabularyTtlMs) {
      const words = loadVocabulary(db);
      kept = { at: now(), words };
      // A failed load is not kept: the next request tries again.
      words.catch(() => {
        if (kept?.words === words) kept = null;
      });
    }
    return kept.words;
  };

  return async function suggest(search: string, currency: Currency): Promise<SearchSuggestions> {
    const didYouMean = correctedSearch(search, await vocabulary());
    const [found, offers, categories] = await Promise.all([
      didYouMean ? catalog.listProducts(db, { search: didYouMean, currency, limit: 8 }) : null,
      catalog.listProducts(db, { onOffer: true, currency, sort: 'discount', limit: 4 }),
      repo.listCategories(db),
    ]);
    // A correction is offered only when it finds something.
    const products = found?.products ?? [];
    return {
      did_you_mean: products.length > 0 ? didYouMean : null,
      products,
      categories: categories.slice(0, 6).map(({ slug, title, icon }) => ({ slug, title, icon })),
      offers: offers.products,
    };
  };
}
