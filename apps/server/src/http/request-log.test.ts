import { expect, it } from 'vitest';
import { createTestApp, type LogRecord } from '../testing/test-app.ts';

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
