import { isIPv4 } from 'node:net';
import type { Limit } from './rate-limit.ts';

/**
 * One client is one IPv4 address or one IPv6 /64 (a single subscriber usually holds a whole /64,
 * so counting single IPv6 addresses would let one client rotate through billions).
 */
export function clientKey(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(v4) || !ip.includes(':')) return v4;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A limit per client address: `max` hits per `windowMs` in the bucket `<name>:client:<client>`. */
export const perClient = (name: string, ip: string, max: number, windowMs: number): Limit => ({
  bucket: `${name}:client:${clientKey(ip)}`,
  max,
  windowMs,
  address: ip,
});
