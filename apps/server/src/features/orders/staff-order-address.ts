import type { Address } from '@oja/shared/orders';
import { countryName, findCountry } from '@oja/shared/countries';
import type { Currency } from '@oja/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { stateName } from './order-graph.ts';
import { transition } from './order-lifecycle.ts';
import * as ordersRepository from './orders.repository.ts';
import { hasCompleteAddress } from './placed-address.ts';

/**
 * Staff complete (or correct) the delivery address of an order that awaits payment. An order that
 * had no country yet takes the currency of its destination (naira in Nigeria, dollars elsewhere):
 * when that changes, the subtotal is recomputed from the unit prices recorded at placing, and
 * the fees are cleared, so staff set them again in the new currency before the customer can pay.
 * The lifecycle's `readdress` step: recorded, the customer is not told.
 */
export async function changeOrderAddress(db: Kysely<DB>, staffId: number, id: number, input: Address) {
  await db.transaction().execute(async (trx) => {
    const o = await ordersRepository.findOrder(trx, { id });
    if (!o) throw notFound('Order');
    if (o.state !== 'awaiting') {
      throw new AppError(
        'conflict',
        `The address can be changed only while an order awaits payment; this one is ${stateName(o.state).toLowerCase()}.`,
      );
    }
    const country = findCountry(input.country)!.code;
    const currency: Currency = hasCompleteAddress(o) ? o.currency : country === 'NG' ? 'NGN' : 'USD';
    const now = Date.now();
    let repriced = {};
    if (currency !== o.currency) {
      const items = await ordersRepository.orderItems(trx, id);
      const unit = (i: (typeof items)[number]) => (currency === 'NGN' ? i.unit_price_ngn_kobo : i.unit_price_usd_cents);
      const subtotal = items.reduce((sum, i) => sum + unit(i) * i.quantity, 0);
      // The discounts follow the goods into the new currency, in the same proportion (decision 0037).
      const scale = (minor: number) => (o.subtotal_minor === 0 ? 0 : Math.round((minor * subtotal) / o.subtotal_minor));
      const promotion = scale(o.promotion_discount_minor);
      const voucher = Math.min(scale(o.voucher_discount_minor), subtotal - promotion);
      repriced = {
        currency,
        subtotal_minor: subtotal,
        promotion_discount_minor: promotion,
        voucher_discount_minor: voucher,
        shipping_cost_minor: 0,
        freight_fee_minor: 0,
        handling_fee_minor: 0,
        packaging_fee_minor: 0,
        insurance_fee_minor: 0,
        total_minor: subtotal - promotion - voucher,
        order_reviewed: 0 as const,
      };
    }
    const where = [input.street, input.city, input.lga ?? '', input.state, input.postal_code, countryName(country)]
      .filter((part) => part !== '')
      .join(', ');
    const changed = await transition(trx, {
      step: 'readdress',
      orderId: id,
      actor: { kind: 'staff', userId: staffId },
      note:
        `${hasCompleteAddress(o) ? 'address changed' : 'address completed'}: ${where}, phone ${input.phone}` +
        (currency === o.currency ? '' : `; now charged in ${currency}, fees to be set again`),
      changes: {
        address_street: input.street,
        address_city: input.city,
        address_state: input.state,
        address_lga: input.lga ?? '',
        address_country: country,
        address_postal_code: input.postal_code,
        address_phone: input.phone,
        ...repriced,
      },
      now,
    });
    if (!changed) {
      throw new AppError(
        'conflict',
        'The order changed at the same moment (paid or cancelled). Reload it and try again.',
      );
    }
  });
}
