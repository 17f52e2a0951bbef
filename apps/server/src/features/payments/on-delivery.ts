import type { Kysely } from 'kysely';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { formatMoney } from '@oja/shared/money';
import { findNigerianState } from '@oja/shared/nigeria';
import type { OnDeliveryRules } from '@oja/shared/payment-methods';
import type { OnDeliveryLimits } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { inEnglish, invalidField, notFound, refuse, refuseEach, type Said } from '../../errors.ts';
import type { Language } from '@oja/shared/languages';
import { translator } from '../../i18n/index.ts';
import { transition } from '../orders/index.ts';
import { lockOnDeliveryHolders, openOnDelivery, refusalsOf } from './on-delivery-holds.ts';
import { notPayableReason } from './payment-rules.ts';
import * as repo from './payments.repository.ts';

type Check = {
  rule: 'enabled' | 'state' | 'max_value' | 'signed_in' | 'verified_phone' | 'refusals' | 'awaiting' | 'open_orders';
  passed: boolean;
  message: string;
  /** What the message names (states, amounts, a count), for the shop's pages to say in their language. */
  values?: Record<string, string>;
};

/** A rule's check with, when it fails, its message by id (the refusal of `chooseOnDelivery`). */
type RuleCheck = Check & { said?: Said };

/** The check of a rule: passed, or failed with its message by id (`message` is its English). */
const passes = (rule: Check['rule'], message: string, values?: Record<string, string>): RuleCheck => ({
  rule,
  passed: true,
  message,
  ...(values ? { values } : {}),
});
const fails = (rule: Check['rule'], said: Said, values?: Record<string, string>): RuleCheck => ({
  rule,
  passed: false,
  message: inEnglish(said),
  ...(values ? { values } : {}),
  said,
});

export async function loadOnDeliveryRules(db: Kysely<DB>): Promise<OnDeliveryRules> {
  const row = await db.selectFrom('on_delivery_rules').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) {
    return {
      enabled: false,
      states: [],
      max_ngn_kobo: null,
      max_usd_cents: null,
      require_verified_phone: true,
      max_refusals: 0,
    };
  }
  return {
    enabled: row.enabled === 1,
    states: JSON.parse(row.states) as string[],
    max_ngn_kobo: row.max_ngn_kobo === null ? null : Number(row.max_ngn_kobo),
    max_usd_cents: row.max_usd_cents === null ? null : Number(row.max_usd_cents),
    require_verified_phone: row.require_verified_phone === 1,
    max_refusals: row.max_refusals,
  };
}

/** Staff change the rules; states are checked against Nigeria's list and stored by their names. */
export async function saveOnDeliveryRules(db: Kysely<DB>, actor: AuditActor, rules: OnDeliveryRules, now = Date.now()) {
  const states: string[] = [];
  for (const [i, text] of rules.states.entries()) {
    const state = findNigerianState(text);
    if (!state) throw invalidField(`states.${i}`, `"${text}" is not a Nigerian state`);
    if (!states.includes(state.name)) states.push(state.name);
  }
  const row = {
    enabled: rules.enabled ? (1 as const) : (0 as const),
    states: JSON.stringify(states),
    max_ngn_kobo: rules.max_ngn_kobo,
    max_usd_cents: rules.max_usd_cents,
    require_verified_phone: rules.require_verified_phone ? (1 as const) : (0 as const),
    max_refusals: rules.max_refusals,
    updated_at: now,
  };
  const before = await loadOnDeliveryRules(db);
  await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('on_delivery_rules').set(row).where('id', '=', 1).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await trx
        .insertInto('on_delivery_rules')
        .values({ id: 1, ...row })
        .execute();
    const after = { ...rules, states };
    const changes = Object.fromEntries(
      (Object.keys(after) as (keyof typeof after)[])
        .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
        .map((k) => [k, { from: before[k], to: after[k] }]),
    );
    await recordAudit(trx, actor, {
      action: 'setting.on_delivery_rules',
      entityType: 'setting',
      entityId: 'on_delivery_rules',
      summary: `Pay-on-delivery rules changed: ${Object.keys(changes).join(', ') || 'saved unchanged'}`,
      changes,
    });
  });
  return loadOnDeliveryRules(db);
}

