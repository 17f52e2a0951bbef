import type { OwnReview, PublicReview } from '@oja/shared/reviews';
import type { ReviewWithAuthor } from './reviews.repository.ts';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** "Adaeze O.": enough to feel personal, without publishing a customer's full name. */
export function authorName(first: string, last: string): string {
  const initial = last.trim().charAt(0);
  return initial ? `${first.trim()} ${initial.toUpperCase()}.` : first.trim();
}

export function toPublicReview(r: ReviewWithAuthor): PublicReview {
  return {
    id: r.id,
    rating: r.rating,
    body: r.body,
    author: authorName(r.first_name, r.last_name),
    ...(r.variant_label ? { variant_label: r.variant_label } : {}),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export function toOwnReview(r: ReviewWithAuthor): OwnReview {
  return { ...toPublicReview(r), product_id: r.product_id, status: r.status };
}
