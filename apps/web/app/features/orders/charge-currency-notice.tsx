import { findCountry } from '@oja/shared/countries';
import { useCountryName } from './country-names';
import type { Currency } from '@oja/shared/money';
import { useT } from '../../i18n/i18n';

interface ChargeCurrencyNoticeProps {
  /** The delivery country chosen so far ('' before one is chosen). */
  country: string;
  /** The currency the delivery decides (deliveryCurrency of the country). */
  charged: Currency;
  /** The currency the shopper browses in (the header's choice). */
  browsing: Currency;
}

/**
 * Says, as soon as the country is chosen and before the order is placed, which currency the
 * order will be charged in: the delivery decides it, not the currency the shop is browsed in.
 * A live region, so a screen reader hears the change too.
 */
export function ChargeCurrencyNotice({ country, charged, browsing }: ChargeCurrencyNoticeProps) {
  const code = country ? findCountry(country)?.code : undefined;
  const t = useT();
  const countryName = useCountryName();
  const name = (currency: Currency) => t(currency === 'NGN' ? 'checkout.currency.naira' : 'checkout.currency.dollars');
  // The charged currency in bold: the message is split around it.
  const [before, after = ''] = code
    ? t('checkout.charged-in', { country: countryName(code), currency: '\u0000' }).split('\u0000')
    : [];
  return (
    <p className="charge-currency notice" role="status" hidden={!code} data-currency={code ? charged : undefined}>
      {code ? (
        <>
          {before}
          <strong>{name(charged)}</strong>
          {after}
          {charged !== browsing
            ? ` ${t('checkout.browsing-in', { browsing: name(browsing), charged: name(charged) })}`
            : null}
        </>
      ) : null}
    </p>
  );
}
