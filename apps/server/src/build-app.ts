import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/connection.ts';
import { accountsRoutes, registerActor } from './features/accounts/index.ts';
import { addressesRoutes } from './features/addresses/index.ts';
import { adminRoutes } from './features/admin/index.ts';
import { cartRoutes } from './features/cart/index.ts';
import { allProductsRoutes, catalogRoutes, searchSuggestionsRoutes } from './features/catalog/index.ts';
import { deliveryRoutes } from './features/delivery/index.ts';
import { promotionsRoutes } from './features/promotions/index.ts';
import { createReadiness, healthRoutes, type Readiness } from './features/health/index.ts';
import { localeRoutes } from './features/locale/index.ts';
import { notificationsRoutes } from './features/notifications/index.ts';
import { ordersRoutes } from './features/orders/index.ts';
import { createPaymentsRuntime, registerPaymentsApi, registerPaymentsOutside } from './features/payments/index.ts';
import { reportsRoutes } from './features/reports/index.ts';
import { reviewsRoutes } from './features/reviews/index.ts';
import { savedRoutes } from './features/saved/index.ts';
import { shopRoutes } from './features/shop/index.ts';
import { acceptEmptyJsonBodies } from './http/json-body.ts';
import type { AppDeps } from './http/app-plugin.ts';
import { apiBodyLimit } from './http/body-limit.ts';
import { noStoreByDefault } from './http/cache-control.ts';
import { registerCors } from './http/cors.ts';
import { answerFrameworkError, apiNotFound, registerErrorHandling } from './http/error-handler.ts';
import { bufferedStdout } from './http/log-destination.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { registerPublicMediaUrls } from './http/public-media.ts';
import { registerReadPinning } from './http/read-replica.ts';
import { isBuiltScriptOrStyle, registerSecurityHeaders } from './http/security-headers.ts';
import { refuseNulCharacters } from './http/text-input.ts';
import { registerApiDocs, registerOpenApi } from './http/openapi.ts';
import { createImageJobs, type ImageJobs } from './images/image-jobs.ts';
import { mediaStorageFor, registerMediaRoutes } from './media/index.ts';
import { openRateLimiter } from './rate-limit/index.ts';
import { registerPages, type PagesMode } from './web/pages.ts';
import { smsPartsToday } from './sms/index.ts';
import { createTelemetry, instrumentApp, registerSmsBudgetReader, type Telemetry } from './telemetry/index.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** How page requests are answered: the built web app, Vite in dev, or not at all (API tests). */
  pages?: PagesMode;
  logger?: FastifyServerOptions['logger'];
  /** Where production logs go (main.ts passes its own, to close it at exit); else buffered stdout. */
  logDestination?: DestinationStream;
  /**
   * Metrics and traces (main.ts makes them before opening the database, which reports to them);
   * else made here from the configuration, without the database statements.
   */
  telemetry?: Telemetry;
}

const requestIdPattern = /^[\w.:-]{1,64}$/;

