// Search across languages and spellings at 100,000 products (decision 0035): the search page's
// request (count + first page of 24, `catalogService.listProducts`, in process, uncached) for the
// storefront benchmark's texts and for local names, synonyms, accents and word order, on SQLite
// and PostgreSQL. Target: p95 ≤ 10 ms for texts of three characters or more (docs/performance.md).
// A fifth of the generated products get a Yoruba, Hausa or Igbo name, as a translated shop would.
// Usage: node --import tsx bench/search-languages.ts [--products=N] [--rounds=N] [--skip-postgres] [--skip-sqlite] [--base=DIR]
// --base=DIR: DIR holds an older checkout (apps/, packages/, bench/ and a node_modules link); its
// search runs on a database of its own, interleaved with this one's, so a busy machine weighs on
// both alike (a before-and-after on the same load).
// Environment: BENCH_DATABASE_URL (an admin connection that may create databases). Measures only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import { openDatabase, type DatabaseConfig } from '../apps/server/src/db/connection.ts';
import { catalogService } from '../apps/server/src/features/catalog/index.ts';
import { createDatabases, fillCatalog } from './lib/databases.mjs';
import type * as Lists from './lib/databases.mjs';
import type * as Connection from '../apps/server/src/db/connection.ts';
import type * as Catalog from '../apps/server/src/features/catalog/index.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const productCount = arg('products', 100_000);
const rounds = arg('rounds', 30);
const postgres = !process.argv.includes('--skip-postgres');
const baseDir = process.argv.find((a) => a.startsWith('--base='))?.split('=')[1];
const baseCode = baseDir
  ? {
      lists: (await import(path.join(baseDir, 'bench/lib/databases.mjs'))) as typeof Lists,
      connection: (await import(path.join(baseDir, 'apps/server/src/db/connection.ts'))) as typeof Connection,
      catalog: (await import(path.join(baseDir, 'apps/server/src/features/catalog/index.ts'))) as typeof Catalog,
    }
  : undefined;

const searches = {
  /** The storefront benchmark's texts of three characters or more (bench/storefront.mjs). */
  plain: ['oil', 'palm oil', 'pepper', 'rice', 'shea butter', 'ANKARA', 'catfish', 'leaf', 'zobo', 'no-such-product'],
  /** Local names, synonyms, accents, tone marks and word order. */
  languages: [
    'égusi',
    'seeds melon',
    'ogbonno',
    'dawadawa',
    'locust beans',
    'scotch bonnet',
    'ata rodo',
    'ẹ̀gúsí',
    'ewúro',
    'daddawa',
    'man kaɗanya',
    'oil palm',
    'butter shea',
  ],
};

/** Local names of some generated items (bench/catalog.ts), as staff might enter them. */
const localNames: Record<string, [string, string]> = {
  Egusi: ['yo', 'Ẹ̀gúsí'],
  Ogbono: ['yo', 'Apọn'],
  Dawadawa: ['ha', 'Daddawa'],
  'Shea Butter': ['ha', 'Man Kaɗanya'],
  'Bitter Leaf': ['yo', 'Ewúro'],
  'Scent Leaf': ['ig', 'Nchuanwu'],
  'Palm Oil': ['yo', 'Epo Pupa'],
  'Scotch Bonnet Pepper': ['ha', 'Tarugu'],
  'Zobo Flowers': ['ha', 'Zoɓo'],
  'Garden Egg': ['ig', 'Anara'],
  Okra: ['yo', 'Ilá'],
  'Ugu Leaf': ['ig', 'Akwụkwọ Ugu'],
  'Tiger Nut Milk': ['ha', 'Kunun Aya'],
  Kunu: ['ha', 'Kunun Zaki'],
  'Black Soap': ['yo', 'Ọṣẹ Dúdú'],
};

