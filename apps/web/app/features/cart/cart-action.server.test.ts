import { describe, expect, it } from 'vitest';
import { fakeApi, formRequest, ok, refused, thrown } from '../../lib/fake-api.test-support';
import { performCartAction } from './cart-action.server';

const guestCookie = 'oja_cart=abc; Path=/; HttpOnly; SameSite=Lax';
const cart = ok({ items: [] }, { setCookies: [guestCookie] });

describe('performCartAction', () => {
  it.each([
    ['add', { product_id: '5' }, 'POST /api/cart/items/', { product_id: 5 }],
    ['add', { product_id: '5', variant_id: '9' }, 'POST /api/cart/items/', { product_id: 5, variant_id: 9 }],
    ['increment', { product_id: '5' }, 'POST /api/cart/items/5/increment', undefined],
    ['decrement', { product_id: '5', variant_id: '9' }, 'POST /api/cart/items/5/decrement?variant=9', undefined],
    ['remove', { product_id: '5' }, 'DELETE /api/cart/items/5', undefined],
    ['remove', { product_id: '5', variant_id: '9' }, 'DELETE /api/cart/items/5?variant=9', undefined],
    ['empty', {}, 'DELETE /api/cart/', undefined],
  ])('%s %o asks the API for %s', async (intent, fields, call, body) => {
    const { context, calls } = fakeApi({ [call]: cart });
    const answer = await performCartAction(formRequest({ intent, js: '1', ...fields }), context);
    expect(answer.data).toEqual({ ok: true });
    expect(calls).toEqual([{ method: call.split(' ')[0], path: call.split(' ')[1], body }]);
  });

  it('hands the guest cart cookie the API set to the browser', async () => {
    const { context } = fakeApi({ 'POST /api/cart/items/': cart });
    const answer = await performCartAction(formRequest({ intent: 'add', product_id: '5', js: '1' }), context);
    expect(new Headers(answer.init?.headers).get('set-cookie')).toBe(guestCookie);
  });

  it('without JavaScript, sends the browser back to the page it came from (on this site only), with the cookie', async () => {
    const { context } = fakeApi({ 'POST /api/cart/items/': cart });
    const back = (await thrown(
      performCartAction(
        formRequest({ intent: 'add', product_id: '5', redirectTo: '/products/ofada-rice?x=1' }),
        context,
      ),
    )) as Response;
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/products/ofada-rice?x=1');
    expect(back.headers.get('set-cookie')).toBe(guestCookie);
    const elsewhere = (await thrown(
      performCartAction(formRequest({ intent: 'add', product_id: '5', redirectTo: '//evil.example/' }), context),
    )) as Response;
    expect(elsewhere.headers.get('location')).toBe('/');
  });

  it('gives the API’s refusal with its status', async () => {
    const { context } = fakeApi({ 'POST /api/cart/items/5/increment': refused(409, 'Only 2 left.', 'out_of_stock') });
    const answer = await performCartAction(formRequest({ intent: 'increment', product_id: '5' }), context);
    expect(answer).toMatchObject({ data: { ok: false, error: 'Only 2 left.' }, init: { status: 409 } });
  });

  it.each([
    ['an unknown intent', { intent: 'steal', product_id: '5' }, 'Unknown cart action.'],
    ['no product', { intent: 'add' }, 'Choose a product.'],
    ['a product id that is not one', { intent: 'remove', product_id: '-3' }, 'Choose a product.'],
    ['a variant id that is not one', { intent: 'add', product_id: '5', variant_id: '1.5' }, 'Choose a variant.'],
    ['an empty variant', { intent: 'add', product_id: '5', variant_id: '' }, 'Choose a variant.'],
  ])('refuses %s without asking the API', async (_case, fields, error) => {
    const { context, calls } = fakeApi({});
    const answer = await performCartAction(formRequest(fields), context);
    expect(answer).toMatchObject({ data: { ok: false, error }, init: { status: 400 } });
    expect(calls).toEqual([]);
  });
});
