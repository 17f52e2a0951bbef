import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI 3.1 description, generated from the same zod schemas the routes validate with.
 * Register before the routes (it collects them as they are added).
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Oja API',
        version: '1.0.0',
        description:
          'The REST API of Oja. Money is given in major units (`price` in US dollars, `price_naira` in naira). ' +
          'Errors always answer `{ "detail": string, "code": string }`. A request that fails validation ' +
          '(JSON body, query string, path or multipart form) answers 400 with `code` `invalid` and also ' +
          '`errors`: `[{ "path": string, "message": string }]`, one per field at fault. `path` is the ' +
          'field within its part, dot-separated, array positions as numbers (`address.city`, ' +
          '`items.0.quantity`, `limit`); `""` means the part as a whole. Trailing slashes are optional.',
      },
    },
    transform: (input) => withValidationAnswer(jsonSchemaTransform(input)),
  });
}

/** The 400 answer of a request that fails validation, as JSON Schema (see ApiErrorBody). */
export const validationErrorJsonSchema = {
  description: 'The request is not valid: `detail` says why in one sentence, `errors` names each field at fault.',
  type: 'object',
  required: ['detail', 'code'],
  properties: {
    detail: { type: 'string' },
    code: { type: 'string', enum: ['invalid'] },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: {
          path: { type: 'string', description: 'e.g. `address.city`, `items.0.quantity`; `""` for the whole part' },
          message: { type: 'string' },
        },
      },
    },
  },
} as const;

type Transformed = ReturnType<typeof jsonSchemaTransform>;

/** Every operation that takes input the API validates documents its 400 answer with `errors`. */
function withValidationAnswer(out: Transformed): Transformed {
  const schema = out.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return out;
  const takesInput = ['body', 'querystring', 'params'].some((part) => schema[part]) || Array.isArray(schema.consumes);
  if (!takesInput) return out;
  const response = (schema.response ?? {}) as Record<string, unknown>;
  if (response['400']) return out;
  return { ...out, schema: { ...schema, response: { ...response, 400: validationErrorJsonSchema } } };
}

/** `/api/openapi.json` and a readable reference at `/api/docs`; registered after the routes. */
export async function registerApiDocs(app: FastifyInstance) {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // swagger-ui sets a few inline styles; scripts stay locked to its own files.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
