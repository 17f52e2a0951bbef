import type { Kysely, Updateable } from 'kysely';
import { formatMoney, type Currency } from '@oja/shared/money';
import type { DB, OrdersTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  bankTransferMail,
  enqueueMail,
  onDeliveryAcceptedMail,
  orderPlacedMail,
  paymentReceivedMail,
  readyForPaymentMail,
  refusedAtDeliveryMail,
  statusChangedMail,
  type MailMessage,
  type ReviewedOrder,
} from '../../mail/index.ts';
import type { ServerMessageId } from '../../i18n/index.ts';
import { alertStaff } from '../alerts/index.ts';
import { notifyOrderCustomer } from '../notifications/index.ts';
import { releaseVoucher } from '../promotions/index.ts';
import {
  notYours,
  orderSteps,
  refusal,
  type OrderActorKind,
  type OrderState,
  type OrderStep,
  type OrderStepName,
} from './order-graph.ts';
import type { Bill } from '@oja/shared/order-bill';
import { holdsStock } from './holdings.repository.ts';
import * as repo from './orders.repository.ts';
import { billOfOrderRow } from './orders.views.ts';
import { queueOrderSms } from './order-sms.ts';

export interface StepActor {
  kind: OrderActorKind;
  userId: number | null;
}

/** What a step's e-mail says beyond the order itself, for the steps whose e-mail needs more. */
interface StepFacts {
  review: { fees: ReviewedOrder['fees'] };
  pay: { amountMinor: number; currency: Currency; providerName: string; testMode: boolean };
  confirm_transfer: { amountMinor: number; currency: Currency; providerName: string; testMode: boolean };
  /** The shop's account the transfer goes to, and its time zone for the deadline. */
  choose_transfer: { bank: { bankName: string; accountName: string; accountNumber: string }; timeZone: string };
}
type FactsOf<S extends OrderStepName> = S extends keyof StepFacts ? { facts: StepFacts[S] } : { facts?: undefined };

export type TransitionRequest<S extends OrderStepName = OrderStepName> = {
  step: S;
  orderId: number;
  /** The state the caller read the order in; by default the step's only starting state. */
  from?: OrderState;
  actor: StepActor;
  /** Kept with the order event (what was paid, which fees were set…). */
  note: string | null;
  /** Other columns changed by the same conditional update (a review's fees, a new address). */
  changes?: Updateable<OrdersTable>;
  /** The shop's address, for the links in the customer's e-mail (steps that e-mail the customer). */
  publicUrl?: string;
  now?: number;
} & FactsOf<S>;

function startOf(step: OrderStepName, s: OrderStep, from: OrderState | undefined): OrderState {
  if (from !== undefined) return from;
  if (s.from.length === 1) return s.from[0]!;
  throw new Error(`transition(${step}): say which state the order was read in (${s.from.join(', ')})`);
}

/**
 * Takes one step of an order's lifecycle, inside the caller's transaction: checks the step against
 * the graph (order-graph.ts; an actor, a starting state or a guard not met is refused with an
 * AppError and nothing changes), moves the order with one conditional update
 * (`UPDATE … WHERE id = ? AND state = from`), returns its stock when the step says so, records
 * the order event, and tells the customer (notification and e-mail). Of several callers taking
 * steps from the same state at once (two staff, a webhook and the browser's return, a cancel and
 * the expiry run) exactly one wins and sees `true`; the others change nothing and see `false`.
 */
