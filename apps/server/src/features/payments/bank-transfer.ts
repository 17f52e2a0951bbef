import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatMoney } from '@oja/shared/money';
import { transferReferenceAlphabet, type BankTransfer, type TransferQueue } from '@oja/shared/payment-methods';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, invalidField, notFound, refuse } from '../../errors.ts';
import { transition } from '../orders/index.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { refuseUnlessPayable } from './payment-rules.ts';
import * as repo from './payments.repository.ts';

/** A transfer reference: 8 characters of the unambiguous alphabet (31^8 ≈ 8.5 × 10^11). */
export function newTransferReference(): string {
  let ref = '';
  for (let i = 0; i < 8; i++) ref += transferReferenceAlphabet[randomInt(transferReferenceAlphabet.length)];
  return ref;
}

export interface TransferDeps {
  db: Kysely<DB>;
  bank: Config['payments']['bank'];
  publicUrl: string;
  timeZone: string;
}

export function transferDetails(
  bank: NonNullable<Config['payments']['bank']>,
  order: repo.PayableOrder,
): BankTransfer | null {
  if (order.transfer_reference === null) return null;
  return {
    bank_name: bank.bankName,
    account_name: bank.accountName,
    account_number: bank.accountNumber,
    order_id: order.order_ref,
    reference: order.transfer_reference,
    amount_minor: order.total_minor,
    currency: order.currency,
    expires_at: order.expires_at === null ? null : Number(order.expires_at),
  };
}

/**
 * The currency the shop's bank account receives: a Nigerian account (a 10-digit NUBAN) takes naira
 * only, so a dollar order is never offered a transfer to it (issue 30, E5).
 */
export const bankAccountCurrency = 'NGN';

/**
 * The shopper chose to pay by bank transfer: the order keeps waiting for payment (and expires like
 * any unpaid order), gets its own transfer reference (once; asking again answers the same one), and
 * the details are e-mailed. Both happen in the lifecycle's `choose_transfer` step (orders owns the
 * order's columns and what the customer is told). Refused when the shop has no account or the order
 * cannot be paid now.
 */
export async function chooseBankTransfer(deps: TransferDeps, order: repo.PayableOrder): Promise<BankTransfer> {
  const { bank } = deps;
  if (!bank) throw refuse('conflict', 'detail.pay.no-transfers');
  if (order.currency !== bankAccountCurrency) {
    throw refuse('conflict', 'detail.pay.transfer-naira-only', { currency: order.currency });
  }
  refuseUnlessPayable(order);
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const reference = newTransferReference();
        // Changes nothing when the order already has its reference or no longer awaits payment.
        await transition(trx, {
          step: 'choose_transfer',
          orderId: order.id,
          actor: { kind: 'customer', userId: order.user_id },
          note: `bank transfer chosen, reference ${reference}`,
          changes: { payment_method: 'bank_transfer', transfer_reference: reference },
          publicUrl: deps.publicUrl,
          facts: {
            bank: { bankName: bank.bankName, accountName: bank.accountName, accountNumber: bank.accountNumber },
            timeZone: deps.timeZone,
          },
        });
        const current = (await repo.findOrder(trx, { id: order.id }))!;
        const details = transferDetails(bank, current);
        if (!details) {
          refuseUnlessPayable(current);
          throw refuse('conflict', 'detail.pay.not-now');
        }
        return details;
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, { table: 'orders', column: 'transfer_reference' })) continue;
      throw error;
    }
  }
}

/** Orders awaiting a transfer to be confirmed: the queue's rows (expired ones leave it). */
const waitingTransfers = (db: Kysely<DB>, now: number) =>
  db
    .selectFrom('orders as o')
    .where('o.payment_method', '=', 'bank_transfer')
    .where('o.state', '=', 'awaiting')
    .where((eb) => eb.or([eb('o.expires_at', 'is', null), eb('o.expires_at', '>', now)]));

/** How many transfers wait for staff to confirm them now (the morning summary's figure). */
export async function countWaitingTransfers(db: Kysely<DB>, now = Date.now()): Promise<number> {
  const row = await waitingTransfers(db, now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The confirmation queue: orders awaiting a transfer, oldest first (expired ones leave it). */
export async function transferQueue(db: Kysely<DB>, now = Date.now()): Promise<TransferQueue> {
  const rows = await waitingTransfers(db, now)
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.order_ref',
      'o.transfer_reference',
      'o.total_minor',
      'o.currency',
      'o.created_at',
      'o.expires_at',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .orderBy('o.created_at')
    .orderBy('o.id')
    .limit(200)
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      order_ref: r.order_ref,
      reference: r.transfer_reference ?? '',
      customer_name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      amount_minor: Number(r.total_minor),
      currency: r.currency,
      created_at: Number(r.created_at),
      expires_at: r.expires_at === null ? null : Number(r.expires_at),
    })),
  };
}

