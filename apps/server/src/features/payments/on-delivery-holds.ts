import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../db/connection.ts';
import type { DB } from '../../db/schema.ts';
import { holdsUnpaidStock } from '../orders/index.ts';

/** Advisory-lock namespaces (rate limits use 0x0a1a, order placement 0x0a1b and 0x0a1c). */
const customerLocks = 0x0a1d;
const phoneLocks = 0x0a1e;
const phoneKey = (phone: string) => createHash('sha256').update(phone).digest().readInt32BE(0);

/** The customer's verified phone, or null. */
async function verifiedPhoneOf(db: Kysely<DB>, userId: number) {
  const u = await db
    .selectFrom('users')
    .select(['phone', 'phone_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return u?.phone && u.phone_verified_at !== null ? u.phone : null;
}

/**
 * Serialises choosing pay on delivery per customer and per verified phone until the transaction
 * ends, so that two orders chosen at the same moment cannot both pass a cap only one fits.
 * Customer first, then phone: no deadlocks. SQLite's single writer serialises by itself.
 */
export async function lockOnDeliveryHolders(trx: Kysely<DB>, userId: number) {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${customerLocks}, ${userId})`.execute(trx);
  const phone = await verifiedPhoneOf(trx, userId);
  if (phone !== null) await sql`select pg_advisory_xact_lock(${phoneLocks}, ${phoneKey(phone)})`.execute(trx);
}

const count = (r: { n: number | string }) => Number(r.n);

/** Pay-on-delivery orders not yet paid: the customer's, and those of every account that verified `phone`. */
export async function openOnDelivery(db: Kysely<DB>, who: { userId: number; phone: string | null }) {
  const open = db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('orders.payment_method', '=', 'on_delivery')
    .where(holdsUnpaidStock('orders'));
  const customer = count(await open.where('orders.user_id', '=', who.userId).executeTakeFirstOrThrow());
  const phone =
    who.phone === null
      ? customer
      : count(
          await open
            .innerJoin('users', 'users.id', 'orders.user_id')
            .where('users.phone', '=', who.phone)
            .where('users.phone_verified_at', 'is not', null)
            .executeTakeFirstOrThrow(),
        );
  return { customer, phone };
}

/**
 * Refused deliveries that count against this order: of the customer's account, of every account
 * that verified the same phone, and of every order delivered to the same phone, so that a new
 * account does not start afresh (security review N7).
 */
export async function refusalsOf(
  db: Kysely<DB>,
  who: { userId: number; phone: string | null; deliveryPhone: string | null },
): Promise<number> {
  const r = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('delivery_outcome', '=', 'refused')
    .where((eb) =>
      eb.or([
        eb('user_id', '=', who.userId),
        ...(who.phone === null
          ? []
          : [
              eb(
                'user_id',
                'in',
                eb
                  .selectFrom('users')
                  .select('users.id')
                  .where('users.phone', '=', who.phone)
                  .where('users.phone_verified_at', 'is not', null),
              ),
            ]),
        ...(who.deliveryPhone ? [eb('address_phone', '=', who.deliveryPhone)] : []),
      ]),
    )
    .executeTakeFirstOrThrow();
  return count(r);
}
