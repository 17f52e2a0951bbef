#!/usr/bin/env node
/**
 * The interface's message catalogues (docs/decisions/0034-interface-languages.md).
 *
 *   node scripts/i18n.mjs extract   lists message ids used in code but missing from en.json,
 *                                   and ids in en.json no code uses (exit 1 if any is missing)
 *   node scripts/i18n.mjs compile   compiles every catalogue's JSON (ICU MessageFormat) into
 *                                   compiled/<lang>.ts, and writes the pseudo-language en-XA
 *   node scripts/i18n.mjs check     fails when a compiled file is out of date (run by the tests)
 *
 * Catalogues: apps/web/app/i18n/messages/<lang>.json (pages, toasts) and
 * apps/server/src/i18n/messages/<lang>.json (e-mails, SMS). English is the source; a message
 * missing in a language falls back to English in the compiled file (the catalogue test fails on
 * it, so it never ships unnoticed).
 *
 * The web catalogue is compiled in parts by area, compiled/<area>-<lang>.ts, one chunk each: the
 * browser loads only the parts the page's routes name in their `handle` (i18n/areas.ts). A message
 * goes to the area of the longest prefix of its id in `webAreas` below (decision 0034).
 */
import { readFileSync, writeFileSync, readdirSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const catalogues = [
  // Notices are said by their kind (notification-list.tsx builds the id).
  // The shared rules' messages (packages/shared, decision 0084) are said by the web by their ids.
  {
    name: 'web',
    dir: 'apps/web/app/i18n',
    code: ['apps/web/app', 'packages/shared/src'],
    byArea: true,
    usedByPrefix: ['dashboard.notice.'],
  },
  // `detail.*`: the API's refusals, found by their English text (apps/server/src/i18n/details.ts).
  { name: 'server', dir: 'apps/server/src/i18n', code: ['apps/server/src'], usedByPrefix: ['detail.'] },
];
export const languages = ['en', 'pcm', 'yo', 'ha', 'ig'];

/**
 * Message id prefix → area of the web catalogue (the longest matching prefix wins; ids with no
 * match go to `core`). Keep in step with `MessageArea` in apps/web/app/i18n/areas.ts.
 *
 * - core: what every page renders or may open without a navigation: the header, menus, footer,
 *   cart panel and cart page, toasts, the not-found and failure pages.
 * - storefront: categories, listings, search results, offers, product pages and cards.
 * - home: the home page's own texts (hero, services, banner), and the running promotions' texts
 *   (`promotion.*`, the offers and product pages); the server translates them into the pages' data
 *   (routes/home.tsx, offers.tsx, product.tsx), so no page loads this area's chunk.
 * - account: sign-in, registration, password reset, two-step sign-in, the dashboard.
 * - checkout: place-order, payment, vouchers, the checkout pages (they name `orders` too).
 * - orders: the order list and an order's lines and totals (My Orders; the checkout pages show
 *   them too), apart from checkout so My Orders loads about 1 KB of messages, not 4.
 * - content: about, contact, careers, FAQ, news, legal pages; the offline page.
 * - footer: the footer's own texts, loaded with the footer's code after the first load (root.tsx;
 *   its HTML is the server's until then). Footer ids other parts use stay in core.
 * - reviews: a product's reviews and the review forms (with their field errors), loaded with the
 *   reviews' code on a product page (they hydrate after the first load, product.tsx).
 * - profile: the account pages' own texts (edit profile, picture, security, two-step set-up) and the
 *   shared account rules' field errors, named by those pages and the sign-in forms (not by the
 *   dashboard's layout, so My Orders does not carry them).
 */
export const webAreas = {
  home: 'home',
  'home.all-categories': 'storefront',
  promotion: 'home',
  categories: 'storefront',
  category: 'storefront',
  listing: 'storefront',
  search: 'storefront',
  'search.label': 'core',
  'search.placeholder': 'core',
  'search.button': 'core',
  offers: 'storefront',
  product: 'storefront',
  stock: 'storefront',
  // Shown by "Add to cart" offline: only the pages with product cards have that button.
  'cart.offline-added': 'storefront',
  // Said when the kept changes are sent (offline-support.tsx loads the area first, on any page).
  'cart.offline-sent': 'storefront',
  rating: 'storefront',
  variant: 'storefront',
  gallery: 'storefront',
  suggest: 'storefront',
  account: 'account',
  'account.menu': 'core',
  'account.logout': 'core',
  'account.sign-in': 'core',
  auth: 'account',
  dashboard: 'account',
  review: 'reviews',
  'account.edit': 'profile',
  'account.picture': 'profile',
  'account.security': 'profile',
  'account.two-factor': 'profile',
  'account.says': 'profile',
  checkout: 'checkout',
  'checkout.subtotal': 'orders',
  'checkout.promotion': 'orders',
  'checkout.total': 'orders',
  'checkout.estimate': 'orders',
  order: 'orders',
  pay: 'checkout',
  voucher: 'checkout',
  'voucher.line': 'orders',
  content: 'content',
  storefront: 'storefront',
  offline: 'content',
  footer: 'footer',
  'footer.dashboard': 'core',
  'footer.terms': 'core',
  'footer.account': 'core',
  'footer.categories': 'core',
};
export const webAreaNames = [
  'core',
  'storefront',
  'home',
  'account',
  'checkout',
  'orders',
  'content',
  'footer',
  'reviews',
  'profile',
];

/** The area of a web message id. */
export function areaOf(id) {
  let best = '';
  for (const prefix of Object.keys(webAreas)) {
    if ((id === prefix || id.startsWith(`${prefix}.`)) && prefix.length > best.length) best = prefix;
  }
  return best ? webAreas[best] : 'core';
}

const accents = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Accented letters and about 40 % more length; tags like <0>…</0> and "#" stay as they are. */
function pseudoText(text) {
  if (text === '#') return text;
  const parts = text.split(/(<\/?\d+>)/);
  let letters = 0;
  const out = parts
    .map((part) => {
      if (/^<\/?\d+>$/.test(part)) return part;
      return part.replace(/[A-Za-z]/g, (ch) => {
        letters += 1;
        return accents[ch] ?? ch;
      });
    })
    .join('');
  if (letters === 0) return out;
  const pad = '~'.repeat(Math.max(1, Math.ceil(letters * 0.4)));
  return out.endsWith(' ') ? `${out.trimEnd()} ${pad} ` : `${out} ${pad}`;
}

function pseudoCompiled(node) {
  if (typeof node === 'string') return pseudoText(node);
  if (!Array.isArray(node)) return node;
  // A placeholder: [name] or [name, format, options]. Options hold messages (plural branches).
  if (node.length > 0 && typeof node[0] === 'string' && (node.length === 1 || typeof node[1] === 'string')) {
    const [name, format, options] = node;
    if (options && typeof options === 'object') {
      const translated = {};
      for (const [key, value] of Object.entries(options)) {
        translated[key] = Array.isArray(value) ? value.map(pseudoCompiled) : value;
      }
      return [name, format, translated];
    }
    return node;
  }
  return node.map(pseudoCompiled);
}

function readCatalogue(dir, language) {
  const file = join(root, dir, 'messages', `${language}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/**
 * Lingui's compiled form. For the web catalogue (rendered by apps/web/app/i18n/format.ts) a message
 * that is one plain string is kept as that string (shorter chunks); the server's stays as Lingui's
 * runtime expects it (it warns on a plain string in production).
 */
function compiledSource(catalogue, plainStrings = false) {
  const out = {};
  for (const [id, message] of Object.entries(catalogue)) {
    const compiled = compileMessage(message);
    out[id] = plainStrings && compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled;
  }
  return out;
}

function fileText(language, compiled) {
  return (
    `// Generated by \`node scripts/i18n.mjs compile\` from messages/${language === 'en-XA' ? 'en' : language}.json: do not edit.\n` +
    `import type { Messages } from '@lingui/core';\n\n` +
    `export const messages: Messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`
  );
}

/** One file per language, or for the web catalogue one per area and language. */
function split(cat, language, compiled) {
  if (!cat.byArea)
    return [{ path: join(root, cat.dir, 'compiled', `${language}.ts`), text: fileText(language, compiled) }];
  return webAreaNames.map((area) => {
    const part = Object.fromEntries(Object.entries(compiled).filter(([id]) => areaOf(id) === area));
    return { path: join(root, cat.dir, 'compiled', `${area}-${language}.ts`), text: fileText(language, part) };
  });
}

function outputs() {
  const files = [];
  for (const cat of catalogues) {
    const en = readCatalogue(cat.dir, 'en');
    for (const language of languages) {
      const own = readCatalogue(cat.dir, language);
      const merged = {};
      for (const id of Object.keys(en)) merged[id] = own[id] ?? en[id];
      files.push(...split(cat, language, compiledSource(merged, cat.byArea)));
    }
    const pseudo = {};
    for (const [id, message] of Object.entries(compiledSource(en, cat.byArea)))
      pseudo[id] = typeof message === 'string' ? pseudoText(message) : message.map(pseudoCompiled);
    files.push(...split(cat, 'en-XA', pseudo));
  }
  return files;
}

function walk(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'compiled') found.push(...walk(path));
    } else if (/\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}

