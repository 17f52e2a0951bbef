import { describe, expect, it } from 'vitest';
import { fakeApi, formRequest, ok, refused, type FakeAnswer } from '../../lib/fake-api.test-support';
import { promotionsAction } from './promotions.server';

const shop = ok({ time_zone: 'Africa/Lagos', public_url: 'https://oja.example' });
const api = (answers: Record<string, FakeAnswer> = {}) => fakeApi({ 'GET /api/shop/': shop, ...answers });
const sent = (calls: { method: string }[]) => calls.filter((c) => c.method !== 'GET');

// 1 December 2026, 09:00 in Lagos (UTC+1) is 08:00 UTC.
const decemberMorning = Date.UTC(2026, 11, 1, 8, 0);

describe('promotionsAction: vouchers', () => {
  it('sends a new voucher with dates read in the shop’s time zone, empty limits as none, boxes as booleans', async () => {
    const { context, calls } = api({ 'POST /api/admin/vouchers/': ok({ id: 4, code: 'DETTY10' }) });
    const answer = await promotionsAction(
      formRequest({
        intent: 'create-voucher',
        code: ' DETTY10 ',
        description: 'Detty December',
        kind: 'percent',
        percent: '10',
        amount_ngn: '',
        amount_usd: '',
        min_spend_ngn: '20000',
        min_spend_usd: '',
        starts_at: '2026-12-01T09:00',
        ends_at: '',
        usage_limit: ' ',
        per_customer_limit: '1',
        first_order_only: 'on',
      }),
      context,
    );
    expect(answer).toMatchObject({
      data: { ok: true, message: 'The voucher DETTY10 has been added.' },
      init: { status: 200 },
    });
    expect(sent(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/vouchers/',
        body: {
          code: 'DETTY10',
          description: 'Detty December',
          kind: 'percent',
          percent: '10',
          amount_ngn: '0',
          amount_usd: '0',
          min_spend_ngn: '20000',
          min_spend_usd: '0',
          starts_at: decemberMorning,
          ends_at: null,
          usage_limit: null,
          per_customer_limit: '1',
          first_order_only: true,
          free_delivery: false,
        },
      },
    ]);
  });

  it('refuses what the API’s own schema refuses, beside the fields, keeping what was typed, without sending', async () => {
    const { context, calls } = api();
    const values = {
      intent: 'create-voucher',
      code: 'XMAS',
      kind: 'fixed',
      amount_ngn: '',
      amount_usd: '5',
      starts_at: '2026-12-24T10:00',
      ends_at: '2026-12-24T09:00',
    };
    const answer = await promotionsAction(formRequest(values), context);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      errors: { amount_ngn: 'Enter the amount off in naira', ends_at: 'The end must be after the start' },
      values,
    });
    expect(sent(calls)).toEqual([]);
  });

  it('puts the API’s refusal beside the field it names', async () => {
    const { context } = api({
      'PATCH /api/admin/vouchers/4': refused(409, 'code: A voucher with this code exists', 'conflict', [
        { path: 'code', message: 'A voucher with this code exists' },
      ]),
    });
    const answer = await promotionsAction(
      formRequest({ intent: 'edit-voucher', id: '4', code: 'DETTY10', kind: 'percent', percent: '10' }),
      context,
    );
    expect(answer).toMatchObject({
      data: { ok: false, errors: { code: 'A voucher with this code exists' } },
      init: { status: 409 },
    });
  });

  it('deactivates and reactivates', async () => {
    const { context, calls } = api({ 'PATCH /api/admin/vouchers/4': ok({ id: 4, code: 'DETTY10' }) });
    const off = await promotionsAction(formRequest({ intent: 'toggle-voucher', id: '4', active: 'false' }), context);
    expect(off.data).toMatchObject({ ok: true, message: 'The voucher DETTY10 is deactivated.' });
    const on = await promotionsAction(formRequest({ intent: 'toggle-voucher', id: '4', active: 'true' }), context);
    expect(on.data).toMatchObject({ ok: true, message: 'The voucher DETTY10 is active again.' });
    expect(sent(calls).map((c) => (c as { body?: unknown }).body)).toEqual([{ active: false }, { active: true }]);
  });
});

describe('promotionsAction: promotions', () => {
  it('sends a buy X get Y for every product (no category) and names it back', async () => {
    const { context, calls } = api({ 'POST /api/admin/promotions/': ok({ id: 9, name: 'Buy 2 get 1' }) });
    const answer = await promotionsAction(
      formRequest({
        intent: 'create-promotion',
        name: ' Buy 2 get 1 ',
        kind: 'buy_x_get_y',
        category_id: '',
        percent: '',
        buy_quantity: '2',
        free_quantity: '1',
        starts_at: '',
        ends_at: '2026-12-01T09:00',
      }),
      context,
    );
    expect(answer.data).toMatchObject({ ok: true, message: '“Buy 2 get 1” has been added.' });
    expect(sent(calls)[0]).toMatchObject({
      path: '/api/admin/promotions/',
      body: {
        name: 'Buy 2 get 1',
        kind: 'buy_x_get_y',
        category_id: null,
        percent: '0',
        buy_quantity: '2',
        free_quantity: '1',
        starts_at: null,
        ends_at: decemberMorning,
      },
    });
  });

  it.each([
    ['a percentage off with no percentage', {}, { percent: 'Enter a percentage from 1 to 100' }],
    ['a start that is not a date', { percent: '10', starts_at: 'next week' }, { starts_at: 'Enter a date and time' }],
  ])('refuses %s before the API', async (_case, fields, errors) => {
    const { context, calls } = api();
    const answer = await promotionsAction(
      formRequest({
        intent: 'create-promotion',
        name: 'Spice week',
        kind: 'category_percent',
        category_id: '3',
        ...fields,
      }),
      context,
    );
    expect(answer.data).toMatchObject({ ok: false, errors });
    expect(sent(calls)).toEqual([]);
  });

  it('edits one, and reactivates one by its name', async () => {
    const { context, calls } = api({ 'PATCH /api/admin/promotions/9': ok({ id: 9, name: 'Spice week' }) });
    const saved = await promotionsAction(
      formRequest({
        intent: 'edit-promotion',
        id: '9',
        name: 'Spice week',
        kind: 'category_percent',
        category_id: '3',
        percent: '15',
      }),
      context,
    );
    expect(saved.data).toMatchObject({ ok: true, message: '“Spice week” has been saved.' });
    expect(sent(calls)[0]).toMatchObject({ body: { category_id: 3, percent: '15' } });
    const on = await promotionsAction(formRequest({ intent: 'toggle-promotion', id: '9', active: 'true' }), context);
    expect(on.data).toMatchObject({ ok: true, message: '“Spice week” is active again.' });
  });

  it('an unknown form is refused', async () => {
    const { context } = api();
    expect((await promotionsAction(formRequest({ intent: 'delete-everything' }), context)).data).toMatchObject({
      ok: false,
      errors: { form: 'Unknown form.' },
    });
  });
});
