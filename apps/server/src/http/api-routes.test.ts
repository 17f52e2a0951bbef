import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes, type ApiRoute } from '@oja/shared/api-routes';
import { createTestApp } from '@oja/testing/app/test-app';

const { app } = await createTestApp();

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

/** The success answer's JSON Schema of one operation of the OpenAPI description. */
function successSchema(op: Operation): object | undefined {
  const [status, answer] = Object.entries(op.responses ?? {}).find(([s]) => /^2\d\d$/.test(s)) ?? [];
  if (status === '204') return z.toJSONSchema(z.null(), { io: 'output' });
  return answer?.content?.['application/json']?.schema;
}

/** JSON Schema as the OpenAPI description spells it (`enum: [x]` for `const: x`), for comparison. */
function spelled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(spelled);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).filter(([key]) => key !== '$schema');
  return Object.fromEntries(entries.map(([key, v]) => (key === 'const' ? ['enum', [v]] : [key, spelled(v)])));
}

const asDescribed = (schema: z.ZodType) => spelled(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));

describe('the typed map of the routes the web app calls', () => {
  it('names only operations of the API, each answering what the map says', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const problems: string[] = [];
    for (const route of Object.keys(apiRoutes) as ApiRoute[]) {
      const [method, target] = route.split(' ') as [string, string];
      const [path, query] = target.split('?');
      const op = doc.paths[path!]?.[method.toLowerCase()];
      if (!op) {
        problems.push(`${route}: no such operation`);
        continue;
      }
      const described = successSchema(op);
      if (!described) problems.push(`${route}: no success answer described`);
      // A key with a query (`?order_id={id}`) narrows the answer; the rest must be the route's own.
      else if (query === undefined) {
        const json = spelled(described);
        if (JSON.stringify(json) !== JSON.stringify(asDescribed(apiRoutes[route]))) {
          problems.push(`${route}: the map's answer differs from the route's`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
