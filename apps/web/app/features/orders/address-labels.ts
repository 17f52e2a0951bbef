import type { AddressField } from '@oja/shared/address-rules';
import type { MessageId } from '../../i18n/i18n';

/** An address field's label, as the forms show it. */
export const addressFieldLabels: Record<AddressField, MessageId> = {
  street: 'checkout.field.street',
  city: 'checkout.field.city',
  state: 'checkout.field.state',
  lga: 'checkout.field.lga',
  country: 'checkout.field.country',
  postal_code: 'checkout.field.postal_code',
  phone: 'field.phone',
};
