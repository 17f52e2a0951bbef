import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TextMapGetter } from '@opentelemetry/api';
import type { TracingConfig } from '../ops-config.ts';
import { useTracer } from './spans.ts';

export interface RunningTracing {
  /**
   * Wraps the HTTP server's request handler: each request runs inside its own server span
   * (continuing a `traceparent` sent by a proxy or client), so that every span made while it is
   * handled becomes its child. The app names the span after its route (see `nameRequestSpan`).
   */
  wrapHandler(
    handler: (req: IncomingMessage, res: ServerResponse) => void,
  ): (req: IncomingMessage, res: ServerResponse) => void;
  /** Names the current request's span after the route pattern and adds it as `http.route`. */
  nameRequestSpan(method: string, route: string): void;
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

/**
 * Starts OpenTelemetry tracing: the SDK, its AsyncLocalStorage context and the OTLP/HTTP exporter
 * are imported here, on demand, so that a shop without OTEL_EXPORTER_OTLP_ENDPOINT never loads
 * them. Spans are batched (OTEL_BSP_* settings) and sampled as OTEL_TRACES_SAMPLER says
 * (default: every trace, or as the caller's `traceparent` decided).
 */
export async function startTracing(settings: TracingConfig, version: string): Promise<RunningTracing> {
  const [api, sdk, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new sdk.NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': settings.serviceName,
      'service.version': version,
      'process.pid': process.pid,
    }),
    spanProcessors: [new sdk.BatchSpanProcessor(new OTLPTraceExporter({ url: settings.tracesUrl }))],
  });
  // The global provider, the AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  const tracer = api.trace.getTracer('oja', version);
  useTracer({ api, tracer });

  const getter: TextMapGetter<IncomingMessage['headers']> = {
    keys: (headers) => Object.keys(headers),
    get: (headers, key) => headers[key],
  };

  return {
    wrapHandler: (handler) => (req, res) => {
      const parent = api.propagation.extract(api.ROOT_CONTEXT, req.headers, getter);
      const method = req.method ?? 'GET';
      const span = tracer.startSpan(method, { kind: api.SpanKind.SERVER }, parent);
      const context = api.trace.setSpan(parent, span);
      // Not sampled: the request still runs in its (unrecorded) trace, so that its work makes no
      // spans of its own (spans.ts), but nothing is written on a span that nobody will read.
      if (!span.isRecording()) return api.context.with(context, () => handler(req, res));
      span.setAttributes({ 'http.request.method': method, 'url.path': (req.url ?? '/').split('?')[0] });
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        span.setAttribute('http.response.status_code', res.statusCode);
        if (!res.writableFinished) span.setAttribute('http.request.aborted', true);
        if (res.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
        span.end();
      };
      res.once('finish', end);
      res.once('close', end);
      api.context.with(context, () => handler(req, res));
    },
    nameRequestSpan(method, route) {
      const span = api.trace.getActiveSpan();
      if (!span?.isRecording()) return;
      span.updateName(`${method} ${route}`);
      span.setAttribute('http.route', route);
    },
    async shutdown() {
      useTracer(null);
      await provider.shutdown();
    },
  };
}
