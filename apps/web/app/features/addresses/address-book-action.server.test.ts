import { describe, expect, it } from 'vitest';
import { fakeApi, formRequest, lagosAddress as address, ok, refused } from '../../lib/fake-api.test-support';
import { addressBookAction } from './address-book-action.server';

describe('addressBookAction', () => {
  it('adds a new address, trimmed, as the default when asked', async () => {
    const { context, calls } = fakeApi({ 'POST /api/account/addresses/': ok({ addresses: [], cap: 5 }) });
    const answer = await addressBookAction(
      formRequest({ intent: 'save', ...address, city: ' Ikeja ', is_default: 'on' }),
      context,
    );
    expect(answer.data).toEqual({ intent: 'save', ok: true, message: 'checkout.book.saved' });
    expect(calls).toEqual([{ method: 'POST', path: '/api/account/addresses/', body: { address, is_default: true } }]);
  });

  it('edits the address the form names', async () => {
    const { context, calls } = fakeApi({ 'PUT /api/account/addresses/3': ok({ addresses: [], cap: 5 }) });
    await addressBookAction(formRequest({ intent: 'save', id: '3', ...address }), context);
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { address, is_default: false } });
  });

  it('refuses an address with problems before asking, keeping the form as typed', async () => {
    const { context, calls } = fakeApi({});
    const answer = await addressBookAction(formRequest({ intent: 'save', id: '3', ...address, phone: '12' }), context);
    expect(answer).toMatchObject({
      data: {
        intent: 'save',
        ok: false,
        id: 3,
        errorId: 'checkout.book.correct',
        problems: { phone: { id: 'checkout.says.ng-phone', text: expect.stringMatching(/Nigerian number/) } },
        values: { ...address, phone: '12' },
      },
      init: { status: 400 },
    });
    expect(calls).toEqual([]);
  });

  it('puts the API’s refusal beside the address fields', async () => {
    const { context } = fakeApi({
      'POST /api/account/addresses/': refused(409, 'Your address book is full (5).', 'conflict', [
        { path: 'address.street', message: 'Too long' },
      ]),
    });
    const answer = await addressBookAction(formRequest({ intent: 'save', ...address }), context);
    expect(answer).toMatchObject({
      data: { ok: false, error: 'Your address book is full (5).', problems: { street: 'Too long' } },
      init: { status: 409 },
    });
  });

  it('without scripts, a change of state comes back as typed to choose its LGA, asking nothing', async () => {
    const { context, calls } = fakeApi({});
    const answer = await addressBookAction(
      formRequest({ intent: 'lgas', ...address, state: 'Kano', lga: '' }),
      context,
    );
    expect(answer.data).toEqual({
      intent: 'lgas',
      ok: false,
      id: undefined,
      values: { ...address, state: 'Kano', lga: '' },
      problems: {},
    });
    expect(calls).toEqual([]);
  });

  it('deletes and makes default, or says why not', async () => {
    const { context, calls } = fakeApi({
      'DELETE /api/account/addresses/3': ok({}),
      'POST /api/account/addresses/4/default': refused(404, 'No such address.', 'not_found'),
    });
    expect((await addressBookAction(formRequest({ intent: 'delete', id: '3' }), context)).data).toEqual({
      intent: 'delete',
      ok: true,
      message: 'checkout.book.deleted',
    });
    expect(await addressBookAction(formRequest({ intent: 'default', id: '4' }), context)).toMatchObject({
      data: { intent: 'default', ok: false, error: 'No such address.' },
      init: { status: 404 },
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /api/account/addresses/3',
      'POST /api/account/addresses/4/default',
    ]);
  });
});
