// The load generator of bench/mixed-load.mjs, in a process of its own: autocannon connections that
// each play one shopper after another, guests and signed-in customers, browsing, searching,
// adding to carts and placing orders. Prints one JSON line with what it measured.
//   node bench/lib/mixed-load-driver.mjs <config.json>
// Every answer is checked against what that step may answer: an out-of-stock 409 for a scarce
// product is a correct answer ("refused"), anything else unexpected is an error.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';

const config = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
// Orders go to the address the bench passes (the test support's Lagos address).
const { base, guests, customers, duration, warmup, rate, data, address } = config;
const origin = new URL(base).origin;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** What a browser sends with every request (compression included). */
const browser = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (oja-bench)',
};

let measuring = false;
const kinds = ['read', 'cart', 'order'];
/** Reads by what answers them: a page (HTML), a page's data (React Router's .data) or the API. */
const readGroups = ['page', 'data', 'api'];
const readGroupOf = (path) => (path.startsWith('/api/') ? 'api' : path.includes('.data') ? 'data' : 'page');
const fresh = () => ({
  readLatencies: Object.fromEntries(readGroups.map((g) => [g, []])),
  latencies: Object.fromEntries(kinds.map((k) => [k, []])),
  answered: Object.fromEntries(kinds.map((k) => [k, 0])),
  refused: Object.fromEntries(kinds.map((k) => [k, 0])),
  errors: Object.fromEntries(kinds.map((k) => [k, 0])),
  errorSamples: [],
  connectionErrors: 0,
  timeouts: 0,
  placed: 0,
  replays: 0,
});
let stats = fresh();
/** Orders answered 201 (first answers, not replays), warm-up included: the database must hold exactly these. */
const placedRefs = new Set();
let customerTurn = 0;

function cookieHeader(ctx) {
  const pairs = Object.entries(ctx.cookies ?? {}).map(([k, v]) => `${k}=${v}`);
  return pairs.length ? { cookie: pairs.join('; ') } : {};
}

function keepCookies(ctx, headers) {
  const raw = headers['set-cookie'] ?? headers['Set-Cookie'];
  for (const line of raw === undefined ? [] : [raw].flat()) {
    const [pair, ...attributes] = String(line).split(';');
    const [name, value] = pair.split('=');
    const cleared = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
    ctx.cookies ??= {};
    if (cleared) delete ctx.cookies[name.trim()];
    else ctx.cookies[name.trim()] = value.trim();
  }
}

/**
 * One step of a visit. `build(ctx)` answers the request (or null to end the visit early):
 * `{ kind, method, path, body, headers, ok: [statuses], refused: [statuses], after(status, json, ctx, headers) }`.
 */
function step(build) {
  return {
    setupRequest(req, ctx) {
      const r = build(ctx);
      if (!r) return null;
      const kind = r.kind ?? 'read';
      ctx.current = {
        kind,
        group: kind === 'read' ? readGroupOf(r.path) : undefined,
        ok: r.ok ?? [200],
        refused: r.refused ?? [],
        after: r.after,
      };
      req.method = r.method ?? 'GET';
      req.path = r.path;
      req.headers = { ...browser, ...cookieHeader(ctx), ...r.headers };
      if (r.body !== undefined) {
        req.body = JSON.stringify(r.body);
        req.headers['content-type'] = 'application/json';
        req.headers.origin = origin;
      } else {
        req.body = undefined;
      }
      return req;
    },
    onResponse(status, body, ctx, headers) {
      keepCookies(ctx, headers);
      const { kind, ok, refused, after } = ctx.current;
      let outcome = ok.includes(status) ? 'ok' : refused.includes(status) ? 'refused' : 'error';
      let json;
      if (outcome !== 'ok' || after) {
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
      }
      // A refusal counts as correct only when it says why: the product is out of stock.
      if (outcome === 'refused' && json?.code !== 'out_of_stock') outcome = 'error';
      if (outcome !== 'error' && after && after(status, json, ctx, headers) === false) outcome = 'error';
      ctx.outcome = outcome;
      if (outcome === 'error' && stats.errorSamples.length < 20) {
        stats.errorSamples.push({ kind, status, body: String(body).slice(0, 200) });
      }
    },
  };
}

