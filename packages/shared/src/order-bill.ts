import type { StaffOrderDetail } from './staff-orders.ts';
import type { Currency } from './money.ts';
import type { OrderDetail } from './orders.ts';

/**
 * An order's bill, the one truth every page, e-mail and API answer shows (issue 30, E1 and E2):
 * each line with the variant bought, then the subtotal, the promotions, the voucher, each fee and
 * the total. Amounts are integer minor units of the order's currency; discounts are negative, so
 * the rows add up to the total.
 */

export const feeKinds = ['shipping_cost', 'freight_fee', 'handling_fee', 'packaging_fee', 'insurance_fee'] as const;
export type FeeKind = (typeof feeKinds)[number];

export interface BillSourceLine {
  product_id: number;
  title: string;
  variant_id?: number | null;
  variant_label?: string | null;
  quantity: number;
  unit_minor: number;
  /** The automatic promotion's discount of the line, as a positive amount, and its name. */
  discount_minor: number;
  promotion: string | null;
  image_url?: string;
}

export interface BillSource {
  currency: Currency;
  items: BillSourceLine[];
  promotion_discount_minor: number;
  voucher_discount_minor: number;
  voucher_code: string | null;
  fees: Record<FeeKind, number>;
}

export interface BillLine {
  /** Unique within the order: product and variant. */
  key: string;
  product_id: number;
  /** The product's title and the variant bought: "Yaji Suya Spice (1 kg)". */
  name: string;
  title: string;
  variant_label: string | null;
  quantity: number;
  unit_minor: number;
  total_minor: number;
  discount_minor: number;
  promotion: string | null;
  image_url: string;
}

export type BillRow =
  | { kind: 'subtotal'; minor: number }
  | { kind: 'promotions'; minor: number }
  | { kind: 'voucher'; code: string | null; minor: number }
  | { kind: FeeKind; minor: number };

export interface Bill {
  currency: Currency;
  lines: BillLine[];
  /** Subtotal, then the discounts the order had (negative), then every fee. */
  rows: BillRow[];
  /** The sum of the rows. */
  total_minor: number;
}

/** A line's name: the title, and the variant bought in brackets (as the cart writes it). */
export function itemName(title: string, variantLabel?: string | null): string {
  return variantLabel ? `${title} (${variantLabel})` : title;
}

/** The bill of an order: its lines and the rows that add up to its total. */
export function orderBill(source: BillSource): Bill {
  const lines = source.items.map((i) => ({
    key: `${i.product_id}:${i.variant_id ?? 0}`,
    product_id: i.product_id,
    name: itemName(i.title, i.variant_label),
    title: i.title,
    variant_label: i.variant_label ?? null,
    quantity: i.quantity,
    unit_minor: i.unit_minor,
    total_minor: i.unit_minor * i.quantity,
    discount_minor: i.discount_minor,
    promotion: i.promotion,
    image_url: i.image_url ?? '',
  }));
  const rows: BillRow[] = [{ kind: 'subtotal', minor: lines.reduce((sum, l) => sum + l.total_minor, 0) }];
  if (source.promotion_discount_minor > 0) rows.push({ kind: 'promotions', minor: -source.promotion_discount_minor });
  if (source.voucher_discount_minor > 0) {
    rows.push({ kind: 'voucher', code: source.voucher_code, minor: -source.voucher_discount_minor });
  }
  for (const kind of feeKinds) rows.push({ kind, minor: source.fees[kind] });
  return { currency: source.currency, lines, rows, total_minor: rows.reduce((sum, r) => sum + r.minor, 0) };
}

/** Major units of the public API (JSON numbers) back to exact minor units. */
const minor = (major: number) => Math.round(major * 100);

/** The bill of an order as the customer API answers it (`GET /api/orders/?order_id=`). */
export function billOfOrder(order: OrderDetail): Bill {
  return orderBill({
    currency: order.currency,
    items: order.items.map((i) => ({
      product_id: i.id,
      title: i.title,
      variant_id: i.variant_id,
      variant_label: i.variant_label,
      quantity: i.quantity,
      unit_minor: minor(i.unit_price),
      discount_minor: minor(i.discount),
      promotion: i.promotion,
      image_url: i.image_url,
    })),
    promotion_discount_minor: minor(order.promotion_discount),
    voucher_discount_minor: minor(order.voucher_discount),
    voucher_code: order.voucher_code,
    fees: {
      shipping_cost: minor(order.shipping_cost),
      freight_fee: minor(order.shipping_fee),
      handling_fee: minor(order.handling_fee),
      packaging_fee: minor(order.packaging_fee),
      insurance_fee: minor(order.insurance_fee),
    },
  });
}

/** The bill of an order as the staff API answers it (`GET /api/admin/orders/{id}`). */
export function billOfStaffOrder(order: StaffOrderDetail): Bill {
  return orderBill({
    currency: order.currency,
    items: order.items.map((i) => ({
      product_id: i.product_id,
      title: i.title,
      variant_id: i.variant_id,
      variant_label: i.variant_label,
      quantity: i.quantity,
      unit_minor: i.unit_price_minor,
      discount_minor: i.discount_minor,
      promotion: i.promotion,
      image_url: i.image_url,
    })),
    promotion_discount_minor: order.promotion_discount_minor,
    voucher_discount_minor: order.voucher_discount_minor,
    voucher_code: order.voucher_code,
    fees: {
      shipping_cost: order.fees.shipping_cost_minor,
      freight_fee: order.fees.freight_fee_minor,
      handling_fee: order.fees.handling_fee_minor,
      packaging_fee: order.fees.packaging_fee_minor,
      insurance_fee: order.fees.insurance_fee_minor,
    },
  });
}
