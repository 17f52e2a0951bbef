import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { defaultFeeRules, feeRulesSchema, loadFeeRules, type FeeRules } from './fee-rules.ts';
import { computeFees, computePickupFees, feesTotal, type Parcel } from './fees.ts';

const parcel = (p: Partial<Parcel> = {}): Parcel => ({
  country: 'NG',
  state: 'Oyo',
  currency: 'NGN',
  subtotalMinor: 10_000_00,
  weightGrams: 2_500,
  itemCount: 3,
  ...p,
});

describe('computeFees with the default rules', () => {
  it('charges shipping, freight per started kilo, handling per item and packaging below the threshold', () => {
    const fees = computeFees(defaultFeeRules, parcel());
    expect(fees).toEqual({
      covered: true,
      rule: 'Nigeria',
      freeShipping: false,
      shippingCostMinor: 3_000_00,
      freightFeeMinor: 3 * 500_00, // 2.5 kg → 3 started kilos
      handlingFeeMinor: 3 * 100_00,
      packagingFeeMinor: 500_00,
      insuranceFeeMinor: 0,
      deliveryDays: { min: 3, max: 7 },
    });
    expect(feesTotal(fees)).toBe(3_000_00 + 1_500_00 + 300_00 + 500_00);
  });

  it('keeps the home page promise: free shipping and freight from $20 or ₦30,000', () => {
    expect(computeFees(defaultFeeRules, parcel({ subtotalMinor: 29_999_99 })).freeShipping).toBe(false);
    const ngn = computeFees(defaultFeeRules, parcel({ subtotalMinor: 30_000_00 }));
    expect(ngn).toMatchObject({ freeShipping: true, shippingCostMinor: 0, freightFeeMinor: 0 });
    expect(ngn.handlingFeeMinor).toBeGreaterThan(0);
    for (const country of ['US', 'GB', 'NG']) {
      expect(
        computeFees(defaultFeeRules, parcel({ country, currency: 'USD', subtotalMinor: 19_99 })).shippingCostMinor,
      ).toBeGreaterThan(0);
      const free = computeFees(defaultFeeRules, parcel({ country, currency: 'USD', subtotalMinor: 20_00 }));
      expect(free, country).toMatchObject({
        covered: true,
        freeShipping: true,
        shippingCostMinor: 0,
        freightFeeMinor: 0,
      });
    }
  });

  it('matches a Nigerian state rule however the state is written: FCT, Abuja, "Lagos State"', () => {
    const rules: FeeRules = {
      ...defaultFeeRules,
      rules: [
        { ...defaultFeeRules.rules[0]!, name: 'Abuja', states: ['FCT'] },
        { ...defaultFeeRules.rules[0]!, name: 'Lagos', states: ['Lagos State'] },
        ...defaultFeeRules.rules.slice(1),
      ],
    };
    for (const state of ['FCT', 'Abuja', 'Federal Capital Territory', 'fct abuja']) {
      expect(computeFees(rules, parcel({ state })).rule, state).toBe('Abuja');
    }
    for (const state of ['Lagos', 'lagos state']) expect(computeFees(rules, parcel({ state })).rule).toBe('Lagos');
    expect(computeFees(rules, parcel({ state: 'Kano' })).rule).toBe('Nigeria');
  });

  it('prefers the more specific state rule, matching the state loosely', () => {
    for (const state of ['Lagos', ' lagos ', 'LAGOS State']) {
      expect(computeFees(defaultFeeRules, parcel({ state })).rule).toBe('Lagos');
    }
    expect(
      computeFees(defaultFeeRules, parcel({ state: 'Lagos', currency: 'USD', subtotalMinor: 5_00 })).shippingCostMinor,
    ).toBe(1_50);
  });

  it('charges insurance in basis points of the subtotal, rounded half up to a whole minor unit', () => {
    // 1.5 % of $12.34 = 18.51 cents → 19
    const fees = computeFees(defaultFeeRules, parcel({ country: 'US', currency: 'USD', subtotalMinor: 12_34 }));
    expect(fees.insuranceFeeMinor).toBe(19);
  });

  it('leaves a destination without a rule, or a parcel above its limits, to staff with no fees', () => {
    for (const p of [
      parcel({ country: 'GH' }),
      parcel({ weightGrams: 30_001 }),
      parcel({ state: 'Lagos', weightGrams: 50_001 }),
    ]) {
      const fees = computeFees(defaultFeeRules, p);
      expect(fees).toMatchObject({ covered: false, rule: null });
      expect(feesTotal(fees)).toBe(0);
    }
    expect(computeFees(defaultFeeRules, parcel({ state: 'Lagos', weightGrams: 40_000 })).rule).toBe('Lagos');
  });

  it('applies a rule only up to its item count', () => {
    const rules: FeeRules = {
      ...defaultFeeRules,
      rules: [{ ...defaultFeeRules.rules[1]!, max_items: 5 }],
    };
    expect(computeFees(rules, parcel({ itemCount: 5 })).covered).toBe(true);
    expect(computeFees(rules, parcel({ itemCount: 6 })).covered).toBe(false);
  });
});

