import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';

describe('fieldErrorsOf', () => {
  it('puts each error beside its field, under the prefix of the part of the body the form fills', () => {
    const error = {
      detail: 'address.city: City is required; address.phone: Phone must be a phone number',
      code: 'invalid' as const,
      errors: [
        { path: 'address.city', message: 'City is required' },
        { path: 'address.phone', message: 'Phone must be a phone number' },
      ],
    };
    expect(fieldErrorsOf(error, ['city', 'phone', 'street'], 'address.')).toEqual({
      city: 'City is required',
      phone: 'Phone must be a phone number',
    });
  });

  it('keeps the sentence for the form when an error names no field of the form, or there are none', () => {
    const detail = 'sale_price_usd: too high; slug: taken';
    const error = {
      detail,
      code: 'invalid' as const,
      errors: [
        { path: 'sale_price_usd', message: 'too high' },
        { path: 'slug', message: 'taken' },
      ],
    };
    expect(fieldErrorsOf(error, ['sale_price_usd'])).toEqual({ sale_price_usd: 'too high', form: detail });
    expect(fieldErrorsOf({ detail: 'Out of stock', code: 'out_of_stock' }, ['title'])).toEqual({
      form: 'Out of stock',
    });
  });
});
