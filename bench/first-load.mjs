#!/usr/bin/env node
// First-load JavaScript per storefront page, from the built app alone (no server, no database):
// the entry's and each matched route's modules as React Router's build manifest lists them (the
// files a page's HTML preloads), gzipped at level 9, against the budget; misses are flagged and the
// exit code is 1 when there is one. `bench/storefront.mjs` measures the same from the served HTML.
// The page's message chunks count too: `core` and the areas its routes name (i18n/areas.ts, read
// from the server build's route handles), one chunk per area and language, the ones the page's HTML
// names on `<html data-messages>` and `data-chunks` and loads before hydrating (decision 0034), in
// English and in the language whose chunks are largest. e2e/first-load.spec.ts counts the same from
// the served HTML. The budget is 120 KB plus issue 19's 5 KB for the languages, on every page.
// Usage: npm run build && node bench/first-load.mjs [--files] [--budget=125]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const client = path.join(root, 'apps/web/build/client');
const args = process.argv.slice(2);
const budget = Number(args.find((a) => a.startsWith('--budget='))?.split('=')[1] ?? 125) * 1024;
const showFiles = args.includes('--files');

/**
 * The storefront pages held to the budget, as the route id each page matches last. Its routes (it
 * and its parents, root first) and the message areas they name in their `handle` (besides `core`)
 * come from the server build, as the server writes them on the page's `<html data-messages>`.
 */
const pages = {
  '/': 'home',
  '/categories/:slug': 'routes/category',
  '/search': 'routes/search',
  '/products/:slug': 'routes/product',
  '/offers': 'offers',
  '/cart': 'routes/cart',
  '/dashboard/my-orders': 'routes/my-orders',
};
const languages = ['en', 'pcm', 'yo', 'ha', 'ig'];

const assets = path.join(client, 'assets');
const manifestFile = fs.existsSync(assets) && fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}
const manifest = JSON.parse(
  fs
    .readFileSync(path.join(assets, manifestFile), 'utf8')
    .replace(/^window\.__reactRouterManifest\s*=\s*/, '')
    .replace(/;\s*$/, ''),
);

const sizes = new Map();
const gzipped = (url) => {
  if (!sizes.has(url)) sizes.set(url, zlib.gzipSync(fs.readFileSync(path.join(client, url)), { level: 9 }).length);
  return sizes.get(url);
};
const kb = (n) => (n / 1024).toFixed(1);

/** The built chunk of one message area in one language (compiled/<area>-<lang>.ts). */
const builtFiles = fs.readdirSync(assets);
const messageChunk = (area, language) => {
  const name = builtFiles.find((f) => new RegExp(`^${area}-${language}-[\\w-]{8}\\.js$`).test(f));
  if (!name) throw new Error(`no message chunk for ${area} in ${language}: was i18n/compiled split by area?`);
  return `/assets/${name}`;
};

const serverBuild = path.join(root, 'apps/web/build/server/index.js');
const { routes: serverRoutes } = await import(pathToFileURL(serverBuild).href);
const areaOrder = ['core', 'storefront', 'home', 'account', 'checkout', 'orders', 'content', 'footer'];
/** A page's routes, root first, and the areas they name (i18n/areas.ts `messageAreasOf`), `core` first. */
function routesOf(leaf) {
  const ids = [];
  for (let id = leaf; id; id = serverRoutes[id]?.parentId) {
    if (!serverRoutes[id]) throw new Error(`no route ${id} in the server build`);
    ids.unshift(id);
  }
  const named = new Set(['core', ...ids.flatMap((id) => serverRoutes[id].module.handle?.messages ?? [])]);
  return { ids, areas: areaOrder.filter((area) => named.has(area)) };
}

let misses = 0;
console.log(`First-load JavaScript per page, gzipped, with its messages (budget ≤ ${kb(budget)} KB)`);
for (const [page, leaf] of Object.entries(pages)) {
  const { ids, areas } = routesOf(leaf);
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ids) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the build manifest`);
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  const code = [...files].reduce((sum, f) => sum + gzipped(f), 0);
  const messagesOf = (language) => areas.map((area) => messageChunk(area, language));
  const weight = (language) => messagesOf(language).reduce((sum, f) => sum + gzipped(f), 0);
  const largest = languages.reduce((a, b) => (weight(b) > weight(a) ? b : a));
  for (const language of [...new Set(['en', largest])]) {
    const total = code + weight(language);
    const miss = total > budget;
    misses += miss ? 1 : 0;
    console.log(
      `  ${page.padEnd(22)} ${language.padEnd(3)} ${kb(total).padStart(6)} KB (code ${kb(code)} + messages ${kb(weight(language))}) in ${String(files.size + areas.length).padStart(2)} files   ${miss ? `MISS by ${kb(total - budget)} KB` : `ok (${kb(budget - total)} KB left)`}`,
    );
  }
  if (showFiles) {
    for (const f of [...files, ...messagesOf(largest)].sort((a, b) => gzipped(b) - gzipped(a))) {
      console.log(`      ${kb(gzipped(f)).padStart(6)} KB  ${f.replace('/assets/', '')}`);
    }
  }
}
process.exitCode = misses > 0 ? 1 : 0;
