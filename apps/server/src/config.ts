import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isAddressOrNetwork } from './rate-limit/rate-limit.ts';
import { opsSettingNames, parseOpsConfig, type OpsConfig } from './ops-config.ts';
import { parseScaleConfig, scaleSettingNames, type ScaleConfig } from './scale-config.ts';
import { termiiChannels, type TermiiSettings } from './sms/transports.ts';

/** The repository root: relative paths in the configuration are resolved against it. */
export const rootDir = fileURLToPath(new URL('../../../', import.meta.url));

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const paymentProviderNames = ['paystack', 'flutterwave', 'test'] as const;
/** The channels each provider's hosted page can offer (Paystack `channels`, Flutterwave `payment_options`). */
export const paystackChannels = [
  'card',
  'bank',
  'ussd',
  'qr',
  'mobile_money',
  'bank_transfer',
  'eft',
  'apple_pay',
] as const;
export const flutterwavePaymentOptions = [
  'card',
  'account',
  'banktransfer',
  'ussd',
  'qr',
  'mobilemoneyghana',
  'opay',
] as const;
const channelList = (allowed: readonly string[]) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && list.every((c) => allowed.includes(c)), {
      message: `must be a comma-separated list of ${allowed.join(', ')}`,
    });
export type PaymentProviderName = (typeof paymentProviderNames)[number];
const secret = z.string().trim().min(8, 'must be the full key from the provider dashboard');
const httpUrl = z
  .url()
  .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''));

/** One of the shop's own profile pages (a footer link): https only. */
const httpsUrl = z
  .url()
  .refine((v) => /^https:\/\/[^/]+\.[^/]+\/./.test(v), "must be the https:// address of the shop's own profile page");

/** How often a background job runs in each process, in milliseconds (100 ms … 1 day). */
const jobInterval = z.coerce
  .number()
  .int()
  .min(100)
  .max(24 * 3_600_000);

/** A server timeout in milliseconds (100 ms … 1 hour). */
const timeoutMs = z.coerce.number().int().min(100).max(3_600_000);

/** A cap on what unpaid orders may hold: a whole number of units or orders, at least 1. */
const cap = (max: number) => z.coerce.number().int().min(1).max(max);

