import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { accountSays, pictureMaxPixels } from '@oja/shared/accounts-rules';
import { refuseShared } from '../../errors.ts';
import { asMediaStorage, type MediaStorage } from '../../media/index.ts';

export const avatarSize = 256;
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif']);
/**
 * Refuses "decompression bombs" (a small file that would unpack into a huge image) and pictures
 * far bigger than a 256 px avatar needs, whose decoding would take seconds.
 */
const maxInputPixels = pictureMaxPixels;
const urlPrefix = '/media/avatars/';

/**
 * Checks that the bytes are a JPEG, PNG, WebP or GIF image (by their content, whatever the file
 * name or declared type says), then stores a 256×256 WebP re-encoding (which also drops any
 * metadata such as GPS position) under a name made from its content. Returns its URL.
 */
export async function storeAvatar(mediaDir: MediaStorage | string, bytes: Buffer): Promise<string> {
  let meta: { format?: string; width?: number; height?: number };
  try {
    // Only the header is read here; its size is checked before any pixel is decoded.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    meta = {};
  }
  if (!meta.format || !acceptedFormats.has(meta.format)) throw refuseShared('invalid', accountSays.pictureType);
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxInputPixels)
    throw refuseShared('invalid', accountSays.pictureDimensions);

  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize(avatarSize, avatarSize, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw refuseShared('invalid', accountSays.pictureType);
  }

  const name = `${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`;
  // On disk each write has a partial file of its own (media/local-storage.ts): two identical
  // uploads at once never write into or rename each other's.
  await asMediaStorage(mediaDir).put(`avatars/${name}`, webp);
  return urlPrefix + name;
}

/** Deletes a stored avatar by its URL; anything not under /media/avatars/ is left alone. */
export async function deleteAvatar(mediaDir: MediaStorage | string, url: string) {
  if (!url.startsWith(urlPrefix)) return;
  const name = url.slice(urlPrefix.length);
  if (!/^[0-9a-f]{32}\.webp$/.test(name)) return;
  await asMediaStorage(mediaDir).delete(`avatars/${name}`);
}
