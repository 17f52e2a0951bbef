import { describe, expect, it } from 'vitest';
import { fakeApi, formRequest, ok, refused } from '../../lib/fake-api.test-support';
import { pickupStationsAction } from './pickup-stations.server';

const station = {
  name: ' Ikeja City Mall pickup ',
  address: 'Obafemi Awolowo Way, Ikeja',
  state: 'Lagos',
  opening_hours: 'Mon–Sat 9:00–18:00',
  fee_ngn: '1500',
  fee_usd: '1',
  min_days: '1',
  max_days: '3',
};

describe('pickupStationsAction', () => {
  it('adds a station with its fields trimmed', async () => {
    const { context, calls } = fakeApi({
      'POST /api/admin/pickup-stations/': ok({ id: 7, name: 'Ikeja City Mall pickup' }),
    });
    const answer = await pickupStationsAction(formRequest({ intent: 'create', ...station }), context);
    expect(answer.data).toMatchObject({ ok: true, message: '“Ikeja City Mall pickup” has been added.' });
    expect(calls[0]?.body).toEqual({ ...station, name: 'Ikeja City Mall pickup' });
  });

  it('refuses a state outside Nigeria and days out of order before asking', async () => {
    const { context, calls } = fakeApi({});
    const state = await pickupStationsAction(formRequest({ intent: 'create', ...station, state: 'Accra' }), context);
    expect(state.data).toMatchObject({ ok: false, errors: { state: 'Choose one of Nigeria’s 36 states or the FCT' } });
    const days = await pickupStationsAction(
      formRequest({ intent: 'edit', id: '7', ...station, min_days: '5' }),
      context,
    );
    expect(days.data).toMatchObject({
      ok: false,
      errors: { max_days: 'The earliest delivery must not be later than the latest' },
      values: { min_days: '5' },
    });
    expect(calls).toEqual([]);
  });

  it('puts the API’s refusal beside its field', async () => {
    const { context } = fakeApi({
      'PATCH /api/admin/pickup-stations/7': refused(409, 'name: A station has this name', 'conflict', [
        { path: 'name', message: 'A station has this name' },
      ]),
    });
    const answer = await pickupStationsAction(formRequest({ intent: 'edit', id: '7', ...station }), context);
    expect(answer).toMatchObject({ data: { errors: { name: 'A station has this name' } }, init: { status: 409 } });
  });

  it('takes a station off checkout and puts it back', async () => {
    const { context, calls } = fakeApi({ 'PATCH /api/admin/pickup-stations/7': ok({ id: 7, name: 'Ikeja' }) });
    const off = await pickupStationsAction(formRequest({ intent: 'deactivate', id: '7' }), context);
    expect(off.data.message).toBe('“Ikeja” is no longer offered at checkout.');
    const on = await pickupStationsAction(formRequest({ intent: 'activate', id: '7' }), context);
    expect(on.data.message).toBe('“Ikeja” is offered at checkout again.');
    expect(calls.map((c) => c.body)).toEqual([{ active: false }, { active: true }]);
  });
});
