import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { mediaCacheControl } from './s3-storage.ts';
import type { MediaStorage } from './storage.ts';

/**
 * `/media/` on this server. Local disk: the files under MEDIA_DIR (as ever, nginx may serve them
 * instead). S3: each object is streamed from the bucket with the headers the disk files get
 * (content type, `public, max-age=86400`, ETag, Last-Modified; 304 for a matching
 * If-None-Match), so the shop works without a CDN; with MEDIA_PUBLIC_URL the answers point there
 * and this route only serves old links.
 */
export async function registerMediaRoutes(app: FastifyInstance, config: Config, storage: MediaStorage) {
  // Front ends on the CORS_ORIGINS may show product images, icons and avatars (the default
  // policy, same-origin, makes browsers refuse them there).
  const crossOrigin = config.corsOrigins.length > 0;
  if (storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      maxAge: '1d',
      ...(crossOrigin && {
        setHeaders: (reply: FastifyReply) => void reply.header('cross-origin-resource-policy', 'cross-origin'),
      }),
    });
    return;
  }
  app.get('/media/*', { schema: { hide: true } }, async (req, reply) => {
    // Fastify has decoded the path once already; decoding again broke on `%25zz` (500, review N10).
    const key = (req.params as { '*': string })['*'];
    let object;
    try {
      object = await storage.get(key);
    } catch (error) {
      req.log.error({ err: error, key }, 'media: the bucket did not answer');
      throw new AppError('unavailable', 'The picture cannot be fetched just now; try again shortly.');
    }
    if (!object) throw new AppError('not_found', 'No such picture.');
    reply.header('content-type', object.contentType).header('cache-control', mediaCacheControl);
    if (crossOrigin) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (object.etag) reply.header('etag', object.etag);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    if (object.etag && req.headers['if-none-match'] === object.etag) {
      object.body.destroy();
      return reply.status(304).send();
    }
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
}
