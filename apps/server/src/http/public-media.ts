import type { FastifyInstance } from 'fastify';

/**
 * Media URLs on MEDIA_PUBLIC_URL (a CDN or bucket mirroring MEDIA_DIR). The database keeps
 * root-relative `/media/…` paths; answers are rewritten on their way out, in one place, so that
 * no view needs the setting and changing it changes every answer at once.
 */
const mediaPrefix = '/media/';

/** The fields of API answers that hold one media URL. */
const urlFields = new Set(['image_url', 'icon', 'profile_image_url']);
/** `images` (a product's variants): these fields hold a `srcset`. */
const srcsetFields = ['avif', 'webp'] as const;

/** `/media/products/x.webp` → `<base>/products/x.webp`; any other value is returned as it is. */
export function publicMediaUrl(url: string, base: string | null): string {
  return base && url.startsWith(mediaPrefix) ? base + url.slice(mediaPrefix.length - 1) : url;
}

/** Each candidate of a `srcset` ("url 320w, url 640w") through `publicMediaUrl`. */
export function publicSrcset(srcset: string, base: string | null): string {
  if (!base) return srcset;
  return srcset
    .split(', ')
    .map((candidate) => publicMediaUrl(candidate, base))
    .join(', ');
}

/**
 * The inverse, for values sent back by clients (an icon path in a form they were shown): an
 * absolute URL on `base` becomes the stored `/media/…` path; anything else is returned as it is.
 */
export function storedMediaPath(url: string, base: string | null): string {
  return base && url.startsWith(`${base}/`) ? mediaPrefix + url.slice(base.length + 1) : url;
}

/**
 * A copy of an answer (objects and arrays, any depth) with its media URLs on `base`; the value
 * itself when `base` is null, so that without the setting nothing changes.
 */
export function withPublicMediaUrls<T>(value: T, base: string | null): T {
  return base ? (rewrite(value, base) as T) : value;
}

function rewrite(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, base));
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (urlFields.has(key) && typeof v === 'string') out[key] = publicMediaUrl(v, base);
    else if (key === 'images' && v !== null && typeof v === 'object' && !Array.isArray(v)) out[key] = variants(v, base);
    else out[key] = rewrite(v, base);
  }
  return out;
}

function variants(images: object, base: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...images };
  for (const field of srcsetFields) {
    const v = out[field];
    if (typeof v === 'string') out[field] = publicSrcset(v, base);
  }
  return out;
}

/**
 * In the `/api` scope: objects answered are rewritten before they are serialized, and the
 * `icon` and `image_url` fields of request bodies are stored back as `/media/…` paths (the back
 * office shows the absolute URL and may send it back unchanged). Answers sent as bytes (the
 * catalogue cache) are built with `withPublicMediaUrls` themselves.
 */
export function registerPublicMediaUrls(api: FastifyInstance, base: string | null) {
  if (!base) return;
  api.addHook('preSerialization', async (_req, _reply, payload) => withPublicMediaUrls(payload, base));
  api.addHook('preValidation', async (req) => {
    const body = req.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const key of ['icon', 'image_url']) {
      const v = fields[key];
      if (typeof v === 'string' && v.trim().startsWith(`${base}/`)) fields[key] = storedMediaPath(v.trim(), base);
    }
  });
}