/** A fifth of the generated products get a name in one language (the item's local name). */
async function addTranslations(db: Kysely<DB>) {
  const rows = await db.selectFrom('products').select(['id', 'title']).where('slug', 'like', 'bench-%').execute();
  const values: { product_id: number; lang: string; title: string }[] = [];
  for (const r of rows) {
    if (r.id % 5 !== 0) continue;
    const item = Object.keys(localNames).find((name) => r.title.includes(` ${name} `));
    if (!item) continue;
    const [lang, name] = localNames[item]!;
    values.push({ product_id: r.id, lang, title: r.title.replace(item, name) });
  }
  for (let i = 0; i < values.length; i += 200) {
    await db
      .insertInto('product_translations')
      .values(values.slice(i, i + 200))
      .execute();
  }
  return values.length;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 95).toFixed(1)} ms`;
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-search-languages-'));
type Target = { label: string; config: DatabaseConfig; drop(): Promise<void> };
// --skip-sqlite: PostgreSQL only (the lists keep their order, so the older checkout's pairs up).
const skipSqlite = process.argv.includes('--skip-sqlite');
const databases = (await createDatabases(tmp, { postgres })) as Target[];
const baseDatabases = baseCode
  ? ((await baseCode.lists.createDatabases(path.join(tmp, 'base'), { postgres })) as Target[])
  : [];
fs.mkdirSync(path.join(tmp, 'base'), { recursive: true });
try {
  for (const [i, target] of databases.entries()) {
    if (skipSqlite && target.label === 'SQLite') continue;
    const started = Date.now();
    const translated = await fillCatalog(target.config, {
      mediaDir: path.join(tmp, 'media'),
      products: productCount,
      extra: addTranslations,
    });
    console.log(
      `\n${target.label}: ${productCount.toLocaleString('en')} products, ${translated} translated names, loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const base = baseDatabases[i];
    if (base && baseCode) {
      // Checkouts from before the rename to one spelling export it as fillCatalogue.
      const baseLists = baseCode.lists as typeof Lists & { fillCatalogue?: typeof Lists.fillCatalog };
      await (baseLists.fillCatalog ?? baseLists.fillCatalogue!)(base.config, {
        mediaDir: path.join(tmp, 'base-media'),
        products: productCount,
      });
    }
    const database = openDatabase(target.config);
    const baseDatabase = base && baseCode ? baseCode.connection.openDatabase(base.config) : undefined;
    const query = (q: string) => ({ search: q, currency: 'USD' as const, limit: 24, offset: 0 });
    // As the server runs it: with the catalogue generation its cache read (the synonyms kept for it).
    const { value: generation } = await database.db
      .selectFrom('catalogue_generation')
      .select('value')
      .executeTakeFirstOrThrow();
    const run = (q: string) => catalogService.listProducts(database.db, query(q), { generation: Number(generation) });
    const runBase = (q: string) => baseCode!.catalog.catalogService.listProducts(baseDatabase!.db, query(q));
    const hits: Record<string, number> = {};
    const baseHits: Record<string, number> = {};
    for (const list of Object.values(searches)) {
      for (const q of list) {
        hits[q] = (await run(q)).total;
        if (baseDatabase) baseHits[q] = (await runBase(q)).total;
      }
    }
    const times: Record<string, number[]> = { plain: [], languages: [], basePlain: [] };
    const each: Record<string, number[]> = {};
    const baseEach: Record<string, number[]> = {};
    for (let r = 0; r < rounds; r++) {
      for (const [kind, list] of Object.entries(searches)) {
        for (const q of list) {
          let t = performance.now();
          await run(q);
          const ms = performance.now() - t;
          times[kind]!.push(ms);
          (each[q] ??= []).push(ms);
          if (baseDatabase) {
            t = performance.now();
            await runBase(q);
            const baseMs = performance.now() - t;
            (baseEach[q] ??= []).push(baseMs);
            if (kind === 'plain') times.basePlain!.push(baseMs);
          }
        }
      }
    }
    await database.destroy();
    await baseDatabase?.destroy();
    console.log(
      `text                     matches   p50 / p95${baseDatabase ? '          before: matches   p50 / p95' : ''}`,
    );
    for (const [q, list] of Object.entries(each)) {
      const before = baseDatabase ? `   ${String(baseHits[q]).padStart(14)}   ${summary(baseEach[q]!)}` : '';
      console.log(`${q.padEnd(25)}${String(hits[q]).padStart(7)}   ${summary(list).padEnd(16)}${before}`);
    }
    const all = [...times.plain!, ...times.languages!].sort((a, b) => a - b);
    const verdict = percentile(all, 95) <= 10 ? 'PASS' : 'MISS';
    console.log(`plain texts              p50 / p95 ${summary(times.plain!)}`);
    if (baseDatabase) console.log(`plain texts, before      p50 / p95 ${summary(times.basePlain!)}`);
    console.log(`languages and synonyms   p50 / p95 ${summary(times.languages!)}`);
    console.log(`all (target p95 ≤ 10 ms) p50 / p95 ${summary(all)} ${verdict}`);
    await target.drop();
    await base?.drop();
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
