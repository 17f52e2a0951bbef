import type { PublicReview } from '@oja/shared/reviews';
import { Stars } from './stars';
import { useT } from '../../i18n/i18n';

/** The home page's strip of approved shop reviews (newest first); nothing at all without any. */
export function Testimonials({ reviews }: { reviews: PublicReview[] }) {
  const t = useT();
  if (reviews.length === 0) return null;
  return (
    <section className="container testimonials" aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading">{t('storefront.testimonials.title')}</h2>
      <ul className="testimonial-list">
        {reviews.map((r) => (
          <li key={r.id} className="testimonial">
            <Stars rating={r.rating} />
            <blockquote>
              <p>{r.body}</p>
            </blockquote>
            <p className="testimonial-author">{r.author}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
