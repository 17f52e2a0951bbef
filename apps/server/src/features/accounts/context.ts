import type { Language } from '@oja/shared/languages';
import type { Kysely } from 'kysely';
import type { AppPlugin } from '../../http/app-plugin.ts';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import type { ImageJobs } from '../../images/image-jobs.ts';
import type { RateLimiter } from '../../rate-limit/index.ts';
import type { PasswordHasher } from './passwords.ts';

/** What the account services work with; built once per app in the routes plugin. */
export interface AccountsContext {
  db: Kysely<DB>;
  limiter: RateLimiter;
  config: Config;
  hasher: PasswordHasher;
  images: ImageJobs;
}

/** Who is asking, as far as limits and session records care. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The language the request speaks (cookie, Accept-Language): a new account's e-mails use it. */
  language?: Language;
}

/** The Fastify instance (with zod types) that the account routes are declared on. */
export type ApiScope = Parameters<AppPlugin>[0];
