import { foldSearchText } from '@oja/shared/catalog-languages';

/**
 * What a shopper's search text asks for (decision 0035): every concept must match; a concept
 * matches when any of its alternatives does; an alternative matches when the product's names
 * (English and every translation, folded) contain each of its words. Words are taken literally
 * (`%`, `"`, `*` are only themselves), in any order. The English title may contain a word
 * anywhere ("oil" finds "Boiled"); a translated name only where one of its words begins ("ugu"
 * finds "Ẹ̀fọ́ Ugu", not "Tarugu"), and a synonym term only as whole words ("garri" → "gari"
 * finds "Gàrí Funfun", not "Garin Zogale"): E20.
 *
 * "seeds melon"  → [[seeds]] and [[melon]], unless a synonym group knows "melon seeds":
 *                → [[egusi] or [melon, seeds] or [agushi]]
 */
export interface SearchConcept {
  /** Each alternative: words that must all be contained. */
  alternatives: string[][];
  /** The query's own words this concept stands for. */
  words: string[];
  /** A synonym group's terms: in translated names, whole words only (others: word starts). */
  wholeWords?: boolean;
}

export interface SearchPlan {
  concepts: SearchConcept[];
}

/** Trigrams need three characters: shorter words are matched by scanning. */
export const minTrigramLength = 3;

export const isLongWord = (word: string) => [...word].length >= minTrigramLength;

/** A search text's words: folded, split on white space, each once. */
export const searchWords = (text: string) => [...new Set(foldSearchText(text).split(/\s+/u).filter(Boolean))];

/** Words compared for synonym look-up: a trailing plural "s" does not count ("melon seed"). */
const wordKey = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word);

interface SynonymEntry {
  keys: string[];
  group: number;
}

/** The staff's synonym groups prepared for look-ups: longest terms first. */
export interface SynonymIndex {
  groups: string[][][];
  entries: SynonymEntry[];
}

/**
 * A term of several words is also looked up written as one ("bitterleaf" for "bitter leaf",
 * E20): shoppers often join the words of a compound.
 */
export function compileSynonyms(groups: readonly (readonly string[])[]): SynonymIndex {
  const folded = groups.map((terms) =>
    [...new Set(terms.map(searchWords).map((w) => w.join(' ')))].map((t) => t.split(' ')),
  );
  const entries = folded
    .flatMap((terms, group) =>
      terms.flatMap((words) => [
        { keys: words.map(wordKey), group },
        ...(words.length > 1 ? [{ keys: [wordKey(words.join(''))], group }] : []),
      ]),
    )
    .filter((e) => e.keys.length > 0 && e.keys.every(Boolean))
    .sort((a, b) => b.keys.length - a.keys.length);
  return { groups: folded, entries };
}

export const noSynonyms: SynonymIndex = { groups: [], entries: [] };

/**
 * The plan for `text`: a synonym term whose words all appear in the query (in any order) stands
 * for its whole group; every other word stands for itself.
 */
export function planSearch(text: string, synonyms: SynonymIndex = noSynonyms): SearchPlan {
  const words = searchWords(text);
  const keys = words.map(wordKey);
  const covered = new Set<number>();
  const usedGroups = new Set<number>();
  const concepts: SearchConcept[] = [];
  for (const entry of synonyms.entries) {
    if (usedGroups.has(entry.group)) continue;
    const positions = entry.keys.map((k) => keys.findIndex((key, i) => key === k && !covered.has(i)));
    if (positions.some((i) => i < 0) || new Set(positions).size !== positions.length) continue;
    for (const i of positions) covered.add(i);
    usedGroups.add(entry.group);
    const own = positions.map((i) => words[i]!);
    const alternatives = [own, ...synonyms.groups[entry.group]!.filter((t) => t.join(' ') !== own.join(' '))];
    concepts.push({ alternatives, words: own, wholeWords: true });
  }
  words.forEach((word, i) => {
    if (!covered.has(i)) concepts.push({ alternatives: [[word]], words: [word] });
  });
  return { concepts };
}
