import type { Cart } from '@oja/shared/cart';
import { toMajorUnits, type Currency } from '@oja/shared/money';
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

/** The API's cart from its lines: all arithmetic in minor units, major units only in the answer. */
export function toCartView(rows: CartLineRow[]): Cart {
  let usd = 0;
  let ngn = 0;
  let quantity = 0;
  const items = rows.map((row) => {
    const unit = unitPrices(row);
    usd += unit.USD * row.quantity;
    ngn += unit.NGN * row.quantity;
    quantity += row.quantity;
    return {
      item: {
        id: row.product_id,
        title: row.title,
        image_url: row.image_url,
        price: toMajorUnits(unit.USD),
        price_naira: toMajorUnits(unit.NGN),
        quantity_in_stock: row.stock,
      },
      quantity: row.quantity,
      totalPrice: toMajorUnits(unit.USD * row.quantity),
      totalNairaPrice: toMajorUnits(unit.NGN * row.quantity),
    };
  });
  return {
    items,
    total_quantity: quantity,
    line_count: items.length,
    totalPrice: toMajorUnits(usd),
    totalNairaPrice: toMajorUnits(ngn),
  };
}
