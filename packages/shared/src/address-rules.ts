import { findCountry } from './countries.ts';
import { findLga, findNigerianState } from './nigeria.ts';
import { isForeignNumber, nigerianPhone } from './phone.ts';
import { said, type SharedMessage } from './said.ts';

/**
 * The rules of a shipping address, without zod, so the browser checks a form with the very same
 * rules and messages as the server (which builds its schema from them).
 *
 * A Nigerian address names one of the 36 states or the FCT and, in the forms, its local government
 * area (`lga`); its postal code is optional and its phone may be written the local way
 * ("0803 123 4567"), stored as +234… Other countries keep a free-text state and a postal code.
 */
export const addressFields = ['street', 'city', 'state', 'lga', 'country', 'postal_code', 'phone'] as const;
export type AddressField = (typeof addressFields)[number];

interface FieldRule {
  label: string;
  max: number;
  pattern?: RegExp;
  patternMessage?: SharedMessage;
  check?: (value: string) => SharedMessage | undefined;
}

export const addressRules: Record<AddressField, FieldRule> = {
  street: { label: 'Street address', max: 200 },
  city: { label: 'City', max: 100 },
  state: { label: 'State/region', max: 100 },
  lga: { label: 'Local government area', max: 100 },
  country: {
    label: 'Country',
    max: 60,
    check: (v) => (findCountry(v) ? undefined : said('checkout.says.country', 'Choose a country from the list')),
  },
  postal_code: {
    label: 'Postal code',
    max: 20,
    pattern: /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    patternMessage: said('checkout.says.postal-code', 'Postal code may only have letters, digits, spaces and hyphens'),
  },
  phone: {
    label: 'Phone',
    max: 30,
    pattern: /^\+?[0-9][0-9 ()-]{5,}$/,
    patternMessage: said('checkout.says.phone', 'Phone must be a phone number, e.g. +234 803 123 4567'),
  },
};

/**
 * The address rules' messages by key (decision 0084). `field` in the values is the field's key
 * (`city`): the page says the field's label in its language.
 */
export const requiredMessage = (field: AddressField) =>
  said('checkout.says.required', `${addressRules[field].label} is required`, { field });
export const tooLongMessage = (field: AddressField) =>
  said('checkout.says.too-long', `${addressRules[field].label} must be at most ${addressRules[field].max} characters`, {
    field,
    max: addressRules[field].max,
  });

export const nigerianMessages = {
  state: said('checkout.says.ng-state', 'Choose a state from the list'),
  lga: said('checkout.says.ng-lga', 'Choose a local government area of the state from the list'),
  phone: said(
    'checkout.says.ng-phone',
    'Phone must be a Nigerian number, e.g. 0803 123 4567, or start with another country code',
  ),
};

/** True when a country text names Nigeria ("NG", "Nigeria", "naija"). */
export const isNigeria = (country: string | undefined) => findCountry(country ?? '')?.code === 'NG';

/** Fields a form leaves out for the country: only Nigeria has the LGA. */
export const optionalFields = (country: string | undefined): readonly AddressField[] =>
  isNigeria(country) ? ['postal_code'] : ['lga'];

/**
 * The problem with one field's value (already trimmed), or undefined when it is fine. `country` is
 * the address's country as typed so far: it decides what a Nigerian state, LGA and phone must be.
 * `state` is needed only to check an LGA.
 */
export function addressFieldProblem(
  field: AddressField,
  value: string,
  context: { country?: string; state?: string } = {},
): SharedMessage | undefined {
  const rule = addressRules[field];
  const ng = isNigeria(context.country);
  if (value === '') return optionalFields(context.country).includes(field) ? undefined : requiredMessage(field);
  if (value.length > rule.max) return tooLongMessage(field);
  if (ng && field === 'state') return findNigerianState(value) ? undefined : nigerianMessages.state;
  if (ng && field === 'lga') {
    const state = findNigerianState(context.state ?? '');
    return !state || findLga(state, value) ? undefined : nigerianMessages.lga;
  }
  if (ng && field === 'phone' && !isForeignNumber(value)) {
    return nigerianPhone(value) ? undefined : nigerianMessages.phone;
  }
  if (rule.pattern && !rule.pattern.test(value)) return rule.patternMessage;
  return rule.check?.(value);
}

/** Each field's problem: a rule's message by key, or (from an API answer) a text as it came. */
export type AddressProblems = Partial<Record<AddressField, SharedMessage | string>>;

/** Every problem of an address as a form has it (the LGA required in Nigeria). */
export function addressProblems(values: Partial<Record<AddressField, string>>): AddressProblems {
  const problems: AddressProblems = {};
  const context = { country: values.country?.trim(), state: values.state?.trim() };
  for (const field of addressFields) {
    const problem = addressFieldProblem(field, (values[field] ?? '').trim(), context);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * The address as stored: a Nigerian state and LGA with the list's spelling ("lagos state" →
 * "Lagos", "Abuja" → "Federal Capital Territory"), a Nigerian phone as +234…; elsewhere no LGA.
 * Call it on an address without problems.
 */
export function normalisedAddress<T extends Partial<Record<AddressField, string>>>(address: T): T {
  if (!isNigeria(address.country)) return address.lga === undefined ? address : { ...address, lga: '' };
  const state = findNigerianState(address.state ?? '');
  const lga = state && address.lga ? findLga(state, address.lga) : undefined;
  const phone = address.phone && !isForeignNumber(address.phone) ? nigerianPhone(address.phone) : undefined;
  return {
    ...address,
    ...(state && { state: state.name }),
    ...(lga && { lga }),
    ...(phone && { phone }),
  };
}
