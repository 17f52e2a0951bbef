import { data, redirect, type RouterContextProvider } from 'react-router';
import { apiOf } from '../../lib/api.server';
import { safeRedirectPath } from '../../lib/safe-redirect';
import { isCartIntent } from './cart-intents';

const invalid = (error: string) => data({ ok: false as const, error }, { status: 400 });

/**
 * Performs one cart form's action through the cart API. A browser without JavaScript is sent back
 * to the page it came from; a fetcher gets `{ ok }` or the API's message. The guest cart cookie
 * the API sets travels on the response either way.
 */
export async function performCartAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const intent = form.get('intent');
  const productId = Number(form.get('product_id'));
  const variantId = form.get('variant_id') === null ? undefined : Number(form.get('variant_id'));
  if (variantId !== undefined && !(Number.isInteger(variantId) && variantId > 0)) return invalid('Choose a variant.');
  const line = <P extends string>(path: P): P | `${P}?variant=${number}` =>
    variantId === undefined ? path : `${path}?variant=${variantId}`;
  if (!isCartIntent(intent)) return invalid('Unknown cart action.');
  if (intent !== 'empty' && !(Number.isInteger(productId) && productId > 0)) return invalid('Choose a product.');

  const api = apiOf(context);
  const result =
    intent === 'add'
      ? await api.request('POST', '/api/cart/items/', {
          product_id: productId,
          ...(variantId === undefined ? {} : { variant_id: variantId }),
        })
      : intent === 'remove'
        ? await api.request('DELETE', line(`/api/cart/items/${productId}`))
        : intent === 'empty'
          ? await api.request('DELETE', '/api/cart/')
          : await api.request('POST', line(`/api/cart/items/${productId}/${intent}`));

  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append('set-cookie', cookie);
  if (!result.ok) return data({ ok: false as const, error: result.error.detail }, { status: result.status, headers });
  if (form.get('js') !== '1') throw redirect(safeRedirectPath(form.get('redirectTo')), { headers });
  return data({ ok: true as const }, { headers });
}
