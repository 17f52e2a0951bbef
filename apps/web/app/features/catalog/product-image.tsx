import type { Product } from '@oja/shared/catalog';
import { saverSrcSet, useDataSaver } from '../../lib/data-saver';

import { pictureOf } from '../../lib/picture';

/** How wide a product card's image is drawn: half the screen on phones, about 240 px otherwise. */
export const cardImageSizes = '(max-width: 600px) 50vw, 240px';

/**
 * A product's picture. Uploaded images come in several widths as AVIF and WebP: the browser
 * picks the smallest that fills `sizes` at the screen's density, in the best format it reads.
 * A single image (the demo's drawings) is shown as it is. With the data saver on, only the
 * narrowest file is offered.
 */
export function ProductImage({
  product,
  sizes,
  eager = false,
  priority = false,
  alt = '',
  width = 300,
  height = 300,
}: {
  product: Pick<Product, 'image_url' | 'images'>;
  sizes: string;
  eager?: boolean;
  /** The page's largest paint: fetch it before other images. */
  priority?: boolean;
  alt?: string;
  width?: number;
  height?: number;
}) {
  const saver = useDataSaver() && product.images !== null;
  const img = (
    <img
      src={saver ? saverSrcSet(product.images!.webp).split(' ')[0] : pictureOf(product.image_url)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!product.images) return img;
  const srcSet = (set: string) => (saver ? saverSrcSet(set) : set);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(product.images.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(product.images.webp)} sizes={sizes} />
      {img}
    </picture>
  );
}
