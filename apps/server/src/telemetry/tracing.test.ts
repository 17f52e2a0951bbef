import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { startFakePaystack } from '@oja/testing/fakes/fake-paystack';
import { startOtlpReceiver, type ReceivedSpan } from '@oja/testing/fakes/otlp-receiver';
import { startTestS3 } from '@oja/testing/fakes/test-s3';
import { freePort, moduleLoadRecorder, startShopProcess } from '@oja/testing/processes/shop-process';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { providerRequest } from '../payments/http.ts';
import { startTracing } from './tracing.ts';

const receiver = await startOtlpReceiver();
const database = await createTestDatabase();
const s3 = await startTestS3();
afterAll(async () => {
  await receiver.close();
  await database.drop();
  await s3.close();
});

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const callerSpan = '00f067aa0ba902b7';

const spansOf = (id: string) => receiver.spans.filter((s) => s.traceId === id);
const serverSpan = (spans: ReceivedSpan[], name: string) => spans.find((s) => s.kind === 2 && s.name === name);

describe('traces sent to an OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('a request continues the caller’s trace; its statements and bucket calls are its children', async () => {
    await s3.client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: 'icons/traced.svg',
        Body: '<svg/>',
        ContentType: 'image/svg+xml',
      }),
    );
    const shop = await startShopProcess({
      databaseUrl: database.url,
      port: await freePort(),
      env: {
        ...s3.env,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: 'oja-test',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
    });
    try {
      const traceparent = `00-${traceId}-${callerSpan}-01`;
      const res = await fetch(`${shop.baseUrl}/api/products/?limit=2&currency=USD`, { headers: { traceparent } });
      expect(res.status).toBe(200);
      // A caller that did not sample its trace: nothing of this request is recorded or sent.
      const unsampled = '5b8aa5a2d2c872e8321cf37308d69df2';
      const quiet = await fetch(`${shop.baseUrl}/api/products/?limit=2&currency=USD`, {
        headers: { traceparent: `00-${unsampled}-${callerSpan}-00` },
      });
      expect(quiet.status).toBe(200);
      const other = '0af7651916cd43dd8448eb211c80319c';
      const media = await fetch(`${shop.baseUrl}/media/icons/traced.svg`, {
        headers: { traceparent: `00-${other}-b7ad6b7169203331-01` },
      });
      expect(media.status).toBe(200);

      await expect.poll(() => serverSpan(spansOf(traceId), 'GET /api/products/'), { timeout: 15_000 }).toBeDefined();
      const request = serverSpan(spansOf(traceId), 'GET /api/products/')!;
      expect(request).toMatchObject({
        parentSpanId: callerSpan,
        service: 'oja-test',
        attributes: { 'http.route': '/api/products/', 'http.response.status_code': 200, 'http.request.method': 'GET' },
      });
      const statements = spansOf(traceId).filter(
        (s) => s.attributes['db.system'] === 'sqlite' || s.attributes['db.system'] === 'postgresql',
      );
      expect(statements.length).toBeGreaterThan(0);
      for (const s of statements) {
        expect(s.parentSpanId).toBe(request.spanId);
        expect(s.kind).toBe(3);
        // Placeholders only: the query text never carries a value.
        expect(String(s.attributes['db.query.text'])).not.toContain('USD');
      }

      // The bucket's span ends before the request's, and may come in an earlier export.
      await expect
        .poll(() => spansOf(other).filter((s) => s.name === 's3 GetObject' || s.kind === 2).length, { timeout: 15_000 })
        .toBe(2);
      const mediaRequest = spansOf(other).find((s) => s.kind === 2)!;
      // Sent after the unsampled request had ended, so that one's spans would have come by now.
      expect(spansOf(unsampled)).toEqual([]);
      expect(mediaRequest.name).toMatch(/^GET \/media\//);
      expect(spansOf(other).find((s) => s.name === 's3 GetObject')).toMatchObject({
        parentSpanId: mediaRequest.spanId,
        attributes: { 'aws.s3.key': 'icons/traced.svg', 'aws.s3.bucket': s3.bucket },
      });
    } finally {
      await shop.stop();
    }
  });

  it('a call to a payment provider is a span with its outcome (in this process, against the fake Paystack)', async () => {
    const paystack = await startFakePaystack('sk_test_tracing_0123456789');
    const tracing = await startTracing({ tracesUrl: `${receiver.url}/v1/traces`, serviceName: 'oja-in-test' }, 'test');
    try {
      const answer = await providerRequest(
        'paystack',
        'sk_test_tracing_0123456789',
        `${paystack.url}/transaction/verify/OJA-NOT-THERE`,
      );
      expect(answer.status).toBeGreaterThanOrEqual(400); // Paystack does not know that reference
    } finally {
      await tracing.shutdown(); // flushes
      await paystack.close();
    }
    const span = receiver.spans.find((s) => s.service === 'oja-in-test' && s.name === 'paystack GET');
    expect(span).toMatchObject({
      kind: 3,
      attributes: { 'url.path': '/transaction/verify/OJA-NOT-THERE', 'oja.provider': 'paystack' },
    });
    expect(JSON.stringify(span)).not.toContain('sk_test_tracing');
  });
});

describe('tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('never loads an OpenTelemetry module, and sends nothing', async () => {
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'oja-loads-')), 'modules.txt');
    const before = receiver.exports.length;
    const shop = await startShopProcess({
      databaseUrl: database.url,
      port: await freePort(),
      nodeArgs: ['--import', moduleLoadRecorder],
      env: { OJA_MODULE_LOG: log, METRICS_TOKEN: 'a-metrics-token-0123456789' },
    });
    try {
      expect((await fetch(`${shop.baseUrl}/api/products/?limit=2`)).status).toBe(200);
    } finally {
      await shop.stop();
    }
    const loaded = fs.readFileSync(log, 'utf8').split('\n');
    // The recorder works: it saw the server's own modules, and prom-client (metrics are on here).
    expect(loaded.some((u) => u.endsWith('/apps/server/src/telemetry/spans.ts'))).toBe(true);
    expect(loaded.some((u) => u.includes('/prom-client/'))).toBe(true);
    expect(loaded.filter((u) => u.includes('@opentelemetry'))).toEqual([]);
    expect(receiver.exports.length).toBe(before);
  });
});
