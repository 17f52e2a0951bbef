import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser, makeUser } from '@oja/testing/factories/factories';
import { preferencesOf, setPreferences } from './index.ts';

const { app, db } = await createTestApp();

describe('staff alert preferences', () => {
  it('keeps each staff member’s own choice, replaced as a whole', async () => {
    const a = await makeUser(db);
    const b = await makeUser(db);
    await setPreferences(db, a.id, ['low_stock', 'order_paid', 'order_paid']);
    await setPreferences(db, b.id, ['low_stock']);
    expect(await preferencesOf(db, a.id)).toEqual(['order_paid', 'low_stock']);
    await setPreferences(db, a.id, ['refund_failed']);
    expect(await preferencesOf(db, a.id)).toEqual(['refund_failed']);
    expect(await preferencesOf(db, b.id)).toEqual(['low_stock']);
    await setPreferences(db, b.id, []);
    expect(await preferencesOf(db, b.id)).toEqual([]);
  });
});

describe('GET/PUT /api/admin/alerts/', () => {
  it('saves the staff member’s own choice and refuses an unknown alert without changing it', async () => {
    const me = await makeSignedInUser(db, { role: 'staff' });
    const other = await makeSignedInUser(db, { role: 'staff' });
    const put = (auth: Record<string, string>, alerts: unknown) =>
      app.inject({ method: 'PUT', url: '/api/admin/alerts/', headers: auth, payload: { alerts } });
    expect((await app.inject({ url: '/api/admin/alerts/', headers: me.auth })).json()).toEqual({ alerts: [] });
    const saved = await put(me.auth, ['low_stock', 'order_paid']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ alerts: ['order_paid', 'low_stock'] });
    expect((await put(me.auth, ['not_an_alert'])).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/admin/alerts/', headers: me.auth })).json()).toEqual({
      alerts: ['order_paid', 'low_stock'],
    });
    expect((await app.inject({ url: '/api/admin/alerts/', headers: other.auth })).json()).toEqual({ alerts: [] });
  });
});
