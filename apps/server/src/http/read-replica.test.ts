import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';
import { createTestApp } from '@oja/testing/app/test-app';
import { createTestDatabase, testDialect } from '@oja/testing/databases/test-database';
import { readPinCookie } from './read-replica.ts';

/**
 * DATABASE_READ_URL with a "replica" that is a separate PostgreSQL database: nothing copies the
 * primary into it, so what a request reads shows which database answered. Catalogue reads come
 * from the replica; a client that has just written reads the primary.
 */
const skipReason =
  'read-replica.test.ts SKIPPED on SQLite: DATABASE_READ_URL is a PostgreSQL setting (refused on SQLite: scale-config.test.ts)';
if (testDialect !== 'postgres') console.warn(`⚠  ${skipReason}`);

// Only defined on PostgreSQL: even a skipped suite's body runs while Vitest collects its tests,
// and this one opens a replica at once.
if (testDialect !== 'postgres') it.skip(skipReason, () => undefined);
else describeOnPostgres();

function describeOnPostgres() {
  describe('catalogue reads on a read replica', async () => {
    const replica = await createTestDatabase();
    afterAll(() => replica.drop());
    const { app, db } = await createTestApp({
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      DATABASE_READ_URL: replica.url,
      DATABASE_READ_PIN_SECONDS: '30',
    });

    let productId: number;
    let staff: Awaited<ReturnType<typeof makeSignedInUser>>;
    beforeAll(async () => {
      // The same product on both, as replication would have left it …
      for (const target of [db, replica.db]) {
        const category = await makeCategory(target, { slug: 'nuts' });
        const product = await makeProduct(target, category.id, { slug: 'kola-nut', title: 'Kola nut' });
        if (target === db) productId = product.id;
      }
      // … and one the replica has not caught up with, and one only the replica has (never in the
      // primary: it proves that an answer came from the replica).
      const nutsOnPrimary = await db
        .selectFrom('categories')
        .select('id')
        .where('slug', '=', 'nuts')
        .executeTakeFirstOrThrow();
      await makeProduct(db, nutsOnPrimary.id, { slug: 'bitter-kola', title: 'Bitter kola' });
      const nutsOnReplica = await replica.db
        .selectFrom('categories')
        .select('id')
        .where('slug', '=', 'nuts')
        .executeTakeFirstOrThrow();
      await makeProduct(replica.db, nutsOnReplica.id, { slug: 'replica-yam', title: 'Replica yam' });
      staff = await makeSignedInUser(db, { role: 'staff' });
    });
    afterEach(() => void vi.useRealTimers());

    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
    const titles = (res: { json(): unknown }) => (res.json() as { title: string }[]).map((p) => p.title).sort();

    it('category pages, search and the product page come from the replica', async () => {
      expect(titles(await get('/api/products/?category=nuts'))).toEqual(['Kola nut', 'Replica yam']);
      expect(titles(await get('/api/products/?search=yam'))).toEqual(['Replica yam']);
      expect((await get('/api/products/replica-yam/')).statusCode).toBe(200);
      expect((await get('/api/products/bitter-kola/')).statusCode).toBe(404);
      const nuts = (await get('/api/categories/')).json() as { slug: string; products: unknown[] }[];
      expect(nuts.find((c) => c.slug === 'nuts')?.products).toHaveLength(2);
    });

    it('after a staff edit, that session reads the primary (cookie and bearer); others still read the replica', async () => {
      const edit = await app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${productId}`,
        headers: staff.auth,
        payload: { title: 'Kola nut (fresh)' },
      });
      expect(edit.statusCode).toBe(200);
      const pin = edit.cookies.find((c) => c.name === readPinCookie);
      expect(pin).toMatchObject({ value: '1', maxAge: 30, httpOnly: true });

      // A browser sends the cookie back: the primary answers, with the edit and without the
      // replica-only product.
      const cookie = `${readPinCookie}=1`;
      expect((await get('/api/products/kola-nut/', { cookie })).json()).toMatchObject({ title: 'Kola nut (fresh)' });
      expect(titles(await get('/api/products/?category=nuts', { cookie }))).toEqual([
        'Bitter kola',
        'Kola nut (fresh)',
      ]);
      // A bearer-token client (no cookies): pinned by its token.
      expect((await get('/api/products/kola-nut/', staff.auth)).json()).toMatchObject({ title: 'Kola nut (fresh)' });
      // Everyone else: the replica, stale as replicas are.
      expect((await get('/api/products/kola-nut/')).json()).toMatchObject({ title: 'Kola nut' });
      const other = await makeSignedInUser(db);
      expect((await get('/api/products/kola-nut/', other.auth)).json()).toMatchObject({ title: 'Kola nut' });

      // The pin lasts DATABASE_READ_PIN_SECONDS; then the token reads the replica again.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
      expect((await get('/api/products/kola-nut/', staff.auth)).json()).toMatchObject({ title: 'Kola nut' });
    });

    it('a refused write pins nothing', async () => {
      const customer = await makeSignedInUser(db);
      const refused = await app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${productId}`,
        headers: customer.auth,
        payload: { title: 'Nope' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.cookies.find((c) => c.name === readPinCookie)).toBeUndefined();
      expect(titles(await get('/api/products/?search=yam', customer.auth))).toEqual(['Replica yam']);
    });
  });
}
