import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { checkoutOrigins } from '../payments/index.ts';
import { createTestApp } from '@oja/testing/app/test-app';
import { setPageCsp } from './security-headers.ts';

const { app } = await createTestApp();

describe('security headers', () => {
  it('are on every API answer, errors included, with a CSP that allows nothing to run', async () => {
    for (const url of ['/api/products/', '/api/nothing-here', '/api/products/?limit=0']) {
      const res = await app.inject(url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['origin-agent-cluster'], url).toBe('?1');
      expect(res.headers['x-dns-prefetch-control'], url).toBe('off');
      expect(res.headers['x-permitted-cross-domain-policies'], url).toBe('none');
      expect(res.headers['x-xss-protection'], url).toBe('0');
    }
  });

  it('add HSTS only when the request came over HTTPS', async () => {
    const plain = await app.inject('/api/health/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a TLS-terminating proxy', async () => {
  const { app: proxied } = await createTestApp({ TRUST_PROXY: 'true' });
  it('is sent when the proxy says the request was HTTPS', async () => {
    const res = await proxied.inject({ url: '/api/health/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the page policy', () => {
  it("lets forms post to our own pages and to the payment provider's page they redirect to", async () => {
    const page = Fastify();
    page.get('/', (_req, reply) => {
      setPageCsp(reply, 'n0nce', checkoutOrigins(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_0123456789' })));
      return reply.send('ok');
    });
    const res = await page.inject('/');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("form-action 'self' https://checkout.paystack.com https://api.paystack.co;");
    expect(policy).toContain("script-src 'nonce-n0nce' 'strict-dynamic'");
    await page.close();
  });
});
