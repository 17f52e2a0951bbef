import { Link, redirect } from 'react-router';
import { translate, useT } from '../../i18n/i18n';
import { languageFromMatches } from '../../lib/seo';
import type { Route } from './+types/saved';
import { cookieHeaders } from '../../features/accounts/session.server';
import { AddToCartButton } from '../../features/cart/add-to-cart-button';
import { Price } from '../../features/catalog/price';
import { PackStock } from '../../features/catalog/product-card';
import { cardPack } from '../../features/catalog/variants';
import { SaveButton } from '../../features/saved/save-button';
import { savedListPath } from '../../features/saved/saved-intents';
import { useSavedIds } from '../../features/saved/use-saved';
import { apiData, apiOf } from '../../lib/api.server';
import { setFlash } from '../../lib/flash.server';
import { useCurrency } from '../../lib/currency';
import { styleParts } from '../../styles/areas';
import { messageAreas } from '../../i18n/areas';

export const handle = { ...styleParts('catalog'), ...messageAreas('storefront') };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${translate(languageFromMatches(matches), 'nav.saved')} | Oja` },
  { name: 'robots', content: 'noindex' },
];

/**
 * `?save=<id>` finishes a save a visitor started before signing in. The API refuses it when the
 * request came from another site (its cross-site check sees this page request's headers), so a
 * link elsewhere cannot add to anyone's list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const save = Number(new URL(request.url).searchParams.get('save'));
  if (Number.isInteger(save) && save > 0) {
    const result = await apiOf(context).request('POST', '/api/saved/', { product_id: save });
    const headers = cookieHeaders(result.setCookies);
    if (result.ok) headers.append('set-cookie', await setFlash(request, 'saved'));
    throw redirect(savedListPath, { headers });
  }
  return { items: await apiData(context, '/api/saved/') };
}

/** "Save items": the customer's saved products with price, stock, add-to-cart and remove. */
export default function SavedItems({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const currency = useCurrency();
  // A product being removed leaves the list at once (its form is still on its way).
  const savedIds = useSavedIds();
  const items = loaderData.items.filter((i) => savedIds.has(i.product.id));
  return (
    <section className="saved-page" aria-labelledby="saved-heading">
      <h1 id="saved-heading">{t('nav.saved')}</h1>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{t('dashboard.saved.empty')}</p>
          <p>
            {t('dashboard.saved.explain')} <Link to="/">{t('dashboard.saved.browse')}</Link>
          </p>
        </div>
      ) : (
        <ul className="saved-list">
          {items.map(({ product }) => {
            const pack = cardPack(product);
            return (
              <li key={product.id} className="saved-item">
                <img src={product.image_url} alt="" width="96" height="96" loading="lazy" />
                <div className="saved-info">
                  <h2 className="saved-title">{product.title}</h2>
                  <Price product={product} currency={currency} />
                  <PackStock pack={pack} />
                </div>
                <div className="saved-actions">
                  <AddToCartButton
                    productId={product.id}
                    variantId={pack.variant?.id}
                    quantityInStock={pack.quantity}
                  />
                  <SaveButton productId={product.id} title={product.title} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
