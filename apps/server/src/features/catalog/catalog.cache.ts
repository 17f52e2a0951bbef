import { CompiledQuery, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { record } from '../../telemetry/index.ts';

/**
 * A catalogue answer as sent: the JSON as UTF-8 bytes and, for product lists, the total for the
 * header. Bytes, not a string: Node writes a string body by joining it to the headers and encoding
 * the whole text on every request (about 20 KB of garbage for a page of 24), a buffer as it is.
 */
export interface CachedAnswer {
  body: Buffer;
  total?: number;
  /** The next page's `cursor` (keyset pagination), when there may be one. */
  next?: string;
}

export interface CatalogCache {
  /**
   * The answer for `key`: kept from an earlier request while the catalogue's generation has not
   * moved since, otherwise `compute`d (and kept when it is small enough). `compute` gets the
   * generation it was read at, for what it may keep itself (the search synonyms).
   */
  answer(key: string, compute: (generation: number) => Promise<CachedAnswer>): Promise<CachedAnswer>;
  /** What is kept now: answers, and the bytes they are counted at. */
  size(): { entries: number; bytes: number };
}

/**
 * What one kept answer costs besides its key and body: the Map entry, the answer object and the
 * Buffer's own header (measured with a heap snapshot: about 300 bytes; rounded up).
 */
export const entryOverheadBytes = 400;

/** An empty list (`[]`): a search or page that found nothing. */
const isEmptyList = (answer: CachedAnswer) =>
  answer.total === 0 || (answer.body.length === 2 && answer.body[0] === 0x5b && answer.body[1] === 0x5d);

/** Compiled once: the check runs on every catalogue read, and building it each time costs more than running it. */
const readGeneration = CompiledQuery.raw('select value from catalogue_generation where id = 1');

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const ignore = () => {};

/**
 * `read`, shared by the requests that ask for it before it begins. A read begins once the event
 * loop has taken in the requests that are ready (setImmediate) and the previous read has ended;
 * a request never joins a read that has begun, since that read may have begun before a change the
 * request must see. Under load the database answers one generation read per turn of the event
 * loop or per round trip, instead of one per request.
 */
export function sharedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<unknown> = Promise.resolve();
  let queued: Promise<T> | undefined;
  return () => {
    queued ??= Promise.all([running.then(ignore, ignore), nextTurn()]).then(() => {
      queued = undefined;
      const reading = read();
      running = reading;
      return reading;
    });
    return queued;
  };
}

/** The JSON of `value` checked and shaped by the route's response schema, as Fastify would send it. */
export const serialize = <S extends z.ZodType>(schema: S, value: z.output<S>) =>
  Buffer.from(JSON.stringify(schema.encode(value)));

/**
 * Catalogue answers kept in this process, valid for one generation of the catalogue
 * (db/migrations/0008-catalogue-generation.ts; decision 0015). Every read first asks the database
 * for the generation (one light statement, shared by requests arriving together), so a change
 * made by any process or tool is seen by the next request, as without the cache. The generation
 * is read before the answer is computed: a change committed in between makes the kept answer
 * newer than its generation, never older.
 * At most `maxBytes` bytes (keys, bodies and each entry's overhead) and `maxEntries` answers are
 * kept, the oldest going first; a bigger answer, such as the whole catalogue at once, is never
 * kept. Nor is an empty list: searches for text that matches nothing (random or junk queries
 * cost one entry each and would push every useful answer out) and pages past the end.
 */
export function createCatalogCache(
  db: Kysely<DB>,
  { maxBytes = 16_000_000, maxAnswerBytes = 1_000_000, maxEntries = 5_000 } = {},
) {
  let generation = 0;
  let answers = new Map<string, CachedAnswer>();
  let bytes = 0;
  const currentGeneration = sharedReads(async () => {
    const { rows } = await db.executeQuery<{ value: number | string }>(readGeneration);
    return Number(rows[0]?.value);
  });

  const costOf = (key: string, answer: CachedAnswer) =>
    Buffer.byteLength(key) + answer.body.length + entryOverheadBytes;

  function keep(key: string, answer: CachedAnswer) {
    if (answer.body.length > maxAnswerBytes || isEmptyList(answer) || answers.has(key)) return;
    const cost = costOf(key, answer);
    while ((bytes + cost > maxBytes || answers.size >= maxEntries) && answers.size > 0) {
      const [oldest, dropped] = answers.entries().next().value!;
      answers.delete(oldest);
      bytes -= costOf(oldest, dropped);
    }
    if (cost > maxBytes) return;
    answers.set(key, answer);
    bytes += cost;
  }

  const cache: CatalogCache = {
    async answer(key, compute) {
      const current = await currentGeneration();
      if (current > generation) {
        generation = current;
        answers = new Map();
        bytes = 0;
      }
      // A slower request that read an older generation neither uses nor fills the newer cache.
      const kept = current === generation ? answers.get(key) : undefined;
      record.cacheLookup('catalogue', kept !== undefined);
      if (kept) return kept;
      const fresh = await compute(current);
      if (current === generation) keep(key, fresh);
      return fresh;
    },
    size: () => ({ entries: answers.size, bytes }),
  };
  return cache;
}
