import { beforeEach, describe, expect, it } from 'vitest';
import { catalogOnly } from '../../../worker/offline-rules';
import { cartChangeForm, keepCartChange, returnCartChanges, takeCartChanges } from '../cart/cart-queue';
import { keptCartChanges, subscribeCartChanges } from '../cart/kept-changes';
import { applyPending, keptForm } from '../cart/use-cart';
import type { Cart } from '@oja/shared/cart';

/** localStorage as browsers have it, for Node. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('cart changes kept offline', () => {
  beforeEach(() => {
    globalThis.localStorage = fakeStorage();
  });

  it('are taken once, in order', () => {
    keepCartChange({ intent: 'add', product_id: 1 });
    keepCartChange({ intent: 'increment', product_id: 1 });
    const taken = takeCartChanges();
    expect(taken.map((c) => c.intent)).toEqual(['add', 'increment']);
    expect(takeCartChanges()).toEqual([]);
  });

  it('changes not sent go back to the front', () => {
    keepCartChange({ intent: 'remove', product_id: 2 });
    const rest = takeCartChanges();
    keepCartChange({ intent: 'add', product_id: 3 });
    returnCartChanges(rest);
    expect(takeCartChanges().map((c) => c.product_id)).toEqual([2, 3]);
  });

  it('an add kept offline shows in the cart (counted, "In cart") until it is taken to be sent: never twice', () => {
    const empty = { items: [] } as unknown as Cart;
    const shown = () => applyPending(empty, keptCartChanges().map(keptForm));
    let told = 0;
    const stop = subscribeCartChanges(() => told++);
    expect(shown().totalQuantity).toBe(0);
    keepCartChange({ intent: 'add', product_id: 5 });
    expect(told).toBe(1);
    expect(shown().has(5)).toBe(true);
    expect(shown().totalQuantity).toBe(1);
    // The same array until something changes (useSyncExternalStore's snapshot).
    expect(keptCartChanges()).toBe(keptCartChanges());
    // Tapped again offline (another card of the same product): still one.
    keepCartChange({ intent: 'add', product_id: 5 });
    expect(shown().totalQuantity).toBe(1);

    // Back online: taken out of the queue and sent; the cart read again then has it, once.
    takeCartChanges();
    expect(localStorage.getItem('oja-cart-queue')).toBeNull();
    expect(shown().totalQuantity).toBe(0);
    expect(told).toBeGreaterThan(2);
    stop();
  });

  it('keep the variant chosen and send it again with the change', () => {
    keepCartChange({ intent: 'add', product_id: 7, variant_id: 12 });
    keepCartChange({ intent: 'increment', product_id: 8 });
    const [withVariant, without] = takeCartChanges();
    expect(Object.fromEntries(cartChangeForm(withVariant!, '/cart'))).toEqual({
      intent: 'add',
      js: '1',
      redirectTo: '/cart',
      product_id: '7',
      variant_id: '12',
    });
    expect(cartChangeForm(without!, '/cart').has('variant_id')).toBe(false);
  });

  it('survive a broken stored value', () => {
    localStorage.setItem('oja-cart-queue', '{not json');
    expect(takeCartChanges()).toEqual([]);
  });
});

describe('pages the worker may keep', () => {
  const kept = (path: string) => catalogOnly(new URL(path, 'https://shop.test'));

  it('the catalogue and content pages, and their data requests', () => {
    for (const path of [
      '/',
      '/_root.data',
      '/categories',
      '/categories/spices',
      '/categories/spices.data',
      '/products/x',
    ])
      expect(kept(path), path).toBe(true);
    for (const path of ['/search', '/offers', '/faq', '/news/a-post']) expect(kept(path), path).toBe(true);
  });

  it('never the cart, checkout, accounts, the dashboard, the back office or the API', () => {
    for (const path of [
      '/cart',
      '/cart.data',
      '/place-order',
      '/checkout',
      '/login',
      '/dashboard',
      '/dashboard/saved',
      '/admin',
      '/admin/orders',
      '/api/cart/',
      '/api/products/',
      '/products/x/review',
    ])
      expect(kept(path), path).toBe(false);
  });
});
