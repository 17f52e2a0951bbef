import type { Currency } from '@oja/shared/money';
import { findNigerianState, stateKey } from '@oja/shared/nigeria';
import type { DeliveryDays, FeeRule, FeeRules } from './fee-rules.ts';

export interface Parcel {
  /** ISO country code of the destination. */
  country: string;
  state: string;
  currency: Currency;
  subtotalMinor: number;
  weightGrams: number;
  itemCount: number;
}

export interface Fees {
  covered: boolean;
  /** The rule that set the fees, or null when staff must set them. */
  rule: string | null;
  freeShipping: boolean;
  shippingCostMinor: number;
  freightFeeMinor: number;
  handlingFeeMinor: number;
  packagingFeeMinor: number;
  insuranceFeeMinor: number;
  /** Business days to delivery under the rule (or its zone, or the pickup station); null: unknown. */
  deliveryDays: DeliveryDays | null;
}

/** What a pickup station charges and how long delivery to it takes. */
export interface StationTerms {
  name: string;
  feeMinor: Record<Currency, number>;
  deliveryDays: DeliveryDays;
}

/**
 * "Lagos State", " lagos " and "LAGOS" name the same state; in Nigeria so do "FCT", "Abuja" and
 * "Federal Capital Territory" (the list's aliases).
 */
const normaliseState = (s: string) => findNigerianState(s)?.name.toLowerCase() ?? stateKey(s);

export const inStates = (states: string[], state: string) =>
  states.some((s) => normaliseState(s) === normaliseState(state));

const zoneOf = (rules: FeeRules, rule: FeeRule) =>
  rule.zone === undefined ? undefined : rules.zones.find((z) => z.name === rule.zone);

function covers(rules: FeeRules, rule: FeeRule, p: Parcel): boolean {
  if (rule.country !== p.country) return false;
  // A rule with `states` and a `zone` covers the states of both.
  const zone = zoneOf(rules, rule);
  if (rule.states || zone) {
    const inRule = rule.states !== undefined && inStates(rule.states, p.state);
    const inZone = zone !== undefined && zone.country === p.country && inStates(zone.states, p.state);
    if (!inRule && !inZone) return false;
  }
  if (rule.subtotal_from !== undefined && p.subtotalMinor < rule.subtotal_from[p.currency]) return false;
  if (rule.subtotal_below !== undefined && p.subtotalMinor >= rule.subtotal_below[p.currency]) return false;
  if (rule.min_weight_grams !== undefined && p.weightGrams < rule.min_weight_grams) return false;
  if (rule.max_weight_grams !== undefined && p.weightGrams > rule.max_weight_grams) return false;
  if (rule.max_items !== undefined && p.itemCount > rule.max_items) return false;
  return true;
}

/**
 * The fees of a parcel under the first rule that covers it, in minor units of its currency. An
 * uncovered parcel gets no fees: staff review the order and set them before it can be paid.
 */
export function computeFees(rules: FeeRules, p: Parcel): Fees {
  const rule = rules.rules.find((r) => covers(rules, r, p));
  const freeShipping = p.subtotalMinor >= rules.free_shipping_from[p.currency];
  if (!rule) {
    return {
      covered: false,
      rule: null,
      freeShipping,
      shippingCostMinor: 0,
      freightFeeMinor: 0,
      handlingFeeMinor: 0,
      packagingFeeMinor: 0,
      insuranceFeeMinor: 0,
      deliveryDays: null,
    };
  }
  const startedKilos = Math.ceil(p.weightGrams / 1000);
  return {
    covered: true,
    rule: rule.name,
    freeShipping,
    shippingCostMinor: freeShipping ? 0 : rule.shipping[p.currency],
    freightFeeMinor: freeShipping ? 0 : rule.freight_per_kg[p.currency] * startedKilos,
    handlingFeeMinor: rule.handling_per_item[p.currency] * p.itemCount,
    packagingFeeMinor: rule.packaging[p.currency],
    // Integer rounding half up of subtotal × basis points / 10,000.
    insuranceFeeMinor: Math.floor((p.subtotalMinor * rule.insurance_basis_points + 5_000) / 10_000),
    deliveryDays: rule.delivery_days ?? zoneOf(rules, rule)?.delivery_days ?? null,
  };
}

/**
 * The fees of a parcel collected from a pickup station: the station's fee is the whole delivery
 * charge (no freight, handling, packaging or insurance), waived from the same free-shipping
 * threshold as home delivery. Always covered: the station's fee is known.
 */
export function computePickupFees(rules: FeeRules, station: StationTerms, p: Parcel): Fees {
  const freeShipping = p.subtotalMinor >= rules.free_shipping_from[p.currency];
  return {
    covered: true,
    rule: `pickup: ${station.name}`,
    freeShipping,
    shippingCostMinor: freeShipping ? 0 : station.feeMinor[p.currency],
    freightFeeMinor: 0,
    handlingFeeMinor: 0,
    packagingFeeMinor: 0,
    insuranceFeeMinor: 0,
    deliveryDays: station.deliveryDays,
  };
}

export const feesTotal = (f: Fees) =>
  f.shippingCostMinor + f.freightFeeMinor + f.handlingFeeMinor + f.packagingFeeMinor + f.insuranceFeeMinor;