export interface ReceivedTransfer {
  amountMinor: number;
  currency: 'NGN' | 'USD';
  receivedOn: string;
  bankReference: string;
}

/**
 * Staff saw the money arrive: records the confirmation (one per order, a unique index) and opens
 * the order through the lifecycle's `confirm_transfer` step, in one transaction. Refused, with
 * nothing changed: an order not paid by transfer, already confirmed, no longer awaiting payment
 * or past its expiry (even before the expiry job has run), a short amount or another currency.
 * Of two staff confirming at once, or a confirmation racing the expiry, exactly one wins.
 */
export async function confirmTransfer(
  deps: Pick<TransferDeps, 'db' | 'publicUrl'>,
  staff: AuditActor,
  orderId: number,
  received: ReceivedTransfer,
  now = Date.now(),
) {
  try {
    await deps.db.transaction().execute(async (trx) => {
      const order = await repo.findOrder(trx, { id: orderId });
      if (!order) throw notFound('Order');
      const ref = order.order_ref;
      if (order.transfer_reference === null) {
        throw new AppError('conflict', `Order ${ref} was not set to be paid by bank transfer.`);
      }
      const earlier = await trx
        .selectFrom('transfer_confirmations')
        .select('bank_reference')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      if (earlier) throw alreadyConfirmed(ref, earlier.bank_reference);
      if (order.state !== 'awaiting') throw notAwaiting(ref, order.state);
      if (order.expires_at !== null && Number(order.expires_at) <= now) {
        throw new AppError(
          'conflict',
          `Order ${ref} expired before the transfer was confirmed; its stock was released. Refund the money to the customer.`,
        );
      }
      const total = formatMoney(order.total_minor, order.currency);
      if (received.currency !== order.currency) {
        throw invalidField(
          'currency',
          `Order ${ref} is charged in ${order.currency} (${total}); a transfer in ${received.currency} does not pay it.`,
        );
      }
      if (received.amountMinor < order.total_minor) {
        throw invalidField(
          'amount',
          `${formatMoney(received.amountMinor, received.currency)} is short of the order total ${total}. Confirm only once the full amount has arrived.`,
        );
      }
      await trx
        .insertInto('transfer_confirmations')
        .values({
          order_id: orderId,
          amount_minor: received.amountMinor,
          currency: received.currency,
          received_on: received.receivedOn,
          bank_reference: received.bankReference,
          staff_user_id: staff.id,
          created_at: now,
        })
        .execute();
      const over = received.amountMinor - order.total_minor;
      const moved = await transition(trx, {
        step: 'confirm_transfer',
        orderId,
        actor: { kind: 'staff', userId: staff.id },
        note:
          `bank transfer ${order.transfer_reference} confirmed: ${formatMoney(received.amountMinor, received.currency)} ` +
          `received ${received.receivedOn}, bank reference ${received.bankReference}` +
          (over > 0 ? `; ${formatMoney(over, order.currency)} more than the total, to refund by hand` : ''),
        changes: { paid_at: now, payment_method: 'bank_transfer' },
        publicUrl: deps.publicUrl,
        now,
        facts: {
          amountMinor: order.total_minor,
          currency: order.currency,
          providerName: 'bank transfer',
          testMode: false,
        },
      });
      if (!moved) {
        const after = await repo.findOrder(trx, { id: orderId });
        throw notAwaiting(ref, after?.state ?? 'cancelled');
      }
      await recordAudit(
        trx,
        staff,
        {
          action: 'order.transfer_confirmed',
          entityType: 'order',
          entityId: ref,
          summary: `Order ${ref}: bank transfer ${order.transfer_reference} confirmed, ${formatMoney(received.amountMinor, received.currency)} (bank reference ${received.bankReference})`,
          changes: {
            state: { from: order.state, to: 'opened' },
            amount_received_minor: { from: null, to: received.amountMinor },
            bank_reference: { from: null, to: received.bankReference },
          },
        },
        now,
      );
    });
  } catch (error) {
    // Another member of staff confirmed it at the same moment (the unique index on order_id).
    if (isUniqueViolation(error, { table: 'transfer_confirmations', column: 'order_id' })) {
      throw new AppError('conflict', 'This transfer was confirmed by someone else at the same moment.');
    }
    throw error;
  }
}

const alreadyConfirmed = (ref: string, bankReference: string) =>
  new AppError('conflict', `The transfer for order ${ref} was already confirmed (bank reference ${bankReference}).`);

function notAwaiting(ref: string, state: string) {
  if (state === 'expired') {
    return new AppError(
      'conflict',
      `Order ${ref} expired before the transfer was confirmed; its stock was released. Refund the money to the customer.`,
    );
  }
  if (state === 'cancelled') {
    return new AppError(
      'conflict',
      `Order ${ref} was cancelled; it can no longer be paid. Refund the money to the customer.`,
    );
  }
  return new AppError('conflict', `Order ${ref} is no longer awaiting payment (it is ${state}).`);
}
