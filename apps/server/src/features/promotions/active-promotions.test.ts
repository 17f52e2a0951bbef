import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activePromotionSchema } from '@oja/shared/promotions';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory } from '@oja/testing/factories/factories';
import { makePromotion, makeVoucher } from '@oja/testing/factories/promotion-factories';

const { app, db } = await createTestApp();
const hour = 3_600_000;

async function listed(query = '') {
  const res = await app.inject({ url: `/api/promotions/${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return z.array(activePromotionSchema).parse(res.json());
}

describe('GET /api/promotions/ (QA E13)', () => {
  it('lists the running automatic promotions only: not ended, started, switched on; never a voucher', async () => {
    const fabrics = await makeCategory(db, { slug: 'fabric-fair-cloth', title: 'African fabrics' });
    await db
      .insertInto('category_translations')
      .values({ category_id: fabrics.id, lang: 'yo', title: 'Aṣọ' })
      .execute();
    const now = Date.now();
    const fair = await makePromotion(db, {
      kind: 'category_percent',
      name: 'Fabric fair, 10 % off',
      percent: 10,
      category_id: fabrics.id,
      ends_at: now + 48 * hour,
    });
    const drinks = await makePromotion(db, { kind: 'buy_x_get_y', name: 'Drinks', buy_quantity: 2, free_quantity: 1 });
    const ended = await makePromotion(db, { kind: 'category_percent', percent: 5, ends_at: now - hour });
    const later = await makePromotion(db, { kind: 'category_percent', percent: 5, starts_at: now + hour });
    const off = await makePromotion(db, { kind: 'category_percent', percent: 5, active: 0 });
    await makeVoucher(db, { code: 'NOTLISTED' });

    const list = await listed();
    const ids = list.map((p) => p.id);
    expect(ids).toContain(fair.id);
    expect(ids).toContain(drinks.id);
    for (const hidden of [ended, later, off]) expect(ids).not.toContain(hidden.id);
    expect(JSON.stringify(list)).not.toContain('NOTLISTED');
    expect(list.find((p) => p.id === fair.id)).toEqual({
      id: fair.id,
      name: 'Fabric fair, 10 % off',
      kind: 'category_percent',
      percent: 10,
      buy_quantity: 0,
      free_quantity: 0,
      ends_at: now + 48 * hour,
      category: { id: fabrics.id, slug: 'fabric-fair-cloth', title: 'African fabrics' },
    });
    expect(list.find((p) => p.id === drinks.id)).toMatchObject({ buy_quantity: 2, free_quantity: 1, category: null });
    // The category's title in the language asked for.
    expect((await listed('?lang=yo')).find((p) => p.id === fair.id)?.category?.title).toBe('Aṣọ');
  });

  it('sees a promotion switched off or ended by any process at once, though the answer is kept', async () => {
    const p = await makePromotion(db, { kind: 'category_percent', percent: 15, name: 'Kept' });
    expect((await listed()).map((x) => x.id)).toContain(p.id);
    await db.updateTable('promotions').set({ active: 0 }).where('id', '=', p.id).execute();
    expect((await listed()).map((x) => x.id)).not.toContain(p.id);
    await db.updateTable('promotions').set({ active: 1 }).where('id', '=', p.id).execute();
    expect((await listed()).map((x) => x.id)).toContain(p.id);
    await db
      .updateTable('promotions')
      .set({ ends_at: Date.now() - 1 })
      .where('id', '=', p.id)
      .execute();
    expect((await listed()).map((x) => x.id)).not.toContain(p.id);
  });

  it('refuses an unknown language with a clear error', async () => {
    const res = await app.inject({ url: '/api/promotions/?lang=xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
  });
});
