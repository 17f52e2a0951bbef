import { useT } from '../../i18n/i18n';
import type { SavedAddress } from '@oja/shared/addresses';

/** One line for an address in a list: "12 Broad Street, Lagos Island, Lagos". */
export const addressLine = (a: SavedAddress) =>
  [a.street, a.city, a.lga, a.state, a.postal_code, a.country_name].filter((p) => p !== '').join(', ');

/** "Deliver to": choose one of the saved addresses to fill the form with. */
export function SavedAddressPicker({
  addresses,
  chosen,
  onChoose,
}: {
  addresses: SavedAddress[];
  chosen: number | undefined;
  onChoose: (address: SavedAddress | undefined) => void;
}) {
  const t = useT();
  if (addresses.length === 0) return null;
  return (
    <div className="field saved-address-picker">
      <label htmlFor="saved-address">{t('checkout.saved-address')}</label>
      <select
        id="saved-address"
        value={chosen ?? ''}
        onChange={(e) => onChoose(addresses.find((a) => a.id === Number(e.target.value)))}
      >
        <option value="">{t('checkout.new-address')}</option>
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {a.is_default ? `${t('checkout.default-address')} ` : ''}
            {addressLine(a)}
          </option>
        ))}
      </select>
    </div>
  );
}
