import type { Config } from '../config.ts';
import { localMediaStorage } from './local-storage.ts';
import { s3MediaStorage } from './s3-storage.ts';
import type { MediaStorage } from './storage.ts';

export { contentTypeOf, isMediaKey, type MediaStorage, type StoredMedia } from './storage.ts';
export { localMediaStorage } from './local-storage.ts';
export { mediaCacheControl, s3ClientFor, s3MediaStorage } from './s3-storage.ts';
export { registerMediaRoutes } from './media-routes.ts';
export { copyMedia, type CopyReport } from './copy-media.ts';

const made = new WeakMap<object, MediaStorage>();

/**
 * The media storage MEDIA_STORAGE chooses (one per configuration, so its S3 client and
 * connections are shared by every feature of the process).
 */
export function mediaStorageFor(config: Pick<Config, 'mediaDir' | 'mediaStorage'>): MediaStorage {
  let storage = made.get(config);
  if (!storage) {
    storage =
      config.mediaStorage.kind === 's3' ? s3MediaStorage(config.mediaStorage) : localMediaStorage(config.mediaDir);
    made.set(config, storage);
  }
  return storage;
}

/** A storage, or a directory (the local disk), as the picture functions accept either. */
export const asMediaStorage = (target: MediaStorage | string): MediaStorage =>
  typeof target === 'string' ? localMediaStorage(target) : target;
