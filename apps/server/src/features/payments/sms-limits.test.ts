import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { placeOrderFor } from '@oja/testing/factories/payment-factories';
import { smsPartsToday } from '../../sms/index.ts';
import { checkPhoneCode, phoneCodeMaxAttempts } from './phone-verification.ts';

// N3: nobody may make the shop text a number over and over, nor spend its SMS budget.
const token = 'sms-limits-metrics-token-0123456789';
const { app, db } = await createTestApp({
  METRICS_TOKEN: token,
  SMS_DAILY_BUDGET_PARTS: '12',
  SMS_BUDGET_ALERT_PERCENT: '75',
});

const askCode = (auth: Record<string, string>, phone: string) =>
  app.inject({ method: 'POST', url: '/api/account/phone/code/', payload: { phone }, headers: auth });
const textsTo = async (e164: string) =>
  (await db.selectFrom('outbox').select('id').where('to_address', '=', e164).execute()).length;
const metric = async (series: string) => {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('phone code tries (N12)', () => {
  it('counts eight wrong guesses sent at once as exactly five tries; the right code then fails too', async () => {
    const { auth, user } = await makeSignedInUser(db, { emailVerified: true });
    expect((await askCode(auth, '0803 777 4242')).statusCode).toBe(200);
    const sms = await db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', '+2348037774242')
      .executeTakeFirstOrThrow();
    const right = /code is (\d{6})/.exec(sms.text_body)![1]!;
    const wrong = right === '000000' ? '111111' : '000000';
    const limiter = app.payments.ctx.limiter;
    const guesses = await Promise.allSettled(
      Array.from({ length: 8 }, () => checkPhoneCode(db, limiter, user.id, wrong)),
    );
    expect(guesses.every((g) => g.status === 'rejected')).toBe(true);
    const row = await db
      .selectFrom('phone_verifications')
      .select('attempts')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(phoneCodeMaxAttempts);
    // The right code now fails too: its tries are spent (the account may still try twice more).
    await expect(checkPhoneCode(db, limiter, user.id, right)).rejects.toMatchObject({
      code: 'invalid',
    });
  });
});

describe('phone codes (N3)', () => {
  it('texts one number at most 3 times an hour, whichever accounts ask', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { auth } = await makeSignedInUser(db, { emailVerified: true });
      answers.push((await askCode(auth, '0803 999 0000')).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    expect(await textsTo('+2348039990000')).toBe(3);
  });

  it('texts a code only to a verified e-mail or a customer with an order in progress', async () => {
    const fresh = await makeSignedInUser(db);
    const refused = await askCode(fresh.auth, '0803 999 0001');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'email_unverified',
      detail: 'Please confirm your e-mail address first (or place an order): we text codes only then.',
      message_id: 'detail.phone.verify-email-first',
    });
    expect(await textsTo('+2348039990001')).toBe(0);

    await placeOrderFor(app, db, fresh.auth);
    expect((await askCode(fresh.auth, '0803 999 0001')).statusCode).toBe(200);
    expect(await textsTo('+2348039990001')).toBe(1);
  });

  it('keeps to the daily budget, e-mails staff once when it is near, and reports it on /metrics', async () => {
    const staff = await makeSignedInUser(db, { role: 'staff' });
    const alerts = () =>
      db
        .selectFrom('outbox')
        .select('label')
        .where('to_address', '=', staff.user.email)
        .where('label', 'like', '%SMS parts used today%')
        .execute();
    // Whatever the tests before queued counts: 12 is the budget, 75 % (9 parts) the alert.
    const before = await smsPartsToday(db);
    expect(before).toBeLessThan(9);
    const asked: number[] = [];
    for (let i = 0; i < 13 - before; i++) {
      const { auth } = await makeSignedInUser(db, { emailVerified: true });
      asked.push((await askCode(auth, `0803 888 ${String(1000 + i)}`)).statusCode);
      if (before + i + 1 < 9) expect(await alerts()).toHaveLength(0);
    }
    expect(asked).toEqual([...Array<number>(12 - before).fill(200), 503]);
    expect(await alerts()).toHaveLength(1);
    expect(await metric('oja_sms_budget_used_parts')).toBe(12);
    expect(await metric('oja_sms_budget_limit_parts')).toBe(12);
    const { auth } = await makeSignedInUser(db, { emailVerified: true });
    const spent = await askCode(auth, '0803 888 2000');
    expect(spent.json()).toEqual({
      code: 'unavailable',
      detail: 'We cannot send codes right now. Please try again tomorrow.',
      message_id: 'detail.phone.no-codes-today',
    });
  });
});
