import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../build-app.ts';
import { loadConfig } from '../config.ts';
import { testPasswordHashing } from '@oja/testing/app/test-app';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { makeCategory, makeProduct } from '@oja/testing/factories/factories';

/**
 * Scripts after first paint (apps/web/app/lib/defer-scripts.server.ts) on the pages the built shop
 * serves: React Router's module preloads made inert, its module script turned into the loader that
 * adds them and the script back later, with the page's nonce. Needs the web build (`npm run build`),
 * like the other production-pages tests; what React Router would have written is read from the
 * same build's asset manifest (`ServerBuild.assets`).
 */
const serverBuild = path.resolve(import.meta.dirname, '../../../web/build/server/index.js');

let app: Awaited<ReturnType<typeof buildApp>>;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let assets: ServerBuild['assets'];
beforeAll(async () => {
  db = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...testPasswordHashing });
  app = await buildApp({ config, database: db, logger: false, pages: 'production' });
  ({ assets } = (await import(pathToFileURL(serverBuild).href)) as ServerBuild);
  const category = await makeCategory(db.db, { slug: 'spices', title: 'Spices' });
  await makeProduct(db.db, category.id, { slug: 'pepper' });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** The page's scripts as it is served, and the ones React Router writes for its routes. */
async function served(url: string, routeId: string) {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
  expect(nonce, url).toBeTruthy();
  const routes = [assets.routes.root!, assets.routes[routeId]!];
  const modules = [
    assets.entry.module,
    ...assets.entry.imports,
    ...routes.flatMap((r) => [r.module, ...(r.imports ?? [])]),
  ];
  return { html: res.body, nonce: nonce!, routes, modules: new Set(modules) };
}

describe('scripts after first paint, on the built pages', () => {
  const pages = [
    ['/', 'home'],
    ['/categories/spices', 'routes/category'],
    ['/products/pepper', 'routes/product'],
  ] as const;

  it.each(pages)("%s: React Router's module preloads are inert links, with the page's nonce", async (url, routeId) => {
    const { html, nonce, modules } = await served(url, routeId);
    expect(/<link[^>]* rel="modulepreload"/.test(html), 'a module preload left in the page').toBe(false);
    const inert = [...html.matchAll(/<link rel="oja-modulepreload" href="([^"]+)" nonce="([^"]+)"\/>/g)];
    expect(new Set(inert.map((m) => m[1]))).toEqual(modules);
    for (const m of inert) expect(m[2]).toBe(nonce);
  });

  it.each(pages)('%s: the module script is one loader holding its text, with the nonce', async (url, routeId) => {
    const { html, nonce, routes } = await served(url, routeId);
    expect(html.includes('type="module"'), 'a module script left in the page').toBe(false);
    const loaders = [...html.matchAll(/<script nonce="([^"]+)">\(function start\(text\) \{[\s\S]*?<\/script>/g)];
    expect(loaders).toHaveLength(1);
    const [loader, loaderNonce] = loaders[0]!;
    expect(loaderNonce).toBe(nonce);
    // The module's text travels as one JSON string, with nothing in it that could close the element.
    const literal = /\}\)\(("(?:[^"\\<]|\\.)*")\)<\/script>$/.exec(loader)?.[1];
    expect(literal).toBeDefined();
    const text = JSON.parse(literal!) as string;
    expect(text).toContain(`import * as route0 from "${routes[0]!.module}";`);
    expect(text).toContain(`import * as route1 from "${routes[1]!.module}";`);
    expect(text).toContain(`window.__reactRouterRouteModules = {"root":route0,"${routes[1]!.id}":route1};`);
    expect(text).toContain(`import("${assets.entry.module}");`);
    // The loader starts after the page's main image: the storefront pages have one.
    if (url !== '/') expect(html).toMatch(/<img[^>]* fetchPriority="high"/);
  });
});

it('a category staff left without an icon shows the default one on the home page, never an empty picture', async () => {
  const res = await app.inject('/');
  expect(res.statusCode).toBe(200);
  const chip =
    /<a[^>]*class="category-chip"[^>]*href="\/categories\/spices"[^>]*>([\s\S]*?)<\/a>|<a[^>]*href="\/categories\/spices"[^>]*class="category-chip"[^>]*>([\s\S]*?)<\/a>/.exec(
      res.body,
    );
  expect(chip, 'the Spices chip').not.toBeNull();
  expect(chip![1] ?? chip![2]).toContain('<svg');
  expect(res.body).not.toMatch(/<img[^>]* src=""/);
});
