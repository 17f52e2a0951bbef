import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakeResponse {
  status: number;
  body: unknown;
}

/**
 * A local HTTP server speaking JSON, for the fake payment providers: every request is recorded,
 * and every answer can be held back by `delayMs` (a slow provider).
 */
export async function startJsonServer(handle: (req: FakeRequest) => FakeResponse, listenPort = 0) {
  const requests: FakeRequest[] = [];
  const state = { delayMs: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(request);
      const answer = handle(request);
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Holds every answer back this long. */
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The customer's outcome at the provider, and what the provider then reports as paid. */
export interface FakeOutcome {
  outcome: 'success' | 'failed';
  /** Report a different amount (minor units) than was asked for: a mismatch. */
  amountMinor?: number;
  currency?: string;
}
