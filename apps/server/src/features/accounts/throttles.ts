import { isIPv4 } from 'node:net';
import type { Limit } from '../../rate-limit/rate-limit.ts';

const minute = 60 * 1000;

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

export const accountSignInBucket = (email: string) => `login:account:${email}`;

/** Failed sign-ins: 10 per 15 minutes for one account, and 10 per 15 minutes from one client. */
export const signInLimits = (email: string, ip: string): Limit[] => [
  { bucket: accountSignInBucket(email), max: 10, windowMs: 15 * minute },
  { bucket: `login:client:${clientKey(ip)}`, max: 10, windowMs: 15 * minute },
];

/** Wrong current passwords when changing it, per account: the same budget as signing in. */
export const passwordCheckLimits = (userId: number): Limit[] => [
  { bucket: `password:user:${userId}`, max: 10, windowMs: 15 * minute },
];

/** Reset e-mails: 3 an hour to one address (quietly), 20 an hour from one client. */
export const resetMailLimit = (email: string): Limit[] => [
  { bucket: `reset:account:${email}`, max: 3, windowMs: 60 * minute },
];
export const resetClientLimit = (ip: string): Limit[] => [
  { bucket: `reset:client:${clientKey(ip)}`, max: 20, windowMs: 60 * minute },
];
