import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { staffMessages as m, productImageWidths } from '@oja/shared/staff-rules';
import { AppError } from '../../errors.ts';
import { asMediaStorage, type MediaStorage } from '../../media/index.ts';
import { variantUrl, type ImageVariants } from './image-variants.ts';

/** Refuses "decompression bombs": a small file that would unpack into a huge image. */
const maxInputPixels = 40_000_000;
const productFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const iconFormats = new Set([...productFormats, 'svg']);
/** The width whose WebP becomes `image_url`, for clients that know nothing of `srcset`. */
const plainWidth = 640;

/** The image's format and upright size, judged by its content; a 400 for anything else. */
async function inspect(bytes: Buffer, accepted: Set<string>, message: string) {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
  } catch {
    throw new AppError('invalid', message);
  }
  const { format, width, height, orientation, compression } = meta;
  // HEIF is only accepted as AVIF (AV1 inside); HEVC-coded HEIC is not decoded by every build.
  const ok = format && accepted.has(format) && (format !== 'heif' || compression === 'av1');
  if (!ok || !width || !height) throw new AppError('invalid', message);
  const turned = (orientation ?? 1) >= 5; // EXIF orientations 5–8 swap width and height
  return { width: turned ? height : width, height: turned ? width : height };
}

async function writeOnce(media: MediaStorage, key: string, data: () => Promise<Buffer>) {
  // content-addressed: the same name always holds the same picture
  if (await media.stat(key)) return;
  await media.put(key, await data());
}

/**
 * Checks an uploaded product image by its content and stores resized variants (320, 640 and
 * 1024 px wide, never wider than the original) as WebP and AVIF under
 * `products/<content hash>-<width>.<format>` in the media storage (MEDIA_DIR or the bucket), with metadata (such as GPS position)
 * dropped. Returns `image_url` (a 640 px WebP) and the variants' description.
 */
export async function storeProductImage(
  mediaDir: MediaStorage | string,
  bytes: Buffer,
): Promise<{ imageUrl: string; variants: ImageVariants }> {
  const media = asMediaStorage(mediaDir);
  const size = await inspect(bytes, productFormats, m.imageType);
  const largest = Math.min(size.width, productImageWidths.at(-1)!);
  const widths = [...new Set([...productImageWidths.filter((w) => w < largest), largest])];
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const variants: ImageVariants = {
    base: `/media/products/${hash}`,
    widths,
    width: largest,
    height: Math.max(1, Math.round((size.height * largest) / size.width)),
  };
  try {
    for (const width of widths) {
      const resized = () => sharp(bytes, { limitInputPixels: maxInputPixels }).rotate().resize({ width });
      await writeOnce(media, `products/${hash}-${width}.webp`, () => resized().webp({ quality: 80 }).toBuffer());
      await writeOnce(media, `products/${hash}-${width}.avif`, () =>
        resized().avif({ quality: 50, effort: 2 }).toBuffer(),
      );
    }
  } catch {
    // Readable headers over broken pixel data: the picture cannot be used.
    throw new AppError('invalid', m.imageType);
  }
  const plain = widths.includes(plainWidth) ? plainWidth : largest;
  return { imageUrl: variantUrl(variants, plain, 'webp'), variants };
}

export const iconSize = 128;

/** A category icon: checked by content, stored as a 128×128 WebP (SVG is drawn, never served as-is). */
export async function storeCategoryIcon(mediaDir: MediaStorage | string, bytes: Buffer): Promise<string> {
  await inspect(bytes, iconFormats, m.iconType);
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize(iconSize, iconSize, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('invalid', m.iconType);
  }
  const name = `${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`;
  await writeOnce(asMediaStorage(mediaDir), `icons/${name}`, async () => webp);
  return `/media/icons/${name}`;
}
