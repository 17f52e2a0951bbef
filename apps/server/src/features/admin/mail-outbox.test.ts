import { beforeAll, describe, expect, it } from 'vitest';
import { outboxPageSchema } from '@oja/shared/staff';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { deliverDueMail, enqueueMail, maxAttempts, type MailTransport } from '../../mail/index.ts';

const { app, db } = await createTestApp();

let staff: { authorization: string };
beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
});

const failing: MailTransport = {
  kind: 'smtp',
  send: async () => {
    throw new Error('550 mailbox unavailable');
  },
  close: () => {},
};
const working: MailTransport = { kind: 'smtp', send: async () => {}, close: () => {} };

describe('the mail outbox view', () => {
  it('shows what was sent to whom, its state, attempts and last error, newest first, without bodies', async () => {
    await enqueueMail(db, { to: 'ada@example.com', subject: 'Welcome', text: 'secret link https://x/reset/abc' }, 1000);
    await enqueueMail(db, { to: 'bisi@example.com', subject: 'Your order', text: 'x' }, 2000);
    await deliverDueMail(db, working, { from: 'shop@oja.test', now: 1500 });
    const res = await app.inject({ url: '/api/admin/mail/', headers: staff });
    const page = outboxPageSchema.parse(res.json());
    expect(page.total).toBe(2);
    expect(page.items.map((m) => [m.to, m.subject, m.status, m.attempts])).toEqual([
      ['bisi@example.com', 'Your order', 'pending', 0],
      ['ada@example.com', 'Welcome', 'sent', 1],
    ]);
    expect(res.body).not.toContain('secret link');
    const sent = (await app.inject({ url: '/api/admin/mail/?status=sent', headers: staff })).json();
    expect(sent.items.map((m: { to: string }) => m.to)).toEqual(['ada@example.com']);
  });

  it('retries a failed message: back to pending with fresh attempts; the sender then delivers it', async () => {
    const { id } = await enqueueMail(db, { to: 'chidi@example.com', subject: 'Ready for payment', text: 'x' }, 0);
    for (let i = 0, now = 0; i < maxAttempts; i++, now += 10 * 60 * 60 * 1000) {
      await deliverDueMail(db, failing, { from: 'shop@oja.test', now });
    }
    const failed = (await app.inject({ url: '/api/admin/mail/?status=failed', headers: staff })).json();
    expect(failed.items).toEqual([
      expect.objectContaining({ id, status: 'failed', attempts: maxAttempts, last_error: '550 mailbox unavailable' }),
    ]);

    const retried = await app.inject({ method: 'POST', url: `/api/admin/mail/${id}/retry`, headers: staff });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'pending', attempts: 0, last_error: '550 mailbox unavailable' });
    expect((await deliverDueMail(db, working, { from: 'shop@oja.test' })).sent).toBeGreaterThanOrEqual(1);
    const row = await db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', attempts: 1 });

    const again = await app.inject({ method: 'POST', url: `/api/admin/mail/${id}/retry`, headers: staff });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Only failed messages can be retried; this one is sent.');
    expect((await app.inject({ method: 'POST', url: '/api/admin/mail/999999/retry', headers: staff })).statusCode).toBe(
      404,
    );
  });
});
