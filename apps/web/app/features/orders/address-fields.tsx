import { useState } from 'react';
import {
  addressRules,
  isNigeria,
  optionalFields,
  type AddressField,
  type AddressProblems,
} from '@oja/shared/address-rules';
import { findNigerianState, nigerianStates } from '@oja/shared/nigeria';
import { useT } from '../../i18n/i18n';
import { useSay, type Said } from '../../i18n/say';
import { addressFieldLabels } from './address-labels';
import { useCountryChoices } from './country-names';

interface AddressFieldsProps {
  values: Partial<Record<AddressField, string>>;
  problems: AddressProblems;
  onCountryOrStateChange?: (field: 'country' | 'state', value: string) => void;
  /** Prefix of the inputs' ids, when a page has more than one address form. */
  idPrefix?: string;
}

const autoComplete: Record<AddressField, string> = {
  street: 'shipping street-address',
  city: 'shipping address-level2',
  state: 'shipping address-level1',
  lga: 'off',
  country: 'shipping country',
  postal_code: 'shipping postal-code',
  phone: 'shipping tel',
};

/** An address field's problem: a rule's message names its field by key (`field`), said as its label. */
function FieldError({ id, message }: { id: string; message?: Said }) {
  const t = useT();
  const say = useSay();
  if (!message) return null;
  const field = typeof message === 'object' ? message.values?.field : undefined;
  const named =
    typeof message === 'object' && typeof field === 'string' && field in addressFieldLabels
      ? { ...message, values: { ...message.values, field: t(addressFieldLabels[field as AddressField]) } }
      : message;
  return (
    <p className="field-error" id={id}>
      {say(named)}
    </p>
  );
}

/**
 * "02. Shipping Details", checked in the browser and again by the server. In Nigeria the state and
 * its local government area are chosen from lists, the postal code is optional and the phone may
 * be written the local way (0803 123 4567); elsewhere the state is free text and the postal code
 * required. The country list is Nigeria first, then every country by name.
 */
export function AddressFields({ values, problems, onCountryOrStateChange, idPrefix = 'address' }: AddressFieldsProps) {
  const [country, setCountry] = useState(values.country ?? '');
  const [state, setState] = useState(values.state ?? '');
  const ng = isNigeria(country);
  const nigerianState = ng ? findNigerianState(state) : undefined;
  const optional = optionalFields(country);
  const id = (name: AddressField) => `${idPrefix}-${name}`;
  const t = useT();
  const countries = useCountryChoices();

  const field = (name: AddressField, input: React.ReactNode, label: string = t(addressFieldLabels[name])) => (
    <div className={`field field-${name}`}>
      <label htmlFor={id(name)}>
        {label}
        {optional.includes(name) && <span className="muted"> {t('checkout.field.optional')}</span>}
      </label>
      {input}
      <FieldError id={`${id(name)}-error`} message={problems[name]} />
    </div>
  );
  const common = (name: AddressField) => ({
    id: id(name),
    name,
    required: !optional.includes(name),
    maxLength: addressRules[name].max,
    autoComplete: autoComplete[name],
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id(name)}-error` : undefined,
  });
  const changeCountry = (value: string) => {
    setCountry(value);
    onCountryOrStateChange?.('country', value);
  };
  const changeState = (value: string) => {
    setState(value);
    onCountryOrStateChange?.('state', value);
  };

  return (
    <div className="address-fields">
      {field('street', <input type="text" {...common('street')} defaultValue={values.street ?? ''} />)}
      {field(
        'country',
        <select {...common('country')} value={country} onChange={(e) => changeCountry(e.target.value)}>
          <option value="">{t('checkout.field.choose-country')}</option>
          {countries.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>,
      )}
      {ng
        ? field(
            'state',
            <select
              {...common('state')}
              value={nigerianState?.name ?? ''}
              onChange={(e) => changeState(e.target.value)}
            >
              <option value="">{t('checkout.field.choose-state')}</option>
              {nigerianStates.map((s) => (
                <option key={s.name} value={s.name}>
                  {s.name}
                </option>
              ))}
            </select>,
            t('checkout.field.state-ng'),
          )
        : field(
            'state',
            <input type="text" {...common('state')} value={state} onChange={(e) => changeState(e.target.value)} />,
          )}
      {ng &&
        field(
          'lga',
          // Keyed by the state: a new state starts with no LGA chosen.
          <select
            key={nigerianState?.name ?? ''}
            {...common('lga')}
            defaultValue={nigerianState?.lgas.find((l) => l.toLowerCase() === values.lga?.toLowerCase()) ?? ''}
            disabled={!nigerianState}
          >
            <option value="">{nigerianState ? t('checkout.field.choose-lga') : t('checkout.field.state-first')}</option>
            {nigerianState?.lgas.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>,
        )}
      {field(
        'city',
        <input type="text" {...common('city')} defaultValue={values.city ?? ''} />,
        ng ? t('checkout.field.city-ng') : undefined,
      )}
      {field(
        'postal_code',
        <input type="text" inputMode="text" {...common('postal_code')} defaultValue={values.postal_code ?? ''} />,
      )}
      {field(
        'phone',
        <input
          type="tel"
          {...common('phone')}
          defaultValue={values.phone ?? ''}
          placeholder={ng ? '0803 123 4567' : undefined}
        />,
      )}
    </div>
  );
}
