import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';

/**
 * Values worth mixing into any slot: the ids, slugs and references of rows that exist, so that a
 * generated request reaches past "not found" into the code behind it.
 */
export interface ValuePool {
  integers: number[];
  strings: string[];
}

const maxSafe = Number.MAX_SAFE_INTEGER;

/** Numbers at the edges of every integer type a database or a parser has. */
export const boundaryNumbers: number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.0001,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Text that parsers, coercions and query builders have tripped over somewhere. */
export const hostileStrings: string[] = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  'true',
  '1e309',
  '1e21',
  '0x1F',
  '0b101',
  '1_000',
  ' 1 ',
  '1.0',
  '-0',
  '00001',
  '+1',
  '9'.repeat(400),
  '2147483648',
  '9007199254740993',
  '-2147483649',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u200b\ufeff',
  'Ọjà 🛒👩🏾‍🍳 ñ',
  '𝕆𝕛𝕒',
  '\r\nX-Injected: 1',
  '__proto__',
  'constructor',
  'OJA-00000000',
  'OJA-ZZZZZZZZ',
];

const wrongTypes: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 2],
  { a: 1 },
  [null],
  [[[]]],
  JSON.parse('{"__proto__":{"x":1}}'),
];

/** Object keys that reach JavaScript's object machinery if anything copies them naively. */
const hostileKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', '0', 'ids[]'];

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Any value of the wrong kind: boundary numbers, odd strings, wrong types, big and deep values. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...boundaryNumbers),
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...wrongTypes),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: -maxSafe, max: maxSafe }),
  fc.double({ noNaN: true }),
  fc.constantFrom(50, 500).map((depth) => nested(depth)),
  fc.constantFrom('x'.repeat(10_001), 'é'.repeat(70_000), '𝕆'.repeat(20_000)),
  fc.jsonValue({ maxDepth: 3 }),
);

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

function patternArbitrary(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  if (!schema.pattern) return undefined;
  try {
    // Not filtered by length: most fit, and those that do not are one more kind of invalid value.
    return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' });
  } catch {
    return undefined; // a pattern fast-check cannot generate from (lookarounds): plain strings then
  }
}

/** Values that mostly satisfy the schema (so requests get past validation), with pool values. */
export function validish(schema: JsonSchema, pool: ValuePool, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => validish(s, pool, depth)));
  if (schema.allOf?.length) return validish(Object.assign({}, ...schema.allOf) as JsonSchema, pool, depth);
  const options = typesOf(schema).map((type) => validishOfType(type, schema, pool, depth));
  if (options.length === 0) return depth > 2 ? fc.constant('x') : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...options);
}

function validishOfType(type: string, schema: JsonSchema, pool: ValuePool, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
      const lo = Math.max(min, -maxSafe);
      const hi = Math.min(max, maxSafe);
      const inRange = pool.integers.filter((n) => n >= lo && n <= hi);
      const numbers: fc.Arbitrary<number>[] = [
        fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }),
        fc.constantFrom(lo, hi),
      ];
      if (inRange.length) numbers.push(fc.constantFrom(...inRange), fc.constantFrom(...inRange));
      if (type === 'number') numbers.push(fc.double({ min: lo, max: hi, noNaN: true }));
      return fc.oneof(...numbers);
    }
    case 'string': {
      const strings: fc.Arbitrary<string>[] = [];
      const patterned = patternArbitrary(schema);
      if (patterned) strings.push(patterned, patterned);
      else {
        strings.push(
          fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }),
          fc.string({
            unit: 'grapheme',
            minLength: schema.minLength ?? 0,
            maxLength: Math.min(schema.maxLength ?? 20, 20),
          }),
        );
      }
      const fitting = pool.strings.filter(
        (s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity),
      );
      if (fitting.length) strings.push(fc.constantFrom(...fitting));
      return fc.oneof(...strings);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validish(schema.items, pool, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, s]) => [name, validish(s, pool, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Values at and just past the schema's own limits. */
function edgesOf(schema: JsonSchema): unknown[] {
  const edges: unknown[] = [];
  for (const n of [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]) {
    if (n !== undefined) edges.push(n - 1, n, n + 1, n + 0.5);
  }
  for (const n of [schema.minLength, schema.maxLength]) {
    if (n !== undefined) edges.push('a'.repeat(Math.max(0, n - 1)), 'a'.repeat(n), 'a'.repeat(n + 1));
  }
  if (schema.maxItems !== undefined) edges.push(Array.from({ length: schema.maxItems + 1 }, (_, i) => i + 1));
  if (schema.minItems !== undefined) edges.push([]);
  return edges;
}

/** A value for one slot: mostly valid-looking, often hostile, sometimes at the schema's limits. */
export function slotValue(schema: JsonSchema, pool: ValuePool): fc.Arbitrary<unknown> {
  const edges = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(edgesOf);
  return fc.oneof(
    { weight: 3, arbitrary: validish(schema, pool) },
    { weight: 2, arbitrary: hostileValue },
    ...(edges.length ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
  );
}

/**
 * A JSON body for an object schema: valid-looking, then with fields missing, of the wrong type,
 * at their limits, or extra (prototype keys included) — or no object at all.
 */
export function bodyValue(schema: JsonSchema, pool: ValuePool): fc.Arbitrary<unknown> {
  const objectSchema = [schema, ...(schema.anyOf ?? [])].find((s) => typesOf(s).includes('object'));
  const base = validish(schema, pool);
  if (!objectSchema?.properties) return fc.oneof(base, hostileValue);
  const names = Object.keys(objectSchema.properties);
  const mutated = fc
    .tuple(
      base,
      fc.array(
        fc.oneof(
          fc.record({ op: fc.constant('drop' as const), key: fc.constantFrom(...names) }),
          fc.record({
            op: fc.constant('set' as const),
            key: fc.constantFrom(...names),
            value: fc.constantFrom(...names).chain((n) => slotValue(objectSchema.properties![n]!, pool)),
          }),
          fc.record({
            op: fc.constant('set' as const),
            key: fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 12 })),
            value: hostileValue,
          }),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    )
    .map(([value, edits]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const copy: Record<string, unknown> = { ...value };
      for (const edit of edits) {
        if (edit.op === 'drop') delete copy[edit.key];
        // defineProperty: "__proto__" becomes an own key, as JSON.parse would make it.
        else
          Object.defineProperty(copy, edit.key, {
            value: edit.value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      return copy;
    });
  return fc.oneof(
    { weight: 2, arbitrary: base },
    { weight: 4, arbitrary: mutated },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** How a value travels in a URL: strings as they are, anything else as JSON text. */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? '');
