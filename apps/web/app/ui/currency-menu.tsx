import { useEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { currencyChoices, type Locale } from '@oja/shared/locale';
import { currencyAction, useCurrency } from '../lib/currency';
import { ChevronDownIcon } from './icons';
import { useDismissableDetails } from './use-dismissable-details';
import { toast } from './toaster';
import { isConnectionFailure } from '../lib/connection';
import { rememberSent, useFailureRetry } from './use-failure-retry';
import { useT } from '../i18n/i18n';

type CurrencyResult = { locale?: Locale; error?: string };

/** Says how a currency switch went, once, wherever it was made (rendered once in the layout). */
export function CurrencyFeedback() {
  const fetcher = useFetcher<CurrencyResult>({ key: 'currency' });
  const { state, data } = fetcher;
  const busy = useRef(false);
  const t = useT();
  // No answer: a toast with a Retry (the same choice sent again); the prices stay as they were.
  useFailureRetry(fetcher, 'currency');
  useEffect(() => {
    if (state !== 'idle') {
      busy.current = true;
      return;
    }
    if (!busy.current) return;
    busy.current = false;
    if (isConnectionFailure(data)) return;
    if (data?.locale) toast.success(t(data.locale.currency === 'NGN' ? 'currency.now-naira' : 'currency.now-dollars'));
    else toast.error(data?.error ?? t('currency.failed'));
  }, [state, data, t]);
  return null;
}

/**
 * The two currency choices as submit buttons of one form. Without JavaScript it is a plain form
 * post that comes back to this page; with it, a fetcher posts it and the page's data reloads, so
 * every shown price changes without a full reload.
 */
export function CurrencyChoices({ onChosen }: { onChosen?: () => void }) {
  const currency = useCurrency();
  const fetcher = useFetcher<CurrencyResult>({ key: 'currency' });
  const location = useLocation();

  return (
    <form
      method="post"
      action={currencyAction}
      className="currency-choices"
      onSubmit={(e) => {
        const button = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (!button?.value) return;
        e.preventDefault();
        const form = new FormData();
        form.set('currency', button.value);
        rememberSent('currency', form, currencyAction);
        void fetcher.submit(form, { method: 'post', action: currencyAction });
        onChosen?.();
      }}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {currencyChoices.map((c) => (
        <button
          key={c.currency}
          type="submit"
          name="currency"
          value={c.currency}
          className="currency-choice"
          aria-pressed={c.currency === currency}
        >
          <span className="currency-code">{c.label}</span> {c.country}
        </button>
      ))}
    </form>
  );
}

/**
 * The nav's currency dropdown: a <details> disclosure, so it opens without JavaScript too;
 * Escape and a click outside close it.
 */
export function CurrencyMenu({ className = 'desktop-only' }: { className?: string }) {
  const currency = useCurrency();
  const t = useT();
  const ref = useDismissableDetails();

  return (
    <details className={`menu nav-menu currency-menu ${className}`} ref={ref}>
      <summary className="menu-button">
        <span className="visually-hidden">{t('menu.currency')}: </span>
        {currency} <ChevronDownIcon />
      </summary>
      <div className="currency-list">
        <CurrencyChoices
          onChosen={() => {
            if (!ref.current) return;
            ref.current.open = false;
            ref.current.querySelector('summary')?.focus();
          }}
        />
      </div>
    </details>
  );
}
