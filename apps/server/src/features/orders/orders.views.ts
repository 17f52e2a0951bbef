import { countryName } from '@oja/shared/countries';
import { toMajorUnits } from '@oja/shared/money';
import { orderStatusOfState } from '@oja/shared/order-status';
import { orderBill, type Bill } from '@oja/shared/order-bill';
import type { OrderDetail, OrderSummary } from '@oja/shared/orders';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

type BilledOrder = Pick<
  OrderRow,
  | 'currency'
  | 'promotion_discount_minor'
  | 'voucher_discount_minor'
  | 'voucher_code'
  | 'shipping_cost_minor'
  | 'freight_fee_minor'
  | 'handling_fee_minor'
  | 'packaging_fee_minor'
  | 'insurance_fee_minor'
>;

/**
 * The option an order line names: its variant and the label it had, or nulls for a product's
 * default variant (decision 0086), which clients are never shown as an option.
 */
export const lineOption = (i: { variant_id: number; variant_label: string | null }) =>
  i.variant_label === null
    ? { variant_id: null, variant_label: null }
    : { variant_id: i.variant_id, variant_label: i.variant_label };

/** The order's bill (packages/shared/src/order-bill.ts) from its stored row and lines. */
export function billOfOrderRow(o: BilledOrder, items: OrderItemRow[]): Bill {
  return orderBill({
    currency: o.currency,
    items: items.map((i) => ({
      product_id: i.product_id,
      title: i.title,
      ...lineOption(i),
      quantity: i.quantity,
      unit_minor: o.currency === 'NGN' ? i.unit_price_ngn_kobo : i.unit_price_usd_cents,
      discount_minor: i.discount_minor,
      promotion: i.promotion,
      image_url: i.image_url,
    })),
    promotion_discount_minor: o.promotion_discount_minor,
    voucher_discount_minor: o.voucher_discount_minor,
    voucher_code: o.voucher_code,
    fees: {
      shipping_cost: o.shipping_cost_minor,
      freight_fee: o.freight_fee_minor,
      handling_fee: o.handling_fee_minor,
      packaging_fee: o.packaging_fee_minor,
      insurance_fee: o.insurance_fee_minor,
    },
  });
}

export function toOrderSummary(o: OrderRow): OrderSummary {
  return {
    id: o.id,
    order_id: o.order_ref,
    status: orderStatusOfState(o.state),
    state: o.state,
    order_reviewed: o.order_reviewed === 1,
    currency: o.currency,
    amount: toMajorUnits(o.subtotal_minor - o.promotion_discount_minor - o.voucher_discount_minor),
    shipping_cost: toMajorUnits(o.shipping_cost_minor),
    shipping_fee: toMajorUnits(o.freight_fee_minor),
    handling_fee: toMajorUnits(o.handling_fee_minor),
    packaging_fee: toMajorUnits(o.packaging_fee_minor),
    insurance_fee: toMajorUnits(o.insurance_fee_minor),
    order_total: toMajorUnits(o.total_minor),
    created_at: o.created_at,
    expires_at: o.expires_at,
    delivery_method: o.delivery_method,
    pickup_station:
      o.pickup_station_id === null
        ? null
        : { id: o.pickup_station_id, name: o.pickup_station_name ?? '', address: o.pickup_station_address ?? '' },
    delivery_estimate:
      o.delivery_from === null || o.delivery_to === null ? null : { from: o.delivery_from, to: o.delivery_to },
    sms_updates: o.sms_updates === 1,
    subtotal: toMajorUnits(o.subtotal_minor),
    discount: toMajorUnits(o.promotion_discount_minor + o.voucher_discount_minor),
    promotion_discount: toMajorUnits(o.promotion_discount_minor),
    voucher_discount: toMajorUnits(o.voucher_discount_minor),
    voucher_code: o.voucher_code,
  };
}

export function toOrderDetail(o: OrderRow, items: OrderItemRow[]): OrderDetail {
  const country = countryName(o.address_country);
  return {
    ...toOrderSummary(o),
    // Parts not known yet (a street line alone, until staff complete it) are left out. The line
    // keeps its original parts (clients read it); Nigeria's LGA is in `address.lga`.
    shipping_address: [o.address_street, o.address_city, o.address_state, o.address_postal_code, country]
      .filter((part) => part !== '')
      .join(', '),
    address: {
      street: o.address_street,
      city: o.address_city,
      state: o.address_state,
      lga: o.address_lga,
      country: o.address_country,
      country_name: country,
      postal_code: o.address_postal_code,
      phone: o.address_phone,
    },
    items: items.map((i) => ({
      id: i.product_id,
      title: i.title,
      image_url: i.image_url,
      quantity: i.quantity,
      total_price: toMajorUnits(i.unit_price_usd_cents * i.quantity),
      total_price_naira: toMajorUnits(i.unit_price_ngn_kobo * i.quantity),
      unit_price: toMajorUnits(o.currency === 'NGN' ? i.unit_price_ngn_kobo : i.unit_price_usd_cents),
      ...(i.variant_label === null ? {} : lineOption(i)),
      discount: toMajorUnits(i.discount_minor),
      promotion: i.promotion,
    })),
  };
}
