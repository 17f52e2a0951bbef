import type { Kysely } from 'kysely';
import type { Currency } from '@oja/shared/money';
import { formatMoney } from '@oja/shared/money';
import type { DB } from '../../db/schema.ts';
import type { VoucherProblem } from '@oja/shared/promotions';
import { inEnglish, refuse, type Said } from '../../errors.ts';
import { lineDiscounts, voucherDiscount, type LineDiscount } from './discounts.ts';
import * as repo from './promotions.repository.ts';
import { runningPromotionsAt } from './running-promotions.ts';
import { unknownVoucher } from './voucher-guesses.ts';

export interface OfferLine {
  productId: number;
  quantity: number;
  /** Unit price in the order's currency, minor units. */
  unitMinor: number;
}

export interface AppliedVoucher {
  id: number;
  code: string;
  discountMinor: number;
  freeDelivery: boolean;
}

export interface Offers {
  lines: LineDiscount[];
  promotionDiscountMinor: number;
  voucher: AppliedVoucher | null;
  /** The code asked for does not apply: why (for the shopper). */
  voucherProblem: VoucherProblem | null;
}

export interface OfferRequest {
  userId: number;
  currency: Currency;
  lines: OfferLine[];
  voucherCode?: string;
  now?: number;
}

/**
 * The automatic promotions of the lines and the voucher asked for, checked against its rules:
 * active, started and not ended, the goods (after the promotions) at least its minimum spend in
 * the order's currency, under its total and per-customer limits, and the customer's first order
 * when it says so. A voucher that fails a rule is not applied; the reason is returned.
 */
export async function offersFor(db: Kysely<DB>, req: OfferRequest): Promise<Offers> {
  const now = req.now ?? Date.now();
  const [rules, categories] = await Promise.all([
    repo.runningPromotions(db, now),
    repo.categoriesOf(
      db,
      req.lines.map((l) => l.productId),
    ),
  ]);
  const categoryOf = new Map(categories.map((c) => [c.id, c.category_id]));
  const lines = lineDiscounts(
    rules,
    req.lines.map((l) => ({ ...l, categoryId: categoryOf.get(l.productId) ?? 0 })),
    req.currency,
  );
  const promotionDiscountMinor = lines.reduce((sum, l) => sum + l.discountMinor, 0);
  const goodsMinor = req.lines.reduce((sum, l) => sum + l.unitMinor * l.quantity, 0) - promotionDiscountMinor;
  if (req.voucherCode === undefined) return { lines, promotionDiscountMinor, voucher: null, voucherProblem: null };
  const checked = await checkVoucher(db, req.voucherCode, req.userId, req.currency, goodsMinor, now);
  return 'problem' in checked
    ? {
        lines,
        promotionDiscountMinor,
        voucher: null,
        voucherProblem: {
          code: req.voucherCode,
          message: inEnglish(checked.problem),
          message_id: checked.problem.id,
          ...(checked.problem.values ? { message_values: checked.problem.values } : {}),
        },
      }
    : { lines, promotionDiscountMinor, voucher: checked, voucherProblem: null };
}

async function checkVoucher(
  db: Kysely<DB>,
  code: string,
  userId: number,
  currency: Currency,
  goodsMinor: number,
  now: number,
): Promise<AppliedVoucher | { problem: Said }> {
  const v = await repo.findVoucherByCode(db, code);
  // Unknown, switched off, not started or ended: one answer, so that guessing codes tells nothing
  // of codes kept for later or used before (security review N4; voucher-guesses.ts limits guesses).
  const running =
    v && v.active === 1 && (v.starts_at === null || now >= v.starts_at) && (v.ends_at === null || now < v.ends_at);
  if (!running) return { problem: { id: unknownVoucher, values: { code } } };
  const minimum = currency === 'NGN' ? v.min_spend_ngn_kobo : v.min_spend_usd_cents;
  if (goodsMinor < minimum) {
    return {
      problem: {
        id: 'detail.voucher.minimum',
        values: { code, minimum: formatMoney(minimum, currency), more: formatMoney(minimum - goodsMinor, currency) },
      },
    };
  }
  if (v.usage_limit !== null && v.used_count >= v.usage_limit) {
    return { problem: { id: 'detail.voucher.used-up', values: { code } } };
  }
  const personal = await personalProblem(db, v, userId);
  if (personal) return { problem: personal };
  const terms = { kind: v.kind, percent: v.percent, amount: { USD: v.amount_usd_cents, NGN: v.amount_ngn_kobo } };
  return {
    id: v.id,
    code: v.code,
    discountMinor: voucherDiscount(terms, goodsMinor, currency),
    freeDelivery: v.free_delivery === 1,
  };
}

