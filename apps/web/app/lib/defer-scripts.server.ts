import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Scripts after first paint. React Router writes about twenty `<link rel="modulepreload">` into the
 * head and a module script whose static imports fetch the rest: on a slow link they compete with
 * the HTML, the stylesheet and the page's main image. This rewrites the page's HTML as it streams:
 *
 * - each `<link rel="modulepreload" href>` becomes `<link rel="oja-modulepreload" href>` (an
 *   unknown relation: the browser fetches nothing);
 * - the module script becomes a classic inline script holding its text, which waits for the page's
 *   high-priority image (`img[fetchpriority=high]`, the LCP element of every storefront page) to
 *   load or fail, then for the next paint, and only then adds the module preloads and the module
 *   script (same text, same nonce). Without such an image it waits for the first paint; the
 *   window's `load` event starts it at the latest.
 *
 * Hydration itself is unchanged (entry.client.tsx still waits for a paint). The element keeps its
 * place in the document, so React hydrates the same tree; only its `type` and text differ, which
 * React does not check in production.
 */
const preloadPattern = /<link rel="modulepreload"/g;
const moduleScriptPattern = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;

/** Runs in the browser as `(start)(text)`; `text` is the module script's JavaScript. */
function start(text: string) {
  const self = document.currentScript as HTMLScriptElement | null;
  const nonce = self?.nonce ?? '';
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const old of document.querySelectorAll<HTMLLinkElement>('link[rel="oja-modulepreload"]')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.setAttribute('href', old.getAttribute('href') ?? '');
      link.nonce = nonce;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = text;
    document.body.appendChild(script);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(run, 0));
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (image && !image.complete) {
    image.addEventListener('load', afterPaint, { once: true });
    image.addEventListener('error', afterPaint, { once: true });
  } else {
    afterPaint();
  }
  window.addEventListener('load', run, { once: true });
}

/** JSON as inline-script text: nothing in it can close the element. */
const scriptString = (text: string) =>
  JSON.stringify(text)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

export function rewriteScripts(html: string): string {
  return html
    .replace(preloadPattern, '<link rel="oja-modulepreload"')
    .replace(moduleScriptPattern, (_, attributes: string, text: string) => {
      return `<script${attributes}>(${start.toString()})(${scriptString(text)})</script>`;
    });
}

/** Where the text may be cut without splitting a tag or the module script: the rest waits. */
function safeEnd(html: string): number {
  let end = html.length;
  const lastOpen = html.lastIndexOf('<');
  if (lastOpen !== -1 && html.indexOf('>', lastOpen) === -1) end = lastOpen;
  const script = html.search(/<script[^>]* type="module"/);
  if (script !== -1 && script < end) end = script;
  // A tag start cut before its attributes are known (`<scr`, `<link rel="modu`).
  const tail = html.slice(end - 40 > 0 ? end - 40 : 0, end);
  const partial = tail.lastIndexOf('<');
  if (partial !== -1 && tail.indexOf('>', partial) === -1) end = end - tail.length + partial;
  return end;
}

export class DeferScripts extends Transform {
  private pending = '';
  private readonly decoder = new StringDecoder('utf8');

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pending += typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    const end = safeEnd(this.pending);
    if (end > 0) {
      this.push(rewriteScripts(this.pending.slice(0, end)));
      this.pending = this.pending.slice(end);
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.pending += this.decoder.end();
    if (this.pending) this.push(rewriteScripts(this.pending));
    callback();
  }
}
