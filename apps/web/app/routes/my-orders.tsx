import { useEffect, useState } from 'react';
import { Link, useFetcher, useFetchers, useNavigate } from 'react-router';
import { toast } from '../ui/toaster';
import type { OrderSummary } from '@oja/shared/orders';
import type { Route } from './+types/my-orders';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT, type MessageId } from '../i18n/i18n';
import { useHydrated } from '../lib/use-hydrated';
import { cancelRefusal } from '../features/orders/cancel-note';
import { CancelOrderDialog } from '../features/orders/cancel-order-dialog';
import { cancelOrderAction, loadMyOrders, type CancelActionData } from '../features/orders/my-orders.server';
import { myOrdersPath } from '../features/orders/my-orders-path';
import { OrderTiles } from '../features/orders/order-tiles';
import { canCancel, OrdersTable } from '../features/orders/orders-table';
import { messageAreas } from '../i18n/areas';
import { hydrateLater } from '../ui/later';
import { useRootData } from '../lib/root-data';

// An order's lines open after a tap on View (or from a ?view= link, rendered by the server): their
// dialog's code, with the dates of its delivery estimate, loads with them, not on the first load.
const OrderItemsDialog = hydrateLater(
  import.meta.env.SSR ? (await import('../features/orders/order-items-dialog')).OrderItemsDialog : null,
  () => import('../features/orders/order-items-dialog').then((m) => m.OrderItemsDialog),
);

export const handle = messageAreas('orders');

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(
    {
      title: translate(languageFromMatches(matches), 'nav.my-orders'),
      description: translate(languageFromMatches(matches), 'order.list.meta.description'),
      path: myOrdersPath,
    },
    matches,
  ),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMyOrders(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return cancelOrderAction(request, context);
}

const notices: Record<string, MessageId> = { cancelled: 'order.toast.cancelled', safe: 'order.toast.safe' };

export default function MyOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, counts, viewed, viewError, cancelId, notice } = loaderData;
  const hydrated = useHydrated();
  const t = useT();
  const whatsapp = useRootData()?.shop?.whatsapp_url;
  const navigate = useNavigate();
  const canceller = useFetcher<CancelActionData>({ key: 'cancel-order' });
  const [confirming, setConfirming] = useState<OrderSummary | null>(null);
  // Orders being cancelled leave the list at once; a refusal brings them back.
  const leaving = new Set(
    useFetchers().flatMap((f) => (f.key === 'cancel-order' && f.formData ? [Number(f.formData.get('id'))] : [])),
  );
  const shown = orders.filter((o) => !leaving.has(o.id));
  // ?cancel=<id> asks for the confirmation only of an order that can still be cancelled; for any
  // other the page says why not (a delivered order never gets an "Are you sure?" that then refuses).
  const linked = cancelId ? orders.find((o) => o.id === cancelId) : undefined;
  const linkedCancellable = linked !== undefined && canCancel(linked);
  const refusal = cancelId && !leaving.has(cancelId) ? cancelRefusal(t, linked, linkedCancellable) : null;
  const askedToCancel = confirming ?? (linkedCancellable ? linked : null);

  useEffect(() => {
    toast.success(t('order.toast.loaded'), { id: 'orders-loaded' });
  }, [t]);

  useEffect(() => {
    if (canceller.state !== 'idle' || !canceller.data) return;
    if (canceller.data.ok) toast.success(t('order.toast.cancelled'), { id: 'cancel-order' });
    else toast.error(canceller.data.error, { id: 'cancel-order' });
  }, [canceller.state, canceller.data, t]);

  const clearUrl = () => void navigate(myOrdersPath, { replace: true, preventScrollReset: true });
  const decline = () => {
    setConfirming(null);
    toast(t('order.toast.safe'));
    if (cancelId) clearUrl();
  };
  const confirm = (order: OrderSummary) => {
    setConfirming(null);
    toast.loading(t('order.toast.cancelling'), { id: 'cancel-order' });
    void canceller.submit({ intent: 'cancel', id: String(order.id), js: '1' }, { method: 'post' });
    if (cancelId) clearUrl();
  };

  const message =
    actionData && !actionData.ok
      ? actionData.error
      : notice && notices[notice]
        ? t(notices[notice])
        : (viewError ?? null);
  return (
    <div className="my-orders">
      <h1>{t('nav.my-orders')}</h1>
      {message && (
        <p className={actionData && !actionData.ok ? 'form-error' : 'notice'} role="status">
          {message}
        </p>
      )}
      {refusal && !confirming && (
        <p className="cancel-refusal" role="status">
          {refusal} <Link to="/contact-us">{t('nav.contact')}</Link>
        </p>
      )}
      <OrderTiles counts={counts} />
      <OrdersTable orders={shown} onCancel={hydrated ? setConfirming : undefined} />
      {whatsapp && (
        <p className="muted">
          {t('order.whatsapp.questions')} <a href={whatsapp}>{t('contact.whatsapp')}</a>
        </p>
      )}
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