async function personalProblem(db: Kysely<DB>, v: repo.VoucherRow, userId: number): Promise<Said | null> {
  if (v.first_order_only === 1 && (await repo.customerOrderCount(db, userId)) > 0) {
    return { id: 'detail.voucher.first-order', values: { code: v.code } };
  }
  if (v.per_customer_limit !== null && (await repo.customerUses(db, v.id, userId)) >= v.per_customer_limit) {
    return v.per_customer_limit === 1
      ? { id: 'detail.voucher.already-used', values: { code: v.code } }
      : { id: 'detail.voucher.used-times', values: { code: v.code, count: v.per_customer_limit } };
  }
  return null;
}

/** Why the voucher does not apply, as a refusal (by key). */
export const voucherRefusal = (problem: Said) => refuse('voucher_not_applicable', problem.id, problem.values);

/**
 * Takes the voucher's use for an order being placed, in the order's transaction: the conditional
 * update (repository `takeUse`) keeps the total limit under any concurrency and holds the
 * voucher's row until the transaction ends, so the customer's own limits are checked again
 * behind it, against every order committed before.
 */
export async function claimVoucher(trx: Kysely<DB>, voucher: AppliedVoucher, userId: number): Promise<void> {
  if (!(await repo.takeUse(trx, voucher.id))) {
    throw voucherRefusal({ id: 'detail.voucher.used-up', values: { code: voucher.code } });
  }
  const v = await repo.findVoucher(trx, voucher.id);
  const personal = v ? await personalProblem(trx, v, userId) : null;
  if (personal) throw voucherRefusal(personal);
}

/** An order cancelled or expired gives its voucher's use back (decision 0037). */
export async function releaseVoucher(trx: Kysely<DB>, voucherId: number | null): Promise<void> {
  if (voucherId !== null) await repo.returnUse(trx, voucherId);
}

/** A cart line as the cart's promotions need it: prices in both currencies, minor units. */
export interface CartOfferLine {
  productId: number;
  categoryId: number;
  quantity: number;
  unitMinor: Record<Currency, number>;
}

export interface CartLinePromotion {
  discountMinor: Record<Currency, number>;
  promotion: { id: number; name: string } | null;
}

/**
 * The automatic promotions running now on a cart's lines, in both currencies (the shopper may
 * switch), by the same rules as an order's pricing (`lineDiscounts`). No voucher and no address:
 * those belong to checkout. With the catalogue's generation read beside the lines, the running
 * promotions this process read at that generation are used again (`runningPromotionsAt`): no
 * statement at all; else one, and none for an empty cart.
 */
export async function cartPromotions(
  db: Kysely<DB>,
  lines: CartOfferLine[],
  now = Date.now(),
  generation?: number,
): Promise<CartLinePromotion[]> {
  if (lines.length === 0) return [];
  const rules =
    generation === undefined ? await repo.runningPromotions(db, now) : await runningPromotionsAt(db, generation, now);
  const inCurrency = (currency: Currency) =>
    lineDiscounts(
      rules,
      lines.map((l) => ({ ...l, unitMinor: l.unitMinor[currency] })),
      currency,
    );
  const ngn = inCurrency('NGN');
  const usd = inCurrency('USD');
  return lines.map((_, i) => ({
    discountMinor: { NGN: ngn[i]!.discountMinor, USD: usd[i]!.discountMinor },
    promotion: ngn[i]!.promotion ?? usd[i]!.promotion,
  }));
}