/** The reservation policy (docs/decisions/0019-reservations-and-order-currency.md). */
const reservationEnv = {
  RESERVE_MAX_PER_LINE: cap(100_000).default(20),
  RESERVE_MAX_UNITS_PER_ORDER: cap(1_000_000).default(100),
  RESERVE_MAX_UNPAID_ORDERS: cap(10_000).default(3),
  RESERVE_MAX_UNITS_PER_CUSTOMER: cap(1_000_000).default(100),
  RESERVE_MAX_UNITS_PER_ADDRESS: cap(10_000_000).default(300),
  RESERVE_MAX_SHARE_PERCENT: z.coerce.number().min(1).max(100).default(20),
  RESERVE_SHARE_FLOOR: cap(100_000).default(5),
  // Pay on delivery (docs/decisions/0040-pay-on-delivery-state.md).
  ON_DELIVERY_DISPATCH_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(72),
  ON_DELIVERY_MAX_PER_CUSTOMER: cap(10_000).default(2),
  ON_DELIVERY_MAX_PER_PHONE: cap(10_000).default(2),
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .refine(
      (v) => /^(postgres|postgresql):\/\/.+/.test(v) || /^(sqlite|file):.+/.test(v),
      'must be postgres://user@host:port/db or sqlite:<path to file>',
    )
    .optional(),
  MEDIA_DIR: z.string().min(1).default('data/media'),
  MEDIA_PUBLIC_URL: z
    .string()
    .refine(
      isMediaBase,
      'must be an absolute http(s) URL without query or fragment, such as https://cdn.example.com/media',
    )
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanText.default(true),
  SERVE_PAGES: booleanText.default(true),
  TRUST_PROXY: booleanText.default(false),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SHOP_EMAIL: z.email().default('hello@oja.example'),
  SHOP_PHONE: z.string().min(3).default('+234 801 234 5678'),
  SHOP_LOCATION: z.string().min(3).default('12 Balogun Market Road, Lagos Island, Lagos, Nigeria'),
  SUPPORT_HOURS: z.string().trim().min(3).max(200).default('Monday to Saturday, 8:00 to 20:00 Lagos time (WAT)'),
  /** The shop's WhatsApp number with its country code ("+234 801 234 5678"): a click-to-chat link where set. */
  WHATSAPP_NUMBER: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s().-]/g, ''))
    .refine(
      (v) => /^\+?[1-9]\d{7,14}$/.test(v),
      'must be a phone number with its country code, e.g. +234 801 234 5678 (not 0801…)',
    )
    .transform((v) => v.replace(/^\+/, ''))
    .optional(),
  SOCIAL_FACEBOOK_URL: httpsUrl.optional(),
  SOCIAL_INSTAGRAM_URL: httpsUrl.optional(),
  SOCIAL_X_URL: httpsUrl.optional(),
  ORDER_EXPIRY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(48),
  // The whole shop's SMS spend a day, in parts; phone codes stop when it is spent (decision 0048).
  SMS_DAILY_BUDGET_PARTS: z.coerce.number().int().min(1).max(10_000_000).default(500),
  SMS_BUDGET_ALERT_PERCENT: z.coerce.number().int().min(1).max(100).default(80),
  // A widget payment no order claimed is refunded after this long (staff may match it before).
  UNCLAIMED_REFUND_AFTER_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(168),
  REVIEW_HOLD_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24),
  ...reservationEnv,
  FEE_RULES_FILE: z.string().min(1).optional(),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name')
    .transform((v) => v.toLowerCase())
    .default('cf-ipcountry'),
  TRUST_COUNTRY_HEADER: booleanText.optional(),
  GEOIP_DB: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/.+/.test(v), 'must be smtp://user:pass@host:port or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  TERMII_API_KEY: secret.optional(),
  TERMII_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9 ]{3,11}$/, 'must be the 3 to 11 letters or digits of a sender ID registered with Termii')
    .default('Oja'),
  TERMII_BASE_URL: httpUrl.default('https://api.ng.termii.com'),
  TERMII_CHANNEL: z
    .enum(termiiChannels, { error: 'must be dnd (transactional) or generic (promotional)' })
    .default('dnd'),
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).default(19_456),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(100).default(2),
  PASSWORD_HASH_PARALLELISM: z.coerce.number().int().min(1).max(16).default(1),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSIONS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(10),
  REQUIRE_VERIFIED_EMAIL: booleanText.default(false),
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000).default(5),
  MORNING_SUMMARY_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  SHOP_TIME_ZONE: z
    .string()
    .refine((tz) => isTimeZone(tz), 'must be an IANA time zone such as Africa/Lagos')
    .default('Africa/Lagos'),
  PAYMENT_PROVIDER: z.enum(paymentProviderNames).optional(),
  PAYSTACK_SECRET_KEY: secret.optional(),
  PAYSTACK_BASE_URL: httpUrl.default('https://api.paystack.co'),
  FLUTTERWAVE_SECRET_KEY: secret.optional(),
  FLUTTERWAVE_SECRET_HASH: secret.optional(),
  FLUTTERWAVE_BASE_URL: httpUrl.default('https://api.flutterwave.com'),
  PAYSTACK_CHANNELS: channelList(paystackChannels).default(['card', 'bank_transfer', 'ussd']),
  FLUTTERWAVE_PAYMENT_OPTIONS: channelList(flutterwavePaymentOptions).default(['card', 'banktransfer', 'ussd']),
  SHOP_BANK_NAME: z.string().trim().min(2).max(80).optional(),
  SHOP_BANK_ACCOUNT_NAME: z.string().trim().min(2).max(120).optional(),
  SHOP_BANK_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'must be the 10-digit NUBAN account number')
    .optional(),
  PAYMENTS_TEST_MODE: booleanText.default(false),
  PAYMENTS_TEST_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ORDER_JOBS_INTERVAL_MS: jobInterval.default(60_000),
  PAYMENT_JOBS_INTERVAL_MS: jobInterval.default(60_000),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\/.+/.test(v), 'must be redis://[:password@]host:6379[/db] or rediss://…')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or _ : . -')
    .default('oja:'),
  RATE_LIMIT_EXEMPT_ADDRESSES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isAddressOrNetwork), 'must be IP addresses or networks (10.0.0.0/8), comma-separated')
    .default([]),
  REQUEST_TIMEOUT_MS: timeoutMs.default(60_000),
  HEADERS_TIMEOUT_MS: timeoutMs.default(15_000),
  IDLE_TIMEOUT_MS: timeoutMs.default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: timeoutMs.default(72_000),
  IMAGE_JOBS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(1),
  IMAGE_QUEUE_LENGTH: z.coerce.number().int().min(0).max(10_000).default(8),
  CORS_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every(isOrigin),
      'must be exact origins such as https://shop.example.com (scheme, host and port only; no *), comma-separated',
    )
    .default([]),
});