export async function buildApp({
  config,
  database,
  pages = 'none',
  logger,
  logDestination,
  telemetry: given,
}: BuildAppOptions) {
  const telemetry = given ?? (await createTelemetry(config));
  const tracing = telemetry.tracing;
  const httpOptions = {
    headersTimeout: config.timeouts.headersMs,
    // How often Node looks for requests past those limits (its default, 30 s, would let them
    // linger that much longer).
    connectionsCheckingInterval: Math.min(1000, config.timeouts.headersMs),
  };
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'req.headers["x-paystack-signature"]',
        'req.headers["verif-hash"]',
      ],
      ...(config.env === 'development'
        ? { transport: { target: 'pino-pretty' } }
        : { stream: logDestination ?? bufferedStdout().stream }),
    },
    // A well-formed id from a proxy is kept so that one request can be followed across services.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: apiBodyLimit,
    // The server's own timeouts (docs/security.md): without them a client sending its headers or
    // body a byte at a time, or a socket left silent, held a connection for minutes.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: httpOptions,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    // With tracing on, every request runs inside its span (telemetry/tracing.ts); the server is
    // otherwise made as Fastify makes it.
    ...(tracing
      ? {
          serverFactory: (handler: http.RequestListener) => {
            const server = http.createServer(httpOptions, tracing.wrapHandler(handler));
            server.keepAliveTimeout = config.timeouts.keepAliveMs;
            server.requestTimeout = config.timeouts.requestMs;
            server.setTimeout(config.timeouts.idleMs);
            return server;
          },
        }
      : {}),
  }).withTypeProvider<ZodTypeProvider>();
  if (!given) app.addHook('onClose', async () => telemetry.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app); // an empty JSON body is no body, on every route
  app.addHook('onRequest', async (req, reply) => {
    // Built scripts and styles are files that never change: their requests are not followed up.
    if (!isBuiltScriptOrStyle(req.url)) reply.header('x-request-id', req.id);
  });
  // DATABASE_READ_URL: a replica for catalogue reads, never after a write (http/read-replica.ts).
  const replica = config.databaseReadUrl
    ? openDatabase(
        {
          dialect: 'postgres',
          url: config.databaseReadUrl,
          poolSize: config.database.dialect === 'postgres' ? config.database.poolSize : 10,
        },
        { onQuery: telemetry.onQuery },
      )
    : null;
  if (replica) app.addHook('onClose', async () => replica.destroy());
  // The SMS budget's gauges on /metrics (decision 0048): today's parts against SMS_DAILY_BUDGET_PARTS.
  registerSmsBudgetReader(async (db) => ({
    usedParts: await smsPartsToday(db),
    limitParts: config.sms.budget.dailyParts,
  }));
  // Request metrics and /metrics, request span names (telemetry/): before any route, so every route has them.
  await instrumentApp(app, telemetry, { config, database, replica });
  const readiness = createReadiness(database, mediaStorageFor(config));
  app.decorate('readiness', readiness);

  await registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);

  await registerOpenApi(app);
  // Rate-limit counters shared by every process: in the database, or in Redis when configured.
  const limiter = await openRateLimiter(config.rateLimits, database, app.log);
  app.addHook('onClose', async () => limiter.close());
  // Uploaded pictures take turns, so sign-ins and orders never wait behind them (images/image-jobs.ts).
  const images = createImageJobs(config.images);
  app.decorate('imageJobs', images);
  const deps: AppDeps = { config, database, db: database.db, limiter, images, readDb: replica?.db ?? null, readiness };
  // Payments first: a test provider refused in production stops the start here (ConfigError).
  const payments = createPaymentsRuntime({
    config,
    db: database.db,
    limiter,
    log: app.log,
    inject: (o) => app.inject(o),
  });
  app.decorate('payments', payments);
  app.addHook('onClose', async () => payments.idle());
  await app.register(
    async (api) => {
      registerCors(api, config.corsOrigins); // CORS_ORIGINS only; preflights answered first
      noStoreByDefault(api); // answers that depend on the session stay out of every cache
      registerActor(api, deps); // req.actor for every /api request; cross-site state changes refused
      refuseNulCharacters(api);
      registerPublicMediaUrls(api, config.mediaPublicUrl); // MEDIA_PUBLIC_URL: absolute media URLs
      if (replica) registerReadPinning(api, { pinSeconds: config.readPinSeconds });
      await api.register(healthRoutes, deps);
      await api.register(catalogRoutes, deps);
      await api.register(searchSuggestionsRoutes, deps);
      await api.register(shopRoutes, deps);
      await api.register(localeRoutes, deps);
      await api.register(accountsRoutes, deps);
      await api.register(cartRoutes, deps);
      await api.register(ordersRoutes, deps);
      await api.register(deliveryRoutes, deps);
      await api.register(promotionsRoutes, deps);
      await registerPaymentsApi(api, payments);
      await api.register(adminRoutes, deps);
      await api.register(reportsRoutes, deps);
      await api.register(allProductsRoutes, deps);
      await api.register(reviewsRoutes, deps);
      await api.register(savedRoutes, deps);
      await api.register(addressesRoutes, deps);
      await api.register(notificationsRoutes, deps);
      const notFound = async (req: FastifyRequest, reply: FastifyReply) =>
        reply.status(404).send(apiNotFound(req.url.split('?')[0] ?? ''));
      api.all('/', { schema: { hide: true } }, notFound); // "/api" and "/api/" themselves
      api.all('/*', { schema: { hide: true } }, notFound);
    },
    { prefix: '/api' },
  );
  await registerPaymentsOutside(app, payments);
  await registerApiDocs(app);

  if (config.mediaStorage.kind === 'local') fs.mkdirSync(config.mediaDir, { recursive: true });
  // /media/: MEDIA_DIR from disk, or the bucket's objects streamed (media/media-routes.ts).
  await registerMediaRoutes(app, config, mediaStorageFor(config));

  await registerPages(app, { mode: pages, config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's picture-processing turns (uploads of avatars, product images, icons). */
    imageJobs: ImageJobs;
    /** Whether the process can serve; main.ts drains it at SIGTERM (features/health/readiness.ts). */
    readiness: Readiness;
  }
}