/** A landing page, as from a search engine or a shared link: the home page, a category or a product. */
const landing = (ctx) => {
  const r = Math.random();
  ctx.category = pick(data.categories);
  if (r < 0.5) return { path: '/' };
  if (r < 0.8) return { path: `/categories/${ctx.category}` };
  return { path: `/products/${pick(data.productSlugs)}` };
};
/** A click in the hydrated app: React Router fetches the new route's loader data, no HTML. */
const navigation = (route, path) => ({ path: `${path}.data?_routes=${encodeURIComponent(route)}` });
/** One product in eight added is a scarce one; a refusal (sold out) is a correct answer. */
const addToCart = (scarceShare) => (ctx) => {
  const scarce = Math.random() < scarceShare;
  const id = scarce ? pick(data.scarce) : pick(data.plenty);
  if (scarce) ctx.scarceInCart = id;
  return { kind: 'cart', method: 'POST', path: '/api/cart/items/', body: { product_id: id }, refused: [409] };
};

/**
 * A guest in the browser: a landing page, then (four in five) clicks: a category, the next page of
 * the category through the API, a search, a product, a product into the cart, the cart.
 */
const guestVisit = [
  step(landing),
  // One guest in five leaves after the landing page (a bounce).
  step((ctx) => (Math.random() < 0.2 ? null : navigation('routes/category', `/categories/${ctx.category}`))),
  step((ctx) => ({ path: `/api/products/?category=${ctx.category}&currency=USD&limit=24&offset=24` })),
  step(() => ({ path: `/search.data?results=${encodeURIComponent(pick(data.searches))}&_routes=routes%2Fsearch` })),
  step(() => navigation('routes/product', `/products/${pick(data.productSlugs)}`)),
  step(addToCart(1 / 8)),
  step(() => ({ path: '/api/cart/' })),
];

/**
 * A signed-in customer: the home page, a search through the API, two products into the cart (one in
 * three a scarce one), the cart, an order with an Idempotency-Key, then: the order (placed), the
 * same order sent again with the same key (one in ten), or the sold-out product taken out of the
 * cart (refused).
 */
const customerVisit = [
  step((ctx) => {
    ctx.cookies = { oja_session: data.sessions[customerTurn++ % data.sessions.length] };
    return { path: '/' };
  }),
  step(() => ({ path: `/api/products/?search=${encodeURIComponent(pick(data.searches))}&limit=24&offset=0` })),
  step(addToCart(0)),
  step(addToCart(1 / 3)),
  step(() => ({ path: '/api/cart/' })),
  step((ctx) => {
    ctx.order = { key: randomUUID(), body: { address } };
    return {
      kind: 'order',
      method: 'POST',
      path: '/api/place-order/',
      body: ctx.order.body,
      // Without accept-encoding: the answer is read (its order id) and must stay plain JSON.
      headers: { 'idempotency-key': ctx.order.key, 'accept-encoding': 'identity' },
      ok: [201],
      refused: [409],
      after: (status, json, c) => {
        if (status !== 201) return true;
        if (typeof json?.order_id !== 'string') return false;
        c.order.ref = json.order_id;
        placedRefs.add(json.order_id);
        if (measuring) stats.placed++;
        return true;
      },
    };
  }),
  step((ctx) => {
    if (!ctx.order.ref) {
      return ctx.scarceInCart ? { kind: 'cart', method: 'DELETE', path: `/api/cart/items/${ctx.scarceInCart}` } : null;
    }
    if (Math.random() < 0.1) {
      return {
        kind: 'order',
        method: 'POST',
        path: '/api/place-order/',
        body: ctx.order.body,
        headers: { 'idempotency-key': ctx.order.key, 'accept-encoding': 'identity' },
        ok: [201],
        after: (_status, json, c, headers) => {
          if (measuring) stats.replays++;
          return json?.order_id === c.order.ref && headers['idempotent-replayed'] === 'true';
        },
      };
    }
    return { path: `/api/orders/?order_id=${ctx.order.ref}` };
  }),
];

