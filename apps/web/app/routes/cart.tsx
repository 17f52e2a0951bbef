import { data } from 'react-router';
import type { Route } from './+types/cart';
import { CartContents } from '../features/cart/cart-contents';
import { performCartAction } from '../features/cart/cart-action.server';
import { keepCartChange } from '../features/cart/cart-queue';
import { isCartIntent } from '../features/cart/cart-intents';
import type { KeptOffline } from '../features/cart/cart-form';
import { guardServerAction } from '../lib/connection';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { styleParts } from '../styles/areas';
import { translate, useT } from '../i18n/i18n';

// The header's panel is fetched with this route's code, which every page fetches while idle
// (PreloadCartAction): so the cart icon still opens it when the phone has gone offline since.
// `<body data-cart-panel-ready>` marks the moment for browser tests.
if (!import.meta.env.SSR) {
  void import('../features/cart/cart-panel').then(
    () => (document.body.dataset.cartPanelReady = 'true'),
    () => undefined, // offline already: the icon's own import tries again at the tap
  );
}

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

/**
 * In the browser: a cart request that gets no answer becomes a toast, not a broken page. Offline,
 * the change is not sent but kept on this phone: the cart shows it at once (useCart) and it is
 * sent when the connection returns (features/offline). The answer counts as one without a
 * connection, so the page's data is not read again (root.tsx).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  if (navigator.onLine) return guardServerAction(serverAction);
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isCartIntent(intent)) return guardServerAction(serverAction);
  const id = (name: string) => (form.has(name) ? Number(form.get(name)) : undefined);
  keepCartChange({ intent, product_id: id('product_id'), variant_id: id('variant_id') });
  const kept: KeptOffline = { ok: false, error: '', connection: true, kept: true };
  return data(kept, { status: 503 });
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
