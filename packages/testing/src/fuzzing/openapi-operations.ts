import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema that the zod-generated OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the API as its OpenAPI document describes it. */
export interface Operation {
  /** "POST /api/orders/{id}/payments/" */
  key: string;
  method: string;
  path: string;
  tags: string[];
  parameters: Parameter[];
  /** The JSON body's schema, when the operation describes one. */
  body?: { schema: JsonSchema; required: boolean };
}

interface RawOperation {
  tags?: string[];
  parameters?: { name: string; in: Parameter['in']; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Replaces every `$ref` with the schema it names (the generated document has no cycles). */
function resolveRefs(schema: unknown, doc: Document): JsonSchema {
  if (Array.isArray(schema)) return schema.map((s) => resolveRefs(s, doc)) as unknown as JsonSchema;
  if (typeof schema !== 'object' || schema === null) return schema as JsonSchema;
  const ref = (schema as JsonSchema).$ref;
  if (ref) {
    const name = ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`Unresolved $ref ${ref}`);
    return resolveRefs(target, doc);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, resolveRefs(v, doc)])) as JsonSchema;
}

/**
 * Every operation of the app's API, read from the OpenAPI document it serves. Tests driven by this
 * list cover a route added later without anyone editing them.
 */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject('/api/openapi.json');
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  const doc = res.json() as Document;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      const json = raw.requestBody?.content?.['application/json']?.schema;
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        tags: raw.tags ?? [],
        parameters: (raw.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required ?? p.in === 'path',
          schema: resolveRefs(p.schema ?? {}, doc),
        })),
        body: json ? { schema: resolveRefs(json, doc), required: raw.requestBody?.required ?? false } : undefined,
      });
    }
  }
  return operations;
}

const unreserved = /^[A-Za-z0-9\-_.!~*'()]$/;

/**
 * encodeURIComponent that never throws: text with lone surrogates (which a client can produce but
 * encodeURIComponent refuses) goes as the UTF-8 bytes Node makes of it.
 */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return unreserved.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** A concrete URL: path parameters put in (already encoded by the caller), and a query string. */
export function urlOf(path: string, params: Record<string, string>, query: [string, string][] = []): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return value;
  });
  if (query.length === 0) return filled;
  return `${filled}?${query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`;
}
