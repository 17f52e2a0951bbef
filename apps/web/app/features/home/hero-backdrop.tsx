import { useEffect, useState } from 'react';
import { useDataSaver } from '../../lib/data-saver';

/** The spec's rotation: a new background every 2 seconds. */
export const heroInterval = 2000;

/**
 * Stacked, absolutely positioned layers that crossfade, so changing the picture never moves the
 * layout. The server sends only the first layer (the likely LCP image, fetched at high priority);
 * the others are added after the page has loaded. Nothing moves for visitors who prefer reduced
 * motion, and a button pauses the rotation for everyone (WCAG 2.2.2). With the data saver on,
 * the first scene stays alone: the others are never fetched. Nothing of this runs before the page's
 * load event, so the home page hydrates it later (decision 0032).
 */
export function HeroBackdrop({ images, labels }: { images: string[]; labels: { play: string; pause: string } }) {
  const saver = useDataSaver();
  const [loaded, setReady] = useState(false);
  const ready = loaded && !saver;
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [reduced, setReduced] = useState(false);

  useEffect(() => {
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMotion = () => setReduced(motion.matches);
    onMotion();
    motion.addEventListener('change', onMotion);
    // Later layers wait for the page's own resources.
    const start = () => setReady(true);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      motion.removeEventListener('change', onMotion);
      window.removeEventListener('load', start);
    };
  }, []);

  const rotating = ready && !paused && !reduced;
  useEffect(() => {
    if (!rotating) return;
    const id = setInterval(() => {
      if (!document.hidden) setActive((i) => (i + 1) % images.length);
    }, heroInterval);
    return () => clearInterval(id);
  }, [rotating, images.length]);

  return (
    <>
      <div className="hero-backdrop" aria-hidden="true">
        {images.map((src, i) =>
          i === 0 || ready ? (
            <img
              key={src}
              src={src}
              alt=""
              width="1600"
              height="900"
              className={i === active ? 'is-active' : undefined}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding={i === 0 ? 'sync' : 'async'}
            />
          ) : null,
        )}
      </div>
      {ready && !reduced && (
        <button type="button" className="hero-pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          {paused ? labels.play : labels.pause}
        </button>
      )}
    </>
  );
}
