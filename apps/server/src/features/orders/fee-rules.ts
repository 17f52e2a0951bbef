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

const ruleSchema = z.object({
  name: z.string().min(1),
  country: countryCode,
  /** Only these states/regions of the country (compared ignoring case and a trailing "State"). */
  states: z.array(z.string().min(1)).optional(),
  /** The rule covers an order only up to this weight / number of items; beyond it staff decide. */
  max_weight_grams: z.number().int().positive().optional(),
  max_items: z.number().int().positive().optional(),
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

export const feeRulesSchema = z.object({
  /** Shipping and freight are free when the subtotal reaches this, in the order's currency. */
  free_shipping_from: perCurrency,
  /** Tried in order; the first rule that covers the destination and parcel applies. */
  rules: z.array(ruleSchema),
});

export type FeeRules = z.infer<typeof feeRulesSchema>;
export type FeeRule = FeeRules['rules'][number];

/**
 * The shop's default rules: Lagos, the rest of Nigeria, the United States and the United Kingdom.
 * Anything else (or a parcel above a rule's limits) waits for staff to set the fees. The free
 * shipping threshold is the home page's promise: $20, or ₦30,000.
 */
export const defaultFeeRules: FeeRules = feeRulesSchema.parse({
  free_shipping_from: { USD: 20_00, NGN: 30_000_00 },
  rules: [
    {
      name: 'Lagos',
      country: 'NG',
      states: ['Lagos'],
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
