/** An answer the server gave (anything but a 503). */
export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface DrillRequest {
  token?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  raw?: string;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * HTTP as a patient real client does it while the server crashes and restarts: a request that
 * fails to connect, loses its connection or gets 503 is sent again, unchanged (same Idempotency-Key,
 * same body), until an answer comes or `giveUpMs` has passed. Counts what it went through.
 */
export class DrillClient {
  connectionErrors = 0;
  unavailable = 0;
  requests = 0;
  /** Requests sent and not answered yet (how many a kill cuts off). */
  inFlight = 0;

  constructor(
    readonly baseUrl: string,
    private readonly giveUpMs = 150_000,
  ) {}

  async call(method: string, path: string, req: DrillRequest = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...req.headers };
    if (req.token) headers.authorization = `Bearer ${req.token}`;
    let body: string | undefined;
    if (req.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.json);
    } else if (req.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(req.form).toString();
    } else if (req.raw !== undefined) {
      headers['content-type'] = 'application/json';
      body = req.raw;
    }
    const giveUpAt = Date.now() + this.giveUpMs;
    for (let tries = 0; ; tries++) {
      this.requests++;
      this.inFlight++;
      try {
        const res = await fetch(`${this.baseUrl}${path}`, {
          method,
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
        const text = await res.text();
        if (res.status !== 503) return { status: res.status, body: parse(text), headers: res.headers };
        this.unavailable++;
      } catch {
        this.connectionErrors++; // refused while the server is down, or reset when it was killed
      } finally {
        this.inFlight--;
      }
      if (Date.now() > giveUpAt) throw new Error(`${method} ${path}: no answer within ${this.giveUpMs / 1000} s`);
      await pause(Math.min(500, 50 * 2 ** tries) * (0.5 + Math.random()));
    }
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
