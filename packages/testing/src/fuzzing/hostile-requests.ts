import fc from 'fast-check';
import { percentEncode, urlOf, type Operation, type Parameter } from './openapi-operations.ts';
import { asText, bodyValue, hostileValue, slotValue, type ValuePool } from './schema-arbitraries.ts';

/** A request as `app.inject` takes it, before the caller's credentials are added. */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of body was sent, for the failure report. */
  body: string;
}

/** Path segments that are already URL text: broken escapes, dots, encoded separators. */
const rawSegments = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '.',
  '..',
  '%2e%2e',
  '%2F',
  '%2F..%2F',
  ';',
  '%20',
  '%C0%AF',
  '-1',
  '1e3',
];

function pathValue(p: Parameter, pool: ValuePool): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: slotValue(p.schema, pool).map((v) => percentEncode(asText(v))) },
    { weight: 1, arbitrary: fc.constantFrom(...rawSegments) },
  );
}

function queryPairs(params: Parameter[], pool: ValuePool): fc.Arbitrary<[string, string][]> {
  const perParam = params.map((p) =>
    fc.oneof(
      { weight: p.required ? 0 : 2, arbitrary: fc.constant([] as [string, string][]) },
      { weight: 4, arbitrary: slotValue(p.schema, pool).map((v): [string, string][] => [[p.name, asText(v)]]) },
      {
        // The same name twice: frameworks turn it into an array.
        weight: 1,
        arbitrary: fc.tuple(slotValue(p.schema, pool), slotValue(p.schema, pool)).map(([a, b]): [string, string][] => [
          [p.name, asText(a)],
          [p.name, asText(b)],
        ]),
      },
      { weight: 1, arbitrary: fc.constant([[`${p.name}[]`, '1']] as [string, string][]) },
    ),
  );
  const extra = fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'x', ''), hostileValue.map(asText)), {
    maxLength: 2,
  });
  return fc.tuple(fc.tuple(...perParam), extra).map(([pairs, more]) => [...pairs.flat(), ...more]);
}

/** Header values a client can actually send (visible ASCII), taken from hostile and valid values. */
function headerValue(p: Parameter, pool: ValuePool): fc.Arbitrary<string | undefined> {
  return fc.option(
    slotValue(p.schema, pool).map((v) =>
      asText(v)
        .replace(/[^\x20-\x7e]/g, '')
        .slice(0, 8000),
    ),
    { freq: 3 },
  );
}

/** Headers every request may carry that the shop reads: language, country, currency cookie. */
const ambientHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      'accept-language': fc.oneof(
        fc.constantFrom(
          'en-NG,en;q=0.9',
          'yo-NG',
          '*',
          'en;q=abc',
          'en;q=1e309',
          ',,,;',
          'x'.repeat(5000),
          'ng-NG;q=-1',
        ),
        fc.string({ unit: 'binary-ascii', maxLength: 60 }),
      ),
      'cf-ipcountry': fc.constantFrom('NG', 'XX', 'T1', '', 'nigeria', '??'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', 'not-an-ip', '1.2.3.4, 5.6.7.8', ''),
      cookie: fc.constantFrom('oja_currency=NGN', 'oja_currency=EUR', 'oja_currency=', 'oja_currency=%zz', '=;;=;'),
    },
    { requiredKeys: [] },
  )
  .map((headers) =>
    // Visible ASCII only: what an HTTP client can put in a header.
    Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace(/[^\x20-\x7e]/g, '')])),
  );

const boundary = 'fuzzboundary';
const multipart = (parts: string) => `--${boundary}\r\n${parts}\r\n--${boundary}--\r\n`;
const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

interface Body {
  contentType?: string;
  payload?: string | Buffer;
  body: string;
}

const json = (value: unknown, contentType = 'application/json'): Body => ({
  contentType,
  payload: JSON.stringify(value) ?? 'null',
  body: `json ${(JSON.stringify(value) ?? 'undefined').slice(0, 200)}`,
});

const invalidJson = [
  '{"a":',
  '{',
  "{'a': 1}",
  'undefined',
  'NaN',
  '{"a":1}garbage',
  '\u0000',
  '\ufeff{}',
  '[1,]',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '"just a string"',
  '12345678901234567890123456789',
  '',
];

