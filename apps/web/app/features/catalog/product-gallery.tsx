import { useRef, useState, type MouseEvent } from 'react';
import type { GalleryImage, ProductImages } from '@oja/shared/catalog';
import { pictureOf } from '../../lib/picture';
import { ProductImage } from './product-image';
import { useT } from '../../i18n/i18n';

export interface Slide {
  url: string;
  alt: string;
  images: ProductImages;
}

const sizes = '(max-width: 760px) 100vw, 50vw';

/**
 * The product page's pictures: a strip that snaps one picture at a time (a swipe on phones, the
 * thumbnails, links to the pictures, or arrow keys elsewhere) and, where there is a mouse, a click zooms into the picture
 * where it points. Without JavaScript the strip still scrolls and snaps.
 */
export function ProductGallery({ slides }: { slides: Slide[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const t = useT();
  const [zoom, setZoom] = useState<{ index: number; x: number; y: number } | null>(null);

  const show = (index: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
    setCurrent(index);
  };
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    if (index !== current) {
      setCurrent(index);
      setZoom(null);
    }
  };
  const at = (e: MouseEvent<HTMLElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 };
  };
  // Zoom only where a mouse points (desktop); on phones a tap does nothing and swiping scrolls.
  const canZoom = () => typeof matchMedia === 'function' && matchMedia('(hover: hover) and (pointer: fine)').matches;

  return (
    <div className="gallery">
      <div
        className="gallery-track"
        ref={track}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-roledescription="carousel"
        aria-label={t('gallery.label', { current: current + 1, count: slides.length })}
      >
        {slides.map((slide, i) => (
          <figure
            key={slide.url + i}
            id={`picture-${i + 1}`}
            className={zoom?.index === i ? 'gallery-slide zoomed' : 'gallery-slide'}
            aria-label={t('gallery.slide', { current: i + 1, count: slides.length })}
            style={
              zoom?.index === i ? ({ '--zx': `${zoom.x}%`, '--zy': `${zoom.y}%` } as React.CSSProperties) : undefined
            }
            onClick={(e) => {
              if (!canZoom()) return;
              setZoom(zoom?.index === i ? null : { index: i, ...at(e) });
            }}
            onMouseMove={(e) => {
              if (zoom?.index === i) setZoom({ index: i, ...at(e) });
            }}
            onMouseLeave={() => setZoom(null)}
          >
            <ProductImage
              product={{ image_url: slide.url, images: slide.images }}
              sizes={sizes}
              alt={slide.alt}
              width={600}
              height={600}
              eager={i === 0}
              priority={i === 0}
            />
          </figure>
        ))}
      </div>
      {slides.length > 1 && (
        <ol className="gallery-thumbs" aria-label={t('gallery.choose')}>
          {slides.map((slide, i) => (
            <li key={slide.url + i}>
              {/* A link to the picture: without scripts the browser brings it into view itself. */}
              <a
                href={`#picture-${i + 1}`}
                aria-label={t('gallery.thumb', { current: i + 1, title: slide.alt })}
                aria-current={i === current ? 'true' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  show(i);
                }}
              >
                <img src={pictureOf(slide.url)} alt="" width="56" height="56" loading="lazy" />
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The slides for a product (or its chosen variant): its main picture, then its gallery in order. */
export function slidesOf(
  main: { url: string; alt: string; images: ProductImages },
  gallery: GalleryImage[] | undefined,
  variantId: number | null,
): Slide[] {
  const extra = (gallery ?? []).filter((g) => g.variant_id === null || g.variant_id === variantId);
  return [main, ...extra.map((g) => ({ url: g.url, alt: g.alt, images: g.images }))];
}
