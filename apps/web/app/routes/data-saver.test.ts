import { describe, expect, it } from 'vitest';
import { action } from './data-saver';

// Review N11: a cross-site form must not switch a visitor's data saver.
const post = (headers: Record<string, string>) =>
  action({
    request: new Request('http://shop.test/data-saver', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: 'data_saver=off&redirectTo=%2F',
    }),
  } as Parameters<typeof action>[0]);

const cookieOf = (answer: unknown) =>
  answer instanceof Response ? answer.headers.get('set-cookie') : (answer as { init?: ResponseInit }).init?.headers;

describe('/data-saver', () => {
  it('refuses posts from another site and sets no cookie', async () => {
    const foreign: Record<string, string>[] = [{ origin: 'http://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of foreign) {
      const answer = (await post(headers)) as { init?: ResponseInit; data?: unknown };
      expect(answer.init?.status).toBe(403);
      expect(JSON.stringify(cookieOf(answer) ?? '')).not.toContain('oja_data_saver');
    }
  });

  it("takes the shop's own form post", async () => {
    const answer = await post({ origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('set-cookie')).toContain('oja_data_saver=off');
  });
});
