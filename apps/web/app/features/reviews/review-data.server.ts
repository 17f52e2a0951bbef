import type { RouterContextProvider } from 'react-router';
import type { MyProductReview, ProductReviews } from '@oja/shared/reviews';
import { apiData, apiOf } from '../../lib/api.server';

export interface ProductReviewData {
  reviews: ProductReviews;
  /** null for a visitor */
  mine: MyProductReview | null;
}

/** A product's published reviews, and whether the signed-in customer may review it. */
export async function loadProductReviews(
  context: Readonly<RouterContextProvider>,
  slug: string,
): Promise<ProductReviewData> {
  const path = `/api/products/${encodeURIComponent(slug)}/reviews/` as const;
  const [reviews, mine] = await Promise.all([apiData(context, path), apiOf(context).request('GET', `${path}mine/`)]);
  return { reviews, mine: mine.ok ? mine.data : null };
}
