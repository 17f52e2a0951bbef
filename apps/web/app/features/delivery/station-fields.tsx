import type { AdminPickupStation } from '@oja/shared/delivery';
import { toDecimalText } from '@oja/shared/money';
import { findNigerianState, nigerianStates } from '@oja/shared/nigeria';
import { InputField, MoneyField, SelectField } from '../../ui/fields';

/** The fields of a pickup station, empty for a new one or filled with a station's values. */
export function StationFields({
  station,
  values,
  errors,
}: {
  station?: AdminPickupStation;
  values?: Record<string, string>;
  errors: Record<string, string>;
}) {
  const value = (name: string, current: string | number | undefined) => values?.[name] ?? (current ?? '').toString();
  return (
    <>
      <div className="field-row">
        <InputField
          label="Station name"
          name="name"
          required
          maxLength={120}
          defaultValue={value('name', station?.name)}
          error={errors.name}
        />
        {/* Stations are offered by state: a typed "Lagoss" would be offered to no one. */}
        <SelectField
          label="State"
          name="state"
          required
          defaultValue={findNigerianState(value('state', station?.state))?.name ?? ''}
          error={errors.state}
        >
          <option value="">Choose the state</option>
          {nigerianStates.map((s) => (
            <option key={s.name} value={s.name}>
              {s.name}
            </option>
          ))}
        </SelectField>
      </div>
      <InputField
        label="Address"
        name="address"
        required
        maxLength={300}
        defaultValue={value('address', station?.address)}
        error={errors.address}
      />
      <InputField
        label="Opening hours"
        name="opening_hours"
        required
        maxLength={200}
        defaultValue={value('opening_hours', station?.opening_hours)}
        hint="For example: Mon–Sat 8:00–19:00"
        error={errors.opening_hours}
      />
      <div className="field-row">
        <MoneyField
          label="Fee (₦)"
          name="fee_ngn"
          required
          defaultValue={value('fee_ngn', station && toDecimalText(station.fee_ngn_kobo))}
          error={errors.fee_ngn}
        />
        <MoneyField
          label="Fee ($)"
          name="fee_usd"
          required
          defaultValue={value('fee_usd', station && toDecimalText(station.fee_usd_cents))}
          error={errors.fee_usd}
        />
      </div>
      <div className="field-row">
        <InputField
          label="Delivery at the earliest (business days)"
          name="min_days"
          type="number"
          min={0}
          max={60}
          required
          defaultValue={value('min_days', station?.min_days)}
          error={errors.min_days}
        />
        <InputField
          label="At the latest (business days)"
          name="max_days"
          type="number"
          min={0}
          max={60}
          required
          defaultValue={value('max_days', station?.max_days)}
          error={errors.max_days}
        />
      </div>
    </>
  );
}
