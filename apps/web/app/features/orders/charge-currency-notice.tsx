import { countryName, findCountry } from '@oja/shared/countries';
import { currencyName } from '@oja/shared/delivery-currency';
import type { Currency } from '@oja/shared/money';

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
  return (
    <p className="charge-currency notice" role="status" hidden={!code} data-currency={code ? charged : undefined}>
      {code ? (
        <>
          Delivered to {countryName(code)}: this order is priced and charged in <strong>{currencyName(charged)}</strong>
          .
          {charged !== browsing
            ? ` The shop shows you prices in ${currencyName(browsing)}; the totals here are in ${currencyName(charged)}.`
            : null}
        </>
      ) : null}
    </p>
  );
}
