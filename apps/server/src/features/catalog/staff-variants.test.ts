import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stockAdjustmentSchema } from '@oja/shared/admin';
import { adminGalleryListSchema, adminVariantListSchema } from '@oja/shared/admin-variants';
import { createTestApp } from '@oja/testing/app/test-app';
import { multipartBody } from '@oja/testing/app/multipart';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { makeStockedProduct } from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp();

let staff: { authorization: string };
beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
});

const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, headers: staff, payload });

const variant = (sku: string, label: string, quantity: number, ngn = '1500.00', extra: object = {}) => ({
  sku,
  label,
  price_ngn: ngn,
  price_usd: '4.00',
  quantity,
  ...extra,
});

describe('staff edit variants', () => {
  it("writes each variant's stock change to the stock history, naming the variant", async () => {
    const product = await makeStockedProduct(db, { quantity: 0 });
    const url = `/api/admin/products/${product.id}/variants/`;
    const [small, large] = adminVariantListSchema.parse(
      (await put(url, { variants: [variant('VH-1', '250 g', 5), variant('VH-2', '1 kg', 2)] })).json(),
    );
    // Only the changed variant gets a line: 250 g from 5 to 3; 1 kg stays at 2.
    const res = await put(url, {
      variants: [
        variant('VH-1', '250 g', 3, '1500.00', { id: small!.id }),
        variant('VH-2', '1 kg', 2, '1500.00', { id: large!.id }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const history = await app.inject({ url: `/api/admin/products/${product.id}/stock-adjustments/`, headers: staff });
    expect(history.statusCode).toBe(200);
    const lines = z.array(stockAdjustmentSchema).parse(history.json());
    expect(lines.map((l) => [l.variant_label, l.delta, l.reason, l.quantity_after, l.note])).toEqual([
      ['250 g', -2, 'correction', 3, 'Variants form'],
      ['1 kg', 2, 'received', 2, 'Variants form'],
      ['250 g', 5, 'received', 5, 'Variants form'],
    ]);
    expect(lines[0]!.variant_id).toBe(small!.id);
    // The product's own adjustments are refused while it has variants. A removed variant's stock
    // leaves with a line of its own; its lines stay, without its id.
    await put(url, { variants: [variant('VH-2', '1 kg', 2, '1500.00', { id: large!.id })] });
    const after = z
      .array(stockAdjustmentSchema)
      .parse(
        (await app.inject({ url: `/api/admin/products/${product.id}/stock-adjustments/`, headers: staff })).json(),
      );
    const removed = after.filter((l) => l.variant_label === '250 g');
    expect(removed.map((l) => [l.variant_id, l.delta, l.reason, l.quantity_after, l.note])).toEqual([
      [null, -3, 'correction', 0, 'Variants form: variant removed'],
      [null, -2, 'correction', 3, 'Variants form'],
      [null, 5, 'received', 5, 'Variants form'],
    ]);
  });

  it('sets the list in order; the product takes the sum of stock and the first variant prices; shoppers see them', async () => {
    const product = await makeStockedProduct(db, { quantity: 0 });
    const res = await put(`/api/admin/products/${product.id}/variants/`, {
      variants: [
        variant('VT-1', '250 g', 5, '1500.00'),
        variant('VT-2', '1 kg', 2, '5200.00', { sale_price_ngn: '4800' }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const list = adminVariantListSchema.parse(res.json());
    expect(list.map((v) => [v.label, v.quantity, v.position])).toEqual([
      ['250 g', 5, 0],
      ['1 kg', 2, 1],
    ]);
    const row = await db.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ quantity: 7, price_ngn_kobo: 150000 });
    const shown = (await app.inject(`/api/products/${product.slug}/`)).json();
    expect(shown.variants).toMatchObject([
      { label: '250 g', price_naira: 1500, quantity: 5 },
      { label: '1 kg', price_naira: 4800, regular_price_naira: 5200, quantity: 2 },
    ]);

    // Reordered, one changed, one removed, one added; the kept variant keeps its id.
    const [first, second] = list;
    const again = await put(`/api/admin/products/${product.id}/variants/`, {
      variants: [variant('VT-2', '1 kg', 9, '5200.00', { id: second!.id }), variant('VT-3', '5 kg', 1, '20000')],
    });
    expect(again.statusCode).toBe(200);
    const next = adminVariantListSchema.parse(again.json());
    expect(next.map((v) => [v.id === second!.id, v.label, v.quantity])).toEqual([
      [true, '1 kg', 9],
      [false, '5 kg', 1],
    ]);
    expect(next.some((v) => v.id === first!.id)).toBe(false);
    expect(
      (await db.selectFrom('products').select('quantity').where('id', '=', product.id).executeTakeFirstOrThrow())
        .quantity,
    ).toBe(10);
  });

  it('refuses bad lists with field errors and changes nothing', async () => {
    const product = await makeStockedProduct(db, { quantity: 0 });
    await put(`/api/admin/products/${product.id}/variants/`, { variants: [variant('BAD-1', 'Red', 3)] });
    const cases = [
      [{ variants: [variant('BAD-2', 'Blue', 1), variant('BAD-3', 'blue', 1)] }, 'variants.1.label'],
      [{ variants: [variant('BAD-2', 'Blue', 1, '10', { sale_price_ngn: '12' })] }, 'variants.0.sale_price_ngn'],
      [{ variants: [variant('BAD-2', 'Blue', -1)] }, 'variants.0.quantity'],
      [{ variants: [variant('no spaces allowed', 'Blue', 1)] }, 'variants.0.sku'],
    ] as const;
    for (const [body, path] of cases) {
      const res = await put(`/api/admin/products/${product.id}/variants/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'invalid',
        errors: expect.arrayContaining([expect.objectContaining({ path })]),
      });
    }
    const other = await makeStockedProduct(db);
    const taken = await put(`/api/admin/products/${other.id}/variants/`, { variants: [variant('BAD-1', 'Green', 1)] });
    expect(taken.statusCode).toBe(409);
    const left = adminVariantListSchema.parse(
      (await app.inject({ url: `/api/admin/products/${product.id}/variants/`, headers: staff })).json(),
    );
    expect(left.map((v) => [v.sku, v.label, v.quantity])).toEqual([['BAD-1', 'Red', 3]]);
  });

  it('stock adjustments of a product with variants are refused (each variant has its stock)', async () => {
    const product = await makeStockedProduct(db, { quantity: 0 });
    await put(`/api/admin/products/${product.id}/variants/`, { variants: [variant('ADJ-1', 'One', 3)] });
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/stock-adjustments/`,
      headers: staff,
      payload: { delta: 5, reason: 'received' },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('staff run a product gallery', () => {
  const photo = (r: number) =>
    sharp({ create: { width: 400, height: 400, channels: 3, background: { r, g: 90, b: 40 } } })
      .jpeg()
      .toBuffer();
  const upload = async (productId: number, alt: string, r: number) => {
    const body = await multipartBody('image', { bytes: await photo(r), name: 'p.jpg', type: 'image/jpeg' }, { alt });
    return app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/gallery/`,
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
  };

  it('adds pictures in WebP and AVIF with alt text, reorders, edits alt and removes; the product page lists them', async () => {
    const product = await makeStockedProduct(db);
    expect((await upload(product.id, 'The open pack', 10)).statusCode).toBe(201);
    const added = adminGalleryListSchema.parse((await upload(product.id, 'On the grill', 200)).json());
    expect(added.map((g) => g.alt)).toEqual(['The open pack', 'On the grill']);
    expect(added[0]!.images?.webp).toMatch(/\.webp 320w/);
    expect(added[0]!.images?.avif).toMatch(/\.avif/);

    const res = await put(`/api/admin/products/${product.id}/gallery/`, {
      images: [{ id: added[1]!.id, alt: 'Beef on the grill' }],
    });
    expect(res.statusCode).toBe(200);
    const shown = (await app.inject(`/api/products/${product.slug}/`)).json();
    expect(shown.gallery).toMatchObject([{ alt: 'Beef on the grill', variant_id: null }]);
  });

  it('refuses a picture without alt text, and a gallery list naming a picture of another product', async () => {
    const product = await makeStockedProduct(db);
    const res = await upload(product.id, '', 30);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [expect.objectContaining({ path: 'alt' })] });
    const other = await makeStockedProduct(db);
    const theirs = adminGalleryListSchema.parse((await upload(other.id, 'Theirs', 40)).json());
    const wrong = await put(`/api/admin/products/${product.id}/gallery/`, {
      images: [{ id: theirs[0]!.id, alt: 'Mine' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      adminGalleryListSchema.parse(
        (await app.inject({ url: `/api/admin/products/${other.id}/gallery/`, headers: staff })).json(),
      ),
    ).toMatchObject([{ alt: 'Theirs' }]);
  });
});