/** Every setting the shop reads from the environment or `.env` (`.env.example` lists them all). */
export const settingNames: readonly string[] = [
  ...new Set([...Object.keys(envSchema.shape), ...opsSettingNames, ...scaleSettingNames]),
];

/** An exact web origin: "https://host[:port]", nothing after it (and never a wildcard). */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

/** Where `MEDIA_DIR`'s contents are published: http(s), a host, no user, query or fragment. */
function isMediaBase(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      /^https?:$/.test(url.protocol) &&
      url.hostname !== '' &&
      !url.username &&
      !url.password &&
      !value.includes('?') &&
      !value.includes('#')
    );
  } catch {
    return false;
  }
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export interface PasswordHashing {
  memoryKib: number;
  iterations: number;
  parallelism: number;
}

/**
 * OWASP's Password Storage Cheat Sheet: Argon2id with one of these memory (KiB) / iteration
 * pairs and parallelism 1, all equally strong; more memory or iterations than a pair is stronger.
 */
export const owaspArgon2idMinimums = [
  { memoryKib: 47_104, iterations: 1 },
  { memoryKib: 19_456, iterations: 2 },
  { memoryKib: 12_288, iterations: 3 },
  { memoryKib: 9_216, iterations: 4 },
  { memoryKib: 7_168, iterations: 5 },
] as const;

export function meetsOwaspMinimum(p: PasswordHashing): boolean {
  return owaspArgon2idMinimums.some((min) => p.memoryKib >= min.memoryKib && p.iterations >= min.iterations);
}

/**
 * Sessions end `sessionMaxAgeMs` after sign-in however much they are used, and an account keeps at
 * most `sessionsPerAccount` (the oldest end first). `requireVerifiedEmail`: no order before the
 * address is verified (off by default: clients written for the original shop know no such step).
 */
export interface AccountsConfig {
  sessionMaxAgeMs: number;
  sessionsPerAccount: number;
  requireVerifiedEmail: boolean;
}

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; poolSize: number };

/**
 * `ScaleConfig`: process role, media storage and read replica (scale-config.ts); `ops`: metrics,
 * traces, the shutdown's drain and backups (ops-config.ts).
 */
