import { useFetchers } from 'react-router';
import { defaultCurrency, isCurrency, type Currency } from '@oja/shared/money';
import { useRootData } from './root-data';

/** Where the currency menu posts (routes/currency.ts). */
export const currencyAction = '/currency';

/**
 * The currency every price renders in: the root loader's (so the first server paint is right),
 * or, while a switch is on its way, the one just chosen (every shown price changes at once).
 */
export function useCurrency(): Currency {
  const current = useRootData()?.locale.currency ?? defaultCurrency;
  const pending = useFetchers().find((f) => f.formAction === currencyAction && f.formData);
  const chosen = pending?.formData?.get('currency');
  return isCurrency(chosen) ? chosen : current;
}
