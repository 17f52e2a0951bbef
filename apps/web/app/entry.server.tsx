import { PassThrough, finished } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { nonceContext } from './lib/api.server';
import { DeferScripts } from './lib/defer-scripts.server';
import { registerCatalogue, registerChunkAddresses } from './i18n/i18n';
import messageChunks from 'virtual:oja/message-chunks';
import { isPageLanguage } from '@oja/shared/languages';
import type { CompiledMessages } from '@oja/shared/messages';
import { messageAreaNames, type MessageArea } from './i18n/areas';

// The server renders every language: all compiled catalogues (every area) are registered at start.
const compiled = import.meta.glob<{ messages: CompiledMessages }>('./i18n/compiled/*.ts', { eager: true });
for (const [path, module] of Object.entries(compiled)) {
  const [, area, language] = /\/(\w+)-([\w-]+)\.ts$/.exec(path) ?? [];
  if (isPageLanguage(language) && messageAreaNames.includes(area as MessageArea)) {
    registerCatalogue(language, area as MessageArea, module.messages);
  }
}
// The browser's chunks of the same catalogues, which the page names on `<html data-chunks>`.
registerChunkAddresses(messageChunks);

// The server reads these keys from the build to hand loaders their API client and the CSP nonce.
export { apiContext, nonceContext } from './lib/api.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Crawlers get the whole page at once; browsers get the shell as soon as it is ready.
  const userAgent = request.headers.get('user-agent');
  const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let visitorLeft = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // In production the scripts load after the first paint (lib/defer-scripts.server.ts).
          // React writes into this one stream, which the answer reads. A visitor who leaves
          // cancels the answer, which destroys the stream with the reason: `finished` (whose
          // listeners stay for the stream's life) stops the render, and no `error` goes unheard.
          // A second stream piped behind it would lose its listeners once its writing ended and
          // take the process down when the visitor left later (docs/faults.md, decision 0039).
          const body = import.meta.env.PROD ? new DeferScripts() : new PassThrough();
          finished(body, (error) => {
            clearTimeout(timeoutId);
            if (!error) return;
            visitorLeft = true;
            abort(error);
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A render stopped because its visitor left is not a failure of the page.
          if (shellRendered && !visitorLeft) console.error(error);
        },
      },
    );
  });
}
