import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the configuration are resolved against it. */
export const rootDir = fileURLToPath(new URL('../../../', import.meta.url));

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanText.default(true),
  TRUST_PROXY: booleanText.default(false),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SHOP_EMAIL: z.email().default('hello@oja.example'),
  SHOP_PHONE: z.string().min(3).default('+234 801 234 5678'),
  SHOP_LOCATION: z.string().min(3).default('12 Balogun Market Road, Lagos Island, Lagos, Nigeria'),
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
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).default(19_456),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(100).default(2),
  PASSWORD_HASH_PARALLELISM: z.coerce.number().int().min(1).max(16).default(1),
});

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

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; poolSize: number };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  database: DatabaseConfig;
  mediaDir: string;
  logLevel: string;
  seedDemoData: boolean;
  trustProxy: boolean;
  shop: { email: string; phone: string; location: string };
  locale: {
    /** The request header a CDN or proxy puts the visitor's country in (ISO 3166 alpha-2). */
    countryHeader: string;
    /** Whether that header is believed; anyone can send it when no proxy overwrites it. */
    trustCountryHeader: boolean;
    /** Absolute path of a MaxMind-format country database, or null. */
    geoipDb: string | null;
  };
  mail: { smtpUrl: string | undefined; from: string };
  passwordHashing: PasswordHashing;
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
  const url = e.DATABASE_URL;
  const database: DatabaseConfig =
    url && /^postgres(ql)?:/.test(url)
      ? { dialect: 'postgres', url, poolSize: e.DB_POOL_SIZE }
      : { dialect: 'sqlite', file: resolveFromRoot(url ? url.replace(/^(sqlite|file):/, '') : 'data/oja.sqlite') };
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database,
    mediaDir: resolveFromRoot(e.MEDIA_DIR),
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    shop: { email: e.SHOP_EMAIL, phone: e.SHOP_PHONE, location: e.SHOP_LOCATION },
    locale: {
      countryHeader: e.COUNTRY_HEADER,
      // A proxy trusted for X-Forwarded-* is normally the CDN that sets the country too.
      trustCountryHeader: e.TRUST_COUNTRY_HEADER ?? e.TRUST_PROXY,
      geoipDb: e.GEOIP_DB ? resolveFromRoot(e.GEOIP_DB) : null,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Oja <${e.SHOP_EMAIL}>` },
    passwordHashing,
  };
}
