import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';

/**
 * The Node server's own timeouts, shortened so the tests end soon: each test opens a raw socket,
 * misbehaves like a slow or idle client and waits (with no clock of its own) for the server to
 * close the connection. Without the timeouts each of them stays open until the test times out.
 */
const { app } = await createTestApp({
  HEADERS_TIMEOUT_MS: '300',
  REQUEST_TIMEOUT_MS: '600',
  IDLE_TIMEOUT_MS: '400',
  KEEP_ALIVE_TIMEOUT_MS: '300',
});
let port = 0;
beforeAll(async () => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

/** Opens a connection, writes `chunks` and resolves with everything received once the server closes it. */
function untilClosed(chunks: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => chunks.forEach((c) => socket.write(c)));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (received += d));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

it('closes a connection that sends nothing at all', async () => {
  expect(await untilClosed([])).not.toContain('200 OK');
});

it('closes a connection whose headers never end', async () => {
  const answer = await untilClosed(['GET /api/health/ HTTP/1.1\r\nHost: localhost\r\nX-Slow: a']);
  expect(answer).not.toContain('200 OK');
});

it('closes a connection whose body never arrives in full', async () => {
  const answer = await untilClosed([
    'POST /api/cart/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
  ]);
  expect(answer).not.toMatch(/^HTTP\/1\.1 [23]/);
});

it('closes a connection that trickles its body in slowly, however lively it stays', async () => {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(
    'POST /api/cart/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
  );
  // One byte well within the silence limit each time: only the whole-request limit can end it.
  const trickle = setInterval(() => socket.write(' '), 100);
  let received = '';
  socket.on('data', (d: Buffer) => (received += d.toString()));
  await new Promise((resolve) => socket.on('close', resolve).on('error', resolve));
  clearInterval(trickle);
  expect(received).not.toMatch(/^HTTP\/1\.1 [23]/);
});

it('closes an idle kept-alive connection after its answer', async () => {
  const answer = await untilClosed(['GET /api/health/ HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n']);
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
});
