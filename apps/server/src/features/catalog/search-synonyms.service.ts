import type { Kysely } from 'kysely';
import type { SynonymList } from '@oja/shared/catalog-languages';
import type { DB } from '../../db/schema.ts';
import { invalidField } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { compileSynonyms, searchWords, type SynonymIndex } from './search-plan.ts';

/** The staff's synonym groups in their order (0018-catalogue-languages.ts). */
export async function listSynonyms(db: Kysely<DB>): Promise<SynonymList> {
  const rows = await db.selectFrom('search_synonyms').select('terms').orderBy('position').orderBy('id').execute();
  return { groups: rows.map((r) => JSON.parse(r.terms) as string[]) };
}

/** The last list read and its compiled index: compiled again only when the list changed. */
const compiled = new WeakMap<Kysely<DB>, { key: string; index: SynonymIndex; generation?: number }>();

/**
 * The synonym index a search uses. With the catalogue generation the caller has read (the
 * catalogue cache does), the index kept for that generation serves without a statement: a change
 * of the list bumps the generation (0018). Without one, the list is read (one small statement).
 */
export async function synonymIndex(db: Kysely<DB>, generation?: number): Promise<SynonymIndex> {
  const kept = compiled.get(db);
  if (generation !== undefined && kept?.generation === generation) return kept.index;
  const rows = await db.selectFrom('search_synonyms').select('terms').orderBy('position').orderBy('id').execute();
  const key = rows.map((r) => r.terms).join('\n');
  const index = kept?.key === key ? kept.index : compileSynonyms(rows.map((r) => JSON.parse(r.terms) as string[]));
  // A generation read before the list: the list is at least that new, never older.
  compiled.set(db, { key, index, generation });
  return index;
}

/**
 * Replaces the whole list (the back office edits it as one text). Terms are kept as written; a
 * term folded to the same words as another in its group, or found in another group, is refused
 * with the group it is in, so that staff see which line to fix.
 */
export async function saveSynonyms(db: Kysely<DB>, actor: AuditActor, list: SynonymList): Promise<SynonymList> {
  const seen = new Map<string, number>();
  list.groups.forEach((terms, g) => {
    const inGroup = new Set<string>();
    terms.forEach((term, t) => {
      const key = searchWords(term).join(' ');
      if (inGroup.has(key)) {
        throw invalidField(`groups.${g}.${t}`, `"${term}" is already in this group (accents and case do not count).`);
      }
      inGroup.add(key);
      const other = seen.get(key);
      if (other !== undefined) {
        throw invalidField(
          `groups.${g}.${t}`,
          `"${term}" is already in group ${other + 1}: a term belongs to one group.`,
        );
      }
    });
    for (const key of inGroup) seen.set(key, g);
  });
  await db.transaction().execute(async (trx) => {
    const before = await listSynonyms(trx);
    await trx.deleteFrom('search_synonyms').execute();
    if (list.groups.length > 0) {
      await trx
        .insertInto('search_synonyms')
        .values(list.groups.map((terms, position) => ({ position, terms: JSON.stringify(terms) })))
        .execute();
    }
    if (JSON.stringify(before.groups) === JSON.stringify(list.groups)) return;
    await recordAudit(trx, actor, {
      action: 'setting.search_synonyms',
      entityType: 'setting',
      entityId: 'search_synonyms',
      summary: `Search synonyms changed: ${before.groups.length} → ${list.groups.length} groups`,
      changes: { groups: { from: before.groups, to: list.groups } },
    });
  });
  return listSynonyms(db);
}
