import { randomInt } from 'node:crypto';

const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A reference WE issue for each payment attempt, e.g. OJA-7K3M9Q2P-X4K9PQ2M7TZB: the order's
 * reference (readable in the provider's dashboard) and 12 random characters (31^12 ≈ 8 × 10^17),
 * so nobody can guess another customer's payment. Paystack allows [A-Za-z0-9.=-]; Flutterwave any text.
 */
export function newPaymentReference(orderRef: string): string {
  let suffix = '';
  for (let i = 0; i < 12; i++) suffix += alphabet[randomInt(alphabet.length)];
  return `${orderRef}-${suffix}`;
}
