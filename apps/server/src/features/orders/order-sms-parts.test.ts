import { describe, expect, it } from 'vitest';
import { languages } from '@oja/shared/languages';
import { orderStates } from '@oja/shared/orders';
import type { OrderState } from '@oja/shared/order-status';
import { smsSize } from '../../sms/index.ts';
import { translator, type ServerMessageId } from '../../i18n/index.ts';
import { orderSms, smsKeepsMarks, smsPartsAllowed, type SmsOrder } from './order-sms.ts';

/**
 * Decision 0059: what every order update costs in every language, with realistic values filled in:
 * a reference as the shop makes them, the widest dates (two-digit days and months) and pickup
 * stations from a short name to the 120 characters the back office allows.
 */
const ref = 'OJA-7K3M9Q2P';
const widest = { delivery_from: '2026-11-28', delivery_to: '2026-12-30' };
const stations = {
  short: 'Ìkẹjà City Mall',
  typical: 'Ọ̀jà Ìkẹjà Pickup, Obafemi Awolowo Way',
  longest:
    'Ọ̀jà Ọba Àkànbí Pickup Station, beside the Ṣọ̀ǹgà Market bus stop, Obafemi Awolowo Way, Ìkẹjà, Lagos State 100271',
};
const home = (language: string, dates = true): SmsOrder => ({
  order_ref: ref,
  delivery_method: 'home',
  pickup_station_name: null,
  ...(dates ? widest : { delivery_from: null, delivery_to: null }),
  language,
});
const pickup = (language: string, station: string, dates = true): SmsOrder => ({
  ...home(language, dates),
  delivery_method: 'pickup',
  pickup_station_name: station,
});

/** The catalogue's message for a state, as the customer should read it whole. */
const homeIds: Partial<Record<OrderState, ServerMessageId>> = {
  awaiting: 'sms.awaiting',
  opened: 'sms.opened',
  processed: 'sms.processed',
  delivered: 'sms.delivered',
  refunded: 'sms.refunded',
  cancelled: 'sms.cancelled',
  expired: 'sms.expired',
};
const withEstimate: OrderState[] = ['opened', 'processed'];
const namesStation: OrderState[] = ['processed', 'delivered'];

it('texts the customer about every state but placing an order and the steps staff take before review', () => {
  expect(orderStates.filter((s) => orderSms(home('en'), s) !== null)).toEqual(Object.keys(homeIds));
});

describe.each(languages)('%s order updates', (language) => {
  const t = translator(language);
  const dates = (text: string) =>
    smsKeepsMarks(language) ? text.includes('28/11 - 30/12') : text.includes('Sat 28 Nov - Wed 30 Dec');

  it('each take one SMS part, whole, with their dates (the widest) and their marks', () => {
    for (const [state, id] of Object.entries(homeIds) as [OrderState, ServerMessageId][]) {
      const sms = orderSms(home(language), state)!;
      const expected = withEstimate.includes(state)
        ? `${t(id, { ref })} ${t('sms.expected', { dates: '' })}`
        : t(id, { ref });
      expect(sms.parts, state).toBe(smsPartsAllowed(false));
      expect(smsSize(sms.text).parts, `${state}: ${sms.text}`).toBe(1);
      if (withEstimate.includes(state)) expect(dates(sms.text), `${state}: ${sms.text}`).toBe(true);
      // Nothing folded or cut: the catalogue's words as they are (dates aside).
      const words = (s: string) =>
        s
          .replace(/28\/11 - 30\/12|Sat 28 Nov - Wed 30 Dec/, '')
          .replace(/\s+\.$/, '.')
          .trim();
      expect(words(sms.text), state).toBe(words(expected.replace('–', '-')));
      // Without an estimate, the same words and no dates.
      expect(orderSms(home(language, false), state)!.text, state).toBe(t(id, { ref }));
    }
  });

  it('naming a pickup station take at most two parts, the station’s name whole up to a typical length', () => {
    for (const state of namesStation) {
      for (const [kind, station] of Object.entries(stations)) {
        for (const withDates of [true, false]) {
          const sms = orderSms(pickup(language, station, withDates), state)!;
          const size = smsSize(sms.text);
          expect(sms.parts).toBe(smsPartsAllowed(true));
          expect(size.parts, `${state} ${kind}: ${sms.text} (${size.length} ${size.encoding})`).toBeLessThanOrEqual(2);
          expect(sms.text).toContain(ref);
          if (kind === 'longest') continue;
          const name = smsKeepsMarks(language) ? station : station.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
          expect(sms.text, `${state} ${kind}`).toContain(name);
          if (withDates && state === 'processed') expect(dates(sms.text), `${state} ${kind}: ${sms.text}`).toBe(true);
        }
      }
    }
  });

  it(smsKeepsMarks(language) ? 'keep their marked letters' : 'are GSM-7, a marked station name spelled plainly', () => {
    for (const state of orderStates) {
      for (const order of [home(language), pickup(language, stations.typical)]) {
        const text = orderSms(order, state)?.text;
        if (text === undefined) continue;
        // Yoruba's word for an order is ọ́dà, Igbo's ọda: never folded to "oda".
        if (language === 'yo') expect(text, state).toContain('ọ́dà');
        else if (language === 'ig') expect(text, state).toContain('ọda');
        else if (language !== 'ha') expect(smsSize(text).encoding, `${state}: ${text}`).toBe('gsm7');
      }
    }
    if (language === 'ha') {
      expect(orderSms(home('ha'), 'refunded')!.text).toContain('kuɗin');
      expect(orderSms(pickup('ha', stations.typical), 'processed')!.text).toContain('karɓar kaya Ọ̀jà Ìkẹjà');
    }
  });
});

describe('the cost of an order’s updates (decision 0059)', () => {
  /** Parts of: ready for payment, paid, on its way, delivered / ready to collect. */
  const journey = (order: (language: string) => SmsOrder, language: string) =>
    (['awaiting', 'opened', 'processed', 'delivered'] as const).map(
      (s) => smsSize(orderSms(order(language), s)!.text).parts,
    );

  it('home delivery: one part per update in every language, as in English', () => {
    for (const language of languages) expect(journey(home, language), language).toEqual([1, 1, 1, 1]);
  });

  it('pickup at a short-named station: the station texts take a second part where marks make them UCS-2', () => {
    const atIkeja = (language: string) => pickup(language, stations.short);
    expect(Object.fromEntries(languages.map((l) => [l, journey(atIkeja, l)]))).toEqual({
      en: [1, 1, 1, 1],
      pcm: [1, 1, 1, 1],
      yo: [1, 1, 2, 2],
      ha: [1, 1, 2, 1],
      ig: [1, 1, 2, 1],
    });
  });

  it('refunded, cancelled and expired: one part each', () => {
    for (const language of languages) {
      for (const state of ['refunded', 'cancelled', 'expired'] as const) {
        expect(smsSize(orderSms(home(language), state)!.text).parts, `${language} ${state}`).toBe(1);
      }
    }
  });

  it('Hausa words without hooked letters stay GSM-7; Yoruba and Igbo are UCS-2 throughout', () => {
    expect(smsSize(orderSms(home('ha'), 'opened')!.text).encoding).toBe('gsm7');
    expect(smsSize(orderSms(home('ha'), 'refunded')!.text).encoding).toBe('ucs2');
    for (const state of Object.keys(homeIds) as OrderState[]) {
      expect(smsSize(orderSms(home('yo'), state)!.text).encoding, state).toBe('ucs2');
      expect(smsSize(orderSms(home('ig'), state)!.text).encoding, state).toBe('ucs2');
    }
  });
});
