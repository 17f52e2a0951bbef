import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PhoneStatus } from '@oja/shared/payment-methods';
import { nigerianPhone } from '@oja/shared/phone';
import type { DB } from '../../db/schema.ts';
import { invalidField, refuse } from '../../errors.ts';
import { translator } from '../../i18n/index.ts';
import { perClient, type RateLimiter } from '../../rate-limit/index.ts';
import { alertIfSmsBudgetNear, enqueueSms, fitsSmsBudget, type SmsBudget } from '../../sms/index.ts';

const minute = 60_000;
/** A code works for 10 minutes and 5 tries; a new code replaces the previous one. */
export const phoneCodeLifetimeMs = 10 * minute;
export const phoneCodeMaxAttempts = 5;

/**
 * Codes sent: 3 per 15 minutes and 6 a day per account, 20 an hour per client address, and 3 an
 * hour and 5 a day to one number whichever accounts ask (security review N3). Each is a paid SMS,
 * a code must not be guessable by asking for many, and nobody may make the shop text a stranger.
 */
const sendLimits = (userId: number, ip: string, phone: string) => [
  { bucket: `phone-code:user:${userId}`, max: 3, windowMs: 15 * minute },
  { bucket: `phone-code:user-day:${userId}`, max: 6, windowMs: 24 * 60 * minute },
  perClient('phone-code', ip, 20, 60 * minute),
  { bucket: `phone-code:to:${phone}`, max: 3, windowMs: 60 * minute },
  { bucket: `phone-code:to-day:${phone}`, max: 5, windowMs: 24 * 60 * minute },
];

/** Finished states: an order in any other state is in progress. */
const finishedStates = ['delivered', 'refunded', 'cancelled', 'expired'] as const;

/** A code is texted only to a customer with a verified e-mail or an order in progress (N3). */
async function mayAskForCode(db: Kysely<DB>, userId: number) {
  const user = await db.selectFrom('users').select('email_verified_at').where('id', '=', userId).executeTakeFirst();
  if (user?.email_verified_at != null) return true;
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('state', 'not in', finishedStates)
    .limit(1)
    .executeTakeFirst();
  return order !== undefined;
}
/** Codes entered: 10 per 15 minutes per account (each code also allows only 5 tries). */
const checkLimits = (userId: number) => [{ bucket: `phone-check:user:${userId}`, max: 10, windowMs: 15 * minute }];

/** The code is kept only as an HMAC under a salt of its own: the table never holds a usable code. */
function hashCode(code: string, salt = randomBytes(16).toString('hex')) {
  return `${salt}:${createHmac('sha256', salt).update(code).digest('hex')}`;
}
function codeMatches(stored: string, code: string) {
  const [salt] = stored.split(':');
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function phoneStatus(db: Kysely<DB>, userId: number): Promise<PhoneStatus> {
  const u = await db
    .selectFrom('users')
    .select(['phone', 'phone_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return { phone: u?.phone ?? null, verified: Boolean(u?.phone && u.phone_verified_at !== null) };
}

/**
 * Sends a 6-digit code by SMS (through the outbox and the Termii sender) to a Nigerian number:
 * only for a verified e-mail or an order in progress, within the limits per account, address and
 * number, and while the shop's daily SMS budget lasts (staff are e-mailed when it is near).
 */
export async function sendPhoneCode(
  db: Kysely<DB>,
  limiter: RateLimiter,
  user: { id: number; ip: string },
  phoneText: string,
  budget: SmsBudget,
  now = Date.now(),
): Promise<PhoneStatus> {
  const phone = nigerianPhone(phoneText);
  if (!phone) throw invalidField('phone', { id: 'detail.phone.nigerian' });
  if (!(await mayAskForCode(db, user.id))) throw refuse('email_unverified', 'detail.phone.verify-email-first');
  if (!(await fitsSmsBudget(db, budget, 1, now))) {
    await alertIfSmsBudgetNear(db, budget, now);
    throw refuse('unavailable', 'detail.phone.no-codes-today');
  }
  await limiter.take(sendLimits(user.id, user.ip, phone), 'detail.limit.codes-asked');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    // Earlier codes stop working: only the newest counts.
    await trx
      .updateTable('phone_verifications')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('phone_verifications')
      .values({
        user_id: user.id,
        phone,
        code_hash: hashCode(code),
        expires_at: now + phoneCodeLifetimeMs,
        used_at: null,
        created_at: now,
      })
      .execute();
    // In the account's language, like its order updates (migration 0017).
    const account = await trx.selectFrom('users').select('language').where('id', '=', user.id).executeTakeFirst();
    await enqueueSms(
      trx,
      {
        to: phone,
        text: translator(account?.language)('sms.phone-code', { code }),
        label: 'SMS: phone verification code',
      },
      now,
    );
  });
  await alertIfSmsBudgetNear(db, budget, now);
  return phoneStatus(db, user.id);
}

/** Checks the code; the phone it was sent to becomes the account's verified phone. */
export async function checkPhoneCode(
  db: Kysely<DB>,
  limiter: RateLimiter,
  userId: number,
  code: string,
  now = Date.now(),
): Promise<PhoneStatus> {
  await limiter.take(checkLimits(userId), 'detail.limit.codes-tried');
  const wrong = () => invalidField('code', { id: 'detail.phone.code-wrong' });
  const verified = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('phone_verifications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row || Number(row.expires_at) <= now) return null;
    // The try is counted before the code is compared, in one conditional statement: of guesses
    // sent at once, at most the allowed number are ever compared (security review N12).
    const counted = await trx
      .updateTable('phone_verifications')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('attempts', '<', phoneCodeMaxAttempts)
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) !== 1) return null;
    if (!codeMatches(row.code_hash, code)) return null;
    const used = await trx
      .updateTable('phone_verifications')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    await trx
      .updateTable('users')
      .set({ phone: row.phone, phone_verified_at: now, updated_at: now })
      .where('id', '=', userId)
      .execute();
    return row.phone;
  });
  if (verified === null) throw wrong();
  return phoneStatus(db, userId);
}
