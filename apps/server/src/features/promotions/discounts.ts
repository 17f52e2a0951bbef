import type { Currency } from '@oja/shared/money';

/** A promotion as the pricing needs it. */
export interface PromotionRule {
  id: number;
  name: string;
  kind: 'category_percent' | 'buy_x_get_y';
  /** null: every product. */
  category_id: number | null;
  percent: number;
  buy_quantity: number;
  free_quantity: number;
}

export interface DiscountableLine {
  productId: number;
  categoryId: number;
  quantity: number;
  /** The unit price in the order's currency, minor units. */
  unitMinor: number;
}

export interface LineDiscount {
  productId: number;
  discountMinor: number;
  promotion: { id: number; name: string } | null;
}

/** `amount × percent / 100`, rounded half up, in minor units. */
export const percentOf = (amountMinor: number, percent: number) => Math.floor((amountMinor * percent + 50) / 100);

/**
 * A percentage off in the order's currency: naira in whole naira, rounded up, in the shopper's
 * favour (issue 30, E15: a rider cannot collect kobo); dollars to the cent, rounded half up.
 */
export function percentDiscount(amountMinor: number, percent: number, currency: Currency): number {
  if (currency === 'NGN') return Math.floor((amountMinor * percent + 9_999) / 10_000) * 100;
  return percentOf(amountMinor, percent);
}

/** What one promotion takes off one line (0 when it does not cover the line). */
export function promotionDiscount(rule: PromotionRule, line: DiscountableLine, currency: Currency): number {
  if (rule.category_id !== null && rule.category_id !== line.categoryId) return 0;
  if (rule.kind === 'category_percent') return percentDiscount(line.unitMinor * line.quantity, rule.percent, currency);
  // Buy X get Y: of every X + Y units, Y are free ("buy 3 pay 2" is buy 2 get 1).
  const group = rule.buy_quantity + rule.free_quantity;
  if (rule.buy_quantity < 1 || rule.free_quantity < 1) return 0;
  return Math.floor(line.quantity / group) * rule.free_quantity * line.unitMinor;
}

/**
 * Each line gets the one promotion that takes the most off it (promotions do not add up on a
 * line; on a tie the older promotion wins). Lines no promotion covers get nothing.
 */
export function lineDiscounts(rules: PromotionRule[], lines: DiscountableLine[], currency: Currency): LineDiscount[] {
  const ordered = [...rules].sort((a, b) => a.id - b.id);
  return lines.map((line) => {
    let best: LineDiscount = { productId: line.productId, discountMinor: 0, promotion: null };
    for (const rule of ordered) {
      const off = Math.min(promotionDiscount(rule, line, currency), line.unitMinor * line.quantity);
      if (off > best.discountMinor) {
        best = { productId: line.productId, discountMinor: off, promotion: { id: rule.id, name: rule.name } };
      }
    }
    return best;
  });
}

/** A voucher as the pricing needs it (amounts in minor units). */
export interface VoucherTerms {
  kind: 'percent' | 'fixed';
  percent: number;
  amount: Record<Currency, number>;
}

/** What a voucher takes off the goods (after the promotions): never more than the goods. */
export function voucherDiscount(v: VoucherTerms, goodsMinor: number, currency: Currency): number {
  const off = v.kind === 'percent' ? percentDiscount(goodsMinor, v.percent, currency) : v.amount[currency];
  return Math.max(0, Math.min(off, goodsMinor));
}
