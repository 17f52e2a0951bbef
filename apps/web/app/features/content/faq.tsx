import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageId, MessageValues, useT } from '../../i18n/i18n';
import { rich } from '../../i18n/rich';

type T = ReturnType<typeof useT>;

export interface FaqSection {
  /** Stable, for the heading's id: the title is in the page's language. */
  key: string;
  title: string;
  questions: { key: string; q: string; a: ReactNode }[];
}

/** A question and its answer: one paragraph, or the lines of a list. */
interface FaqQuestion {
  key: string;
  q: MessageId;
  a: MessageId | MessageId[];
}

/** The questions shoppers ask most, grouped the way they come up: delivery, paying, after the order. */
const sections: { key: string; title: MessageId; questions: FaqQuestion[] }[] = [
  {
    key: 'delivery',
    title: 'content.faq.section.delivery',
    questions: [
      { key: 'where', q: 'content.faq.q.where', a: 'content.faq.a.where' },
      {
        key: 'how-long',
        q: 'content.faq.q.how-long',
        a: ['content.faq.a.how-long.lagos', 'content.faq.a.how-long.states', 'content.faq.a.how-long.abroad'],
      },
      { key: 'cost', q: 'content.faq.q.cost', a: 'content.faq.a.cost' },
      { key: 'free', q: 'content.faq.q.free', a: 'content.faq.a.free' },
      { key: 'duties', q: 'content.faq.q.duties', a: 'content.faq.a.duties' },
    ],
  },
  {
    key: 'payment',
    title: 'content.faq.section.payment',
    questions: [
      { key: 'why-wait', q: 'content.faq.q.why-wait', a: 'content.faq.a.why-wait' },
      { key: 'how-pay', q: 'content.faq.q.how-pay', a: 'content.faq.a.how-pay' },
      { key: 'currency', q: 'content.faq.q.currency', a: 'content.faq.a.currency' },
      { key: 'pay-by', q: 'content.faq.q.pay-by', a: 'content.faq.a.pay-by' },
      { key: 'paid-unpaid', q: 'content.faq.q.paid-unpaid', a: 'content.faq.a.paid-unpaid' },
    ],
  },
  {
    key: 'after',
    title: 'content.faq.section.after',
    questions: [
      { key: 'cancel', q: 'content.faq.q.cancel', a: 'content.faq.a.cancel' },
      { key: 'return', q: 'content.faq.q.return', a: 'content.faq.a.return' },
      { key: 'spoilt', q: 'content.faq.q.spoilt', a: 'content.faq.a.spoilt' },
      { key: 'refunds', q: 'content.faq.q.refunds', a: 'content.faq.a.refunds' },
    ],
  },
  {
    key: 'fresh',
    title: 'content.faq.section.fresh',
    questions: [
      { key: 'fresh', q: 'content.faq.q.fresh', a: 'content.faq.a.fresh' },
      { key: 'store', q: 'content.faq.q.store', a: 'content.faq.a.store' },
    ],
  },
];

const myOrders = (text: string) => <Link to="/dashboard/my-orders">{text}</Link>;
const strong = (text: string) => <strong>{text}</strong>;
/** The parts the answers' tags stand for: <0> My Orders, <1> bold, <2> contact, <3> terms. */
const parts = [
  myOrders,
  strong,
  (text: string) => <Link to="/contact-us">{text}</Link>,
  (text: string) => <Link to="/terms-and-conditions">{text}</Link>,
];

/** The FAQ in the page's language (area `content`); `values` fill the answers' placeholders. */
export function faqSections(t: T, values?: MessageValues): FaqSection[] {
  return sections.map((section) => ({
    key: section.key,
    title: t(section.title),
    questions: section.questions.map(({ key, q, a }) => ({
      key,
      q: t(q),
      a: Array.isArray(a) ? (
        <ul>
          {a.map((line) => (
            <li key={line}>{rich(t(line, values), parts)}</li>
          ))}
        </ul>
      ) : (
        <p>{rich(t(a, values), parts)}</p>
      ),
    })),
  }));
}
