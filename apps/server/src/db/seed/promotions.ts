/**
 * The demo shop's vouchers and automatic promotions (decision 0037), listed in docs/accounts.md's demo
 * section. Amounts in minor units (kobo, cents).
 */
export interface SeedVoucher {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  percent?: number;
  amountNgnKobo?: number;
  amountUsdCents?: number;
  minSpendNgnKobo?: number;
  minSpendUsdCents?: number;
  perCustomerLimit?: number;
  firstOrderOnly?: boolean;
  freeDelivery?: boolean;
}

export const seedVouchers: SeedVoucher[] = [
  {
    code: 'WELCOME10',
    description: 'Welcome: 10 % off a first order',
    kind: 'percent',
    percent: 10,
    perCustomerLimit: 1,
    firstOrderOnly: true,
  },
  {
    code: 'OJA500',
    description: '₦500 ($1) off an order of ₦10,000 ($10) or more',
    kind: 'fixed',
    amountNgnKobo: 50_000,
    amountUsdCents: 100,
    minSpendNgnKobo: 1_000_000,
    minSpendUsdCents: 1_000,
  },
  {
    code: 'FREESHIP',
    description: 'Free delivery, once per customer',
    kind: 'fixed',
    perCustomerLimit: 1,
    freeDelivery: true,
  },
];

export interface SeedPromotion {
  name: string;
  /** The category's slug. */
  category: string;
  kind: 'category_percent' | 'buy_x_get_y';
  percent?: number;
  buy?: number;
  free?: number;
}

/**
 * Running from the start, without an end. Not on Spices: the first category's first product is
 * the one the original-client journeys price by hand.
 */
export const seedPromotions: SeedPromotion[] = [
  { name: 'Fabric fair, 10 % off', category: 'african-fabrics', kind: 'category_percent', percent: 10 },
  { name: 'Drinks, buy 2 get 1 free', category: 'drinks', kind: 'buy_x_get_y', buy: 2, free: 1 },
];
