import { useCallback } from 'react';
import {
  addressFields,
  addressRules,
  nigerianMessages,
  requiredMessage,
  tooLongMessage,
  type AddressField,
} from '@oja/shared/address-rules';
import { useT, type MessageId, type MessageValues } from '../../i18n/i18n';

/** An address field's label, as the forms show it. */
export const addressFieldLabels: Record<AddressField, MessageId> = {
  street: 'checkout.field.street',
  city: 'checkout.field.city',
  state: 'checkout.field.state',
  lga: 'checkout.field.lga',
  country: 'checkout.field.country',
  postal_code: 'checkout.field.postal_code',
  phone: 'checkout.field.phone',
};

type Said = { id: MessageId; field?: AddressField; max?: number };

/**
 * The shared address rules' messages (address-rules.ts: the browser's checks and the API's field
 * errors) by their code: required / too long per field, the patterns, the Nigerian lists.
 */
const addressTexts = new Map<string, Said>([
  ...addressFields.flatMap((field): [string, Said][] => [
    [requiredMessage(field), { id: 'checkout.says.required', field }],
    [tooLongMessage(field), { id: 'checkout.says.too-long', field, max: addressRules[field].max }],
  ]),
  [addressRules.country.check?.('') ?? '', { id: 'checkout.says.country' }],
  [addressRules.postal_code.patternMessage ?? '', { id: 'checkout.says.postal-code' }],
  [addressRules.phone.patternMessage ?? '', { id: 'checkout.says.phone' }],
  [nigerianMessages.state, { id: 'checkout.says.ng-state' }],
  [nigerianMessages.lga, { id: 'checkout.says.ng-lga' }],
  [nigerianMessages.phone, { id: 'checkout.says.ng-phone' }],
]);

/** `const say = useAddressText(); say(problems.city)`: an address field's problem translated. */
export function useAddressText() {
  const t = useT();
  return useCallback(
    <S extends string | undefined>(text: S): S | string => {
      const said = text ? addressTexts.get(text) : undefined;
      if (!said) return text;
      const values: MessageValues = {};
      if (said.field) values.field = t(addressFieldLabels[said.field]);
      if (said.max !== undefined) values.max = said.max;
      const out = t(said.id, values);
      return out === said.id ? text : out;
    },
    [t],
  );
}
