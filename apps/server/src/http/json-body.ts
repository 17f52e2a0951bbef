import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty one is no
 * body: many HTTP clients send `Content-Type: application/json` on every call, a DELETE or a POST
 * without data included, and Fastify answered those 400 "Body cannot be empty". A route that needs
 * a body still says so through its schema, as for a request without the header.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    void parse(req, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
}
