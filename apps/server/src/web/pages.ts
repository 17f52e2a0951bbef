import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { ApiClient } from '@oja/shared/api-client';
import type { Config } from '../config.ts';
import { setNoStoreUnlessChosen } from '../http/cache-control.ts';
import { clientGone, endForGoneClient } from '../http/client-gone.ts';
import { newNonce, setPageCsp } from '../http/security-headers.ts';
import { checkoutOrigins } from '../payments/index.ts';
import { inProcessApi } from './in-process-api.ts';
import { markAnonymousRender, serveWorkerHeaders } from './offline-headers.ts';
import { pageBody, refuseTooLarge } from './page-body-limit.ts';
import { createRenderTurns } from './render-turns.ts';
import { sendWebResponse, toWebRequest } from './web-request.ts';

export type PagesMode = 'production' | 'development' | 'none';

export const webDir = fileURLToPath(new URL('../../../web/', import.meta.url));
const serverBuildFile = path.join(webDir, 'build/server/index.js');
const clientBuildDir = path.join(webDir, 'build/client');

/**
 * The context key lives in the web app (its entry module exports it), so the key the loaders
 * read and the one set here are the same object even though the web build bundles its own code.
 */
function contextKeysOf(build: ServerBuild) {
  const entry = build.entry.module as { apiContext?: RouterContext<ApiClient>; nonceContext?: RouterContext<string> };
  if (!entry.apiContext || !entry.nonceContext)
    throw new Error('The web entry module must export apiContext and nonceContext');
  return { api: entry.apiContext, nonce: entry.nonceContext };
}

async function productionBuild(app: FastifyInstance, imageOrigins: string[]): Promise<ServerBuild> {
  if (!fs.existsSync(serverBuildFile)) {
    throw new Error(`The web app is not built (${serverBuildFile} is missing): run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  // Before the files' routes, so the hook applies to them.
  serveWorkerHeaders(app, imageOrigins);
  // Every built file gets its own route (wildcard: false), so they never shadow page paths.
  await app.register(fastifyStatic, {
    root: clientBuildDir,
    wildcard: false,
    decorateReply: false,
    index: false,
    setHeaders: (res, filePath) => {
      const fingerprinted = filePath.startsWith(path.join(clientBuildDir, 'assets') + path.sep);
      res.header('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return build;
}

async function developmentBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({ root: webDir, server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}

/** React Router's single-fetch data requests: `/path.data`, `/_.data`, with a query or not. */
const isDataRequest = (url: string) => /\.data(\?|$)/.test(url);

/** Every path outside /api, /media and the built assets is a server-rendered React Router page. */
export async function registerPages(app: FastifyInstance, { mode, config }: { mode: PagesMode; config: Config }) {
  if (mode === 'none') return;
  const formTargets = checkoutOrigins(config);
  // Images on MEDIA_PUBLIC_URL: the page policy must let the browser load them.
  const imageOrigins = config.mediaPublicUrl ? [new URL(config.mediaPublicUrl).origin] : [];
  const build = mode === 'production' ? await productionBuild(app, imageOrigins) : await developmentBuild(app);
  const getBuild = typeof build === 'function' ? build : async () => build;
  // React Router prepares a build object once (routes flattened and ranked, its request handler);
  // a function it calls and prepares again on every request, which only development (Vite,
  // changing modules) needs. Handing the production build over as a function cost a fifth of
  // every page request's time (decision 0015).
  const handle = createRequestHandler(build, mode);
  const turns = createRenderTurns();

  await app.register(async (pages) => {
    // Page actions read their own form bodies, so Fastify must leave the body stream untouched.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_req, _payload, done) => done(null));
    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler: async (req, reply) => {
        // Within the page's body limit, or 413 before the rest is read (page-body-limit.ts).
        const body = req.method === 'GET' || req.method === 'HEAD' ? 'stream' : await pageBody(req);
        if (body === 'too-large') return refuseTooLarge(reply);
        // Documents take turns (a visitor who left while waiting gets nothing rendered); the
        // hydrated app's data requests (/….data) render no HTML and go straight through.
        if (!isDataRequest(req.url) && !(await turns.take(reply))) return reply.hijack();
        const keys = contextKeysOf(await getBuild());
        const context = new RouterContextProvider();
        context.set(keys.api, inProcessApi(app, req, [config.locale.countryHeader]));
        // Vite's dev client injects scripts of its own; the strict policy applies to real builds.
        if (mode === 'production') {
          const nonce = newNonce();
          context.set(keys.nonce, nonce);
          setPageCsp(reply, nonce, formTargets, imageOrigins);
        }
        const response = await handle(toWebRequest(req, reply, body === 'stream' ? undefined : body), context);
        // A form whose body never fully arrived fails inside React Router (a 500 of its own).
        if (clientGone(req, reply)) {
          // Nobody will read the page: stop its render now rather than at its timeout.
          await response.body?.cancel();
          return endForGoneClient(req, reply);
        }
        // A page that could not load because the database is away (503): tell crawlers when to return.
        if (response.status === 503 && !response.headers.has('retry-after')) reply.header('retry-after', '5');
        // Pages show who is signed in and their cart: no-store, unless the route chose otherwise.
        setNoStoreUnlessChosen(reply);
        // Rendered for no signed-in customer: the service worker may keep it for offline use.
        markAnonymousRender(req, reply, response.status);
        return sendWebResponse(reply, response);
      },
    });
  });
}
