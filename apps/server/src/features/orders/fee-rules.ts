import fs from 'node:fs';
import { z } from 'zod';
import { findCountry } from '@oja/shared/countries';
import { ConfigError } from '../../config.ts';

/** An amount in minor units of each currency (explicit per currency: no exchange-rate maths). */
const perCurrency = z.object({ USD: z.number().int().min(0), NGN: z.number().int().min(0) });

const countryCode = z
  .string()
  .refine((c) => findCountry(c) !== undefined, 'must be an ISO country code or country name')
  .transform((c) => findCountry(c)!.code);

/** Business days (Monday to Friday) from the order to its delivery: at the earliest and at the latest. */
export const deliveryDaysSchema = z
  .object({ min: z.number().int().min(0).max(365), max: z.number().int().min(0).max(365) })
  .refine((d) => d.min <= d.max, 'min must not be more than max');

/** A named group of states of one country ("South West"), for rules that cover them together. */
const zoneSchema = z.object({
  name: z.string().min(1),
  country: countryCode,
  states: z.array(z.string().min(1)).min(1),
  /** The delivery time to the zone, unless its rule sets its own. */
  delivery_days: deliveryDaysSchema.optional(),
});

const ruleSchema = z.object({
  name: z.string().min(1),
  country: countryCode,
  /** Only these states/regions of the country (compared ignoring case and a trailing "State"). */
  states: z.array(z.string().min(1)).optional(),
  /** Only the states of this zone (one of `zones`), as well as any `states`. */
  zone: z.string().min(1).optional(),
  /** Order-value bands: the rule covers a subtotal from `subtotal_from` and below `subtotal_below`. */
  subtotal_from: perCurrency.optional(),
  subtotal_below: perCurrency.optional(),
  /** Weight bands: from this weight (with `max_weight_grams` for the top of the band). */
  min_weight_grams: z.number().int().min(0).optional(),
  /** The rule covers an order only up to this weight / number of items; beyond it staff decide. */
  max_weight_grams: z.number().int().positive().optional(),
  max_items: z.number().int().positive().optional(),
  /** How long delivery takes under this rule (else its zone's; else no estimate is given). */
  delivery_days: deliveryDaysSchema.optional(),
  /** Flat shipping cost per order; waived from the free-shipping threshold. */
  shipping: perCurrency,
  /** Freight per started kilogram of the order's weight; waived from the free-shipping threshold. */
  freight_per_kg: perCurrency,
  /** Handling per unit ordered. */
  handling_per_item: perCurrency,
  /** Packaging per order. */
  packaging: perCurrency,
  /** Insurance as basis points (1/100 of a percent) of the subtotal. */
  insurance_basis_points: z.number().int().min(0).max(10_000),
});

/**
 * Goods sent only within an area (issue 30, E6): fresh food keeps only as far as a same- or
 * next-day delivery in cool boxes reaches. Orders with a product of these categories (by slug) to
 * anywhere else, or to a pickup station elsewhere, are refused with the products named.
 */
const localOnlySchema = z.object({
  categories: z.array(z.string().min(1)).min(1),
  country: countryCode,
  states: z.array(z.string().min(1)).min(1),
});

export const feeRulesSchema = z
  .object({
    /**
     * Shipping and freight (and a pickup station's fee) are free when the subtotal reaches this, in
     * the order's currency. The one free-shipping promise: the home page, the cart and checkout
     * show this value, and checkout applies it.
     */
    free_shipping_from: perCurrency,
    /** Named groups of states that rules may cover by name. */
    zones: z.array(zoneSchema).default([]),
    /** Tried in order; the first rule that covers the destination and parcel applies. */
    rules: z.array(ruleSchema),
    /** Categories delivered only within an area: fresh food within Lagos, as the FAQ promises. */
    local_only: z.array(localOnlySchema).default([]),
  })
  .superRefine((value, ctx) => {
    const names = new Set(value.zones.map((z) => z.name));
    value.rules.forEach((rule, i) => {
      if (rule.zone !== undefined && !names.has(rule.zone)) {
        ctx.addIssue({ code: 'custom', path: ['rules', i, 'zone'], message: `no zone is named "${rule.zone}"` });
      }
    });
  });

export type FeeRules = z.infer<typeof feeRulesSchema>;
export type FeeRule = FeeRules['rules'][number];
export type Zone = FeeRules['zones'][number];
export type DeliveryDays = z.infer<typeof deliveryDaysSchema>;

/**
 * The shop's default rules: Lagos, the rest of Nigeria, the United States and the United Kingdom.
 * Anything else (or a parcel above a rule's limits) waits for staff to set the fees. The free
 * shipping threshold is the home page's promise: $20, or ₦30,000. Fresh vegetables, fruits, fish
 * and meat go within Lagos only.
 */
export const defaultFeeRules: FeeRules = feeRulesSchema.parse({
  free_shipping_from: { USD: 20_00, NGN: 30_000_00 },
  zones: [],
  local_only: [{ categories: ['fresh-vegetables', 'fruits', 'fish-and-meat'], country: 'NG', states: ['Lagos'] }],
  rules: [
    {
      name: 'Lagos',
      country: 'NG',
      states: ['Lagos'],
      delivery_days: { min: 1, max: 2 },
      max_weight_grams: 50_000,
      shipping: { USD: 1_50, NGN: 1_500_00 },
      freight_per_kg: { USD: 0, NGN: 0 },
      handling_per_item: { USD: 10, NGN: 100_00 },
      packaging: { USD: 50, NGN: 500_00 },
      insurance_basis_points: 0,
    },
    {
      name: 'Nigeria',
      country: 'NG',
      max_weight_grams: 30_000,
      delivery_days: { min: 3, max: 7 },
      shipping: { USD: 3_00, NGN: 3_000_00 },
      freight_per_kg: { USD: 50, NGN: 500_00 },
      handling_per_item: { USD: 10, NGN: 100_00 },
      packaging: { USD: 50, NGN: 500_00 },
      insurance_basis_points: 0,
    },
    {
      name: 'United States',
      country: 'US',
      max_weight_grams: 20_000,
      delivery_days: { min: 7, max: 14 },
      shipping: { USD: 8_00, NGN: 12_000_00 },
      freight_per_kg: { USD: 12_00, NGN: 18_000_00 },
      handling_per_item: { USD: 50, NGN: 750_00 },
      packaging: { USD: 3_00, NGN: 4_500_00 },
      insurance_basis_points: 150,
    },
    {
      name: 'United Kingdom',
      country: 'GB',
      max_weight_grams: 20_000,
      delivery_days: { min: 6, max: 12 },
      shipping: { USD: 7_00, NGN: 10_500_00 },
      freight_per_kg: { USD: 10_00, NGN: 15_000_00 },
      handling_per_item: { USD: 50, NGN: 750_00 },
      packaging: { USD: 3_00, NGN: 4_500_00 },
      insurance_basis_points: 150,
    },
  ],
});

/** The rules from a JSON file (FEE_RULES_FILE), or the defaults; a bad file stops the start. */
export function loadFeeRules(file: string | undefined): FeeRules {
  if (file === undefined) return defaultFeeRules;
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`FEE_RULES_FILE ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = feeRulesSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`FEE_RULES_FILE ${file} is invalid:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
