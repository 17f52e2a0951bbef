import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { checkoutOrigins } from '../payments/index.ts';
import { createTestApp } from '@oja/testing/app/test-app';
import { isBuiltScriptOrStyle, proxyWarning, registerSecurityHeaders, setPageCsp } from './security-headers.ts';

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

describe('built scripts and styles (decision 0076)', () => {
  it('get only the headers that apply to a script or a style, and everything else all of them', async () => {
    const files = Fastify();
    await registerSecurityHeaders(files, { publicUrl: 'https://shop.example' });
    files.get('/*', (_req, reply) => reply.send('x'));
    const script = await files.inject('/assets/cart-C4x.js');
    const own = ['content-type', 'content-length', 'date', 'connection', 'keep-alive'];
    expect(
      Object.keys(script.headers)
        .filter((h) => !own.includes(h))
        .sort(),
    ).toEqual(['cross-origin-resource-policy', 'strict-transport-security', 'x-content-type-options']);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    const others = ['/assets/logo.svg', '/assets/x.js/page', '/favicon.svg', '/sw.js', '/', '/api/x.js'];
    for (const url of others) {
      const res = await files.inject(url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    expect(isBuiltScriptOrStyle('/assets/root-yT.css?v=1')).toBe(true);
  });
});

describe('HSTS behind a TLS-terminating proxy', async () => {
  const { app: proxied } = await createTestApp({ TRUST_PROXY: 'true' });
  it('is sent when the proxy says the request was HTTPS', async () => {
    const res = await proxied.inject({ url: '/api/health/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('HSTS behind a proxy without TRUST_PROXY (review #16)', async () => {
  const { app: behind } = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
  it('is sent when PUBLIC_URL is https, whatever the request says', async () => {
    const res = await behind.inject({ url: '/api/health/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
  it('comes with a start-up warning for an https PUBLIC_URL without TRUST_PROXY, and only then', () => {
    expect(proxyWarning({ publicUrl: 'https://shop.example', trustProxy: false })).toMatch(/TRUST_PROXY is not set/);
    expect(proxyWarning({ publicUrl: 'https://shop.example', trustProxy: true })).toBeNull();
    expect(proxyWarning({ publicUrl: 'http://127.0.0.1:3000', trustProxy: false })).toBeNull();
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