export async function transition<S extends OrderStepName>(
  trx: Kysely<DB>,
  request: TransitionRequest<S>,
): Promise<boolean> {
  const { step, orderId, actor, note } = request;
  const s: OrderStep = orderSteps[step];
  if (!s.by.includes(actor.kind)) throw new AppError('forbidden', notYours(step, actor.kind));
  const from = startOf(step, s, request.from);
  if (!s.from.includes(from)) throw new AppError('conflict', refusal(from, s.to));
  // How the order is paid and whether it was: read for a guard, and to know whether the order holds
  // stock before and after a step into or out of `processed` (holdsStock; unpaid pay on delivery).
  const facts =
    s.guard || from === 'processed' || s.to === 'processed'
      ? await trx
          .selectFrom('orders')
          .select(['order_ref', 'payment_method', 'paid_at'])
          .where('id', '=', orderId)
          .executeTakeFirst()
      : undefined;
  if (s.guard) {
    // A guard reads what does not change once the order has left `awaiting` (how it is paid) or
    // changes only with its state (when it was paid): the conditional update below still decides races.
    const refused = facts && s.guard({ ...facts, paid_at: facts.paid_at === null ? null : Number(facts.paid_at) });
    if (refused) throw new AppError('conflict', refused);
  }
  const now = request.now ?? Date.now();
  let update = trx
    .updateTable('orders')
    .set({ ...request.changes, state: s.to, updated_at: now })
    .where('id', '=', orderId)
    .where('state', '=', from);
  if (s.once) update = update.where(s.once, 'is', null);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  const paidBefore = { payment_method: facts?.payment_method ?? null, paid_at: facts?.paid_at ?? null };
  const changes = request.changes ?? {};
  const paidAfter = {
    payment_method: changes.payment_method ?? paidBefore.payment_method,
    paid_at: changes.paid_at !== undefined ? changes.paid_at : paidBefore.paid_at,
  };
  // The held count moves with the order (decision 0067): in the transaction that changes its state.
  const hold = (Number(holdsStock({ state: s.to, ...paidAfter })) -
    Number(holdsStock({ state: from, ...paidBefore }))) as -1 | 0 | 1;
  if (s.returnsStock || hold !== 0) {
    const items = await repo.orderItems(trx, orderId);
    // Always in product order, so two orders returning stock at once never wait on each other.
    for (const item of items.sort((a, b) => a.product_id - b.product_id || a.variant_id - b.variant_id)) {
      await repo.settleLine(
        trx,
        { variantId: item.variant_id, quantity: item.quantity },
        { hold, restock: s.returnsStock === true },
      );
    }
  }
  if (s.returnsStock) {
    // And its voucher's use (decision 0037): a cancelled or expired order no longer holds one.
    const order = await trx.selectFrom('orders').select('voucher_id').where('id', '=', orderId).executeTakeFirst();
    await releaseVoucher(trx, order?.voucher_id ?? null);
  }
  await repo.insertEvent(trx, {
    order_id: orderId,
    from_state: from,
    to_state: s.to,
    actor_kind: actor.kind,
    actor_user_id: actor.userId,
    note,
    created_at: now,
  });
  await tellCustomer(trx, request, now);
  await tellStaff(trx, request, now);
  return true;
}

/**
 * The staff alerts a step raises (issue 35), in its transaction, to the staff who asked for them:
 * the order became paid (any step that records its payment), or the customer chose to pay by bank
 * transfer and the order now waits for staff to confirm the money.
 */
async function tellStaff<S extends OrderStepName>(trx: Kysely<DB>, request: TransitionRequest<S>, now: number) {
  const paid = request.changes?.paid_at !== undefined && request.changes.paid_at !== null;
  if (!paid && request.step !== 'choose_transfer') return;
  const o = await trx
    .selectFrom('orders')
    .select(['order_ref', 'total_minor', 'currency', 'transfer_reference'])
    .where('id', '=', request.orderId)
    .executeTakeFirst();
  if (!o) return;
  const amount = formatMoney(Number(o.total_minor), o.currency);
  if (paid) await alertStaff(trx, { kind: 'order_paid', ref: o.order_ref, amount }, request.publicUrl, now);
  else if (o.transfer_reference !== null) {
    const alert = { kind: 'transfer_waiting' as const, ref: o.order_ref, amount, reference: o.transfer_reference };
    await alertStaff(trx, alert, request.publicUrl, now);
  }
}

/** Records that a customer placed an order (the graph's `place` step), in the placing transaction. */
export async function recordPlacing(trx: Kysely<DB>, orderId: number, userId: number, note: string) {
  await repo.insertEvent(trx, {
    order_id: orderId,
    from_state: null,
    to_state: orderSteps.place.to,
    actor_kind: 'customer',
    actor_user_id: userId,
    note,
    created_at: Date.now(),
  });
}

/**
 * Tells the customer by e-mail that their order is placed (issue 30, E14): with its total to pay
 * when its fees are known (`reviewed`), else that staff will set them. In the placing transaction.
 * No SMS: the shopper has just placed it on the page (order-sms.ts), and a text costs the shop.
 * Without a public URL (no link to give) it says nothing.
 */
export async function tellPlacing(
  trx: Kysely<DB>,
  orderId: number,
  reviewed: boolean,
  publicUrl: string | undefined,
  now = Date.now(),
) {
  if (publicUrl === undefined) return;
  const o = await repo.findOrderWithCustomer(trx, orderId);
  if (!o) return;
  const customer = { email: o.email, first_name: o.first_name, language: o.language };
  const amount = reviewed ? formatMoney(o.total_minor, o.currency) : null;
  await enqueueMail(trx, orderPlacedMail(customer, o.order_ref, amount, publicUrl), now);
}

/**
 * Moments the customer is told of by e-mail and SMS though the step sends no notification: pay on
 * delivery accepted (with the amount to have ready) and an order refused at the door (issue 30).
 */
const saidWithoutNotice = {
  accept_on_delivery: 'sms.on-delivery',
  refused_on_delivery: 'sms.refused',
} as const satisfies Partial<Record<OrderStepName, ServerMessageId>>;

