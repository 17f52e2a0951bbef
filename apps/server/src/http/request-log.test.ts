import { expect, it } from 'vitest';
import { createTestApp, type LogRecord } from '@oja/testing/app/test-app';

const logs: LogRecord[] = [];
const { app } = await createTestApp({}, { logs, logLevel: 'info' });

it('logs one line per request when it ends: method, URL, client, status and time', async () => {
  logs.length = 0;
  const res = await app.inject({ url: '/api/health/', headers: { 'x-request-id': 'log-test-1' } });
  expect(res.statusCode).toBe(200);
  const lines = logs.filter((l) => l.reqId === 'log-test-1');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    level: 30,
    msg: 'request completed',
    req: { method: 'GET', url: '/api/health/' },
    res: { statusCode: 200 },
  });
  expect(lines[0]!.responseTime).toEqual(expect.any(Number));
  expect(lines[0]!.req).toHaveProperty('remoteAddress');
});

it('never logs a password-reset token: neither the reset page URL nor the API check', async () => {
  logs.length = 0;
  const token = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6';
  await app.inject({ url: `/reset-password/${token}?x=1`, headers: { 'x-request-id': 'log-test-2' } });
  await app.inject({ url: `/api/password-reset/check/?token=${token}`, headers: { 'x-request-id': 'log-test-3' } });
  const lines = logs.filter((l) => (l.reqId === 'log-test-2' || l.reqId === 'log-test-3') && l.req);
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(JSON.stringify(logs)).not.toContain(token);
  expect(lines.map((l) => (l.req as { url: string }).url)).toEqual(
    expect.arrayContaining(['/reset-password/[redacted]?x=1', '/api/password-reset/check/?token=%5Bredacted%5D']),
  );
});

it('never logs an e-mail verification token (review N6)', async () => {
  logs.length = 0;
  const token = 'N5mDDvAPWU5bYnjvxOh9vcjsjiPobmk8F_OODC4VZGI';
  await app.inject({ url: `/verify-email/${token}`, headers: { 'x-request-id': 'log-test-v1' } });
  await app.inject({ url: `/verify-email/${token}.data`, headers: { 'x-request-id': 'log-test-v2' } });
  const lines = logs.filter((l) => (l.reqId === 'log-test-v1' || l.reqId === 'log-test-v2') && l.req);
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(JSON.stringify(logs)).not.toContain(token);
  expect(lines.map((l) => (l.req as { url: string }).url)).toContain('/verify-email/[redacted]');
});
