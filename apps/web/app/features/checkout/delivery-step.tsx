import type { Currency } from '@oja/shared/money';
import type { PickupStation } from '@oja/shared/delivery';
import { useT } from '../../i18n/i18n';
import { DeliveryChoice, type DeliverySelection } from '../delivery/delivery-choice';

/** Home or a pickup station, and whether to be told by SMS. */
export function DeliveryStep({
  country,
  stations,
  loading,
  currency,
  selection,
  onChange,
  sms,
  onSmsChange,
}: {
  country: string;
  stations: PickupStation[];
  loading: boolean;
  currency: Currency;
  selection: DeliverySelection;
  onChange: (selection: DeliverySelection) => void;
  /** "Send me order updates by SMS" (kept for the tab, or by the server's answer without JavaScript). */
  sms: boolean;
  onSmsChange: (on: boolean) => void;
}) {
  const t = useT();
  return (
    <section className="form-section" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">{t('checkout.delivery')}</h2>
      <DeliveryChoice
        country={country}
        stations={stations}
        loading={loading}
        currency={currency}
        selection={selection}
        onChange={onChange}
      />
      {/* Beside its label, as "Save this address" is (QA E22: it floated centred above it). */}
      <label className="check-field">
        <input
          id="sms-updates"
          type="checkbox"
          name="sms_updates"
          checked={sms}
          onChange={(e) => onSmsChange(e.target.checked)}
          aria-describedby="sms-updates-hint"
        />
        {t('checkout.sms')}
      </label>
      <p className="field-hint" id="sms-updates-hint">
        {t('checkout.sms-hint')}
      </p>
    </section>
  );
}
