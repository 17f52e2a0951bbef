import type { Readable } from 'node:stream';

/**
 * Where media (product images and their variants, category icons, avatars, the demo artwork)
 * is kept, by key: the path under `/media/`, such as `products/<hash>-640.webp`. Two kinds: the
 * local disk under MEDIA_DIR (local-storage.ts, the default) and an S3-compatible bucket
 * (s3-storage.ts). Every key is content-addressed or fixed, so writing a key twice writes the
 * same bytes: `put` needs no locking between processes.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** A human-readable place, for logs: a directory or `s3://bucket`. */
  readonly where: string;
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** Whether `key` is stored (its size, when it is). */
  stat(key: string): Promise<{ size: number } | null>;
  /** The stored object as a stream with what an HTTP answer needs, or null when there is none. */
  get(key: string): Promise<StoredMedia | null>;
  delete(key: string): Promise<void>;
  /** Every key (recursively), in no particular order. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Resolves when the storage can be written (the directory) or reached (the bucket); throws otherwise. */
  reachable(): Promise<void>;
}

export interface StoredMedia {
  body: Readable;
  size: number | undefined;
  contentType: string;
  etag: string | undefined;
  lastModified: Date | undefined;
}

const types: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** The content type of a media key, by its extension. */
export function contentTypeOf(key: string): string {
  return types[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * A key as the server accepts it: lowercase-ish path segments of letters, digits, `_ . -`, none
 * of them `.` or `..`, no leading slash. Anything else (from a URL) is never looked up.
 */
export function isMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > 300) return false;
  return key.split('/').every((segment) => /^[\w.-]+$/.test(segment) && !/^\.+$/.test(segment));
}
