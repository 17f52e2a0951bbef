import type { Currency } from '@oja/shared/money';
import type { PickupStation } from '@oja/shared/delivery';
import { useT } from '../../i18n/i18n';
import { DeliveryChoice, type DeliverySelection } from '../delivery/delivery-choice';

/** Home or a pickup station, and whether to be told by SMS. */
export function DeliveryStep({
  stations,
  loading,
  currency,
  selection,
  onChange,
  sms,
}: {
  stations: PickupStation[];
  loading: boolean;
  currency: Currency;
  selection: DeliverySelection;
  onChange: (selection: DeliverySelection) => void;
  /** The SMS choice the server's answer kept (no JavaScript). */
  sms: boolean | undefined;
}) {
  const t = useT();
  return (
    <section className="form-section" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">{t('checkout.delivery')}</h2>
      <DeliveryChoice
        stations={stations}
        loading={loading}
        currency={currency}
        selection={selection}
        onChange={onChange}
      />
      <div className="field field-check">
        <input
          id="sms-updates"
          type="checkbox"
          name="sms_updates"
          defaultChecked={sms}
          aria-describedby="sms-updates-hint"
        />
        <label htmlFor="sms-updates">{t('checkout.sms')}</label>
      </div>
      <p className="field-hint" id="sms-updates-hint">
        {t('checkout.sms-hint')}
      </p>
    </section>
  );
}