/**
 * Every rule of pay on delivery for this order and its (signed-in) customer, each with whether it
 * passes and, in words, why not. Pay on delivery is offered only when all pass; the server decides.
 * For the web app's request (`language`, issue 31) a rule not met is said in the page's language.
 */
export async function onDeliveryChecks(
  db: Kysely<DB>,
  order: repo.PayableOrder,
  limits: OnDeliveryLimits,
  { now = Date.now(), language = null }: { now?: number; language?: Language | null } = {},
): Promise<Check[]> {
  const say = language ? translator(language) : null;
  return (await ruleChecks(db, order, limits, now)).map(({ said, ...check }) =>
    said && say ? { ...check, message: say(said.id, said.values) } : check,
  );
}

async function ruleChecks(
  db: Kysely<DB>,
  order: repo.PayableOrder,
  limits: OnDeliveryLimits,
  now: number,
): Promise<RuleCheck[]> {
  const rules = await loadOnDeliveryRules(db);
  const user = await db
    .selectFrom('users')
    .select(['phone', 'phone_verified_at'])
    .where('id', '=', order.user_id)
    .executeTakeFirst();
  const phoneVerified = Boolean(user?.phone && user.phone_verified_at !== null);
  const verifiedPhone = phoneVerified ? user!.phone : null;
  // Counted per account, per verified phone and per delivery phone: a new account is no fresh start (N7).
  const refusals = await refusalsOf(db, {
    userId: order.user_id,
    phone: verifiedPhone,
    deliveryPhone: order.address_phone,
  });
  const open = await openOnDelivery(db, { userId: order.user_id, phone: verifiedPhone });
  const openFull = open.customer >= limits.maxPerCustomer || open.phone >= limits.maxPerPhone;
  const refusal = order.state === 'awaiting' ? notPayableReason(order, now) : null;
  const max = order.currency === 'NGN' ? rules.max_ngn_kobo : rules.max_usd_cents;
  // A pickup order is paid where it is collected: the station's state, not the customer's (N7).
  const pickup = order.delivery_method === 'pickup' && order.station_state !== null;
  const where = pickup
    ? { state: order.station_state!, country: order.station_country ?? 'NG' }
    : { state: order.address_state, country: order.address_country };
  const inState = where.country === 'NG' && rules.states.includes(findNigerianState(where.state)?.name ?? '');
  const states = { states: rules.states.join(', ') };
  const total = formatMoney(order.total_minor, order.currency);
  const amounts = {
    currency: order.currency,
    total,
    ...(max === null ? {} : { max: formatMoney(max, order.currency) }),
  };
  const refusedCount = String(rules.max_refusals + 1);
  const openMax = String(open.customer >= limits.maxPerCustomer ? limits.maxPerCustomer : limits.maxPerPhone);
  return [
    rules.enabled ? passes('enabled', 'Pay on delivery is available.') : fails('enabled', { id: 'detail.cod.off' }),
    order.state === 'awaiting' && refusal === null
      ? passes('awaiting', 'The order is waiting for payment.')
      : fails('awaiting', refusal ?? { id: 'detail.cod.not-awaiting' }),
    inState
      ? passes('state', `Our riders collect payment in ${where.state}.`, states)
      : rules.states.length === 0
        ? fails('state', { id: 'detail.cod.no-state' }, states)
        : fails('state', { id: 'detail.cod.state', values: states }, states),
    max === null
      ? fails('max_value', { id: 'detail.cod.currency', values: { currency: order.currency } }, amounts)
      : order.total_minor <= max
        ? passes('max_value', `Orders up to ${amounts.max} can be paid on delivery.`, amounts)
        : fails('max_value', { id: 'detail.cod.max', values: { max: amounts.max!, total } }, amounts),
    passes('signed_in', 'You are signed in.'),
    !rules.require_verified_phone || phoneVerified
      ? passes('verified_phone', 'Your phone number is verified.')
      : fails('verified_phone', { id: 'detail.cod.phone' }),
    refusals <= rules.max_refusals
      ? passes('refusals', 'No more refused deliveries than we allow.', { count: refusedCount })
      : fails('refusals', { id: 'detail.cod.refusals', values: { count: refusedCount } }, { count: refusedCount }),
    !openFull
      ? passes('open_orders', 'No more pay-on-delivery orders waiting than we allow.', { max: openMax })
      : fails('open_orders', { id: 'detail.cod.open', values: { max: openMax } }, { max: openMax }),
  ];
}