/** Users per autocannon instance: each instance's users share one rate clock, so they are few. */
const usersPerInstance = 2;
/** Spreads the instances' clocks over the second (the golden ratio's fractions never line up). */
const phase = (i) => (i * 0.6180339887) % 1;

/**
 * Runs every user for `warmup + duration` seconds and measures the last `duration`. The users
 * arrive in small autocannon instances spread evenly over the warm-up, so that their visits (and
 * landing pages) do not all begin at once, and every instance stops at the same moment. With
 * `rate` (requests per second per user) each user waits for its next second once it has made
 * `rate` requests.
 */
async function run() {
  const slices = [];
  for (const [users, requests] of [
    [guests, guestVisit],
    [customers, customerVisit],
  ]) {
    const count = Math.ceil(users / usersPerInstance);
    for (let i = 0; i < count; i++) {
      const connections = Math.min(usersPerInstance, users - i * usersPerInstance);
      slices.push({ connections, requests, at: (i + 0.5) / count });
    }
  }
  // Guests and customers in proportion, so that both kinds keep arriving throughout the ramp.
  slices.sort((a, b) => a.at - b.at);
  const total = warmup + duration;
  const instances = slices.map(async ({ connections, requests }, i) => {
    // Evenly over the warm-up, each with its own phase within the second, so that the users'
    // one-request-a-second clocks do not tick together.
    const delay = Math.max(0, ((warmup - 1) * i) / slices.length) + phase(i);
    await new Promise((r) => setTimeout(r, delay * 1000));
    const instance = autocannon({
      url: base,
      connections,
      duration: total - delay,
      requests,
      timeout: 10,
      ...(rate > 0 ? { connectionRate: rate } : {}),
    });
    instance.on('response', (client, _status, _bytes, ms) => {
      if (!measuring) return;
      const ctx = client.requestIterator.context;
      const kind = ctx.current?.kind ?? 'read';
      stats.answered[kind]++;
      if (ctx.outcome === 'refused') stats.refused[kind]++;
      if (ctx.outcome === 'error') stats.errors[kind]++;
      stats.latencies[kind].push(ms);
      if (ctx.current?.group) stats.readLatencies[ctx.current.group].push(ms);
    });
    instance.on('reqError', (error) => {
      if (!measuring) return;
      if (/timed out/.test(String(error?.message))) stats.timeouts++;
      else stats.connectionErrors++;
    });
    return instance;
  });
  let started = 0;
  setTimeout(() => {
    stats = fresh();
    measuring = true;
    started = performance.now();
  }, warmup * 1000);
  await Promise.all(instances);
  return (performance.now() - started) / 1000;
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
}

const seconds = await run();
const summarize = (list) => {
  const sorted = list.sort((a, b) => a - b);
  return {
    answered: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
};
const summary = {
  seconds,
  timeouts: stats.timeouts,
  reads: Object.fromEntries(readGroups.map((g) => [g, summarize(stats.readLatencies[g])])),
  connectionErrors: stats.connectionErrors,
  placed: stats.placed,
  replays: stats.replays,
  placedRefs: [...placedRefs],
  errorSamples: stats.errorSamples,
  kinds: Object.fromEntries(
    kinds.map((k) => {
      const sorted = stats.latencies[k].sort((a, b) => a - b);
      return [
        k,
        {
          answered: stats.answered[k],
          refused: stats.refused[k],
          errors: stats.errors[k],
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
        },
      ];
    }),
  ),
};
console.log(JSON.stringify(summary));
