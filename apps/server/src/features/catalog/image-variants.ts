import type { ProductImages } from '@oja/shared/catalog';

/**
 * What `products.image_variants` holds for an uploaded image: files named
 * `<base>-<width>.webp` and `<base>-<width>.avif` for each width, and the size of the largest.
 */
export interface ImageVariants {
  base: string;
  widths: number[];
  width: number;
  height: number;
}

export const variantUrl = (v: ImageVariants, width: number, format: 'webp' | 'avif') => `${v.base}-${width}.${format}`;

const srcset = (v: ImageVariants, format: 'webp' | 'avif') =>
  v.widths.map((w) => `${variantUrl(v, w, format)} ${w}w`).join(', ');

/** The API's `images` field from the stored JSON (null when the product has a single image). */
export function productImagesOf(stored: string | null): ProductImages {
  if (!stored) return null;
  const v = JSON.parse(stored) as ImageVariants;
  return { width: v.width, height: v.height, avif: srcset(v, 'avif'), webp: srcset(v, 'webp') };
}
