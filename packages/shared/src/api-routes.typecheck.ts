/**
 * Type-level checks of api-routes.ts, run by `npm run typecheck` (never executed): each
 * `@ts-expect-error` must meet an error, so if a wrong answer type or an unknown path ever
 * compiled, the type check would fail on the unused directive.
 */
import type { ApiClient } from './api-client.ts';
import type { ApiRouteOf } from './api-routes.ts';
import type { StaffProduct, StockAdjustment } from './staff.ts';
import type { Product } from './catalog.ts';
import type { OrderDetail } from './orders.ts';
import type { PaymentProviderInfo } from './payments.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;

export async function answerTypesFollowTheRoute(api: ApiClient, slug: string, id: number) {
  const product = await api.request('GET', `/api/products/${encodeURIComponent(slug)}/`);
  if (product.ok) same<typeof product.data, Product>(true);
  // @ts-expect-error: one product is not a list of products
  if (product.ok) same<typeof product.data, Product[]>(true);
  if (product.ok) {
    // @ts-expect-error: a field the answer does not have
    void product.data.no_such_field;
  }

  const list = await api.request('GET', `/api/products/?sort=rating&limit=${id}`);
  if (list.ok) same<typeof list.data, Product[]>(true);

  // The narrowest route wins: a sub-resource over its parent, a fixed segment over a parameter.
  const moves = await api.request('GET', `/api/admin/products/${id}/stock-adjustments/`);
  if (moves.ok) same<typeof moves.data, StockAdjustment[]>(true);
  const one = await api.request('GET', `/api/admin/products/${id}`);
  if (one.ok) same<typeof one.data, StaffProduct>(true);
  same<ApiRouteOf<'GET', '/api/payments/provider/'>, 'GET /api/payments/provider/'>(true);
  const provider = await api.request('GET', '/api/payments/provider/');
  if (provider.ok) same<typeof provider.data, PaymentProviderInfo>(true);
  // A query that narrows the answer: one order asked for by id.
  const order = await api.request('GET', `/api/orders/?order_id=${id}`);
  if (order.ok) same<typeof order.data, OrderDetail[]>(true);

  // @ts-expect-error: no route at this path
  await api.request('GET', '/api/no-such-thing/');
  // @ts-expect-error: the route exists, but not for this method
  await api.request('DELETE', '/api/shop/');
  // @ts-expect-error: a path of unknown shape cannot name a route
  await api.request('GET', slug);
}
