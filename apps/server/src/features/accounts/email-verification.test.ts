import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { lagosAddress, makeStockedProduct } from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp();
const strict = await createTestApp({ REQUIRE_VERIFIED_EMAIL: 'true' });

let registrations = 0;
async function register(first_name = 'Chidi') {
  const email = `verify${++registrations}-${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { first_name, last_name: 'Okafor', email, password: 'a-long-password' },
  });
  expect(res.statusCode).toBe(201);
  return { email, auth: { authorization: `Bearer ${res.json().access}` } };
}

async function mailsTo(email: string) {
  return db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
}
const tokenIn = (text: string) => /\/verify-email\/([\w-]{43})/.exec(text)![1]!;
const verify = (token: string) => app.inject({ method: 'POST', url: '/api/verify-email/', payload: { token } });
const verified = async (auth: Record<string, string>) =>
  (await app.inject({ url: '/api/me/', headers: auth })).json().email_verified as boolean;

describe('e-mail verification', () => {
  it('e-mails a single-use link at registration; following it marks the address verified', async () => {
    const { email, auth } = await register();
    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.label).toMatch(/verify/i);
    const token = tokenIn(mail!.text_body);
    expect(mail!.html_body).toContain(`/verify-email/${token}`);
    expect(await verified(auth)).toBe(false);

    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(await verified(auth)).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid');
    expect((await verify('x'.repeat(43))).statusCode).toBe(400);
  });

  it('sends the link again from the profile (the older one stops working), 3 an hour', async () => {
    const { email, auth } = await register();
    const first = tokenIn((await mailsTo(email))[0]!.text_body);
    const resend = () => app.inject({ method: 'POST', url: '/api/me/verify-email/', headers: auth });
    expect((await resend()).statusCode).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[1]!.text_body);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(await mailsTo(email)).toHaveLength(4);
    // The newest link works; the one before it does not.
    expect((await verify(second)).statusCode).toBe(400);
    expect((await verify(tokenIn((await mailsTo(email))[3]!.text_body))).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/me/verify-email/' })).statusCode).toBe(401);
  });

  it('greets no one: the name typed at registration is not in the mail to an unverified address (N9)', async () => {
    const { email } = await register('<b>Ngozi</b> the boss');
    const [mail] = await mailsTo(email);
    expect(mail!.text_body.split('\n')[0]).toBe('Hello,');
    expect(mail!.html_body).not.toContain('Ngozi');
    expect(mail!.text_body).not.toContain('Ngozi');
  });
});

describe('REQUIRE_VERIFIED_EMAIL', () => {
  const order = async (target: Pick<typeof strict, 'app' | 'db'>, auth: Record<string, string>) => {
    const product = await makeStockedProduct(target.db);
    return target.app.inject({
      method: 'POST',
      url: '/api/place-order/',
      headers: auth,
      payload: { address: lagosAddress, items: [{ item: { id: product.id }, quantity: 1 }] },
    });
  };

  it('is off by default: an unverified account orders as with the original shop', async () => {
    const { auth } = await makeSignedInUser(db);
    expect((await order({ app, db }, auth)).statusCode).toBe(201);
  });

  it('when on, refuses place-order with 403 email_unverified and changes nothing; verified accounts order', async () => {
    const { auth, user } = await makeSignedInUser(strict.db);
    const refused = await order(strict, auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: expect.any(String),
      code: 'email_unverified',
      message_id: 'account.says.email-unverified',
    });
    const orders = await strict.db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute();
    expect(orders).toHaveLength(0);
    const ok = await makeSignedInUser(strict.db, { emailVerified: true });
    expect((await order(strict, ok.auth)).statusCode).toBe(201);
  });
});