/** Bodies of the wrong kind: broken JSON, other content types, multipart garbage, raw bytes. */
const wrongBodies: fc.Arbitrary<Body> = fc.oneof(
  fc
    .constantFrom(...invalidJson)
    .map((payload) => ({ contentType: 'application/json', payload, body: `raw ${payload}` })),
  fc.constantFrom(
    { contentType: 'text/plain', payload: '{"a":1}', body: 'text/plain' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b[]=2&__proto__[x]=1', body: 'form' },
    { contentType: 'application/xml', payload: '<?xml version="1.0"?><a/>', body: 'xml' },
    { contentType: 'application/octet-stream', payload: pngHeader, body: 'octet-stream' },
    { contentType: 'multipart/form-data', payload: 'no boundary', body: 'multipart without boundary' },
    {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: multipart(
        'Content-Disposition: form-data; name="picture"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot an image',
      ),
      body: 'multipart with a non-image file',
    },
    {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        pngHeader,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      body: 'multipart with a truncated PNG',
    },
    {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: multipart(
        ['a', 'b', 'c']
          .map((n) => `Content-Disposition: form-data; name="${n}"; filename="${n}"\r\n\r\nx`)
          .join(`\r\n--${boundary}\r\n`),
      ),
      body: 'multipart with three files',
    },
    {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: `--${boundary}\r\nbroken`,
      body: 'multipart cut off',
    },
    { contentType: 'application/json; charset=utf-16', payload: '{}', body: 'json in utf-16' },
    { contentType: 'APPLICATION/JSON', payload: '{}', body: 'json, upper-case type' },
    { contentType: 'application/json', payload: undefined, body: 'json type, no body' },
    { contentType: 'image/png', payload: pngHeader, body: 'image/png' },
  ),
  fc
    .uint8Array({ maxLength: 64 })
    .map((bytes) => ({ contentType: 'application/json', payload: Buffer.from(bytes), body: 'random bytes' })),
  hostileValue.map((value) => json(value)),
);

function bodyOf(op: Operation, pool: ValuePool): fc.Arbitrary<Body> {
  const none = fc.constant<Body>({ body: 'none' });
  if (op.body) {
    return fc.oneof(
      { weight: 6, arbitrary: bodyValue(op.body.schema, pool).map((v) => json(v)) },
      { weight: 2, arbitrary: wrongBodies },
      { weight: 1, arbitrary: none },
    );
  }
  return fc.oneof({ weight: 3, arbitrary: none }, { weight: 2, arbitrary: wrongBodies });
}

/**
 * Generated requests for one operation, from its description: path, query and header parameters
 * and the body, each valid-looking, hostile or at the schema's limits.
 */
export function requestsFor(op: Operation, pool: ValuePool): fc.Arbitrary<HostileRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const query = op.parameters.filter((p) => p.in === 'query');
  const headers = op.parameters.filter((p) => p.in === 'header');
  return fc
    .record({
      path: fc.tuple(...pathParams.map((p) => pathValue(p, pool))),
      query: queryPairs(query, pool),
      headers: fc.tuple(...headers.map((p) => headerValue(p, pool))),
      ambient: ambientHeaders,
      body: bodyOf(op, pool),
    })
    .map(({ path, query: pairs, headers: values, ambient, body }) => {
      const params = Object.fromEntries(pathParams.map((p, i) => [p.name, path[i]!]));
      const sent: Record<string, string> = { ...ambient };
      headers.forEach((p, i) => {
        if (values[i] !== undefined) sent[p.name] = values[i];
      });
      if (body.contentType !== undefined) sent['content-type'] = body.contentType;
      return {
        method: op.method,
        url: urlOf(op.path, params, pairs),
        headers: sent,
        payload: body.payload,
        body: body.body,
      };
    });
}

/** About 1 MB, just inside the body limit once wrapped in JSON. */
const nearLimit = 'a'.repeat(1024 * 1024 - 200);
const overLimit = 'a'.repeat(1024 * 1024 + 10);
const deepJson = '['.repeat(50_000) + ']'.repeat(50_000);

/**
 * The same few oversized and pathological requests for every operation: a body just inside and
 * just over the size limit, a much bigger one, JSON nested 50,000 deep, a 1 MB query value,
 * a long path parameter and a thousand repeated query parameters.
 */
export function oversizedRequests(op: Operation, pool: ValuePool): HostileRequest[] {
  const firstString = Object.entries(op.body?.schema.properties ?? {}).find(([, s]) => s.type === 'string')?.[0] ?? 'x';
  const params = Object.fromEntries(
    op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(pool.integers[0] ?? 1)]),
  );
  const url = urlOf(op.path, params);
  const firstQuery = op.parameters.find((p) => p.in === 'query')?.name ?? 'q';
  const base = { method: op.method, headers: { 'content-type': 'application/json' } };
  return [
    { ...base, url, payload: JSON.stringify({ [firstString]: nearLimit }), body: `1 MB string in "${firstString}"` },
    { ...base, url, payload: JSON.stringify({ [firstString]: overLimit }), body: 'over the body limit' },
    { ...base, url, headers: { 'content-type': 'text/plain' }, payload: overLimit.repeat(5), body: '5 MB of text' },
    { ...base, url, payload: deepJson, body: 'JSON nested 50,000 deep' },
    { ...base, url: urlOf(op.path, params, [[firstQuery, nearLimit]]), body: `1 MB query value in ${firstQuery}` },
    {
      ...base,
      url: urlOf(op.path, Object.fromEntries(Object.keys(params).map((name) => [name, 'a'.repeat(10_000)]))),
      body: '10 KB path parameter',
    },
    {
      ...base,
      url: urlOf(
        op.path,
        params,
        Array.from({ length: 1000 }, (_, i): [string, string] => [firstQuery, String(i)]),
      ),
      body: '1000 repeated query parameters',
    },
  ];
}
