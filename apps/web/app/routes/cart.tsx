import type { Route } from './+types/cart';
import { CartContents } from '../features/cart/cart-contents';
import { performCartAction } from '../features/cart/cart-action.server';
import { guardServerAction } from '../lib/connection';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { styleParts } from '../styles/areas';
import { translate, useT } from '../i18n/i18n';

export const handle = styleParts('forms', 'orders', 'checkout');

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: translate(languageFromMatches(matches), 'cart.title'),
      description: translate(languageFromMatches(matches), 'cart.meta.description'),
      path: '/cart',
    },
    matches,
  );

/** Every cart form posts here (the header's panel, product cards, this page). */
export async function action({ request, context }: Route.ActionArgs) {
  return performCartAction(request, context);
}

/** In the browser: a cart request that gets no answer becomes a toast, not a broken page. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardServerAction(serverAction);
}

/** The Shopping Cart as a page: where the header's cart icon leads when JavaScript is off. */
export default function CartPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="container cart-page" aria-labelledby="cart-heading">
      <h1 id="cart-heading">{t('cart.title')}</h1>
      {actionData && !actionData.ok && (
        <p className="form-error" role="alert">
          {actionData.error}
        </p>
      )}
      <CartContents />
    </section>
  );
}
