import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formValues, validate } from './form-data.server';

describe('formValues', () => {
  it('takes the text fields of a posted form and leaves files out', async () => {
    const form = new FormData();
    form.append('email', 'ada@example.com');
    form.append('password', ' with spaces ');
    form.append('picture', new File(['x'], 'me.png', { type: 'image/png' }));
    const request = new Request('https://shop.test/login', { method: 'POST', body: form });
    expect(await formValues(request)).toEqual({ email: 'ada@example.com', password: ' with spaces ' });
  });

  it('reads a form sent without scripts (urlencoded) too', async () => {
    const request = new Request('https://shop.test/login', {
      method: 'POST',
      body: new URLSearchParams({ email: 'ada@example.com', next: '/cart' }),
    });
    expect(await formValues(request)).toEqual({ email: 'ada@example.com', next: '/cart' });
  });
});

describe('validate', () => {
  const schema = z.object({
    email: z.string().email('Enter a valid e-mail address'),
    age: z.coerce.number().int().min(18, 'You must be 18 or over'),
  });

  it('gives the parsed data', () => {
    expect(validate(schema, { email: 'ada@example.com', age: '30' })).toEqual({
      ok: true,
      data: { email: 'ada@example.com', age: 30 },
    });
  });

  it('gives one message per field, to show beside it', () => {
    expect(validate(schema, { email: 'ada', age: '12' })).toEqual({
      ok: false,
      errors: { email: 'Enter a valid e-mail address', age: 'You must be 18 or over' },
    });
  });
});