/**
 * Ids named in code: `called` are those in t('id'…), translate(lang, 'id'…), <Trans id="id"…
 * (each must exist); `mentioned` are all dotted string literals (ids kept in tables count as used).
 */
function usedIds(dirs) {
  const called = new Set();
  const mentioned = new Set();
  const calls =
    /(?:\bt|\btranslate\(\s*\w+,|\bi18n\._)\(?\s*['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]|<Trans\s+id=["']([a-z][\w.-]*)["']/g;
  const literals = /['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/g;
  for (const dir of dirs) {
    for (const file of walk(join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(calls)) called.add(match[1] ?? match[2]);
      for (const match of text.matchAll(literals)) mentioned.add(match[1]);
    }
  }
  return { called, mentioned };
}

const command = process.argv[2];
if (process.argv[1] !== fileURLToPath(import.meta.url)) {
  // Imported (by the catalogue test, for `areaOf`): no command.
} else if (command === 'compile') {
  const files = outputs();
  for (const file of files) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.text);
  }
  // Files of an earlier layout (compiled/<lang>.ts before the split by area) go.
  const expected = new Set(files.map((f) => f.path));
  for (const cat of catalogues) {
    const dir = join(root, cat.dir, 'compiled');
    for (const name of readdirSync(dir)) if (!expected.has(join(dir, name))) rmSync(join(dir, name));
  }
  console.log('compiled', catalogues.map((c) => c.dir).join(', '));
} else if (command === 'check') {
  const files = outputs();
  const stale = files.filter((f) => !existsSync(f.path) || readFileSync(f.path, 'utf8') !== f.text);
  const expected = new Set(files.map((f) => f.path));
  for (const cat of catalogues) {
    const dir = join(root, cat.dir, 'compiled');
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      if (!expected.has(join(dir, name))) stale.push({ path: `${join(dir, name)} (no longer generated: delete it)` });
    }
  }
  if (stale.length) {
    console.error('Out of date (run `node scripts/i18n.mjs compile`):\n' + stale.map((f) => f.path).join('\n'));
    process.exit(1);
  }
} else if (command === 'extract') {
  let missing = 0;
  for (const cat of catalogues) {
    const en = readCatalogue(cat.dir, 'en');
    const { called, mentioned } = usedIds(cat.code);
    for (const id of called) {
      if (!(id in en)) {
        missing += 1;
        console.log(`${cat.name}: missing in en.json: ${id}`);
      }
    }
    const byPrefix = (id) => (cat.usedByPrefix ?? []).some((prefix) => id.startsWith(prefix));
    for (const id of Object.keys(en)) {
      if (!mentioned.has(id) && !byPrefix(id)) console.log(`${cat.name}: not used in code: ${id}`);
    }
  }
  process.exit(missing ? 1 : 0);
} else {
  console.error('usage: node scripts/i18n.mjs extract|compile|check');
  process.exit(2);
}
