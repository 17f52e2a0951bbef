import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useFetcher, useNavigate } from 'react-router';
import { formatMajor } from '@oja/shared/money';
import type { Route } from './+types/checkout';
import { guardServerAction, revalidateUnlessConnectionFailed } from '../lib/connection';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT } from '../i18n/i18n';
import { useOrderStatusName } from '../features/orders/order-status-name';
import { signedInOnly } from '../features/accounts/session.server';
import { myOrdersPath } from '../features/orders/my-orders-path';
import { loadCheckout, startPaymentAction } from '../features/payments/checkout.server';
import { checkoutPath } from '../features/payments/checkout-path';
import { CheckoutSummary } from '../features/payments/checkout-summary';
import { forgetPaymentKey, paymentKey } from '../features/payments/payment-key';
import { OnDeliveryStatus } from '../features/payments/on-delivery-choice';
import { PaymentChoices } from '../features/payments/payment-choices';
import { PaymentStatusDialog } from '../features/payments/payment-status-dialog';
import { TestModeNotice } from '../features/payments/test-mode-notice';
import { useLostPayment } from '../features/payments/use-lost-payment';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { formatPhone } from '@oja/shared/phone';

export const handle = {
  ...styleParts('forms', 'catalog', 'orders', 'checkout'),
  ...messageAreas('checkout', 'orders'),
};

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(
    {
      title: translate(languageFromMatches(matches), 'checkout.title'),
      description: translate(languageFromMatches(matches), 'checkout.meta.description'),
      path: '/checkout',
    },
    matches,
  ),
  { name: 'robots', content: 'noindex' },
];

export const middleware = [signedInOnly];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return startPaymentAction(request, context);
}

// A "Make Payment" whose answer never arrived leaves the page as it was (see useLostPayment).
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardServerAction(serverAction);
}

export const shouldRevalidate = revalidateUnlessConnectionFailed;

function ReadOnly({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" value={value} readOnly />
    </div>
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { me, order, provider, methods, phone, notPayable, onDelivery, payment, paymentError } = loaderData;
  const navigate = useNavigate();
  const t = useT();
  const statusName = useOrderStatusName();
  const payer = useFetcher<typeof clientAction>();
  const { lost, remember } = useLostPayment(payer);
  // Back from the provider (or a payment asked about failed): the next start is a new payment.
  const returned = payment !== null || paymentError !== null;
  useEffect(() => {
    if (returned) forgetPaymentKey(order.order_id);
  }, [returned, order.order_id]);
  // Sending, or sent and on the way to the provider's page (a document redirect).
  const leaving = payer.state !== 'idle';
  const refusal = (payer.data && 'error' in payer.data && !lost ? payer.data.error : actionData?.error) || null;
  const testMode = provider?.test_mode ?? false;
  const providerName = provider?.display_name ?? t('pay.the-provider');
  const here = checkoutPath(order.order_id);
  const a = order.address;
  const station = order.pickup_station;
  return (
    <div className="container checkout">
      <h1>{t('checkout.title')}</h1>
      {testMode && <TestModeNotice detail={t('pay.test.detail')} />}
      <div className="place-order-grid">
        <div className="place-order-details">
          <section className="form-section" aria-labelledby="personal-heading">
            <h2 id="personal-heading">{t('checkout.personal')}</h2>
            <ReadOnly id="me-name" label={t('checkout.name')} value={`${me.first_name} ${me.last_name}`.trim()} />
            <ReadOnly id="me-email" label={t('field.email')} value={me.email} />
          </section>
          <section className="form-section" aria-labelledby="shipping-heading">
            <h2 id="shipping-heading">{t('checkout.shipping')}</h2>
            {station ? (
              // Collected from a station: that is where the parcel goes; the phone is for the pick-up call.
              <div className="address-fields">
                <div className="field-street">
                  <ReadOnly
                    id="ship-station"
                    label={t('checkout.delivery.pickup')}
                    value={`${station.name}, ${station.address}`}
                  />
                </div>
                <ReadOnly id="ship-phone" label={t('field.phone')} value={formatPhone(a.phone)} />
              </div>
            ) : (
              <div className="address-fields">
                <div className="field-street">
                  <ReadOnly id="ship-street" label={t('checkout.field.street')} value={a.street} />
                </div>
                <ReadOnly id="ship-city" label={t('checkout.field.city')} value={a.city} />
                <ReadOnly id="ship-state" label={t('checkout.field.state')} value={a.state} />
                <ReadOnly id="ship-country" label={t('checkout.field.country')} value={a.country_name} />
                <ReadOnly id="ship-postal" label={t('checkout.field.postal_code')} value={a.postal_code} />
                <ReadOnly id="ship-phone" label={t('field.phone')} value={formatPhone(a.phone)} />
              </div>
            )}
          </section>
          {refusal && (
            <p className="form-error" role="alert">
              {refusal}
            </p>
          )}
          {paymentError && (
            <p className="form-error" role="alert">
              {paymentError}
            </p>
          )}
          {notPayable ? (
            <div className="notice checkout-status" role="status">
              <p>
                {t('order.status-label')} <strong>{statusName(order.status, order.state)}</strong>
              </p>
              <p>{onDelivery ? <OnDeliveryStatus /> : t(notPayable)}</p>
              <Link to={myOrdersPath}>{t('order.back-to-list')}</Link>
            </div>
          ) : (
            <PaymentChoices
              orderId={order.order_id}
              options={methods}
              phone={phone}
              phoneSent={Boolean(actionData && 'phoneSent' in actionData && actionData.phoneSent)}
              providerName={providerName}
              providerForm={
                // The answer is a document redirect to the provider's page, with or without JavaScript
                // (without it a plain form post, allowed by the page's form-action policy).
                <payer.Form
                  method="post"
                  className="pay-form"
                  onSubmit={(e) => {
                    const field = e.currentTarget.elements.namedItem('idempotency_key');
                    if (field instanceof HTMLInputElement) field.value = paymentKey(order.order_id);
                    remember(new FormData(e.currentTarget));
                  }}
                >
                  <input type="hidden" name="order_id" value={order.order_id} />
                  <input type="hidden" name="idempotency_key" defaultValue="" />
                  <button type="submit" className="button place-button pay-now" disabled={leaving}>
                    {leaving ? t('pay.leaving') : t('pay.make-payment')}
                    {testMode && <span className="pay-test-mode"> ({t('pay.test.mode')})</span>}
                  </button>
                  <p className="muted">
                    {t('pay.provider-note', {
                      amount: formatMajor(order.order_total, order.currency),
                      provider: providerName,
                    })}
                  </p>
                </payer.Form>
              }
            />
          )}
        </div>
        <CheckoutSummary order={order} />
      </div>
      {payment && (
        <PaymentStatusDialog
          payment={payment}
          providerName={providerName}
          closeHref={here}
          onClose={() => void navigate(here, { replace: true, preventScrollReset: true })}
        />
      )}
    </div>
  );
}

/** A missing or foreign order: say so clearly (404), with the way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = isRouteErrorResponse(error) && typeof error.data?.detail === 'string' ? error.data.detail : null;
  const t = useT();
  return (
    <section className="container message-page">
      {notFound && <p className="message-code">404</p>}
      <h1>{notFound ? t('order.not-found') : t('failure.title')}</h1>
      <p>{detail ?? t('checkout.load-failed')}</p>
      <Link className="button" to={myOrdersPath}>
        {t('order.go-to-list')}
      </Link>
    </section>
  );
}
