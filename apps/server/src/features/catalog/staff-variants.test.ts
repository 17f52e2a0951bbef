import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stockAdjustmentSchema } from '@oja/shared/staff';
import { staffGalleryListSchema, staffVariantListSchema, type StaffVariant } from '@oja/shared/staff-variants';
import { createTestApp } from '@oja/testing/app/test-app';
import { multipartBody } from '@oja/testing/app/multipart';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import {
  clientLine,
  customerWithCart,
  lagosAddress,
  makeStockedProduct,
  stockOf,
} from '@oja/testing/factories/order-factories';
import { variantStockOf } from '@oja/testing/factories/variant-factories';

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
    const [small, large] = staffVariantListSchema.parse(
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
    const list = staffVariantListSchema.parse(res.json());
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
    const next = staffVariantListSchema.parse(again.json());
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
    // The same SKU in other letters is the same SKU (review N14, migration 0037).
    const otherCase = await put(`/api/admin/products/${other.id}/variants/`, {
      variants: [variant('bad-1', 'Green', 1)],
    });
    expect(otherCase.statusCode).toBe(409);
    expect(otherCase.json()).toMatchObject({ code: 'conflict' });
    const left = staffVariantListSchema.parse(
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

describe('one variant model (decision 0086)', () => {
  const cartOf = async (auth: Record<string, string>) =>
    (await app.inject({ url: '/api/cart/', headers: auth })).json() as {
      items: { item: { id: number }; quantity: number; variant_id?: number; variant_label?: string }[];
    };
  const variantsOf = (productId: number) =>
    db
      .selectFrom('product_variants')
      .select(['id', 'label', 'quantity', 'held'])
      .where('product_id', '=', productId)
      .orderBy('position')
      .execute();

  it("a product without options sells through its default variant, which becomes its first option with the shopper's cart line", async () => {
    const product = await makeStockedProduct(db, { quantity: 6 });
    const [byDefault] = await variantsOf(product.id);
    expect(byDefault).toMatchObject({ label: '', quantity: 6 });
    // Shoppers see no option: no variants listed, no variant on the cart line.
    const shown = (await app.inject({ url: `/api/products/${product.slug}/` })).json();
    expect(shown.variants).toEqual([]);
    const customer = await customerWithCart(app, db, [[product.id, 2]]);
    expect((await cartOf(customer.auth)).items[0]).not.toHaveProperty('variant_id');
    const listed = await app.inject({ url: `/api/admin/products/${product.id}/variants/`, headers: staff });
    expect(listed.json()).toEqual([]);

    const res = await put(`/api/admin/products/${product.id}/variants/`, {
      variants: [variant('ONE-1', '250 g', 4), variant('ONE-2', '1 kg', 1)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = await variantsOf(product.id);
    expect(first).toMatchObject({ id: byDefault!.id, label: '250 g', quantity: 4 });
    expect(second).toMatchObject({ label: '1 kg', quantity: 1 });
    expect(await stockOf(db, product.id)).toBe(5);
    // The line the shopper had is the first option's now, not dropped.
    expect((await cartOf(customer.auth)).items).toMatchObject([
      { item: { id: product.id }, quantity: 2, variant_id: byDefault!.id, variant_label: '250 g' },
    ]);
  });

  it('a product whose options are all removed sells through a default variant again, with their stock', async () => {
    const product = await makeStockedProduct(db, {}, [
      { label: 'Red', quantity: 2 },
      { label: 'Blue', quantity: 3 },
    ]);
    const res = await put(`/api/admin/products/${product.id}/variants/`, { variants: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(await variantsOf(product.id)).toMatchObject([{ label: '', quantity: 5, held: 0 }]);
    expect(await stockOf(db, product.id)).toBe(5);
    const customer = await customerWithCart(app, db, [[product.id, 1]]);
    expect((await cartOf(customer.auth)).items).toMatchObject([{ item: { id: product.id }, quantity: 1 }]);
  });

  it("staff's stock adjustment and price change of a product without options are its default variant's", async () => {
    const product = await makeStockedProduct(db, { quantity: 2 });
    const adjusted = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/stock-adjustments/`,
      headers: staff,
      payload: { delta: 5, reason: 'received' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: staff,
      payload: { price_ngn: '2500.00' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [byDefault] = await db
      .selectFrom('product_variants')
      .select(['quantity', 'price_ngn_kobo'])
      .where('product_id', '=', product.id)
      .execute();
    expect(byDefault).toEqual({ quantity: 7, price_ngn_kobo: 250_000 });
    expect(await stockOf(db, product.id)).toBe(7);
    const customer = await customerWithCart(app, db, [[product.id, 1]]);
    expect((await cartOf(customer.auth)).items[0]).toMatchObject({ item: { id: product.id, price_naira: 2500 } });
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
    const added = staffGalleryListSchema.parse((await upload(product.id, 'On the grill', 200)).json());
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
    const theirs = staffGalleryListSchema.parse((await upload(other.id, 'Theirs', 40)).json());
    const wrong = await put(`/api/admin/products/${product.id}/gallery/`, {
      images: [{ id: theirs[0]!.id, alt: 'Mine' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      staffGalleryListSchema.parse(
        (await app.inject({ url: `/api/admin/products/${other.id}/gallery/`, headers: staff })).json(),
      ),
    ).toMatchObject([{ alt: 'Theirs' }]);
  });
});

describe('saving the variants form while orders are placed (review N5: lost updates)', () => {
  const order = async (productId: number, variantId: number, quantity: number) => {
    const buyer = await makeSignedInUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      payload: { address: lagosAddress, items: [{ ...clientLine(productId, quantity), variant_id: variantId }] },
      headers: buyer.auth,
      remoteAddress: '198.51.100.77',
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().id as number, auth: buyer.auth };
  };

  it("keeps an order placed after the form was loaded: only the form's own change is applied", async () => {
    const product = await makeStockedProduct(db, {}, [
      { label: 'Orange and blue, 6 yards', quantity: 40 },
      { label: '2 yards', quantity: 5 },
    ]);
    const url = `/api/admin/products/${product.id}/variants/`;
    // The form as loaded.
    const loaded = staffVariantListSchema.parse((await app.inject({ url, headers: staff })).json());
    const [six, two] = loaded;
    expect(six!.quantity).toBe(40);
    // A customer reserves 3 meanwhile.
    const placed = await order(product.id, six!.id, 3);
    expect(await variantStockOf(db, six!.id)).toBe(37);
    // Staff save the form as loaded, changing only a price (and the 2 yards' stock from 5 to 8).
    const asLoaded = (v: StaffVariant, quantity: number, ngn: string) => ({
      ...variant(v.sku, v.label, quantity, ngn, { id: v.id }),
      quantity_was: v.quantity,
    });
    const saved = await put(url, { variants: [asLoaded(six!, 40, '2000.00'), asLoaded(two!, 8, '1500.00')] });
    expect(saved.statusCode).toBe(200);
    expect(await variantStockOf(db, six!.id)).toBe(37);
    expect(await variantStockOf(db, two!.id)).toBe(8);
    expect(await stockOf(db, product.id)).toBe(45);
    // The customer cancels: the 3 come back, and the stock is what it was, not 43.
    const cancel = await app.inject({ method: 'DELETE', url: `/api/orders/${placed.id}`, headers: placed.auth });
    expect(cancel.statusCode).toBeLessThan(300);
    expect(await variantStockOf(db, six!.id)).toBe(40);
    expect(await stockOf(db, product.id)).toBe(48);
    // The history names the change as applied: +3 for the 2 yards, nothing for the 6 yards.
    const history = z
      .array(stockAdjustmentSchema)
      .parse(
        (await app.inject({ url: `/api/admin/products/${product.id}/stock-adjustments/`, headers: staff })).json(),
      );
    const formLines = history.filter((h) => h.note === 'Variants form');
    expect(formLines.map((h) => [h.variant_label, h.delta, h.quantity_after])).toEqual([['2 yards', 3, 8]]);
  });

  it('applies a lowered stock as a difference, and refuses (409) one the orders since made impossible', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [{ label: '1 kg', quantity: 10 }]);
    const url = `/api/admin/products/${product.id}/variants/`;
    const [kilo] = staffVariantListSchema.parse((await app.inject({ url, headers: staff })).json());
    await order(product.id, variants[0]!.id, 4); // 10 → 6
    // Staff counted 2 damaged (10 → 8 on the form): 6 − 2 = 4.
    const lowered = await put(url, {
      variants: [{ ...variant(kilo!.sku, kilo!.label, 8, '1500.00', { id: kilo!.id }), quantity_was: 10 }],
    });
    expect(lowered.statusCode).toBe(200);
    expect(await variantStockOf(db, kilo!.id)).toBe(4);
    // Taking 5 away from a loaded 10 while only 4 are left would go below zero: refused, nothing changed.
    const refused = await put(url, {
      variants: [{ ...variant(kilo!.sku, kilo!.label, 5, '1700.00', { id: kilo!.id }), quantity_was: 10 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', detail: expect.stringContaining('Only 4 of "1 kg"') });
    expect(await variantStockOf(db, kilo!.id)).toBe(4);
    expect(await stockOf(db, product.id)).toBe(4);
    const [after] = staffVariantListSchema.parse((await app.inject({ url, headers: staff })).json());
    expect(after!.price_ngn_kobo).toBe(150_000);
  });

  it('without quantity_was (the original client) the stock becomes the number sent, as before', async () => {
    const { variants, ...product } = await makeStockedProduct(db, {}, [{ label: '500 g', quantity: 40 }]);
    await order(product.id, variants[0]!.id, 3);
    const url = `/api/admin/products/${product.id}/variants/`;
    const res = await put(url, { variants: [variant('OLD-500', '500 g', 40, '1500.00', { id: variants[0]!.id })] });
    expect(res.statusCode).toBe(200);
    expect(await variantStockOf(db, variants[0]!.id)).toBe(40);
  });
});
