import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DeferScripts, rewriteScripts } from './defer-scripts.server';

// How the stream may be cut, on a page of the same shape; the rewrite on the pages the built shop
// serves is checked in apps/server/src/web/deferred-scripts.test.ts.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-X.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root-Y.js" nonce="n1"/>',
  '<style data-precedence="oja" data-href="base">.a{color:red}</style></head><body><main>Ọjà — ₦1,000</main>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root-Y.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-X.js");</script>',
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

async function streamed(chunks: Buffer[]) {
  let out = '';
  for await (const piece of Readable.from(chunks).pipe(new DeferScripts())) out += String(piece);
  return out;
}

describe('scripts after first paint', () => {
  it('turns module preloads into inert links and the module script into a deferred loader', () => {
    const html = rewriteScripts(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/rel="oja-modulepreload"/g)).toHaveLength(2);
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script nonce="n1">(function start(text)');
    // The module's text travels as a string that cannot close the element.
    expect(html).toContain('import * as route0 from \\"/assets/root-Y.js\\"');
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).toContain('Ọjà — ₦1,000');
  });

  it('gives the same page however the stream is cut (tags, the script, multi-byte characters)', async () => {
    const bytes = Buffer.from(page);
    const whole = rewriteScripts(page);
    for (const size of [1, 2, 3, 7, 16, 40, 100, 333]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await streamed(chunks), `chunks of ${size} bytes`).toBe(whole);
    }
  });
});
