import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedTables, fingerprint } from '@oja/testing/fuzzing/db-fingerprint';
import { oversizedRequests, requestsFor, type HostileRequest } from '@oja/testing/fuzzing/hostile-requests';
import { readOperations } from '@oja/testing/fuzzing/openapi-operations';
import { makeShopWorld, poolOf, renewSession, type ShopWorld } from '@oja/testing/factories/shop-world';
import { createTestApp } from '@oja/testing/app/test-app';
import { judgeAnswer } from '@oja/testing/fuzzing/answer-shape';

/**
 * The API fuzz suite (docs/security.md). For every operation in the OpenAPI document, generated
 * requests — valid-looking, malformed, oversized, of the wrong type, at the limits — are sent as a
 * visitor, a signed-in customer and staff. Whatever is sent: no 5xx, every error exactly
 * `{detail, code}`, and a refused request changes no row of any table.
 *
 * FUZZ_RUNS: generated requests per operation and caller (default 10); FUZZ_SEED: replay a run;
 * FUZZ_VERBOSE=1: print every request and its status.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 10);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const verbose = process.env.FUZZ_VERBOSE === '1';
/** Generous (a shared machine), and growing with the runs asked for. */
const timeoutMs = 60_000 + runs * 3 * 1_000;

// Every caller comes from 127.0.0.1 here: per-address limits are not what this suite checks.
const { app, db, config, writeCount } = await createTestApp({ RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1' });
const operations = await readOperations(app);
const shopOrigin = new URL(config.publicUrl).origin;

type Caller = 'visitor' | 'customer' | 'staff';
const callers: Caller[] = ['visitor', 'customer', 'staff'];

/** Visitors send nothing, or credentials that are not theirs to send. */
const visitorHeaders: Record<string, string>[] = [
  {},
  { authorization: `Bearer ${'x'.repeat(43)}` },
  { authorization: 'Basic b2phOm9qYQ==' },
  { cookie: 'oja_session=not-a-session; oja_cart=not-a-cart' },
  { cookie: `oja_cart=${'A'.repeat(43)}` },
];

/**
 * Signed-in callers come as an API client (bearer) or as the shop's own pages (cookie, with the
 * Origin and Sec-Fetch-Site a browser sends on a same-site request), so the cross-site check lets
 * every request through to validation.
 */
function credentials(caller: Caller, world: ShopWorld, variant: number): Record<string, string> {
  if (caller === 'visitor') return visitorHeaders[variant % visitorHeaders.length]!;
  const who = caller === 'customer' ? world.a : world.staff;
  return variant % 2 === 0 ? who.auth : { ...who.cookie, origin: shopOrigin, 'sec-fetch-site': 'same-origin' };
}

/** The request's headers with the caller's credentials; cookies of both are sent together. */
function withCredentials(headers: Record<string, string>, creds: Record<string, string>) {
  const cookie = [headers.cookie, creds.cookie].filter(Boolean).join('; ');
  return { ...headers, ...creds, ...(cookie ? { cookie } : {}) };
}

const shorten = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** A successful sign-out or password change ends a session; the next requests need a new one. */
async function keepSignedIn(world: ShopWorld) {
  for (const who of [world.a, world.b, world.staff]) {
    const me = await app.inject({ url: '/api/me/', headers: who.auth });
    if (me.statusCode === 401) await renewSession(db, who);
  }
}

describe.each(operations)('$key', (op) => {
  it(
    'answers every hostile request with a 2xx or a {detail, code} 4xx, and a refusal changes nothing',
    async () => {
      // A promotion an earlier operation's staff requests created stays on (the generated ones are
      // valid, say 100 % off every product), and would make the world's orders free, which the
      // shop refuses to place: each operation starts without them.
      await db.updateTable('promotions').set({ active: 0 }).execute();
      const world = await makeShopWorld(app, db);
      const pool = poolOf(world);
      const problems: string[] = [];
      let state = await fingerprint(db);

      async function send(request: HostileRequest, caller: Caller, variant: number): Promise<string | null> {
        const writesBefore = writeCount();
        const res = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: withCredentials(request.headers, credentials(caller, world, variant)),
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        await app.payments.idle();
        let problem = judgeAnswer(res);
        // A request that ran nothing but reads cannot have changed a row; the others are compared.
        if (writeCount() !== writesBefore) {
          if (res.statusCode < 400) {
            // It legitimately succeeded: what it changed is the new state to compare against.
            await keepSignedIn(world);
            state = await fingerprint(db);
          } else {
            const after = await fingerprint(db);
            const changed = changedTables(state, after);
            if (changed.length) problem ??= `refused (${res.statusCode}) but changed ${changed.join(', ')}`;
            state = after;
          }
        }
        if (verbose)
          console.info(
            `${res.statusCode} ${caller} ${request.method} ${shorten(request.url, 120)} ${shorten(request.body, 80)}`,
          );
        if (!problem) return null;
        return [
          `${op.key} as ${caller} (credentials #${variant}): ${problem}`,
          `  sent ${request.method} ${shorten(request.url)} ${JSON.stringify(request.headers)} body: ${shorten(request.body)}`,
          `  got ${res.statusCode} ${shorten(res.body)}`,
        ].join('\n');
      }

      for (const caller of callers) {
        // Credentials alternate: bearer and cookie for signed-in callers, the forged ones for visitors.
        for (const [i, request] of oversizedRequests(op, pool).entries()) {
          const problem = await send(request, caller, i);
          if (problem) problems.push(problem);
        }
        let found: string | null = null;
        const details = await fc.check(
          fc.asyncProperty(requestsFor(op, pool), fc.nat(), async (request, variant) => {
            found = await send(request, caller, variant);
            return found === null;
          }),
          { numRuns: runs, seed, endOnFailure: true },
        );
        if (details.failed) {
          const replay = `FUZZ_SEED=${details.seed} (path ${details.counterexamplePath})`;
          problems.push(found ?? `${op.key} as ${caller}: ${String(details.errorInstance)} ${replay}`);
          if (found) problems.push(`  replay: ${replay}`);
        }
        // The safety net under "reads change nothing": the whole database, after the batch.
        const changed = changedTables(state, await fingerprint(db));
        if (changed.length)
          problems.push(`${op.key} as ${caller}: ${changed.join(', ')} changed by a read-only request`);
        state = await fingerprint(db);
      }
      expect(problems).toEqual([]);
    },
    timeoutMs,
  );
});
