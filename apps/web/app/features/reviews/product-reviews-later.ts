import { loadAreas } from '../../i18n/i18n';
import { ProductReviews } from './product-reviews';

/**
 * The product page's reviews as the browser loads them after the first load (product.tsx): their
 * code with their messages (the `reviews` area, decision 0034), so they hydrate in the page's
 * language.
 */
await loadAreas(document.documentElement.lang, ['reviews']);

export { ProductReviews };
