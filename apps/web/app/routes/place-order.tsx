import { useEffect, useRef } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { toast } from '../ui/toaster';
import { addressFields, addressProblems } from '@oja/shared/address-rules';
import { deliveryCurrency } from '@oja/shared/delivery-currency';
import type { Route } from './+types/place-order';
import { guardServerAction, isConnectionFailure, type ConnectionFailure } from '../lib/connection';
import { useCurrency } from '../lib/currency';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT } from '../i18n/i18n';
import { useHydrated } from '../lib/use-hydrated';
import { signedInOnly, signedInUser } from '../features/accounts/session.server';
import { useCart } from '../features/cart/use-cart';
import { usePickupStations } from '../features/delivery/delivery-choice';
import { countryNamesFor } from '../features/orders/country-names.server';
import { myOrdersPath } from '../features/orders/my-orders-path';
import { OrderPlacedDialog } from '../features/orders/order-placed-dialog';
import { placeOrderAction, type PlaceOrderActionData } from '../features/orders/place-order.server';
import { useLostAnswer } from '../features/orders/use-lost-answer';
import { VoucherField } from '../features/promotions/voucher-field';
import { clearDraft, saveDraft } from '../features/addresses/address-draft';
import { loadAddressBook } from '../features/addresses/address-book.server';
import { AddressStep } from '../features/checkout/address-step';
import { DeliveryStep } from '../features/checkout/delivery-step';
import { SummaryStep } from '../features/checkout/summary-step';
import { useCheckoutForm } from '../features/checkout/use-checkout-form';
import { clearChoices } from '../features/checkout/checkout-draft';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';

export const handle = {
  ...styleParts('forms', 'catalog', 'orders', 'checkout'),
  ...messageAreas('checkout', 'orders'),
};

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(
    {
      title: translate(languageFromMatches(matches), 'checkout.place.title'),
      description: translate(languageFromMatches(matches), 'checkout.place.meta.description'),
      path: '/place-order',
    },
    matches,
  ),
  { name: 'robots', content: 'noindex' },
];

export const middleware = [signedInOnly];

export async function loader({ context, request }: Route.LoaderArgs) {
  // One key per checkout attempt: a double click or a retry of this form never orders twice.
  return {
    me: signedInUser(context),
    idempotencyKey: crypto.randomUUID(),
    book: await loadAddressBook(context),
    countryNames: countryNamesFor(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return placeOrderAction(request, context);
}

/** A request with no answer is resent with the same Idempotency-Key (see useLostAnswer). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardServerAction(serverAction);
}

export default function PlaceOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { me, idempotencyKey, book } = loaderData;
  const cart = useCart();
  const siteCurrency = useCurrency();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const t = useT();
  const processing = t('checkout.processing');
  const placer = useFetcher<PlaceOrderActionData | ConnectionFailure>({ key: 'place-order' });
  const lostAnswer = useLostAnswer(placer, { checking: t('checkout.lost.checking'), lost: t('checkout.lost.text') });
  const answer = placer.data ?? actionData;
  const result = isConnectionFailure(answer) ? undefined : answer;
  // The steps' state, as one reducer (features/checkout, decision 0071).
  const form = useCheckoutForm(book.addresses, result, cart, siteCurrency);
  const { state, values, quote } = form;
  const pickup = usePickupStations(state.destination.country, state.destination.state, result?.stations);
  const formRef = useRef<HTMLFormElement>(null);
  const placed = result?.intent === 'place' ? result.order : undefined;
  // The API's refusal comes in the page's language; the page's own (errorId) is said here.
  const refusal = result?.error ?? (result?.intent === 'place' && result.errorId ? t(result.errorId) : undefined);
  const busy = placer.state !== 'idle';
  // The delivery decides the currency of the order (the server does the same), not the header's choice.
  const country = state.destination.country;
  const currency = country ? deliveryCurrency(country) : siteCurrency;

  useEffect(() => {
    if (placer.state !== 'idle' || !placer.data || isConnectionFailure(placer.data)) return;
    if (placer.data.intent !== 'place') return;
    if (placer.data.order) {
      clearDraft();
      clearChoices();
      toast.success(t('checkout.toast.placed'), { id: 'place-order' });
    } else
      toast.error(placer.data.error ?? t(placer.data.errorId ?? 'checkout.toast.not-placed'), { id: 'place-order' });
  }, [placer.state, placer.data, t]);

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'quote') return;
    const data = new FormData(e.currentTarget);
    const found = addressProblems(Object.fromEntries(addressFields.map((f) => [f, String(data.get(f) ?? '')])));
    saveDraft(e.currentTarget);
    form.checked(found);
    if (Object.keys(found).length > 0) {
      e.preventDefault();
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], :invalid')?.focus();
      return;
    }
    toast.loading(processing, { id: 'place-order' });
    lostAnswer.remember(new FormData(e.currentTarget, submitter));
  };

  const alerts = (
    <>
      {lostAnswer.lost && (
        <p className="form-error" role="alert">
          {t('checkout.lost.text')}{' '}
          <button type="button" className="link-button" onClick={lostAnswer.resend}>
            {t('failure.retry')}
          </button>
        </p>
      )}
      {refusal && !placed && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
    </>
  );
  return (
    <div className="container place-order">
      <h1>{t('checkout.place.title')}</h1>
      <placer.Form
        method="post"
        className="place-order-grid"
        ref={formRef}
        noValidate={hydrated}
        onSubmit={onSubmit}
        onChange={form.edited}
      >
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <div className="place-order-details">
          <AddressStep
            me={me}
            addresses={book.addresses}
            cap={book.cap}
            prefill={state.prefill}
            values={values}
            problems={state.problems}
            hydrated={hydrated}
            onChoose={form.chooseAddress}
            onDestinationChange={form.destinationChanged}
            alerts={alerts}
          />
          <DeliveryStep
            country={country}
            stations={pickup.stations}
            loading={pickup.loading}
            currency={currency}
            selection={state.delivery}
            onChange={form.deliveryChanged}
            sms={state.sms}
            onSmsChange={form.smsChanged}
          />
        </div>
        <SummaryStep
          cart={cart}
          currency={currency}
          browsing={siteCurrency}
          country={country}
          quote={quote.value}
          quoting={quote.loading}
          busy={busy}
          voucher={
            <VoucherField
              applied={state.voucher}
              voucher={quote.value?.voucher ?? undefined}
              currency={currency}
              checking={Boolean(country && state.destination.state.trim())}
              notice={state.voucherNotice}
              onApply={form.applyVoucher}
              onRemove={form.removeVoucher}
            />
          }
        />
      </placer.Form>
      {placed && <OrderPlacedDialog order={placed} onDone={() => void navigate(myOrdersPath)} />}
    </div>
  );
}
