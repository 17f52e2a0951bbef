import { data, redirect, type RouterContextProvider } from 'react-router';
import { apiOf } from '../../lib/api.server';
import { myOrdersPath } from './my-orders-path';

/** The list, the tiles, and the order or cancellation the URL asks to show (?view= / ?cancel=). */
export async function loadMyOrders(request: Request, context: Readonly<RouterContextProvider>) {
  const api = apiOf(context);
  const url = new URL(request.url);
  const view = url.searchParams.get('view');
  const [orders, counts, detail] = await Promise.all([
    api.request('GET', '/api/orders/'),
    api.request('GET', '/api/shopper-orders/count/'),
    view ? api.request('GET', `/api/orders/?order_id=${encodeURIComponent(view)}`) : undefined,
  ]);
  for (const result of [orders, counts]) {
    if (result.ok) continue;
    if (result.status === 401) throw redirect(`/login?next=${encodeURIComponent(myOrdersPath)}`);
    throw data(result.error, { status: result.status });
  }
  const cancel = Number(url.searchParams.get('cancel'));
  return {
    orders: orders.ok ? orders.data : [],
    counts: counts.ok ? counts.data : { total: 0, pending: 0, processed: 0, completed: 0 },
    viewed: detail?.ok ? (detail.data[0] ?? null) : null,
    viewError: detail && !detail.ok ? detail.error.detail : null,
    cancelId: Number.isInteger(cancel) && cancel > 0 ? cancel : null,
    notice: url.searchParams.get('notice'),
  };
}

export type CancelActionData = { ok: true; order_id: string } | { ok: false; error: string };

/** Cancels one order; without JavaScript the browser returns to the list with a notice. */
export async function cancelOrderAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') !== 'cancel' || !Number.isInteger(id) || id <= 0) {
    return data<CancelActionData>({ ok: false, error: 'Choose an order to cancel.' }, { status: 400 });
  }
  const result = await apiOf(context).request('DELETE', `/api/orders/${id}`);
  if (!result.ok) return data<CancelActionData>({ ok: false, error: result.error.detail }, { status: result.status });
  if (form.get('js') !== '1') throw redirect(`${myOrdersPath}?notice=cancelled`);
  return data<CancelActionData>({ ok: true, order_id: result.data.order_id });
}