export interface Config extends ScaleConfig {
  ops: OpsConfig;
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  database: DatabaseConfig;
  mediaDir: string;
  /**
   * MEDIA_PUBLIC_URL without its trailing slash: where the contents of `mediaDir` are also
   * published (a CDN or bucket). Set: every media URL the server hands out is absolute on it
   * (`/media/x` becomes `<mediaPublicUrl>/x`); null: they stay `/media/…` on this server.
   */
  mediaPublicUrl: string | null;
  logLevel: string;
  seedDemoData: boolean;
  /** false: an API-only process (no server-rendered pages, no built web app needed). */
  servePages: boolean;
  trustProxy: boolean;
  /** `timeZone`: where the shop's days begin (today's sales, dates shown to staff). */
  /** `supportHours`: when people answer (one text for the home page, contact page and FAQ);
   * `socials`: the shop's own profiles, in the footer order, only those set. */
  shop: {
    email: string;
    phone: string;
    location: string;
    timeZone: string;
    supportHours: string;
    /** WhatsApp number, digits only with the country code (wa.me's form), or null. */
    whatsapp: string | null;
    socials: { network: 'facebook' | 'instagram' | 'x'; url: string }[];
  };
  /**
   * Unpaid orders expire after `expiryHours`, or `reviewHoldHours` while they wait for staff to
   * review their fees; fees come from `feeRulesFile` (JSON) or the defaults.
   */
  orders: { expiryHours: number; reviewHoldHours: number; feeRulesFile: string | undefined };
  /** What unpaid orders may hold (docs/decisions/0019-reservations-and-order-currency.md). */
  reservations: ReservationLimits;
  /** Pay-on-delivery orders not yet paid (docs/decisions/0040-pay-on-delivery-state.md). */
  onDelivery: OnDeliveryLimits;
  locale: {
    /** The request header a CDN or proxy puts the visitor's country in (ISO 3166 alpha-2). */
    countryHeader: string;
    /** Whether that header is believed; anyone can send it when no proxy overwrites it. */
    trustCountryHeader: boolean;
    /** Absolute path of a MaxMind-format country database, or null. */
    geoipDb: string | null;
  };
  mail: { smtpUrl: string | undefined; from: string };
  /** Order updates by SMS through Termii when its key is set; null: written to the log. */
  sms: {
    termii: TermiiSettings | null;
    /** SMS_DAILY_BUDGET_PARTS and SMS_BUDGET_ALERT_PERCENT (docs/decisions/0048). */
    budget: { dailyParts: number; alertPercent: number };
  };
  passwordHashing: PasswordHashing;
  accounts: AccountsConfig;
  /** The back office: products at or below `lowStockThreshold` are "low". */
  admin: { lowStockThreshold: number };
  /** Staff alerts (issue 35): the hour of the shop's day (SHOP_TIME_ZONE) from which the summary of the day before is sent. */
  alerts: { morningSummaryHour: number };
  payments: PaymentsConfig;
  /** How often each process runs the order housekeeping and the payment reconciliation (ms). */
  jobs: { orderIntervalMs: number; paymentIntervalMs: number };
  /**
   * Rate-limit counters live in Redis when `redisUrl` is set, else in the database. Per-address
   * limits do not apply to `exemptAddresses` (addresses or CIDR networks).
   */
  rateLimits: { redisUrl: string | null; redisKeyPrefix: string; exemptAddresses: string[] };
  /**
   * The Node server's own limits, so that a slow or idle client cannot hold a connection without
   * a proxy in front: the whole request (`requestMs`), its headers (`headersMs`), silence on the
   * socket during a request (`idleMs`), and an idle kept-alive connection (`keepAliveMs`).
   */
  timeouts: { requestMs: number; headersMs: number; idleMs: number; keepAliveMs: number };
  /** Image decoding and resizing: jobs at once, and how many may wait before uploads get 503. */
  images: { jobsAtOnce: number; queueLength: number };
  /** Front ends on other origins allowed to call /api/ with credentials (exact origins; none by default). */
  corsOrigins: string[];
}

/**
 * Which provider takes new payments, and the keys of every provider that is configured (payments
 * started before a switch are still verified with their own provider). `testMode`: the built-in
 * test provider is allowed even though NODE_ENV is production.
 */
export interface PaymentsConfig {
  provider: PaymentProviderName;
  testMode: boolean;
  /** Signs the test provider's webhooks; unset: a random secret per process. */
  testSecret: string | undefined;
  paystack: { secretKey: string; baseUrl: string } | null;
  flutterwave: { secretKey: string; secretHash: string; baseUrl: string } | null;
  /** What each provider's hosted page offers (the test provider's page names Paystack's). */
  channels: { paystack: string[]; flutterwave: string[] };
  /**
   * The shop's own bank account for transfers confirmed by staff: SHOP_BANK_*; demo values while
   * the built-in test provider takes payments (a demo shop); else null: bank transfer not offered.
   */
  bank: { bankName: string; accountName: string; accountNumber: string } | null;
  /** A widget payment no order claimed is refunded after this many hours (UNCLAIMED_REFUND_AFTER_HOURS). */
  unclaimedRefundAfterHours: number;
}

/**
 * Caps on stock held by unpaid orders. Per address caps do not apply to the addresses exempt from
 * per-address rate limits (`rateLimits.exemptAddresses`).
 */
export interface ReservationLimits {
  maxPerLine: number;
  maxUnitsPerOrder: number;
  maxUnpaidOrders: number;
  maxUnitsPerCustomer: number;
  maxUnitsPerAddress: number;
  /** No customer and no address may hold more than this percentage of a product's stock … */
  maxSharePercent: number;
  /** … except this many units, so that small stocks still sell. */
  shareFloor: number;
}

export interface OnDeliveryLimits {
  /** Accepted but not dispatched (processed) within this many hours, the order expires; its stock returns. */
  dispatchHours: number;
  /** Such orders one customer may have at once (accepted or out for delivery, unpaid) … */
  maxPerCustomer: number;
  /** … and all the accounts that verified one phone number together. */
  maxPerPhone: number;
}

export class ConfigError extends Error {}

const resolveFromRoot = (p: string) => (path.isAbsolute(p) ? p : path.join(rootDir, p));

