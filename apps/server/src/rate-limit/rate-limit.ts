import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { AppError, refuse, type Said } from '../errors.ts';
import type { ServerMessageId } from '../i18n/index.ts';

export interface Limit {
  /** e.g. "login:account:ada@example.com" */
  bucket: string;
  max: number;
  windowMs: number;
  /** The client address this bucket counts, when it counts one (see RATE_LIMIT_EXEMPT_ADDRESSES). */
  address?: string;
}

export type Attempt =
  | {
      allowed: true;
      /** The attempt failed: it stays counted against every bucket. */
      fail(): Promise<void>;
      /** The attempt succeeded: it is not counted (and the named buckets are emptied). */
      succeed(reset?: string[]): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

/** Where the hits are counted: the database (default) or Redis. */
export interface RateLimitStore {
  readonly name: 'database' | 'redis';
  /**
   * Records one hit in every bucket, atomically and only if none of them is full: of any number
   * of simultaneous hits on any number of processes, exactly `max` get through. `undo` takes the
   * hit back.
   */
  hit(
    limits: Limit[],
    now: number,
  ): Promise<{ allowed: true; undo(): Promise<void> } | { allowed: false; retryAfterMs: number }>;
  /** Forgets every hit of the buckets. */
  clear(buckets: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Sliding-window limits shared by every process of the shop (see docs/decisions/0016-…). */
export interface RateLimiter {
  readonly store: RateLimitStore['name'];
  /** Counts an attempt whose outcome decides whether it stays counted (`fail`) or not (`succeed`). */
  begin(limits: Limit[], now?: number): Promise<Attempt>;
  /**
   * Counts an attempt that always counts (a registration, a payment start, a new guest cart), or
   * throws 429 `rate_limited` with Retry-After: said by its message id with the wait as values
   * (`waitValues`, issue 31), or a `detail` given the wait in words ("12 minutes").
   */
  take(limits: Limit[], refusal: ServerMessageId | ((wait: string) => string), now?: number): Promise<void>;
  clear(buckets: string[]): Promise<void>;
  close(): Promise<void>;
}

/** "45 seconds", "1 minute", "15 minutes": how long to wait, for the 429's detail. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The wait as a message's values, `{ unit, wait }`: the catalogue says it as `waitInWords` does
 * ("45 seconds", "1 minute", "15 minutes") in each language.
 */
export function waitValues(seconds: number): { unit: 'second' | 'minute'; wait: number } {
  return seconds < 60 ? { unit: 'second', wait: seconds } : { unit: 'minute', wait: Math.ceil(seconds / 60) };
}

/**
 * The 429 answer: `{detail, code: "rate_limited"}` with `Retry-After` in seconds; given a message
 * by id (`detail.limit.*`), that message with its values (issue 31).
 */
export function rateLimited(detail: string | Said, retryAfterSeconds: number): AppError {
  const headers = { 'retry-after': String(retryAfterSeconds) };
  if (typeof detail !== 'string') return refuse('rate_limited', detail.id, detail.values, headers);
  return new AppError('rate_limited', detail, headers);
}

const unmapped = (ip: string) => (ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

/** Addresses and networks ("10.0.0.0/8", "::1") whose per-address limits do not apply. */
export function exemptionList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Whether `entry` is an IP address or a network in CIDR notation (for validating the setting). */
export function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !(isIPv4(address) || isIPv6(address))) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIPv4(address) ? 32 : 128);
}

export function createRateLimiter(store: RateLimitStore, exempt: BlockList = new BlockList()): RateLimiter {
  const applicable = (limits: Limit[]) =>
    limits.filter((l) => {
      if (l.address === undefined) return true;
      const ip = unmapped(l.address);
      if (isIPv4(ip)) return !exempt.check(ip, 'ipv4');
      return !(isIPv6(ip) && exempt.check(ip, 'ipv6'));
    });

  async function begin(limits: Limit[], now = Date.now()): Promise<Attempt> {
    const counted = applicable(limits);
    const result =
      counted.length > 0 ? await store.hit(counted, now) : { allowed: true as const, undo: async () => {} };
    if (!result.allowed)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(result.retryAfterMs / 1000)) };
    return {
      allowed: true,
      fail: async () => {},
      async succeed(reset = []) {
        await result.undo();
        await store.clear(reset);
      },
    };
  }

  return {
    store: store.name,
    begin,
    async take(limits, refusal, now) {
      const attempt = await begin(limits, now);
      if (attempt.allowed) return;
      const seconds = attempt.retryAfterSeconds;
      throw typeof refusal === 'function'
        ? rateLimited(refusal(waitInWords(seconds)), seconds)
        : rateLimited({ id: refusal, values: waitValues(seconds) }, seconds);
    },
    clear: (buckets) => store.clear(buckets),
    close: () => store.close(),
  };
}
