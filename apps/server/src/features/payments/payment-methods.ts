import type { Language } from '@oja/shared/languages';
import type { PaymentOptions } from '@oja/shared/payment-methods';
import { channelLabel } from '@oja/shared/payment-methods';
import type { Actor } from '../accounts/index.ts';
import { orderNotFound } from '../../errors.ts';
import { bankAccountCurrency, chooseBankTransfer, transferDetails } from './bank-transfer.ts';
import type { PaymentsContext } from './context.ts';
import { chooseOnDelivery, onDeliveryChecks } from './on-delivery.ts';
import { notPayableReason } from './payment-rules.ts';
import * as repo from './payments.repository.ts';
import { providerDisplayNames } from './provider-names.ts';

async function ownOrder(ctx: PaymentsContext, actor: Actor, key: string): Promise<repo.PayableOrder> {
  const order = await repo.findOrder(ctx.db, /^\d+$/.test(key) ? { id: Number(key) } : { ref: key });
  if (!order || order.user_id !== actor.id) throw orderNotFound(key);
  return order;
}

/** The channels the active provider's page offers, as configured (the test page stands in for Paystack's). */
export function providerChannels(ctx: PaymentsContext): string[] {
  const name = ctx.providers.active.name;
  return name === 'flutterwave' ? ctx.config.payments.channels.flutterwave : ctx.config.payments.channels.paystack;
}

/**
 * How this order may be paid now: the provider's page, a bank transfer, pay on delivery (with why
 * not: in the page's language for the web app's request, `language`).
 */
export async function paymentOptions(
  ctx: PaymentsContext,
  actor: Actor,
  key: string,
  language: Language | null = null,
): Promise<PaymentOptions> {
  const order = await ownOrder(ctx, actor, key);
  const name = providerDisplayNames[ctx.providers.active.name];
  const channels = providerChannels(ctx);
  const bank = ctx.config.payments.bank;
  const checks = await onDeliveryChecks(ctx.db, order, ctx.config.onDelivery, { language });
  return {
    order_id: order.order_ref,
    method: order.payment_method,
    provider: { display_name: name, label: channelLabel(channels, name), channels },
    bank_transfer: {
      available: bank !== null && order.currency === bankAccountCurrency && notPayableReason(order) === null,
      details: bank ? transferDetails(bank, order) : null,
    },
    on_delivery: { available: checks.every((c) => c.passed), checks },
  };
}

export async function payByBankTransfer(ctx: PaymentsContext, actor: Actor, key: string) {
  const order = await ownOrder(ctx, actor, key);
  return chooseBankTransfer(
    { db: ctx.db, bank: ctx.config.payments.bank, publicUrl: ctx.config.publicUrl, timeZone: ctx.config.shop.timeZone },
    order,
  );
}

export async function payOnDelivery(ctx: PaymentsContext, actor: Actor, key: string, language: Language | null = null) {
  const order = await ownOrder(ctx, actor, key);
  await chooseOnDelivery(ctx.db, ctx.config.publicUrl, order, ctx.config.onDelivery);
  return paymentOptions(ctx, actor, order.order_ref, language);
}
