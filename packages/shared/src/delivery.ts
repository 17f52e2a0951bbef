import { z } from 'zod';
import { moneyTextSchema } from './staff.ts';
import { rowIdSchema } from './ids.ts';
import { findNigerianState } from './nigeria.ts';

/**
 * Delivery options: home delivery or collection from a pickup station, the estimated delivery
 * dates, and the one free-shipping promise (docs/decisions/0030-delivery-options-and-sms.md).
 */

export const deliveryMethods = ['home', 'pickup'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

/** What the shopper chose at checkout. No choice (older clients) is home delivery. */
export const deliveryChoiceSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('home') }),
  z.object({ method: z.literal('pickup'), station_id: rowIdSchema('Choose a pickup station') }),
]);
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

/** Business days to delivery, at the earliest and at the latest. */
export const deliveryDaysSchema = z.object({ min: z.number().int(), max: z.number().int() });

/** The estimated delivery dates (YYYY-MM-DD, in the shop's time zone), or null when unknown. */
export const deliveryEstimateSchema = z.object({ from: z.string(), to: z.string() }).nullable();
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/** A pickup station as shoppers see it: fees in major units of each currency. */
export const pickupStationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  state: z.string(),
  opening_hours: z.string(),
  fee: z.object({ USD: z.number(), NGN: z.number() }),
  delivery_days: deliveryDaysSchema,
});
export type PickupStation = z.infer<typeof pickupStationSchema>;

export const pickupStationQuerySchema = z.object({ state: z.string().trim().max(100).optional() });

/** A pickup station in the back office: fees in minor units, as other staff amounts. */
export const adminPickupStationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  state: z.string(),
  opening_hours: z.string(),
  fee_usd_cents: z.number().int(),
  fee_ngn_kobo: z.number().int(),
  min_days: z.number().int(),
  max_days: z.number().int(),
  active: z.boolean(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type AdminPickupStation = z.infer<typeof adminPickupStationSchema>;

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max, `Use at most ${max} characters`);
const days = z.coerce
  .number({ error: 'Enter a number of business days' })
  .int('Enter a whole number of business days')
  .min(0, 'Enter 0 or more business days')
  .max(60, 'Use at most 60 business days');

/** Stations are in Nigeria: one of its 36 states or the FCT, stored by its list name ("lagos state" → "Lagos"). */
const stationState = text('state', 100).transform((typed, ctx) => {
  const state = findNigerianState(typed);
  if (state) return state.name;
  ctx.addIssue({ code: 'custom', message: 'Choose one of Nigeria’s 36 states or the FCT' });
  return z.NEVER;
});

const stationFields = {
  name: text('station name', 120),
  address: text('address', 300),
  state: stationState,
  opening_hours: text('opening hours', 200),
  fee_usd: moneyTextSchema,
  fee_ngn: moneyTextSchema,
  min_days: days,
  max_days: days,
};

const daysInOrder = (v: { min_days?: number; max_days?: number }) =>
  v.min_days === undefined || v.max_days === undefined || v.min_days <= v.max_days;
const daysMessage = { message: 'The earliest delivery must not be later than the latest', path: ['max_days'] };

/** A new station (money as decimal text, "1500" or "2.50"). */
export const pickupStationInputSchema = z
  .object({ ...stationFields, active: z.boolean().default(true) })
  .refine(daysInOrder, daysMessage);
export type PickupStationInput = z.input<typeof pickupStationInputSchema>;

/** A change to a station: any of its fields; `active: false` takes it off checkout. */
export const pickupStationPatchSchema = z
  .object({ ...stationFields, active: z.boolean() })
  .partial()
  .refine(daysInOrder, daysMessage);
export type PickupStationPatch = z.input<typeof pickupStationPatchSchema>;

/** The free-shipping thresholds, in major units of each currency (the fee rules' `free_shipping_from`). */
export const freeShippingFromSchema = z.object({ USD: z.number(), NGN: z.number() });
export type FreeShippingFrom = z.infer<typeof freeShippingFromSchema>;

export { formatDeliveryEstimate, freeShippingPromise } from './delivery-text.ts';