/** Steps told by e-mail alone: the bank details are too long for an SMS and need no notification. */
const mailedOnly: readonly OrderStepName[] = ['choose_transfer'];

type CustomerOrder = NonNullable<Awaited<ReturnType<typeof repo.findOrderWithCustomer>>>;

function customerMail<S extends OrderStepName>(
  request: TransitionRequest<S>,
  o: CustomerOrder,
  bill: Bill,
): MailMessage | null {
  const publicUrl = request.publicUrl;
  const customer = { email: o.email, first_name: o.first_name, language: o.language };
  const myOrders = `${publicUrl}/dashboard/my-orders`;
  if (publicUrl === undefined) throw new Error(`transition(${request.step}): the customer's e-mail needs publicUrl`);
  const facts = request.facts as StepFacts[keyof StepFacts] | undefined;
  switch (request.step) {
    case 'review': {
      const { fees } = facts as StepFacts['review'];
      const discounts = [
        { kind: 'promotions' as const, minor: o.promotion_discount_minor },
        { kind: 'voucher' as const, code: o.voucher_code, minor: o.voucher_discount_minor },
      ];
      const order = {
        ref: o.order_ref,
        currency: o.currency,
        subtotal: o.subtotal_minor,
        discounts,
        fees,
        total: o.total_minor,
        bill,
      };
      return readyForPaymentMail(customer, order, publicUrl);
    }
    case 'pay':
    case 'confirm_transfer': {
      const paid = facts as StepFacts['pay'];
      return paymentReceivedMail({
        to: o.email,
        firstName: o.first_name,
        orderRef: o.order_ref,
        myOrdersUrl: myOrders,
        estimate: o.delivery_from && o.delivery_to ? { from: o.delivery_from, to: o.delivery_to } : null,
        pickupStation: o.pickup_station_name,
        language: o.language,
        bill,
        ...paid,
      });
    }
    case 'process':
      return statusChangedMail(customer, o.order_ref, 'processed', publicUrl, o.pickup_station_name);
    case 'deliver':
    case 'paid_on_delivery':
      return statusChangedMail(customer, o.order_ref, 'delivered', publicUrl);
    case 'refund':
      return statusChangedMail(customer, o.order_ref, 'refunded', publicUrl);
    case 'accept_on_delivery':
      return onDeliveryAcceptedMail(customer, o.order_ref, formatMoney(o.total_minor, o.currency), publicUrl);
    case 'refused_on_delivery':
      return refusedAtDeliveryMail(customer, o.order_ref, publicUrl);
    case 'choose_transfer': {
      const { bank, timeZone } = facts as StepFacts['choose_transfer'];
      if (o.transfer_reference === null) return null;
      return bankTransferMail({
        to: o.email,
        firstName: o.first_name,
        orderRef: o.order_ref,
        ...bank,
        amountMinor: o.total_minor,
        currency: o.currency,
        reference: o.transfer_reference,
        expiresAt: o.expires_at === null ? null : Number(o.expires_at),
        timeZone,
        checkoutUrl: `${publicUrl}/checkout?order_id=${o.order_ref}`,
        language: o.language,
      });
    }
    default:
      return null;
  }
}

/**
 * The one place a customer hears about their order: the notification in their account and the
 * e-mail, both in the step's transaction (committed with it or not at all). Another channel (an
 * SMS) belongs here, beside them. Steps whose `tells` is null say nothing.
 */
async function tellCustomer<S extends OrderStepName>(trx: Kysely<DB>, request: TransitionRequest<S>, now: number) {
  const kind = orderSteps[request.step].tells;
  // Steps told by e-mail and SMS without a notification of their own (issue 30, E14).
  const said = saidWithoutNotice[request.step as keyof typeof saidWithoutNotice];
  const mailOnly = mailedOnly.includes(request.step);
  if (kind === null && said === undefined && !mailOnly) return;
  const order = await repo.findOrderWithCustomer(trx, request.orderId);
  if (!order) return;
  if (kind !== null) await notifyOrderCustomer(trx, order, kind, now);
  // The mails that list the order (review, payment) show its bill (issue 30): one read more for them.
  const billed = ['review', 'pay', 'confirm_transfer'].includes(request.step);
  const items = billed ? await repo.orderItems(trx, request.orderId) : [];
  const mail = customerMail(request, order, billOfOrderRow(order, items));
  if (mail) await enqueueMail(trx, mail, now);
  if (mailOnly) return;
  // And by SMS, when the customer asked for that at checkout: the same thing as the e-mail.
  const sms = said ? { id: said, amount: formatMoney(order.total_minor, order.currency) } : undefined;
  await queueOrderSms(trx, request.orderId, orderSteps[request.step].to, now, sms);
}
