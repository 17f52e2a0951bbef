import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refused } from '../../lib/fake-api.test-support';
import { isPhoneIntent, phoneAction } from './phone.server';

describe('phoneAction', () => {
  it('sends a code to the number given, then checks the code entered', async () => {
    const { context, calls } = fakeApi({
      'POST /api/account/phone/code/': ok({}),
      'POST /api/account/phone/verify/': ok({}),
    });
    expect((await phoneAction(context, 'phone_code', { phone: '0803 123 4567' })).data).toEqual({
      phone: true,
      intent: 'phone_code',
      ok: true,
    });
    expect((await phoneAction(context, 'phone_verify', { code: '123456' })).data).toMatchObject({ ok: true });
    expect(calls.map((c) => c.body)).toEqual([{ phone: '0803 123 4567' }, { code: '123456' }]);
  });

  it('a refusal is the field’s own message, not the detail naming the field', async () => {
    const { context } = fakeApi({
      'POST /api/account/phone/verify/': refused(400, 'code: That code is not right', 'invalid', [
        { path: 'code', message: 'That code is not right' },
      ]),
      'POST /api/account/phone/code/': refused(429, 'Too many codes: wait a minute.', 'rate_limited'),
    });
    expect(await phoneAction(context, 'phone_verify', { code: '000000' })).toMatchObject({
      data: { intent: 'phone_verify', ok: false, error: 'That code is not right' },
      init: { status: 400 },
    });
    expect(await phoneAction(context, 'phone_code', {})).toMatchObject({
      data: { ok: false, error: 'Too many codes: wait a minute.' },
      init: { status: 429 },
    });
  });

  it('knows its two intents', () => {
    expect(['phone_code', 'phone_verify', 'names', undefined].map(isPhoneIntent)).toEqual([true, true, false, false]);
  });
});
