import type * as Api from '@opentelemetry/api';
import type { LogEvent } from 'kysely';

/**
 * Spans around the shop's own work: database statements, calls to payment and SMS providers,
 * the mail server and the media bucket. Until tracing starts (OTEL_EXPORTER_OTLP_ENDPOINT,
 * telemetry/tracing.ts) `tracer` is null and `traced` only calls the work: no OpenTelemetry
 * module is loaded, not even its API (type imports only), so tracing off costs nothing.
 */
interface Tracing {
  api: typeof Api;
  tracer: Api.Tracer;
}

let tracing: Tracing | null = null;

/** Called by telemetry/tracing.ts once the SDK runs (null when it stops). */
export function useTracer(next: Tracing | null) {
  tracing = next;
}

export const tracingOn = () => tracing !== null;

export type SpanAttributes = Record<string, string | number | boolean | undefined>;

/**
 * `work` inside a client span `name` (a child of the request's span, when there is one). A
 * thrown error marks the span as failed and is rethrown unchanged.
 */
export function traced<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T> {
  if (!tracing || unsampledRequest(tracing.api)) return work();
  const { api, tracer } = tracing;
  return tracer.startActiveSpan(name, { kind: api.SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({
        code: api.SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * True inside a request whose trace was not sampled: its children would not be recorded either
 * (the sampler follows the parent), so neither a span nor a context is made for them.
 */
function unsampledRequest(api: typeof Api) {
  const parent = api.trace.getActiveSpan();
  return parent !== undefined && !parent.isRecording();
}

const operationOf = (sqlText: string) => /^\s*(\w+)/.exec(sqlText)?.[1]?.toUpperCase() ?? 'SQL';

/**
 * One finished database statement as a span, from Kysely's log event (its duration is known, so
 * the span is dated back to its start). Kysely reports it in the async context of the code that
 * ran the statement, so the span is a child of that request's span. The SQL text has only
 * placeholders, never the values.
 */
export function querySpan(event: LogEvent, system: 'sqlite' | 'postgresql') {
  if (!tracing || unsampledRequest(tracing.api)) return;
  const { api, tracer } = tracing;
  const end = Date.now();
  const sqlText = event.query.sql;
  const operation = operationOf(sqlText);
  const span = tracer.startSpan(`${operation} ${system}`, {
    kind: api.SpanKind.CLIENT,
    startTime: end - event.queryDurationMillis,
    attributes: { 'db.system': system, 'db.operation.name': operation, 'db.query.text': sqlText.slice(0, 2000) },
  });
  if (event.level === 'error') {
    const error = event.error;
    span.setStatus({ code: api.SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  }
  span.end(end);
}
