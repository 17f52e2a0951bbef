import { useEffect, useState } from 'react';
import { useFetcher, useFetchers, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import type { OrderSummary } from '@oja/shared/orders';
import type { Route } from './+types/my-orders';
import { seoMeta } from '../lib/seo';
import { useHydrated } from '../lib/use-hydrated';
import { CancelOrderDialog } from '../features/orders/cancel-order-dialog';
import { cancelOrderAction, loadMyOrders, type CancelActionData } from '../features/orders/my-orders.server';
import { myOrdersPath } from '../features/orders/my-orders-path';
import { OrderItemsDialog } from '../features/orders/order-items-dialog';
import { OrderTiles } from '../features/orders/order-tiles';
import { OrdersTable } from '../features/orders/orders-table';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ title: 'My Orders', description: 'Your orders and their status.', path: myOrdersPath }, matches),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMyOrders(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return cancelOrderAction(request, context);
}

const notices: Record<string, string> = { cancelled: 'Your Order is canceled..', safe: 'Your Order is safe!!' };

export default function MyOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, counts, viewed, viewError, cancelId, notice } = loaderData;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const canceller = useFetcher<CancelActionData>({ key: 'cancel-order' });
  const [confirming, setConfirming] = useState<OrderSummary | null>(null);
  // Orders being cancelled leave the list at once; a refusal brings them back.
  const leaving = new Set(
    useFetchers().flatMap((f) => (f.key === 'cancel-order' && f.formData ? [Number(f.formData.get('id'))] : [])),
  );
  const shown = orders.filter((o) => !leaving.has(o.id));
  const askedToCancel = confirming ?? orders.find((o) => o.id === cancelId) ?? null;

  useEffect(() => {
    toast.success('Your Order is loaded!!!', { id: 'orders-loaded' });
  }, []);

  useEffect(() => {
    if (canceller.state !== 'idle' || !canceller.data) return;
    if (canceller.data.ok) toast.success('Your Order is canceled..', { id: 'cancel-order' });
    else toast.error(canceller.data.error, { id: 'cancel-order' });
  }, [canceller.state, canceller.data]);

  const clearUrl = () => void navigate(myOrdersPath, { replace: true, preventScrollReset: true });
  const decline = () => {
    setConfirming(null);
    toast('Your Order is safe!!');
    if (cancelId) clearUrl();
  };
  const confirm = (order: OrderSummary) => {
    setConfirming(null);
    toast.loading('Deleting... Please Wait!!', { id: 'cancel-order' });
    void canceller.submit({ intent: 'cancel', id: String(order.id), js: '1' }, { method: 'post' });
    if (cancelId) clearUrl();
  };

  const message = actionData && !actionData.ok ? actionData.error : notice ? notices[notice] : (viewError ?? null);
  return (
    <div className="my-orders">
      <h1>My Orders</h1>
      {message && (
        <p className={actionData && !actionData.ok ? 'form-error' : 'notice'} role="status">
          {message}
        </p>
      )}
      <OrderTiles counts={counts} />
      <OrdersTable orders={shown} onCancel={hydrated ? setConfirming : undefined} />
      {viewed && <OrderItemsDialog order={viewed} closeHref={myOrdersPath} onClose={clearUrl} />}
      {askedToCancel && (
        <CancelOrderDialog
          order={askedToCancel}
          onConfirm={hydrated ? () => confirm(askedToCancel) : undefined}
          onDecline={decline}
          declineHref={`${myOrdersPath}?notice=safe`}
        />
      )}
    </div>
  );
}
