import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference read over the phone or copied by hand cannot be misread. */
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A human-friendly order reference such as OJA-7K3M9Q2P (31^8 ≈ 8.5 × 10^11 possibilities). */
export function newOrderRef(): string {
  let ref = 'OJA-';
  for (let i = 0; i < 8; i++) ref += alphabet[randomInt(alphabet.length)];
  return ref;
}

export const orderRefPattern = /^OJA-[2-9A-HJKMNP-Z]{8}$/;
