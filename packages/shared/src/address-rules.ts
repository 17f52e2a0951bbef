import { findCountry } from './countries.ts';

/**
 * The rules of a shipping address, without zod, so the browser checks a form with the very same
 * rules and messages as the server (which builds its schema from them).
 */
export const addressFields = ['street', 'city', 'state', 'country', 'postal_code', 'phone'] as const;
export type AddressField = (typeof addressFields)[number];

interface FieldRule {
  label: string;
  max: number;
  pattern?: RegExp;
  patternMessage?: string;
  check?: (value: string) => string | undefined;
}

export const addressRules: Record<AddressField, FieldRule> = {
  street: { label: 'Street address', max: 200 },
  city: { label: 'City', max: 100 },
  state: { label: 'State/region', max: 100 },
  country: {
    label: 'Country',
    max: 60,
    check: (v) => (findCountry(v) ? undefined : 'Choose a country from the list'),
  },
  postal_code: {
    label: 'Postal code',
    max: 20,
    pattern: /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    patternMessage: 'Postal code may only have letters, digits, spaces and hyphens',
  },
  phone: {
    label: 'Phone',
    max: 30,
    pattern: /^\+?[0-9][0-9 ()-]{5,}$/,
    patternMessage: 'Phone must be a phone number, e.g. +234 803 123 4567',
  },
};

export const requiredMessage = (field: AddressField) => `${addressRules[field].label} is required`;
export const tooLongMessage = (field: AddressField) =>
  `${addressRules[field].label} must be at most ${addressRules[field].max} characters`;

/** The problem with one field's value (already trimmed), or undefined when it is fine. */
export function addressFieldProblem(field: AddressField, value: string): string | undefined {
  const rule = addressRules[field];
  if (value === '') return requiredMessage(field);
  if (value.length > rule.max) return tooLongMessage(field);
  if (rule.pattern && !rule.pattern.test(value)) return rule.patternMessage;
  return rule.check?.(value);
}

export type AddressProblems = Partial<Record<AddressField, string>>;

export function addressProblems(values: Partial<Record<AddressField, string>>): AddressProblems {
  const problems: AddressProblems = {};
  for (const field of addressFields) {
    const problem = addressFieldProblem(field, (values[field] ?? '').trim());
    if (problem) problems[field] = problem;
  }
  return problems;
}