/**
 * The shopper chose pay on delivery: every rule is checked again inside the transaction (holding
 * the customer's and the phone's locks, so that two at once cannot both pass a cap), then the
 * lifecycle's `accept_on_delivery` step moves the order to `on_delivery`: unpaid, its stock still
 * reserved, to be dispatched by staff within `limits.dispatchHours` or expire (decision 0040).
 */
export async function chooseOnDelivery(
  db: Kysely<DB>,
  publicUrl: string,
  order: repo.PayableOrder,
  limits: OnDeliveryLimits,
  now = Date.now(),
) {
  await db.transaction().execute(async (trx) => {
    await lockOnDeliveryHolders(trx, order.user_id);
    const current = (await repo.findOrder(trx, { id: order.id }))!;
    // Every rule not met, each said by its id (one sentence each, as the page lists them).
    const failed = (await ruleChecks(trx, current, limits, now)).flatMap((c) => (c.said ? [c.said] : []));
    if (failed.length > 0) throw refuseEach('conflict', failed);
    const moved = await transition(trx, {
      step: 'accept_on_delivery',
      orderId: order.id,
      actor: { kind: 'customer', userId: order.user_id },
      note: `to be paid on delivery (${formatMoney(current.total_minor, current.currency)})`,
      changes: { payment_method: 'on_delivery', expires_at: now + Math.round(limits.dispatchHours * 3_600_000) },
      publicUrl,
      now,
    });
    if (!moved) throw refuse('conflict', 'detail.order.changed-page');
  });
}

/**
 * Staff record what happened at the door: `paid` (delivered and the payment recorded; only once it
 * is processed, i.e. out for delivery) or `refused` (the order is cancelled, its stock returns, and
 * the refusal counts against the customer). Which order may take which of these steps is the
 * order graph's to say (its states and guards, decision 0040), not this function's.
 */
export async function recordDeliveryOutcome(
  db: Kysely<DB>,
  publicUrl: string,
  staffId: number,
  orderId: number,
  outcome: 'paid' | 'refused',
  now = Date.now(),
) {
  await db.transaction().execute(async (trx) => {
    const o = await trx
      .selectFrom('orders')
      .select(['order_ref', 'state', 'total_minor', 'currency'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!o) throw notFound('Order');
    const actor = { kind: 'staff' as const, userId: staffId };
    const moved =
      outcome === 'paid'
        ? await transition(trx, {
            step: 'paid_on_delivery',
            from: o.state,
            orderId,
            actor,
            note: `paid on delivery: ${formatMoney(o.total_minor, o.currency)} collected`,
            changes: { paid_at: now, delivery_outcome: 'paid' },
            publicUrl,
            now,
          })
        : await transition(trx, {
            step: 'refused_on_delivery',
            from: o.state,
            orderId,
            actor,
            note: 'refused at delivery: stock returned; counts against the customer',
            changes: { delivery_outcome: 'refused' },
            publicUrl,
            now,
          });
    if (!moved) throw refuse('conflict', 'detail.order.changed');
  });
}
