import { startJsonServer } from './fake-http.ts';

/** One span as received, with its attributes as plain values. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  status: { code?: number; message?: string };
  service: string;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
  status?: { code?: number; message?: string };
}
interface OtlpExport {
  resourceSpans: {
    resource?: { attributes?: { key: string; value: OtlpValue }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

const plain = (v: OtlpValue) =>
  v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue ?? ''));
const attributesOf = (list: { key: string; value: OtlpValue }[] = []) =>
  Object.fromEntries(list.map((a) => [a.key, plain(a.value)]));

/**
 * An OpenTelemetry collector's OTLP/HTTP trace endpoint (`POST /v1/traces`, the JSON encoding
 * that @opentelemetry/exporter-trace-otlp-http sends), for tests: it decodes every export and
 * keeps the spans. Point OTEL_EXPORTER_OTLP_ENDPOINT at `url`.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = await startJsonServer((req) => {
    if (req.method !== 'POST' || req.path !== '/v1/traces') return { status: 404, body: {} };
    if (!String(req.headers['content-type']).startsWith('application/json')) return { status: 415, body: {} };
    for (const rs of (req.body as OtlpExport).resourceSpans) {
      const service = String(attributesOf(rs.resource?.attributes)['service.name'] ?? '');
      for (const ss of rs.scopeSpans) {
        for (const s of ss.spans) {
          spans.push({
            traceId: s.traceId,
            spanId: s.spanId,
            parentSpanId: s.parentSpanId ?? '',
            name: s.name,
            kind: s.kind,
            attributes: attributesOf(s.attributes),
            status: s.status ?? {},
            service,
          });
        }
      }
    }
    return { status: 200, body: { partialSuccess: {} } };
  });
  return { url: server.url, spans, exports: server.requests, close: server.close };
}
