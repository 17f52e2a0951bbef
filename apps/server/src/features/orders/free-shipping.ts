import type { FreeShippingFrom } from '@oja/shared/delivery';
import { toMajorUnits } from '@oja/shared/money';
import { loadFeeRules } from './fee-rules.ts';

/**
 * The free-shipping thresholds of the fee rules (FEE_RULES_FILE or the defaults), in major units:
 * the one value the home page, the cart and checkout show, and checkout applies.
 */
export function freeShippingFrom(feeRulesFile: string | undefined): FreeShippingFrom {
  const { free_shipping_from: from } = loadFeeRules(feeRulesFile);
  return { USD: toMajorUnits(from.USD), NGN: toMajorUnits(from.NGN) };
}
