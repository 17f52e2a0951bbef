import { loadOrderBody, type LoadProduct } from '../factories/load-shop.ts';
import type { ShopProcess } from '../processes/shop-process.ts';

/** One request of the steady stream and how it ended. */
export interface OutageAnswer {
  what: string;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or 0 when no answer came (connection error, or `answerWithinMs` passed). */
  status: number;
  /** The `{ detail, code }` of an API error, or for a page whether it showed the friendly message. */
  code?: string;
  detail?: string;
  error?: string;
}

export interface OutageDrillOptions {
  server: ShopProcess;
  products: LoadProduct[];
  /** Customers' bearer tokens: the first reads its orders, the others place orders in turn. */
  tokens: string[];
  /** Takes the database away (proxy cut, or PostgreSQL stopped) and brings it back. */
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  outageMs: number;
  /** Requests at once in the steady stream. */
  workers: number;
  /** A request not answered within this long counts as not answered (status 0). */
  answerWithinMs: number;
  /** Also ask for a server-rendered page (the home page); needs a server with pages. */
  pages?: boolean;
  log?: (line: string) => void;
}

export interface OutageReport {
  before: OutageAnswer[];
  /** Requests that started after the cut and ended before the restore began. */
  during: OutageAnswer[];
  after: OutageAnswer[];
  /** From the start of the restore until /api/health answered 200 again; null: not within 60 s. */
  recoveryMs: number | null;
  /** From the start of the restore until an order was placed again. */
  firstOrderMs: number | null;
  serverAlive: boolean;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const friendlyPageText = 'briefly unavailable';

/**
 * A steady stream of reads, sign-in-backed reads and orders (and pages) against a server while its
 * database goes away for `outageMs` and comes back. The caller judges the answers.
 */
export async function runOutageDrill(o: OutageDrillOptions): Promise<OutageReport> {
  const { server, log = () => {} } = o;
  // Orders come from every customer but the first in turn: each stays under 30 orders an hour.
  let orders = 0;
  const orderToken = () => o.tokens[1 + (orders++ % (o.tokens.length - 1))];
  const requests: [string, () => Promise<OutageAnswer>][] = [
    ['health', () => ask(o, 'health', 'GET', '/api/health')],
    ['catalogue', () => ask(o, 'catalogue', 'GET', '/api/products/?limit=5')],
    ['my orders', () => ask(o, 'my orders', 'GET', '/api/orders/', { token: o.tokens[0] })],
    ['place order', () => ask(o, 'place order', 'POST', '/api/place-order/', { token: orderToken(), json: true })],
  ];
  if (o.pages) requests.push(['page', () => ask(o, 'page', 'GET', '/')]);

  const answers: OutageAnswer[] = [];
  let running = true;
  const workers = Array.from({ length: o.workers }, async (_, w) => {
    for (let i = w; running; i++) {
      answers.push(await requests[i % requests.length]![1]());
      await pause(20);
    }
  });

  await pause(1_500);
  const cutAt = Date.now();
  await o.cut();
  const cutDone = Date.now();
  log(`database cut (${cutDone - cutAt} ms)`);
  await pause(o.outageMs);
  const restoreAt = Date.now();
  await o.restore();
  log(`database back (${Date.now() - restoreAt} ms)`);
  let recoveryMs: number | null = null;
  while (recoveryMs === null && server.alive() && Date.now() - restoreAt < 60_000) {
    const health = await ask(o, 'health', 'GET', '/api/health');
    if (health.status === 200) recoveryMs = Date.now() - restoreAt;
    else await pause(100);
  }
  const recovered = Date.now();
  await pause(1_500);
  running = false;
  await Promise.all(workers);

  const firstOrder = answers.find((a) => a.what === 'place order' && a.status === 201 && a.startedAt >= restoreAt);
  return {
    before: answers.filter((a) => a.endedAt < cutAt),
    during: answers.filter((a) => a.startedAt >= cutDone && a.endedAt < restoreAt),
    after: answers.filter((a) => a.startedAt >= recovered),
    recoveryMs,
    firstOrderMs: firstOrder ? firstOrder.endedAt - restoreAt : null,
    serverAlive: server.alive(),
  };
}

let orderNumber = 0;

async function ask(
  o: OutageDrillOptions,
  what: string,
  method: string,
  path: string,
  req: { token?: string; json?: boolean } = {},
): Promise<OutageAnswer> {
  const startedAt = Date.now();
  const headers: Record<string, string> = {};
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  if (req.json) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${o.server.baseUrl}${path}`, {
      method,
      headers,
      body: req.json ? JSON.stringify(loadOrderBody(o.products, orderNumber++)) : undefined,
      signal: AbortSignal.timeout(o.answerWithinMs),
    });
    const text = await res.text();
    const answer: OutageAnswer = { what, startedAt, endedAt: Date.now(), status: res.status };
    if (what === 'page') {
      if (text.includes(friendlyPageText)) answer.code = 'friendly page';
    } else if (res.status >= 400) {
      const body = parseJson(text);
      answer.code = body?.code;
      answer.detail = body?.detail;
    }
    return answer;
  } catch (error) {
    return { what, startedAt, endedAt: Date.now(), status: 0, error: String(error) };
  }
}

function parseJson(text: string): { code?: string; detail?: string } | null {
  try {
    return JSON.parse(text) as { code?: string; detail?: string };
  } catch {
    return null;
  }
}

/** Median and maximum time to answer, in ms. */
export function answerTimes(answers: OutageAnswer[]) {
  const ms = answers.map((a) => a.endedAt - a.startedAt).sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)] ?? 0, max: ms.at(-1) ?? 0 };
}

/** Answers counted by what they were: "503 unavailable", "200", "no answer", … */
export function tally(answers: OutageAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status === 0 ? 'no answer' : a.code ? `${a.status} ${a.code}` : String(a.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
