import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toWebRequest } from './web-request.ts';

// Review N11: a request for `//evil.example/cart` is this shop's /evil.example/cart, never another host.
describe('toWebRequest', () => {
  it('takes the request target as a path on this host, leading slashes collapsed', () => {
    const reply = { raw: { on: () => undefined, writableFinished: true } } as unknown as FastifyReply;
    const request = (url: string) =>
      toWebRequest({ url, protocol: 'http', host: 'shop.test', method: 'GET', headers: {} } as FastifyRequest, reply);
    expect(request('//evil.example/cart').url).toBe('http://shop.test/evil.example/cart');
    expect(request('///evil.example/').url).toBe('http://shop.test/evil.example/');
    expect(request('/cart?x=1').url).toBe('http://shop.test/cart?x=1');
  });
});
