import type { CartLine } from '@oja/shared/cart';
import type { Currency } from '@oja/shared/money';

// A module of its own, not use-cart.ts: the shell's code stays out of the first-load budget.
/**
 * The automatic promotions on the lines as the server last priced them (decision 0037), in minor
 * units: what the cart subtracts, and the order summary before a quote (issue 30, E19).
 */
export const promotionDiscountMinor = (lines: readonly CartLine[], currency: Currency) =>
  lines.reduce((sum, l) => sum + Math.round(((currency === 'NGN' ? l.discount_naira : l.discount) ?? 0) * 100), 0);
