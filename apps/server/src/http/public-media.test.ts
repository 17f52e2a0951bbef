import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';
import { customerWithCart, makeOrder } from '@oja/testing/factories/order-factories';
import { publicMediaUrl, publicSrcset, storedMediaPath, withPublicMediaUrls } from './public-media.ts';

const cdn = 'https://cdn.oja.example/shop-media';
const shop = await createTestApp({ MEDIA_PUBLIC_URL: `${cdn}/` });
const plain = await createTestApp();
const variants = JSON.stringify({ base: '/media/products/abc123', widths: [320, 640], width: 640, height: 480 });

describe('public media URLs (MEDIA_PUBLIC_URL)', () => {
  it('maps /media/… onto the base, srcsets candidate by candidate, and back for stored values', () => {
    expect(publicMediaUrl('/media/products/x.webp', cdn)).toBe(`${cdn}/products/x.webp`);
    expect(publicMediaUrl('/media/products/x.webp', null)).toBe('/media/products/x.webp');
    expect(publicMediaUrl('/elsewhere/x.png', cdn)).toBe('/elsewhere/x.png');
    expect(publicMediaUrl('', cdn)).toBe('');
    expect(publicSrcset('/media/p/a-320.avif 320w, /media/p/a-640.avif 640w', cdn)).toBe(
      `${cdn}/p/a-320.avif 320w, ${cdn}/p/a-640.avif 640w`,
    );
    expect(storedMediaPath(`${cdn}/icons/a.webp`, cdn)).toBe('/media/icons/a.webp');
    expect(storedMediaPath('https://cdn.oja.example/other/a.webp', cdn)).toBe('https://cdn.oja.example/other/a.webp');
    const answer = { image_url: '/media/x.svg' };
    expect(withPublicMediaUrls(answer, null)).toBe(answer);
  });
});

describe.each([
  ['set', shop, (path: string) => `${cdn}/${path}`],
  ['unset', plain, (path: string) => `/media/${path}`],
])('media URLs in API answers, MEDIA_PUBLIC_URL %s', (_name, { app, db }, url) => {
  let slug: string;
  let categoryId: number;
  let productId: number;
  beforeAll(async () => {
    const category = await makeCategory(db, { slug: 'spices' });
    categoryId = category.id;
    await db
      .updateTable('categories')
      .set({ icon: '/media/icons/spices.webp' })
      .where('id', '=', category.id)
      .execute();
    const product = await makeProduct(db, category.id, {
      image_url: '/media/products/abc123-640.webp',
      image_variants: variants,
    });
    slug = product.slug;
    productId = product.id;
  });

  const expectProduct = (p: { image_url: string; images: { avif: string; webp: string } | null }) => {
    expect(p.image_url).toBe(url('products/abc123-640.webp'));
    expect(p.images).toMatchObject({
      avif: `${url('products/abc123-320.avif')} 320w, ${url('products/abc123-640.avif')} 640w`,
      webp: `${url('products/abc123-320.webp')} 320w, ${url('products/abc123-640.webp')} 640w`,
    });
  };

  it('the catalogue: products, one product, categories with icons and products, cached answers too', async () => {
    for (let round = 0; round < 2; round++) {
      // The second round is answered from the catalogue cache.
      const list = await app.inject('/api/products/?category=spices');
      expectProduct(list.json()[0]);
      expectProduct((await app.inject(`/api/products/${slug}/`)).json());
      const categories = (await app.inject('/api/categories/')).json();
      const spices = categories.find((c: { slug: string }) => c.slug === 'spices');
      expect(spices.icon).toBe(url('icons/spices.webp'));
      expectProduct(spices.products[0]);
    }
    expectProduct((await app.inject('/api/all-products?category=spices')).json()[0]);
  });

  it('the cart, an order (the original ?order_id=) and the profile', async () => {
    const customer = await customerWithCart(app, db, [[productId, 1]]);
    const cart = (await app.inject({ url: '/api/cart/', headers: customer.auth })).json();
    expect(JSON.stringify(cart)).toContain(`"image_url":"${url('products/abc123-640.webp')}"`);
    const order = await makeOrder(db, customer.user.id, [{ productId }], { state: 'opened' });
    const one = await app.inject({ url: `/api/orders/?order_id=${order.order_ref}`, headers: customer.auth });
    expect(one.json()[0].items[0].image_url).toBe(url('products/abc123-640.webp'));
    await db
      .updateTable('users')
      .set({ profile_image_url: '/media/avatars/me.webp' })
      .where('id', '=', customer.user.id)
      .execute();
    for (const path of ['/api/me/', '/api/profile/']) {
      const me = (await app.inject({ url: path, headers: customer.auth })).json();
      expect(JSON.stringify(me)).toContain(`"profile_image_url":"${url('avatars/me.webp')}"`);
    }
  });

  it('the back office: products, categories and an order; the database keeps /media/ paths', async () => {
    const staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
    const products = await app.inject({ url: '/api/admin/products/', headers: staff });
    expect(JSON.stringify(products.json())).toContain(`"image_url":"${url('products/abc123-640.webp')}"`);
    const category = (await app.inject({ url: `/api/admin/categories/${categoryId}`, headers: staff })).json();
    expect(category.icon).toBe(url('icons/spices.webp'));
    const customer = await makeSignedInUser(db);
    const order = await makeOrder(db, customer.user.id, [{ productId }], { state: 'opened' });
    const adminOrder = await app.inject({ url: `/api/admin/orders/${order.id}`, headers: staff });
    expect(JSON.stringify(adminOrder.json())).toContain(`"image_url":"${url('products/abc123-640.webp')}"`);
    // The edit form shows the URL as answered and may send it back unchanged.
    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/categories/${categoryId}`,
      headers: staff,
      payload: { icon: category.icon },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().icon).toBe(url('icons/spices.webp'));
    const row = await db.selectFrom('categories').select('icon').where('id', '=', categoryId).executeTakeFirstOrThrow();
    expect(row.icon).toBe('/media/icons/spices.webp');
    const stored = await db
      .selectFrom('products')
      .select('image_url')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(stored.image_url).toBe('/media/products/abc123-640.webp');
  });
});

describe('values sent back with MEDIA_PUBLIC_URL set', () => {
  it('stores an image_url on the base as its /media/ path, and still refuses other sites', async () => {
    const { app, db } = shop;
    await makeCategory(db, { slug: 'grains' });
    const staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
    const add = (image_url: string) =>
      app.inject({
        method: 'POST',
        url: '/api/add-product',
        headers: staff,
        payload: { title: `Rice ${image_url.length}`, price: 1, price_naira: 1, category: 'grains', image_url },
      });
    const res = await add(`${cdn}/demo/rice.svg`);
    expect(res.statusCode).toBe(201);
    expect(res.json().image_url).toBe(`${cdn}/demo/rice.svg`);
    const row = await db
      .selectFrom('products')
      .select('image_url')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.image_url).toBe('/media/demo/rice.svg');
    const other = await add('https://cdn.oja.example/elsewhere/rice.svg');
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toMatch(/image_url: Use a path on this shop/);
  });
});
