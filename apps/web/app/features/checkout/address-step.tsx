import type { AddressProblems } from '@oja/shared/address-rules';
import type { SavedAddress } from '@oja/shared/addresses';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { rich } from '../../i18n/rich';
import { SavedAddressPicker } from '../addresses/saved-address-picker';
import { AddressFields } from '../orders/address-fields';
import type { AddressValues } from '../orders/place-order.server';

/** Who orders (read only), and where to: a saved address or the fields, and whether to save it. */
export function AddressStep({
  me,
  addresses,
  cap,
  prefill,
  values,
  problems,
  hydrated,
  onChoose,
  onDestinationChange,
  alerts,
}: {
  me: { first_name: string; last_name: string; email: string };
  addresses: SavedAddress[];
  /** The address book's limit (0 when the book could not be read). */
  cap: number;
  prefill: { key: number; chosen?: number };
  values: Partial<AddressValues>;
  problems: AddressProblems;
  hydrated: boolean;
  onChoose: (a: SavedAddress | undefined) => void;
  onDestinationChange: (field: 'country' | 'state', value: string) => void;
  /** The order's refusal or a lost answer, said above the address. */
  alerts: React.ReactNode;
}) {
  const t = useT();
  const full = cap > 0 && addresses.length >= cap;
  return (
    <>
      <section className="form-section" aria-labelledby="personal-heading">
        <h2 id="personal-heading">{t('checkout.personal')}</h2>
        <div className="field">
          <label htmlFor="me-name">{t('checkout.name')}</label>
          <input id="me-name" type="text" value={`${me.first_name} ${me.last_name}`.trim()} readOnly />
        </div>
        <div className="field">
          <label htmlFor="me-email">{t('field.email')}</label>
          <input id="me-email" type="email" value={me.email} readOnly />
        </div>
      </section>
      <section className="form-section" aria-labelledby="shipping-heading">
        <h2 id="shipping-heading">{t('checkout.shipping')}</h2>
        {alerts}
        <SavedAddressPicker addresses={addresses} chosen={prefill.chosen} onChoose={onChoose} />
        <AddressFields
          key={prefill.key}
          values={values}
          problems={problems}
          onCountryOrStateChange={onDestinationChange}
        />
        {/* A full book takes no more (QA E18: the tick did nothing): say so, and where to make room. */}
        <label className="check-field">
          <input
            type="checkbox"
            name="save_address"
            defaultChecked={!full}
            disabled={full}
            aria-describedby={full ? 'save-address-full' : undefined}
          />
          {t('checkout.save-address')}
        </label>
        {full && (
          <p className="field-hint" id="save-address-full">
            {rich(t('checkout.save-address.full', { cap }), [(text) => <Link to="/dashboard/addresses">{text}</Link>])}
          </p>
        )}
        {!hydrated && (
          <>
            <p className="field-hint no-script-step">{t('checkout.update-summary.hint')}</p>
            <button type="submit" name="intent" value="quote" className="button button-secondary" formNoValidate>
              {t('checkout.update-summary')}
            </button>
          </>
        )}
      </section>
    </>
  );
}
