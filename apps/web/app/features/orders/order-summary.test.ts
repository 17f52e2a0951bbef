import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@oja/shared/cart';
import type { CompiledMessages } from '@oja/shared/messages';
import type { Quote } from '@oja/shared/orders';
import { registerCatalogue } from '../../i18n/i18n';
import * as checkoutEn from '../../i18n/compiled/checkout-en';
import { applyPending } from '../cart/use-cart';
import { OrderSummary } from './order-summary';

// QA's case (issue 30, E19): goods ₦24,450, automatic promotions −₦2,760, the cart says ₦21,690.
const cart: Cart = {
  items: [
    {
      item: { id: 1, title: 'Zobo', image_url: '', price: 10, price_naira: 8150, quantity_in_stock: 9 },
      quantity: 3,
      totalPrice: 30,
      totalNairaPrice: 24450,
      discount: 3.4,
      discount_naira: 2760,
      promotion: 'Three for less',
    },
  ],
  total_quantity: 3,
  line_count: 1,
  totalPrice: 30,
  totalNairaPrice: 24450,
  discount: 3.4,
  discount_naira: 2760,
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('OrderSummary before a destination is known', () => {
  it('subtracts the automatic promotions from the total before delivery fees, as the cart does', () => {
    const html = renderToStaticMarkup(
      h(OrderSummary, { cart: applyPending(cart, []), currency: 'NGN', quote: null, quoting: false }),
    );
    expect(text(html)).toContain('cart.promotions −₦2,760');
    expect(text(html)).toContain('checkout.total-before-fees ₦21,690');
  });
  it('does the same in dollars, and shows no promotion line when none applies', () => {
    const usd = renderToStaticMarkup(
      h(OrderSummary, { cart: applyPending(cart, []), currency: 'USD', quote: null, quoting: false }),
    );
    expect(text(usd)).toContain('checkout.total-before-fees $26.60');
    const plain = {
      ...cart,
      items: cart.items.map((l) => ({ ...l, discount: undefined, discount_naira: undefined, promotion: undefined })),
    };
    const none = renderToStaticMarkup(
      h(OrderSummary, { cart: applyPending(plain, []), currency: 'NGN', quote: null, quoting: false }),
    );
    expect(text(none)).not.toContain('cart.promotions');
    expect(text(none)).toContain('checkout.total-before-fees ₦24,450');
  });
});

describe('OrderSummary with a voucher that costs the free shipping (issue 30, E4)', () => {
  // QA's case: goods ₦35,320, promotions −₦4,792, WELCOME10 −₦3,053: ₦27,475 of goods, below ₦30,000.
  const quote: Quote = {
    currency: 'NGN',
    covered: true,
    free_shipping: false,
    free_shipping_from: 30_000,
    item_count: 4,
    subtotal: 35_320,
    discount: 7_845,
    amount: 27_475,
    promotion_discount: 4_792,
    line_discounts: [],
    voucher: { code: 'WELCOME10', discount: 3_053, free_delivery: false },
    voucher_problem: null,
    free_shipping_lost_by_voucher: 1_500,
    shipping_cost: 1_500,
    shipping_fee: 0,
    handling_fee: 200,
    packaging_fee: 300,
    insurance_fee: 0,
    order_total: 29_475,
    delivery_estimate: null,
  };
  const render = (q: Quote) => {
    // The compiled chunk, as entry.server.tsx registers it.
    registerCatalogue('en', 'checkout', (checkoutEn as unknown as { messages: CompiledMessages }).messages);
    return text(
      renderToStaticMarkup(
        h(OrderSummary, { cart: applyPending(cart, []), currency: 'NGN', quote: q, quoting: false }),
      ),
    );
  };

  it('says the voucher takes the goods below the threshold, and what shipping then costs', () => {
    expect(render(quote)).toContain(
      'Voucher WELCOME10 brings your goods to ₦27,475, below the ₦30,000 from which shipping is free: ' +
        'shipping now costs ₦1,500. Without the voucher it would be free.',
    );
  });
  it('says nothing of the kind when the voucher is not what costs the shipping', () => {
    expect(render({ ...quote, free_shipping_lost_by_voucher: undefined })).not.toContain('Without the voucher');
  });
});
