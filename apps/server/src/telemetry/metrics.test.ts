import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { placeOrderFor, startPayment } from '@oja/testing/factories/payment-factories';
import { enqueueMail } from '../mail/index.ts';
import { runPeriodically } from '../periodic.ts';
import { deliverDueSms, enqueueSms, logSmsTransport } from '../sms/index.ts';
import { record } from './index.ts';

const token = 'metrics-token-0123456789abcdef';
const { app, db } = await createTestApp({ METRICS_TOKEN: token, PUBLIC_URL: 'https://shop.oja.test' });

const scrape = async () => {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};

/** The value of one series in the exposition text, or undefined when it is absent. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics with METRICS_TOKEN', () => {
  it('refuses a scrape without the token, or with another, as {detail, code}', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', token, `Basic ${token}`]) {
      const res = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: expect.stringContaining('metrics token'), code: 'unauthorized' });
    }
  });

  it('counts requests by route pattern and status, never by the raw URL', async () => {
    await app.inject({ url: '/api/products/?limit=3&currency=USD' });
    await app.inject({ url: '/api/products/some-product-that-is-not-there' });
    await app.inject({ url: '/api/no-such-thing/at-all' });
    const text = await scrape();
    expect(valueOf(text, 'oja_http_requests_total{method="GET",route="/api/products/",status="200"}')).toBe(1);
    expect(valueOf(text, 'oja_http_requests_total{method="GET",route="/api/products/:slug/",status="404"}')).toBe(1);
    expect(valueOf(text, 'oja_http_requests_total{method="GET",route="/api/*",status="404"}')).toBe(1);
    expect(text).toContain('oja_http_request_duration_seconds_bucket{le="0.002",method="GET",route="/api/products/"');
    expect(text).not.toContain('some-product-that-is-not-there');
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain('limit=3');
    // The scrapes themselves are not counted.
    expect(text).not.toMatch(/route="\/metrics"/);
  });

  it('reports the outbox backlog and its oldest message per channel', async () => {
    const now = Date.now();
    await enqueueMail(db, { to: 'a@example.com', subject: 'Hello', text: 'Hi' }, now - 120_000);
    await enqueueMail(db, { to: 'b@example.com', subject: 'Hello', text: 'Hi' }, now - 5_000);
    await enqueueSms(db, { to: '+2348031234567', text: 'Your order is on its way', label: 'SMS: test' }, now - 30_000);
    const text = await scrape();
    expect(valueOf(text, 'oja_outbox_pending_messages{channel="email"}')).toBe(2);
    expect(valueOf(text, 'oja_outbox_pending_messages{channel="sms"}')).toBe(1);
    expect(valueOf(text, 'oja_outbox_oldest_pending_age_seconds{channel="email"}')).toBeGreaterThanOrEqual(120);
    expect(valueOf(text, 'oja_outbox_oldest_pending_age_seconds{channel="sms"}')).toBeGreaterThanOrEqual(30);
    expect(valueOf(text, 'oja_outbox_oldest_pending_age_seconds{channel="sms"}')).toBeLessThan(120);

    // Sending the SMS counts its parts and empties that backlog.
    await deliverDueSms(db, logSmsTransport(pino({ level: 'silent' })));
    const after = await scrape();
    expect(valueOf(after, 'oja_outbox_pending_messages{channel="sms"}')).toBe(0);
    expect(valueOf(after, 'oja_sms_parts_sent_total{transport="log"}')).toBe(1);
  });

  it('reports stock held by unpaid orders, payments by provider and outcome, and catalogue cache lookups', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);
    let text = await scrape();
    expect(valueOf(text, 'oja_stock_reserved_units')).toBe(2);
    expect(valueOf(text, 'oja_orders_holding_stock')).toBe(1);

    const { payment } = await startPayment(app, me.auth, order.order_id);
    const paid = await app.inject({
      method: 'POST',
      url: `/payments/test/${payment.reference}`,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.oja.test' },
    });
    expect(paid.statusCode).toBe(303);
    await app.inject({ url: `/api/payments/${payment.reference}/`, headers: me.auth });
    await app.payments.idle();
    text = await scrape();
    // Applied once, whichever of the return and the webhook came first.
    expect(valueOf(text, 'oja_payments_total{provider="test",outcome="succeeded"}')).toBe(1);
    expect(valueOf(text, 'oja_stock_reserved_units')).toBe(0);

    await app.inject({ url: '/api/categories/' });
    await app.inject({ url: '/api/categories/' });
    text = await scrape();
    expect(valueOf(text, 'oja_cache_lookups_total{cache="catalogue",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'oja_cache_lookups_total{cache="catalogue",result="miss"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts job runs by outcome and reports their lag behind schedule', async () => {
    let fail = false;
    let runs = 0;
    const stop = runPeriodically(
      async () => {
        runs++;
        if (fail) throw new Error('boom');
      },
      { job: 'test_job', intervalMs: 50, log: pino({ level: 'silent' }), failure: 'test job failed' },
    );
    await expect.poll(() => runs).toBeGreaterThanOrEqual(2);
    fail = true;
    const before = runs;
    await expect.poll(() => runs).toBeGreaterThan(before + 1);
    await stop();
    const text = await scrape();
    expect(valueOf(text, 'oja_job_runs_total{job="test_job",outcome="success"}')).toBeGreaterThanOrEqual(2);
    expect(valueOf(text, 'oja_job_runs_total{job="test_job",outcome="failure"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'oja_job_last_success_timestamp_seconds{job="test_job"}')).toBeGreaterThan(0);
    // Stopped: it falls behind its 50 ms schedule.
    await expect.poll(async () => valueOf(await scrape(), 'oja_job_lag_seconds{job="test_job"}')).toBeGreaterThan(0);
  });

  it('reports the database pool, the disks and the process (memory, event loop lag)', async () => {
    const text = await scrape();
    expect(valueOf(text, 'oja_db_pool_max_connections{pool="primary"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/oja_db_pool_connections\{pool="primary",state="in_use"\} \d+/);
    expect(valueOf(text, 'oja_disk_free_bytes{place="media"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });
});

describe('metrics off (no METRICS_TOKEN, no METRICS_PORT)', async () => {
  const off = await createTestApp();
  it('has no /metrics, and the code that counts finds nobody listening once the counted app is gone', async () => {
    expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect(off.config.ops.metrics).toBeNull();
    expect(record.listening()).toBe(true); // the first app of this file still counts
  });
});
