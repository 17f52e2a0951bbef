import { z } from 'zod';

/**
 * The settings for running the shop with its eyes open (docs/operations.md): metrics, traces,
 * the shutdown's drain and backups to object storage. Read by `loadConfig` (config.ts) next to
 * the other settings. Everything here is off unless set, and off costs nothing.
 */

export interface MetricsConfig {
  /** `Authorization: Bearer <token>` that `/metrics` asks for (on PORT, and on `port` when set). */
  token: string | null;
  /** A listener of its own for `/metrics` (METRICS_PORT), on `host`; null: `/metrics` on PORT. */
  port: number | null;
  host: string;
}

export interface TracingConfig {
  /** Where spans are POSTed (OTLP/HTTP): OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or the base + /v1/traces. */
  tracesUrl: string;
  serviceName: string;
}

export interface BackupConfig {
  /** Backups go to this bucket (S3-compatible, the S3_* connection settings); null: to `dir`. */
  s3: {
    bucket: string;
    prefix: string;
    region: string;
    endpoint: string | undefined;
    credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    forcePathStyle: boolean;
  } | null;
  /** Backups on this machine's disk (BACKUP_DIR), when no bucket is set. */
  dir: string;
  /** Backups older than this many days are deleted after a new one is written (the newest always stays). */
  retentionDays: number;
}

export interface OpsConfig {
  /** null: no metrics at all (no `/metrics`, no counting). */
  metrics: MetricsConfig | null;
  /** null: no tracing (the OpenTelemetry SDK is never loaded). */
  tracing: TracingConfig | null;
  /** After SIGTERM, readiness answers 503 for this long while requests are still served. */
  shutdownDrainMs: number;
  backups: BackupConfig;
}

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const httpUrl = z
  .url()
  .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL such as http://127.0.0.1:4318')
  .transform((v) => v.replace(/\/+$/, ''));

const opsEnvSchema = z.object({
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 visible ASCII characters (e.g. openssl rand -hex 24)')
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl.optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('oja'),
  OTEL_SDK_DISABLED: booleanText.default(false),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(20_000).default(0),
  BACKUP_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lowercase letters, digits, . or -)')
    .optional(),
  BACKUP_S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/, 'must be empty or folder names each ending in / (e.g. oja/backups/)')
    .default('backups/'),
  BACKUP_DIR: z.string().min(1).default('data/backups'),
  BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
});

/** The names of the settings above (.env.example lists them all). */
export const opsSettingNames = Object.keys(opsEnvSchema.shape);

/** The settings above from `env`, or every problem found, one line each. */
export function parseOpsConfig(
  env: NodeJS.ProcessEnv,
  resolvePath: (p: string) => string,
): { ok: true; value: OpsConfig } | { ok: false; problems: string[] } {
  const parsed = opsEnvSchema.safeParse(env);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`) };
  }
  const e = parsed.data;
  const problems: string[] = [];
  // The media bucket may be public (MEDIA_PUBLIC_URL); a backup holds every customer's data.
  if (e.BACKUP_S3_BUCKET && e.BACKUP_S3_BUCKET === e.S3_BUCKET) {
    problems.push('  BACKUP_S3_BUCKET: must not be the media bucket (S3_BUCKET); use a private bucket of its own');
  }
  if (problems.length > 0) return { ok: false, problems };
  const metricsOn = e.METRICS_TOKEN !== undefined || e.METRICS_PORT !== undefined;
  const otlp =
    e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (e.OTEL_EXPORTER_OTLP_ENDPOINT && `${e.OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`);
  return {
    ok: true,
    value: {
      metrics: metricsOn
        ? { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null, host: e.METRICS_HOST }
        : null,
      tracing: otlp && !e.OTEL_SDK_DISABLED ? { tracesUrl: otlp, serviceName: e.OTEL_SERVICE_NAME } : null,
      shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
      backups: {
        s3: e.BACKUP_S3_BUCKET
          ? {
              bucket: e.BACKUP_S3_BUCKET,
              prefix: e.BACKUP_S3_PREFIX,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              credentials:
                e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                  ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                  : undefined,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            }
          : null,
        dir: resolvePath(e.BACKUP_DIR),
        retentionDays: e.BACKUP_RETENTION_DAYS,
      },
    },
  };
}