describe('loadFeeRules', () => {
  const write = (content: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'oja-fees-')), 'fees.json');
    fs.writeFileSync(file, content);
    return file;
  };

  it('uses the defaults without a file and reads a valid file, accepting country names', () => {
    expect(loadFeeRules(undefined)).toBe(defaultFeeRules);
    const file = write(
      JSON.stringify({
        free_shipping_from: { USD: 5000, NGN: 5000000 },
        rules: [
          {
            name: 'Ghana',
            country: 'Ghana',
            shipping: { USD: 900, NGN: 1350000 },
            freight_per_kg: { USD: 0, NGN: 0 },
            handling_per_item: { USD: 0, NGN: 0 },
            packaging: { USD: 100, NGN: 150000 },
            insurance_basis_points: 0,
          },
        ],
      }),
    );
    const rules = loadFeeRules(file);
    expect(rules.rules[0]!.country).toBe('GH');
    expect(computeFees(rules, parcel({ country: 'GH', currency: 'USD', subtotalMinor: 10_00 })).shippingCostMinor).toBe(
      900,
    );
  });

  it('refuses a broken or invalid file with a message naming the problem', () => {
    expect(() => loadFeeRules(write('{ nope'))).toThrow(ConfigError);
    const bad = write(
      JSON.stringify({ free_shipping_from: { USD: -1, NGN: 0 }, rules: [{ name: 'x', country: 'Narnia' }] }),
    );
    expect(() => loadFeeRules(bad)).toThrow(/free_shipping_from\.USD[\s\S]*rules\.0\.country/);
  });
});

describe('zones, order-value bands and weight bands', () => {
  const money = (NGN: number, USD = 0) => ({ NGN, USD });
  const base = {
    country: 'NG',
    freight_per_kg: money(0),
    handling_per_item: money(0),
    packaging: money(0),
    insurance_basis_points: 0,
  };
  const rules: FeeRules = feeRulesSchema.parse({
    free_shipping_from: { USD: 20_00, NGN: 30_000_00 },
    zones: [
      { name: 'South West', country: 'NG', states: ['Ogun', 'Oyo State'], delivery_days: { min: 2, max: 4 } },
      { name: 'North', country: 'NG', states: ['Kano', 'Kaduna'], delivery_days: { min: 4, max: 8 } },
    ],
    rules: [
      // Small South West orders pay more than larger ones: two value bands of one zone.
      {
        ...base,
        name: 'South West small',
        zone: 'South West',
        subtotal_below: money(10_000_00, 10_00),
        shipping: money(2_500_00),
      },
      { ...base, name: 'South West', zone: 'South West', shipping: money(1_800_00), delivery_days: { min: 1, max: 3 } },
      // Heavy parcels to the North: a weight band from 10 kg.
      { ...base, name: 'North heavy', zone: 'North', min_weight_grams: 10_000, shipping: money(6_000_00) },
      { ...base, name: 'North', zone: 'North', shipping: money(3_500_00) },
    ],
  });

  it('covers the states of a zone, by order-value band', () => {
    const small = computeFees(rules, parcel({ state: 'Ogun State', subtotalMinor: 9_999_99 }));
    expect(small).toMatchObject({ rule: 'South West small', shippingCostMinor: 2_500_00 });
    // The rule's own delivery days are missing: the zone's apply.
    expect(small.deliveryDays).toEqual({ min: 2, max: 4 });
    const larger = computeFees(rules, parcel({ state: 'oyo', subtotalMinor: 10_000_00 }));
    expect(larger).toMatchObject({ rule: 'South West', shippingCostMinor: 1_800_00, deliveryDays: { min: 1, max: 3 } });
  });

  it('covers a zone by weight band, and nothing outside its zones', () => {
    expect(computeFees(rules, parcel({ state: 'Kano', weightGrams: 9_999 })).rule).toBe('North');
    expect(computeFees(rules, parcel({ state: 'Kaduna', weightGrams: 10_000 }))).toMatchObject({
      rule: 'North heavy',
      shippingCostMinor: 6_000_00,
      deliveryDays: { min: 4, max: 8 },
    });
    expect(computeFees(rules, parcel({ state: 'Lagos' }))).toMatchObject({ covered: false, deliveryDays: null });
  });

  it('refuses a rule naming a zone that does not exist', () => {
    const parsed = feeRulesSchema.safeParse({
      free_shipping_from: money(0),
      rules: [{ ...base, name: 'x', zone: 'Atlantis', shipping: money(0) }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['rules', 0, 'zone'] });
  });
});

describe('computePickupFees', () => {
  const station = { name: 'Yaba', feeMinor: { NGN: 800_00, USD: 1_00 }, deliveryDays: { min: 1, max: 2 } };

  it("charges the station's fee alone, and nothing from the free-shipping threshold", () => {
    const fees = computePickupFees(defaultFeeRules, station, parcel({ subtotalMinor: 12_000_00 }));
    expect(fees).toMatchObject({ covered: true, shippingCostMinor: 800_00, deliveryDays: { min: 1, max: 2 } });
    expect(feesTotal(fees)).toBe(800_00);
    const free = computePickupFees(defaultFeeRules, station, parcel({ subtotalMinor: 30_000_00 }));
    expect(feesTotal(free)).toBe(0);
  });
});
