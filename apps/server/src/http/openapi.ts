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
          'Errors always answer `{ "detail": string, "code": string }`. Trailing slashes are optional.',
      },
    },
    transform: jsonSchemaTransform,
  });
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