/** Reads and validates the configuration; a bad value throws a ConfigError naming every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const passwordHashing = {
    memoryKib: e.PASSWORD_HASH_MEMORY_KIB,
    iterations: e.PASSWORD_HASH_ITERATIONS,
    parallelism: e.PASSWORD_HASH_PARALLELISM,
  };
  // Only the tests may hash passwords cheaply; a weak setting elsewhere is a mistake worth stopping for.
  if (e.NODE_ENV !== 'test' && !meetsOwaspMinimum(passwordHashing)) {
    throw new ConfigError(
      'Invalid configuration:\n  PASSWORD_HASH_MEMORY_KIB / PASSWORD_HASH_ITERATIONS: below the OWASP minimum for Argon2id (e.g. 19456 KiB and 2 iterations)',
    );
  }
  // Node refuses a headers timeout longer than the request timeout.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS');
  }
  const payments = paymentsConfig(e);
  const url = e.DATABASE_URL;
  const database: DatabaseConfig =
    url && /^postgres(ql)?:/.test(url)
      ? { dialect: 'postgres', url, poolSize: e.DB_POOL_SIZE }
      : { dialect: 'sqlite', file: resolveFromRoot(url ? url.replace(/^(sqlite|file):/, '') : 'data/oja.sqlite') };
  const scale = parseScaleConfig(env, database.dialect);
  if (!scale.ok) throw new ConfigError(`Invalid configuration:\n${scale.problems.join('\n')}`);
  const ops = parseOpsConfig(env, resolveFromRoot);
  if (!ops.ok) throw new ConfigError(`Invalid configuration:\n${ops.problems.join('\n')}`);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database,
    mediaDir: resolveFromRoot(e.MEDIA_DIR),
    mediaPublicUrl: e.MEDIA_PUBLIC_URL ?? null,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    servePages: e.SERVE_PAGES,
    trustProxy: e.TRUST_PROXY,
    shop: {
      email: e.SHOP_EMAIL,
      phone: e.SHOP_PHONE,
      location: e.SHOP_LOCATION,
      timeZone: e.SHOP_TIME_ZONE,
      supportHours: e.SUPPORT_HOURS,
      /** Digits only, country code first (wa.me's form), or null when unset. */
      whatsapp: e.WHATSAPP_NUMBER ?? null,
      socials: (
        [
          ['facebook', e.SOCIAL_FACEBOOK_URL],
          ['instagram', e.SOCIAL_INSTAGRAM_URL],
          ['x', e.SOCIAL_X_URL],
        ] as const
      ).flatMap(([network, url]) => (url ? [{ network, url }] : [])),
    },
    orders: {
      expiryHours: e.ORDER_EXPIRY_HOURS,
      reviewHoldHours: e.REVIEW_HOLD_HOURS,
      feeRulesFile: e.FEE_RULES_FILE === undefined ? undefined : resolveFromRoot(e.FEE_RULES_FILE),
    },
    locale: {
      countryHeader: e.COUNTRY_HEADER,
      // A proxy trusted for X-Forwarded-* is normally the CDN that sets the country too.
      trustCountryHeader: e.TRUST_COUNTRY_HEADER ?? e.TRUST_PROXY,
      geoipDb: e.GEOIP_DB ? resolveFromRoot(e.GEOIP_DB) : null,
    },
    reservations: {
      maxPerLine: e.RESERVE_MAX_PER_LINE,
      maxUnitsPerOrder: e.RESERVE_MAX_UNITS_PER_ORDER,
      maxUnpaidOrders: e.RESERVE_MAX_UNPAID_ORDERS,
      maxUnitsPerCustomer: e.RESERVE_MAX_UNITS_PER_CUSTOMER,
      maxUnitsPerAddress: e.RESERVE_MAX_UNITS_PER_ADDRESS,
      maxSharePercent: e.RESERVE_MAX_SHARE_PERCENT,
      shareFloor: e.RESERVE_SHARE_FLOOR,
    },
    onDelivery: {
      dispatchHours: e.ON_DELIVERY_DISPATCH_HOURS,
      maxPerCustomer: e.ON_DELIVERY_MAX_PER_CUSTOMER,
      maxPerPhone: e.ON_DELIVERY_MAX_PER_PHONE,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Oja <${e.SHOP_EMAIL}>` },
    sms: {
      termii: e.TERMII_API_KEY
        ? {
            apiKey: e.TERMII_API_KEY,
            senderId: e.TERMII_SENDER_ID,
            baseUrl: e.TERMII_BASE_URL,
            channel: e.TERMII_CHANNEL,
          }
        : null,
      budget: { dailyParts: e.SMS_DAILY_BUDGET_PARTS, alertPercent: e.SMS_BUDGET_ALERT_PERCENT },
    },
    passwordHashing,
    accounts: {
      sessionMaxAgeMs: e.SESSION_MAX_AGE_DAYS * 24 * 3_600_000,
      sessionsPerAccount: e.SESSIONS_PER_ACCOUNT,
      requireVerifiedEmail: e.REQUIRE_VERIFIED_EMAIL,
    },
    admin: { lowStockThreshold: e.LOW_STOCK_THRESHOLD },
    alerts: { morningSummaryHour: e.MORNING_SUMMARY_HOUR },
    payments,
    jobs: { orderIntervalMs: e.ORDER_JOBS_INTERVAL_MS, paymentIntervalMs: e.PAYMENT_JOBS_INTERVAL_MS },
    rateLimits: {
      redisUrl: e.REDIS_URL ?? null,
      redisKeyPrefix: e.REDIS_KEY_PREFIX,
      exemptAddresses: e.RATE_LIMIT_EXEMPT_ADDRESSES,
    },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    images: { jobsAtOnce: e.IMAGE_JOBS_AT_ONCE, queueLength: e.IMAGE_QUEUE_LENGTH },
    corsOrigins: e.CORS_ORIGINS,
    ...scale.value,
    ops: ops.value,
  };
}

/** The provider: PAYMENT_PROVIDER, else the one whose key is set, else the built-in test provider. */
function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  const problems: string[] = [];
  const provider =
    e.PAYMENT_PROVIDER ?? (e.PAYSTACK_SECRET_KEY ? 'paystack' : e.FLUTTERWAVE_SECRET_KEY ? 'flutterwave' : 'test');
  if (provider === 'paystack' && !e.PAYSTACK_SECRET_KEY) {
    problems.push('  PAYSTACK_SECRET_KEY: required when PAYMENT_PROVIDER=paystack');
  }
  if (provider === 'flutterwave' && !e.FLUTTERWAVE_SECRET_KEY) {
    problems.push('  FLUTTERWAVE_SECRET_KEY: required when PAYMENT_PROVIDER=flutterwave');
  }
  // Without the hash no Flutterwave webhook could ever be trusted.
  if (e.FLUTTERWAVE_SECRET_KEY && !e.FLUTTERWAVE_SECRET_HASH) {
    problems.push('  FLUTTERWAVE_SECRET_HASH: required with FLUTTERWAVE_SECRET_KEY (the webhook "Secret hash")');
  }
  const bankSet = [e.SHOP_BANK_NAME, e.SHOP_BANK_ACCOUNT_NAME, e.SHOP_BANK_ACCOUNT_NUMBER].filter(Boolean).length;
  if (bankSet > 0 && bankSet < 3) {
    problems.push('  SHOP_BANK_NAME / SHOP_BANK_ACCOUNT_NAME / SHOP_BANK_ACCOUNT_NUMBER: set all three, or none');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const bank =
    bankSet === 3
      ? {
          bankName: e.SHOP_BANK_NAME!,
          accountName: e.SHOP_BANK_ACCOUNT_NAME!,
          accountNumber: e.SHOP_BANK_ACCOUNT_NUMBER!,
        }
      : provider !== 'test'
        ? null
        : { bankName: 'Demo Bank (no real account)', accountName: 'Oja Market Demo Ltd', accountNumber: '0123456789' };
  return {
    channels: { paystack: e.PAYSTACK_CHANNELS, flutterwave: e.FLUTTERWAVE_PAYMENT_OPTIONS },
    bank,
    provider,
    testMode: e.PAYMENTS_TEST_MODE,
    testSecret: e.PAYMENTS_TEST_SECRET,
    unclaimedRefundAfterHours: e.UNCLAIMED_REFUND_AFTER_HOURS,
    paystack: e.PAYSTACK_SECRET_KEY ? { secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL } : null,
    flutterwave:
      e.FLUTTERWAVE_SECRET_KEY && e.FLUTTERWAVE_SECRET_HASH
        ? {
            secretKey: e.FLUTTERWAVE_SECRET_KEY,
            secretHash: e.FLUTTERWAVE_SECRET_HASH,
            baseUrl: e.FLUTTERWAVE_BASE_URL,
          }
        : null,
  };
}
