import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FaqSection {
  title: string;
  questions: { q: string; a: ReactNode }[];
}

/** The questions shoppers ask most, grouped the way they come up: delivery, paying, after the order. */
export const faqSections: FaqSection[] = [
  {
    title: 'Delivery',
    questions: [
      {
        q: 'Where do you deliver?',
        a: (
          <p>
            Everywhere in Nigeria, and to shoppers abroad. Fresh vegetables, fruits, fish and meat are delivered within
            Lagos only, so they reach you the same or the next day in cool boxes. Everything else (dried foods, spices,
            herbs, beauty products, fabrics and art) goes to every state in Nigeria and abroad.
          </p>
        ),
      },
      {
        q: 'How long does delivery take?',
        a: (
          <ul>
            <li>Lagos: the same day for orders paid before 12:00, otherwise the next working day.</li>
            <li>Other states in Nigeria: 2 to 5 working days.</li>
            <li>Abroad: usually 5 to 10 working days after dispatch, plus any time the parcel spends in customs.</li>
          </ul>
        ),
      },
      {
        q: 'How much does delivery cost?',
        a: (
          <p>
            It depends on where the parcel goes and how large and heavy it is. Your order lists every charge that
            applies (shipping, freight, handling, packaging and insurance) before you pay, so you always see the full
            total first.
          </p>
        ),
      },
      {
        q: 'Is shipping free?',
        a: (
          <p>
            Shipping is free on orders of $20 or more to the destinations our standard rates cover; your order shows
            when that applies. For destinations we quote one by one, mostly abroad, freight, handling, packaging and
            insurance may still be charged.
          </p>
        ),
      },
      {
        q: 'Who pays customs duties on deliveries abroad?',
        a: (
          <p>
            The person receiving the parcel, unless the order says otherwise. Duties and import taxes are set by the
            destination country and collected by its customs or the courier on delivery.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Orders and payment',
    questions: [
      {
        q: 'Why can’t I pay as soon as I place my order?',
        a: (
          <p>
            Placing an order reserves the items for you. We then confirm the delivery costs for your address. For most
            addresses that happens at once; otherwise our staff review the order, usually within two working hours. As
            soon as the order is reviewed, a <strong>Make Payment</strong> button appears beside it in{' '}
            <Link to="/dashboard/my-orders">My Orders</Link>.
          </p>
        ),
      },
      {
        q: 'How can I pay?',
        a: (
          <p>
            Through Paystack or Flutterwave: by Visa, Mastercard or Verve card, bank transfer or USSD in Nigeria, and by
            international card abroad. You enter your details on the provider’s secure page; Oja never sees or stores
            your card details.
          </p>
        ),
      },
      {
        q: 'Should I pay in naira or in dollars?',
        a: (
          <p>
            Prices are shown in naira (₦) for shoppers in Nigeria and in US dollars ($) everywhere else, and you can
            switch with the currency menu at the top of every page. Each product has its own price in each currency, set
            by us rather than converted at a daily rate. Your order is charged in the currency it was placed in. With a
            Nigerian card, naira avoids foreign-exchange charges; with a card from abroad, dollars usually do.
          </p>
        ),
      },
      {
        q: 'How long do I have to pay?',
        a: (
          <p>
            Each order shows until when it can be paid. An order that is not paid in time expires and its items go back
            on sale; you can simply place a new one.
          </p>
        ),
      },
      {
        q: 'I paid, but my order still says it is awaiting payment.',
        a: (
          <p>
            We mark an order as paid only after the payment provider confirms the payment to us, which normally takes a
            few moments. Please don’t pay a second time. If it still shows unpaid after an hour,{' '}
            <Link to="/contact-us">contact us</Link> with the order ID.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Cancelling, returns and refunds',
    questions: [
      {
        q: 'Can I cancel my order?',
        a: (
          <p>
            Yes. While an order is awaiting confirmation and unpaid, cancel it yourself in{' '}
            <Link to="/dashboard/my-orders">My Orders</Link>. Once it is paid, contact us quickly: if it has not left
            our store yet, we cancel it and refund you in full.
          </p>
        ),
      },
      {
        q: 'Can I return something?',
        a: (
          <p>
            Unused items in their original packaging can be returned within 7 days of delivery. Opened food, spices,
            herbs and beauty products can’t be returned for hygiene reasons unless they are faulty. See our{' '}
            <Link to="/terms-and-conditions">Terms and Conditions</Link> for the details.
          </p>
        ),
      },
      {
        q: 'What if fresh food arrives damaged or spoilt?',
        a: (
          <p>
            Tell us within 24 hours of delivery and send a photo. We replace the item or refund it, whichever you
            prefer.
          </p>
        ),
      },
      {
        q: 'How do refunds work?',
        a: (
          <p>
            Refunds go back to the card or account you paid with, through the same payment provider, normally within 5
            to 10 working days of our approval. The order then shows as <strong>Order Refunded</strong>.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Fresh and perishable goods',
    questions: [
      {
        q: 'How do you keep fresh food fresh?',
        a: (
          <p>
            We buy fresh produce in the Lagos markets every morning, pack fish, meat and other chilled items in
            insulated boxes with ice packs, and deliver them within Lagos the same or the next day. Please be at the
            address during the delivery window.
          </p>
        ),
      },
      {
        q: 'How should I store what I receive?',
        a: (
          <p>
            Put fish and meat in the fridge or freezer as soon as they arrive, and leafy vegetables in the fridge. Keep
            spices, herbs and dried foods in closed jars away from heat and sunlight; shea butter and black soap keep
            best in a cool, dry place.
          </p>
        ),
      },
    ],
  },
];
