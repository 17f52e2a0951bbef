import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';

const { app } = await createTestApp();

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
  parameters?: { in: string; name: string; schema?: object }[];
}

describe('OpenAPI description', () => {
  it('is served as OpenAPI 3.1 JSON', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Oja API');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/categories/', '/api/products/']));
  });

  it('describes every API route with a response schema, so a route without one fails here', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const success = Object.entries(op.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
        // JSON, or the catalogue export's CSV text.
        const content = success?.[1].content;
        const hasSchema =
          success && (success[0] === '204' || content?.['application/json']?.schema || content?.['text/csv']?.schema);
        if (!hasSchema) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('describes query parameters from the zod schemas', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, Operation>> };
    const names = doc.paths['/api/products/']!.get!.parameters!.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['category', 'sort', 'limit', 'offset']));
  });

  it('has a readable reference page at /api/docs', async () => {
    const res = await app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
  });
});
