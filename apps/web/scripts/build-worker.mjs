// After `react-router build`: the service worker, the offline page's icons, and the list of files
// the worker precaches (the app shell). Run by `npm run build`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { build, runnerImport } from 'vite';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const clientDir = path.join(webDir, 'build/client');
const iconsDir = path.join(clientDir, 'icons');

/** The installed app's icons, drawn from the favicon: no file to download or keep in step. */
async function renderIcons() {
  const svg = fs.readFileSync(path.join(webDir, 'public/favicon.svg'));
  fs.mkdirSync(iconsDir, { recursive: true });
  for (const size of [192, 512]) {
    await sharp(svg, { density: 1200 })
      .resize(size, size)
      .png()
      .toFile(path.join(iconsDir, `icon-${size}.png`));
  }
  // A maskable icon keeps the drawing inside the safe circle (80 %) on the theme colour.
  const inner = await sharp(svg, { density: 1200 }).resize(410, 410).png().toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1f6f43' } })
    .composite([{ input: inner, gravity: 'center' }])
    .png()
    .toFile(path.join(iconsDir, 'maskable-512.png'));
  await sharp(svg, { density: 1200 })
    .resize(180, 180)
    .flatten({ background: '#ffffff' })
    .png()
    .toFile(path.join(iconsDir, 'apple-touch-icon.png'));
}

/** The worker bundled on its own: one classic script, Workbox's production code only. */
async function bundleWorker() {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: webDir,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: path.join(webDir, 'worker/sw.ts'), formats: ['iife'], name: 'ojaWorker', fileName: () => 'sw.js' },
    },
  });
}

/**
 * The precache list (the app shell): React Router's browser manifest, entry and the shell routes'
 * scripts and styles (app/shell-routes.ts) as the build's asset manifest names them
 * (fingerprinted: the name is the version), the offline support loaded after every page, and the
 * offline page, web app manifest and favicon with a hash of their content. Other scripts
 * (accounts, checkout, back office) are kept once loaded.
 *
 * The asset manifest is the server build's `assets` export (React Router's `ServerBuild.assets`):
 * the same manifest the browser loads from `assets.url`, read where React Router documents it
 * rather than out of that file's JavaScript (decision 0080). Importing the server build starts
 * nothing: the shop's server imports the same file to render pages.
 */
async function precacheList() {
  const { assets } = await import(pathToFileURL(path.join(webDir, 'build/server/index.js')).href);
  const { module: shell } = await runnerImport(path.join(webDir, 'app/shell-routes.ts'), {
    configFile: false,
    logLevel: 'warn',
    root: webDir,
  });
  const shellRoutes = new Set(shell.shellRouteIds);
  for (const id of shellRoutes) if (!assets.routes[id]) throw new Error(`Shell route ${id} is not in the build`);
  const urls = new Set([assets.url, assets.entry.module, ...assets.entry.imports]);
  for (const route of Object.values(assets.routes)) {
    if (!shellRoutes.has(route.id)) continue;
    for (const key of [
      'module',
      'clientActionModule',
      'clientLoaderModule',
      'clientMiddlewareModule',
      'hydrateFallbackModule',
    ]) {
      if (route[key]) urls.add(route[key]);
    }
    for (const url of [...(route.imports ?? []), ...(route.css ?? [])]) urls.add(url);
  }
  for (const name of fs.readdirSync(path.join(clientDir, 'assets'))) {
    if (name.startsWith('offline-support-')) urls.add(`/assets/${name}`);
  }
  const files = [...urls].map((url) => ({ url, revision: null }));
  // Not the app icons (41 KB): the browser fetches them itself when the shop is installed, and a
  // first visit's bytes count (issue 34: ≤ 250 KB all told).
  const hashed = ['offline.html', 'manifest.webmanifest', 'favicon.svg'];
  for (const file of hashed) {
    const body = fs.readFileSync(path.join(clientDir, file));
    files.push({ url: `/${file}`, revision: createHash('sha256').update(body).digest('hex').slice(0, 16) });
  }
  return files;
}

await renderIcons();
await bundleWorker();
const worker = path.join(clientDir, 'sw.js');
const list = await precacheList();
const source = fs.readFileSync(worker, 'utf8');
if (!source.includes('self.__WB_MANIFEST')) throw new Error('sw.js has no self.__WB_MANIFEST to fill in');
fs.writeFileSync(worker, source.replace('self.__WB_MANIFEST', JSON.stringify(list)));
const bytes = list.reduce((n, f) => n + fs.statSync(path.join(clientDir, f.url)).size, 0);
console.log(`sw.js: ${list.length} files precached (${Math.round(bytes / 1024)} KB)`);
