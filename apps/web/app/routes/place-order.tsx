import { useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { toast } from '../ui/toaster';
import {
  addressFieldProblem,
  addressFields,
  addressProblems,
  type AddressField,
  type AddressProblems,
} from '@oja/shared/address-rules';
import { deliveryCurrency } from '@oja/shared/delivery-currency';
import type { Route } from './+types/place-order';
import { guardServerAction, isConnectionFailure, type ConnectionFailure } from '../lib/connection';
import { useCurrency } from '../lib/currency';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT } from '../i18n/i18n';
import { useHydrated } from '../lib/use-hydrated';
import { signedInOnly, signedInUser } from '../features/accounts/session.server';
import { useCart } from '../features/cart/use-cart';
import { DeliveryChoice, usePickupStations, type DeliverySelection } from '../features/delivery/delivery-choice';
import { AddressFields } from '../features/orders/address-fields';
import { ChargeCurrencyNotice } from '../features/orders/charge-currency-notice';
import { countryNamesFor } from '../features/orders/country-names.server';
import { myOrdersPath } from '../features/orders/my-orders-path';
import { OrderPlacedDialog } from '../features/orders/order-placed-dialog';
import { OrderSummary } from '../features/orders/order-summary';
import { placeOrderAction, type AddressValues, type PlaceOrderActionData } from '../features/orders/place-order.server';
import { useLostAnswer } from '../features/orders/use-lost-answer';
import { useQuote } from '../features/orders/use-quote';
import { VoucherField } from '../features/promotions/voucher-field';
import { clearDraft, readDraft, saveDraft } from '../features/addresses/address-draft';
import { loadAddressBook } from '../features/addresses/address-book.server';
import { SavedAddressPicker } from '../features/addresses/saved-address-picker';
import type { SavedAddress } from '@oja/shared/addresses';
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

const fromSaved = ({ street, city, state, lga, country, postal_code, phone }: SavedAddress): AddressValues => ({
  street,
  city,
  state,
  lga,
  country,
  postal_code,
  phone,
});

