import { describe, expect, it } from 'vitest';
import { fakeApi, formRequest, ok, refused, thrown } from '../../lib/fake-api.test-support';
import { performSavedAction } from './saved-action.server';

describe('performSavedAction', () => {
  it('saves and removes through the API; a fetcher gets { ok }', async () => {
    const { context, calls } = fakeApi({ 'POST /api/saved/': ok({}), 'DELETE /api/saved/5': ok({}) });
    expect((await performSavedAction(formRequest({ intent: 'save', product_id: '5', js: '1' }), context)).data).toEqual(
      {
        ok: true,
      },
    );
    expect(
      (await performSavedAction(formRequest({ intent: 'remove', product_id: '5', js: '1' }), context)).data,
    ).toEqual({ ok: true });
    expect(calls).toEqual([
      { method: 'POST', path: '/api/saved/', body: { product_id: 5 } },
      { method: 'DELETE', path: '/api/saved/5', body: undefined },
    ]);
  });

  it('sends a visitor to sign in, coming back to save the product after, with the cookie the API cleared', async () => {
    const cleared = 'oja_session=; Max-Age=0; Path=/';
    const { context } = fakeApi({
      'POST /api/saved/': refused(401, 'Sign in first.', 'unauthorized', undefined, [cleared]),
    });
    const response = (await thrown(
      performSavedAction(formRequest({ intent: 'save', product_id: '5', js: '1' }), context),
    )) as Response;
    expect(response.headers.get('location')).toBe(`/login?next=${encodeURIComponent('/dashboard/saved?save=5')}`);
    expect(response.headers.get('set-cookie')).toBe(cleared);
  });

  it('without JavaScript goes back to the page it came from', async () => {
    const { context } = fakeApi({ 'DELETE /api/saved/5': ok({}) });
    const response = (await thrown(
      performSavedAction(formRequest({ intent: 'remove', product_id: '5', redirectTo: '/dashboard/saved' }), context),
    )) as Response;
    expect(response.headers.get('location')).toBe('/dashboard/saved');
  });

  it('gives any other refusal as the message, and refuses a bad form without asking', async () => {
    const { context, calls } = fakeApi({ 'POST /api/saved/': refused(404, 'No such product.', 'not_found') });
    expect(await performSavedAction(formRequest({ intent: 'save', product_id: '5' }), context)).toMatchObject({
      data: { ok: false, error: 'No such product.' },
      init: { status: 404 },
    });
    expect(await performSavedAction(formRequest({ intent: 'like', product_id: '5' }), context)).toMatchObject({
      data: { ok: false, error: 'Unknown action.' },
      init: { status: 400 },
    });
    expect(await performSavedAction(formRequest({ intent: 'save', product_id: 'x' }), context)).toMatchObject({
      data: { ok: false, error: 'Choose a product.' },
      init: { status: 400 },
    });
    expect(calls).toHaveLength(1);
  });
});
