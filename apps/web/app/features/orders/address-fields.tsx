import { addressRules, type AddressField, type AddressProblems } from '@oja/shared/address-rules';
import { countries } from '@oja/shared/countries';

/** Nigeria and the United States first: most orders go there. */
const firstCountries = ['NG', 'US'];
const countryOptions = [
  ...firstCountries.map((code) => countries.find((c) => c.code === code)!),
  ...countries.filter((c) => !firstCountries.includes(c.code)),
];

interface AddressFieldsProps {
  values: Partial<Record<AddressField, string>>;
  problems: AddressProblems;
  onCountryOrStateChange?: (field: 'country' | 'state', value: string) => void;
}

const autoComplete: Record<AddressField, string> = {
  street: 'shipping street-address',
  city: 'shipping address-level2',
  state: 'shipping address-level1',
  country: 'shipping country',
  postal_code: 'shipping postal-code',
  phone: 'shipping tel',
};

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null;
}

/** "02. Shipping Details": every field required, checked in the browser and again by the server. */
export function AddressFields({ values, problems, onCountryOrStateChange }: AddressFieldsProps) {
  const field = (name: AddressField, input: React.ReactNode) => (
    <div className={`field field-${name}`}>
      <label htmlFor={`address-${name}`}>{addressRules[name].label}</label>
      {input}
      <FieldError id={`address-${name}-error`} message={problems[name]} />
    </div>
  );
  const common = (name: AddressField) => ({
    id: `address-${name}`,
    name,
    required: true,
    maxLength: addressRules[name].max,
    autoComplete: autoComplete[name],
    defaultValue: values[name] ?? '',
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `address-${name}-error` : undefined,
  });
  return (
    <div className="address-fields">
      {field('street', <input type="text" {...common('street')} />)}
      {field('city', <input type="text" {...common('city')} />)}
      {field(
        'state',
        <input type="text" {...common('state')} onChange={(e) => onCountryOrStateChange?.('state', e.target.value)} />,
      )}
      {field(
        'country',
        <select {...common('country')} onChange={(e) => onCountryOrStateChange?.('country', e.target.value)}>
          <option value="">Choose your country</option>
          {countryOptions.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>,
      )}
      {field('postal_code', <input type="text" inputMode="text" {...common('postal_code')} />)}
      {field('phone', <input type="tel" {...common('phone')} />)}
    </div>
  );
}
