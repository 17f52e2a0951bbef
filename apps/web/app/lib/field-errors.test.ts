import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, fieldMessageOf } from './field-errors';

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

describe('fieldMessageOf (QA E21)', () => {
  it('says the field’s own message, without the field’s name, and the detail when the field is not named', () => {
    const error = {
      detail: 'code: Kóòdù yẹn kò tọ̀nà',
      code: 'invalid' as const,
      errors: [{ path: 'code', message: 'Kóòdù yẹn kò tọ̀nà' }],
    };
    expect(fieldMessageOf(error, 'code')).toBe('Kóòdù yẹn kò tọ̀nà');
    expect(fieldMessageOf({ detail: 'Too many codes.', code: 'rate_limited' }, 'code')).toBe('Too many codes.');
  });
});
