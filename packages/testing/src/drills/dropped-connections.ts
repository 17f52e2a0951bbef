import net from 'node:net';

/**
 * Visitors who leave: raw HTTP/1.1 requests whose client drops the connection at a chosen moment,
 * as a phone that loses its signal (or someone doing it on purpose) does. Used by the chaos test
 * (apps/server/src/faults/dropped-connections.test.ts) and bench/dropped-connections.mjs.
 */
export const dropKinds = [
  'half-head', // gone before the request's headers were complete
  'after-delay', // gone 0–50 ms after sending the request
  'after-bytes', // gone after reading a random number of the answer's bytes
  'reset', // a TCP reset instead of a close, after 0–50 ms
  'never-reads', // never reads a byte, gone after 0–50 ms
  'slow-reader', // reads a little at a time, gone after 0–100 ms
  'half-body', // a form post whose body stops half-way
] as const;
export type DropKind = (typeof dropKinds)[number];

export interface ChaosTarget {
  method: 'GET' | 'POST';
  path: string;
  /** A cookie header (a signed-in visitor). */
  cookie?: string;
  /** For posts: the form, url-encoded. */
  form?: string;
}

/** A small seeded generator, so that a failing run can be repeated with its seed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function requestText(target: ChaosTarget, id: string, compressed: boolean): { head: string; body: string } {
  const body = target.form ?? '';
  const lines = [
    `${target.method} ${target.path} HTTP/1.1`,
    'Host: 127.0.0.1',
    // The server closes once it has answered, so a reader who got everything is not kept waiting.
    'Connection: close',
    `x-request-id: ${id}`,
    'User-Agent: Mozilla/5.0 (Linux; Android 10) Chaos/1.0',
    'Accept: text/html,application/xhtml+xml,*/*',
    ...(compressed ? ['Accept-Encoding: gzip, deflate, br'] : []),
    ...(target.cookie ? [`Cookie: ${target.cookie}`] : []),
    ...(target.method === 'POST'
      ? [
          'Content-Type: application/x-www-form-urlencoded',
          'Origin: http://127.0.0.1',
          'Sec-Fetch-Site: same-origin',
          `Content-Length: ${Buffer.byteLength(body)}`,
        ]
      : []),
  ];
  return { head: lines.join('\r\n') + '\r\n\r\n', body };
}

/**
 * One request to 127.0.0.1:`port` that its client abandons as `kind` says. Resolves with the bytes
 * the client read, once its socket is closed; never rejects (a refused or reset connection is the
 * point, not a failure of the drill).
 */
export function dropOne(
  port: number,
  target: ChaosTarget,
  kind: DropKind,
  options: { id: string; compressed: boolean; random: () => number },
): Promise<number> {
  const { head, body } = requestText(target, options.id, options.compressed);
  const within = (ms: number) => Math.floor(options.random() * ms);
  return new Promise((resolve) => {
    let received = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect(port, '127.0.0.1');
    const leave = () => {
      clearTimeout(timer);
      if (kind === 'reset') socket.resetAndDestroy();
      else socket.destroy();
    };
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (kind === 'slow-reader') {
        socket.pause();
        setTimeout(() => socket.resume(), 2);
      }
    });
    socket.once('connect', () => {
      switch (kind) {
        case 'half-head':
          socket.write(head.slice(0, 1 + within(head.length - 4)));
          timer = setTimeout(leave, within(20));
          return;
        case 'half-body':
          // Announces the whole form but sends only part of it (or, for a GET, of an invented one).
          socket.write(
            target.method === 'POST'
              ? head + body.slice(0, within(body.length))
              : head.replace('\r\n\r\n', '\r\nContent-Length: 4096\r\n\r\n') + 'a=1',
          );
          timer = setTimeout(leave, within(50));
          return;
        case 'after-bytes': {
          const limit = within(48 * 1024);
          socket.on('data', () => {
            if (received >= limit) leave();
          });
          socket.write(head + body);
          return;
        }
        case 'never-reads':
          socket.pause();
          socket.write(head + body);
          timer = setTimeout(leave, within(50));
          return;
        case 'slow-reader':
          socket.write(head + body);
          timer = setTimeout(leave, within(100));
          return;
        case 'after-delay':
        case 'reset':
          socket.write(head + body);
          timer = setTimeout(leave, within(50));
          return;
      }
    });
  });
}

/**
 * `count` abandoned requests over `targets` (each target and drop kind in turn, with and without
 * compression), `atOnce` at a time.
 */
export async function dropMany(
  port: number,
  targets: ChaosTarget[],
  options: { count: number; atOnce: number; seed: number; idPrefix: string },
) {
  const random = seededRandom(options.seed);
  let next = 0;
  const bytes: number[] = [];
  async function worker() {
    for (let i = next++; i < options.count; i = next++) {
      const target = targets[i % targets.length]!;
      const kind = dropKinds[Math.floor(i / targets.length) % dropKinds.length]!;
      const compressed = Math.floor(i / (targets.length * dropKinds.length)) % 2 === 0;
      bytes.push(await dropOne(port, target, kind, { id: `${options.idPrefix}-${i}`, compressed, random }));
    }
  }
  await Promise.all(Array.from({ length: options.atOnce }, worker));
  return { requests: options.count, bytesRead: bytes.reduce((a, b) => a + b, 0) };
}
