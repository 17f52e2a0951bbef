import { data, Link, redirect } from 'react-router';
import { reviewSays } from '@oja/shared/reviews-rules';
import type { Route } from './+types/product-review';
import { ProductReviews } from '../features/reviews/product-reviews';
import { loadProductReviews } from '../features/reviews/review-data.server';
import { submitReview } from '../features/reviews/review-form.server';
import { guardServerAction, isConnectionFailure } from '../lib/connection';
import { setFlash } from '../lib/flash.server';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { translate } from '../i18n/i18n';
import { languageFromMatches } from '../lib/seo';

export const handle = {
  ...styleParts('forms', 'catalog', 'storefront', 'product'),
  ...messageAreas('storefront', 'account', 'reviews'),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: `${
      loaderData
        ? translate(languageFromMatches(matches), 'review.meta.of', { title: loaderData.reviews.product_title })
        : translate(languageFromMatches(matches), 'review.meta.title')
    } | Oja`,
  },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadProductReviews(context, params.slug);
}

/**
 * Adds or edits the customer's review of the product. With JavaScript the product page's form
 * stays where it is; without it a saved review leads back to the product's reviews.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.clone().formData();
  const edit = form.get('mode') === 'edit';
  const path = `/api/products/${encodeURIComponent(params.slug)}/reviews/` as const;
  const response = await submitReview(
    request,
    context,
    edit
      ? { method: 'PATCH', path: `${path}mine/`, message: reviewSays.productReviewUpdated }
      : { method: 'POST', path, message: reviewSays.productReviewSaved },
  );
  if (response.data.ok && form.get('js') !== '1') {
    throw redirect(`/products/${params.slug}#reviews`, {
      headers: { 'set-cookie': await setFlash(request, 'review-saved') },
    });
  }
  return data(response.data, response.init ?? undefined);
}

/** In the browser: a review that gets no answer stays in its form, with a toast and a Retry. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardServerAction(serverAction);
}

/** The product's reviews with the form: where the review form leads without JavaScript. */
export default function ProductReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews } = loaderData;
  return (
    <div className="container product-review-page">
      <p>
        <Link to={`/products/${reviews.product_slug}`}>← {reviews.product_title}</Link>
      </p>
      <ProductReviews
        data={loaderData}
        startEditing
        posted={isConnectionFailure(actionData) ? undefined : actionData}
      />
    </div>
  );
}