const sameAddress = (a: Partial<AddressValues>, b: Partial<AddressValues>) =>
  addressFields.every((f) => (a[f] ?? '').trim() === (b[f] ?? '').trim());

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
  // The form starts from the default saved address (or the first), else the site's country; what
  // was typed in this tab before (a refresh) wins over both. Choosing a saved address refills it.
  const first = book.addresses[0];
  const [prefill, setPrefill] = useState<{ values: Partial<AddressValues>; key: number; chosen?: number }>(() => ({
    values: first ? fromSaved(first) : { country: siteCurrency === 'NGN' ? 'NG' : '' },
    key: 0,
    chosen: first?.id,
  }));
  const values: Partial<AddressValues> = result?.values ?? prefill.values;
  const [destination, setDestination] = useState({ country: values.country ?? '', state: values.state ?? '' });
  const refill = (next: Partial<AddressValues>, chosen?: number) => {
    setPrefill((p) => ({ values: next, key: p.key + 1, chosen }));
    setDestination({ country: next.country ?? '', state: next.state ?? '' });
  };
  // Once the page runs in the browser: the draft lives in this browser tab only.
  const [draftRead, setDraftRead] = useState(false);
  if (hydrated && !draftRead) {
    setDraftRead(true);
    const draft = readDraft();
    if (draft && !result) refill(draft, book.addresses.find((a) => sameAddress(fromSaved(a), draft))?.id);
  }
  // Delivery: home, or a pickup station of the state typed (features/delivery).
  const [delivery, setDelivery] = useState<DeliverySelection>({
    method: result?.choice?.method ?? 'home',
    stationId: result?.choice?.stationId ?? '',
  });
  const pickup = usePickupStations(destination.country, destination.state, result?.stations);
  const station = delivery.method === 'pickup' ? delivery.stationId : '';
  // The voucher applied: checked by the server in each quote; one that stops applying (expired, the
  // cart below its minimum, its limit reached) is removed, and the shopper told why.
  // Without scripts the voucher typed comes back with the server's quote: it stays applied.
  const [voucher, setVoucher] = useState(() => result?.quote?.voucher?.code || '');
  const [voucherNotice, setVoucherNotice] = useState<string | null>(null);
  const quote = useQuote(destination, cart, result?.quote, station, voucher);
  const voucherProblem = quote.value?.voucher_problem;
  if (voucher && voucherProblem && voucherProblem.code === voucher.trim().toUpperCase()) {
    setVoucher('');
    setVoucherNotice(t('voucher.removed', { reason: voucherProblem.message }));
  }
  // The messages shown: the browser's own check on submit, then the server's answer; a field's
  // message goes as soon as that field is corrected.
  const [problems, setProblems] = useState<AddressProblems>({});
  const [answered, setAnswered] = useState<PlaceOrderActionData | undefined>(undefined);
  if (result !== answered) {
    setAnswered(result);
    setProblems(result?.intent === 'place' ? (result.problems ?? {}) : {});
    // The order was refused because the voucher no longer applies: it goes, and the shopper is told why.
    if (result?.intent === 'place' && result.voucherRemoved) {
      setVoucher('');
      setVoucherNotice(t('voucher.removed', { reason: result.error ?? '' }).trim());
    }
  }
  const formRef = useRef<HTMLFormElement>(null);

  const placed = result?.intent === 'place' ? result.order : undefined;
  // The API's refusal comes in the page's language; the page's own (errorId) is said here.
  const refusal = result?.error ?? (result?.intent === 'place' && result.errorId ? t(result.errorId) : undefined);
  const busy = placer.state !== 'idle';
  // The delivery decides the currency of the order (the server does the same), not the header's choice.
  const currency = destination.country ? deliveryCurrency(destination.country) : siteCurrency;

  useEffect(() => {
    if (placer.state !== 'idle' || !placer.data || isConnectionFailure(placer.data)) return;
    if (placer.data.intent !== 'place') return;
    if (placer.data.order) {
      clearDraft();
      toast.success(t('checkout.toast.placed'), { id: 'place-order' });
    } else
      toast.error(placer.data.error ?? t(placer.data.errorId ?? 'checkout.toast.not-placed'), { id: 'place-order' });
  }, [placer.state, placer.data, t]);

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'quote') return;
    const form = new FormData(e.currentTarget);
    const found = addressProblems(Object.fromEntries(addressFields.map((f) => [f, String(form.get(f) ?? '')])));
    saveDraft(e.currentTarget);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      e.preventDefault();
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], :invalid')?.focus();
      return;
    }
    toast.loading(processing, { id: 'place-order' });
    lostAnswer.remember(new FormData(e.currentTarget, submitter));
  };

  const recheck = (e: React.FormEvent<HTMLFormElement>) => {
    saveDraft(e.currentTarget);
    const target = e.target as HTMLInputElement;
    const field = target.name as AddressField;
    if (!problems[field]) return;
    const form = new FormData(e.currentTarget);
    const context = { country: String(form.get('country') ?? ''), state: String(form.get('state') ?? '') };
    setProblems({ ...problems, [field]: addressFieldProblem(field, target.value.trim(), context) });
  };
  return (
    <div className="container place-order">
      <h1>{t('checkout.place.title')}</h1>
      <placer.Form
        method="post"
        className="place-order-grid"
        ref={formRef}
        noValidate={hydrated}
        onSubmit={onSubmit}
        onChange={recheck}
      >
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <div className="place-order-details">
          <section className="form-section" aria-labelledby="personal-heading">
            <h2 id="personal-heading">{t('checkout.personal')}</h2>
            <div className="field">
              <label htmlFor="me-name">{t('checkout.name')}</label>
              <input id="me-name" type="text" value={`${me.first_name} ${me.last_name}`.trim()} readOnly />
            </div>
            <div className="field">
              <label htmlFor="me-email">{t('checkout.email')}</label>
              <input id="me-email" type="email" value={me.email} readOnly />
            </div>
          </section>
          <section className="form-section" aria-labelledby="shipping-heading">
            <h2 id="shipping-heading">{t('checkout.shipping')}</h2>
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
            <SavedAddressPicker
              addresses={book.addresses}
              chosen={prefill.chosen}
              onChoose={(a) => {
                refill(a ? fromSaved(a) : { country: values.country ?? '' }, a?.id);
                setProblems({});
              }}
            />
            <AddressFields
              key={prefill.key}
              values={values}
              problems={problems}
              onCountryOrStateChange={(field, value) => setDestination((d) => ({ ...d, [field]: value }))}
            />
            <label className="check-field">
              <input type="checkbox" name="save_address" defaultChecked />
              {t('checkout.save-address')}
            </label>
            {!hydrated && (
              <>
                <p className="field-hint no-script-step">{t('checkout.update-summary.hint')}</p>
                <button type="submit" name="intent" value="quote" className="button button-secondary" formNoValidate>
                  {t('checkout.update-summary')}
                </button>
              </>
            )}
          </section>
          <section className="form-section" aria-labelledby="delivery-heading">
            <h2 id="delivery-heading">{t('checkout.delivery')}</h2>
            <DeliveryChoice
              stations={pickup.stations}
              loading={pickup.loading}
              currency={currency}
              selection={delivery}
              onChange={setDelivery}
            />
            <div className="field field-check">
              <input
                id="sms-updates"
                type="checkbox"
                name="sms_updates"
                defaultChecked={result?.choice?.sms}
                aria-describedby="sms-updates-hint"
              />
              <label htmlFor="sms-updates">{t('checkout.sms')}</label>
            </div>
            <p className="field-hint" id="sms-updates-hint">
              {t('checkout.sms-hint')}
            </p>
          </section>
        </div>
        <OrderSummary
          cart={cart}
          currency={currency}
          quote={quote.value}
          quoting={quote.loading}
          notice={<ChargeCurrencyNotice country={destination.country} charged={currency} browsing={siteCurrency} />}
          voucher={
            <VoucherField
              applied={voucher}
              voucher={quote.value?.voucher ?? undefined}
              currency={currency}
              checking={Boolean(destination.country && destination.state.trim())}
              notice={voucherNotice}
              onApply={(code) => {
                setVoucherNotice(null);
                setVoucher(code);
              }}
              onRemove={() => setVoucher('')}
            />
          }
        />
        {/* After the summary (issue 30, E8): on a phone the total and the fees come before it. */}
        <button
          type="submit"
          name="intent"
          value="place"
          className="button place-button"
          disabled={cart.totalMinor.USD === 0 || busy}
        >
          {busy ? processing : t('checkout.place.button')}
        </button>
      </placer.Form>
      {placed && <OrderPlacedDialog order={placed} onDone={() => void navigate(myOrdersPath)} />}
    </div>
  );
}
