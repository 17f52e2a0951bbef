import { isDefaultVariant } from '@oja/shared/catalog';
import type { Cart } from '@oja/shared/cart';
import { toMajorUnits, type Currency } from '@oja/shared/money';
import type { CartLinePromotion } from '../promotions/index.ts';
import type { CartLineRow } from './cart.repository.ts';

interface PricedProduct {
  price_usd_cents: number;
  price_ngn_kobo: number;
  sale_price_usd_cents: number | null;
  sale_price_ngn_kobo: number | null;
}

/** What a buyer pays now for one unit, in minor units of each currency (the sale price on offer). */
export function unitPrices(p: PricedProduct): Record<Currency, number> {
  return { USD: p.sale_price_usd_cents ?? p.price_usd_cents, NGN: p.sale_price_ngn_kobo ?? p.price_ngn_kobo };
}

/**
 * The API's cart from its lines and their promotions (same order): all arithmetic in minor
 * units, major units only in the answer. `totalPrice`/`totalNairaPrice` stay the goods at their
 * prices (the sum of the lines, as before); `discount`/`discount_naira` (only when there is one) is
 * what the automatic promotions take off them.
 */
export function toCartView(rows: CartLineRow[], promotions: (CartLinePromotion | undefined)[] = []): Cart {
  let usd = 0;
  let ngn = 0;
  let offUsd = 0;
  let offNgn = 0;
  let quantity = 0;
  const items = rows.map((row, i) => {
    const unit = unitPrices(row);
    usd += unit.USD * row.quantity;
    ngn += unit.NGN * row.quantity;
    quantity += row.quantity;
    const promo = promotions[i];
    const off = promo?.promotion ? promo.discountMinor : null;
    if (off) {
      offUsd += off.USD;
      offNgn += off.NGN;
    }
    return {
      item: {
        id: row.product_id,
        title: row.title,
        image_url: row.image_url,
        price: toMajorUnits(unit.USD),
        price_naira: toMajorUnits(unit.NGN),
        quantity_in_stock: row.stock,
      },
      // Only lines of an option carry these (decision 0086): other lines keep the original shape.
      ...(isDefaultVariant({ label: row.variant_label })
        ? {}
        : { variant_id: row.variant_id, variant_label: row.variant_label }),
      quantity: row.quantity,
      totalPrice: toMajorUnits(unit.USD * row.quantity),
      totalNairaPrice: toMajorUnits(unit.NGN * row.quantity),
      // Only lines a promotion covers carry these (decision 0037).
      ...(off && promo?.promotion
        ? { discount: toMajorUnits(off.USD), discount_naira: toMajorUnits(off.NGN), promotion: promo.promotion.name }
        : {}),
    };
  });
  return {
    items,
    total_quantity: quantity,
    line_count: items.length,
    totalPrice: toMajorUnits(usd),
    totalNairaPrice: toMajorUnits(ngn),
    // Only a cart with a promotion carries these: others keep the shape they had.
    ...(offUsd > 0 || offNgn > 0 ? { discount: toMajorUnits(offUsd), discount_naira: toMajorUnits(offNgn) } : {}),
  };
}
