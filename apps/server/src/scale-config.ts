import { z } from 'zod';

/**
 * The settings for running the shop on more than one machine (docs/deployment.md): which work a
 * process does, where media is stored, and a read replica for the catalogue. Read by
 * `loadConfig` (config.ts) next to the other settings.
 */

/**
 * `web` answers HTTP (pages and API) and runs no background jobs; `worker` runs the jobs (order
 * expiry, payment reconciliation, the mail outbox) and answers only a health check on PORT;
 * `both` (the default) does everything, as a single process should.
 */
export const processRoles = ['web', 'worker', 'both'] as const;
export type ProcessRole = (typeof processRoles)[number];

export const servesHttp = (role: ProcessRole) => role !== 'worker';
export const runsJobs = (role: ProcessRole) => role !== 'web';

/** Media on the local disk (MEDIA_DIR, the default) or in an S3-compatible bucket. */
export type MediaStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Another S3-compatible service (R2, Spaces, MinIO…); undefined: AWS itself. */
      endpoint: string | undefined;
      /** Both undefined: the AWS SDK's own chain (environment, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most local servers want. */
      forcePathStyle: boolean;
    };

export interface ScaleConfig {
  processRole: ProcessRole;
  mediaStorage: MediaStorageConfig;
  /** DATABASE_READ_URL: a PostgreSQL replica for catalogue reads, or null. */
  databaseReadUrl: string | null;
  /** After a write, that client reads the primary for this many seconds (DATABASE_READ_PIN_SECONDS). */
  readPinSeconds: number;
}

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const scaleEnvSchema = z.object({
  PROCESS_ROLE: z.enum(processRoles).default('both'),
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lowercase letters, digits, . or -)')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL such as https://<account>.r2.cloudflarestorage.com')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  DATABASE_READ_URL: z
    .string()
    .refine((v) => /^(postgres|postgresql):\/\/.+/.test(v), 'must be postgres://user@host:port/db (a read replica)')
    .optional(),
  DATABASE_READ_PIN_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});

/** The names of the settings above (.env.example lists them all). */
export const scaleSettingNames = Object.keys(scaleEnvSchema.shape);

/** The settings above from `env`, or every problem found, one line each. */
export function parseScaleConfig(
  env: NodeJS.ProcessEnv,
  primaryDialect: 'sqlite' | 'postgres',
): { ok: true; value: ScaleConfig } | { ok: false; problems: string[] } {
  const parsed = scaleEnvSchema.safeParse(env);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`) };
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.MEDIA_STORAGE === 's3' && !e.S3_BUCKET) problems.push('  S3_BUCKET: required when MEDIA_STORAGE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both, or neither (the AWS SDK then finds them)');
  }
  if (e.DATABASE_READ_URL && primaryDialect !== 'postgres') {
    problems.push(
      '  DATABASE_READ_URL: a read replica needs DATABASE_URL on PostgreSQL; SQLite is one file on one machine (unset it)',
    );
  }
  if (problems.length > 0) return { ok: false, problems };
  const mediaStorage: MediaStorageConfig =
    e.MEDIA_STORAGE === 's3'
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local' };
  return {
    ok: true,
    value: {
      processRole: e.PROCESS_ROLE,
      mediaStorage,
      databaseReadUrl: e.DATABASE_READ_URL ?? null,
      readPinSeconds: e.DATABASE_READ_PIN_SECONDS,
    },
  };
}
