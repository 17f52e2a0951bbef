import { describe, expect, it } from 'vitest';
import { staffMessages, productImageMaxBytes } from '@oja/shared/staff-rules';
import { fakeApi, formRequest, ok, refused, withContentLength, type FakeAnswer } from '../../lib/fake-api.test-support';
import { editProductAction } from './product-edit.server';

const id = 42;
const edit = async (fields: Record<string, string | File>, answers: Record<string, FakeAnswer> = {}) => {
  const api = fakeApi(answers);
  const answer = await editProductAction(await withContentLength(formRequest(fields)), api.context, id);
  if (answer instanceof Response) throw new Error(`Redirected to ${answer.headers.get('location')}`);
  return { answer, calls: api.calls };
};

describe('editProductAction: variants', () => {
  const variantsPath = `PUT /api/admin/products/${id}/variants/`;
  // Three rows on the page plus the empty "new" row; the cook reordered them and removed one.
  const table = {
    intent: 'variants',
    rows: '4',
    'v0.id': '11',
    'v0.label': '1 kg',
    'v0.sku': 'RICE-1',
    'v0.price_ngn': '3000',
    'v0.price_usd': '2',
    'v0.sale_price_ngn': '',
    'v0.sale_price_usd': '',
    'v0.quantity': '8',
    'v0.quantity_was': '10',
    'v0.position': '2',
    'v1.id': '12',
    'v1.label': '5 kg',
    'v1.remove': 'on',
    'v2.id': '',
    'v2.label': '10 kg',
    'v2.sku': 'RICE-10',
    'v2.price_ngn': '25000',
    'v2.price_usd': '16',
    'v2.sale_price_ngn': '22000',
    'v2.sale_price_usd': '14.5',
    'v2.quantity': '',
    'v2.position': '1',
    'v3.id': '',
    'v3.label': '',
    'v3.position': '',
  };

  it('sends the rows in their "Order", without removed or blank rows, with the stock they were loaded with', async () => {
    const { answer, calls } = await edit(table, { [variantsPath]: ok([{ id: 11 }, { id: 13 }]) });
    expect(answer.data).toMatchObject({ intent: 'variants', ok: true, message: '2 variants saved.' });
    expect(calls[0]?.body).toEqual({
      variants: [
        {
          label: '10 kg',
          sku: 'RICE-10',
          price_ngn: '25000',
          price_usd: '16',
          sale_price_ngn: '22000',
          sale_price_usd: '14.5',
          quantity: Number.NaN,
        },
        {
          id: 11,
          label: '1 kg',
          sku: 'RICE-1',
          price_ngn: '3000',
          price_usd: '2',
          sale_price_ngn: null,
          sale_price_usd: null,
          quantity: 8,
          quantity_was: 10,
        },
      ],
    });
  });

  it('puts the API’s messages on the rows as the page numbers them, not as the list sent', async () => {
    const { answer } = await edit(table, {
      [variantsPath]: refused(400, 'Invalid', 'invalid', [
        { path: 'variants.0.quantity', message: 'Enter the stock' },
        { path: 'variants.1.sku', message: 'This SKU is taken' },
      ]),
    });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      errors: { 'variants.2.quantity': 'Enter the stock', 'variants.0.sku': 'This SKU is taken' },
      values: { 'v2.label': '10 kg' },
    });
    expect(answer.data.errors).not.toHaveProperty('form');
  });

  it('a refusal naming no row is the form’s message', async () => {
    const { answer } = await edit(table, {
      [variantsPath]: refused(409, 'The product changed meanwhile.', 'conflict'),
    });
    expect(answer.data.errors).toEqual({ form: 'The product changed meanwhile.' });
  });
});

describe('editProductAction: gallery', () => {
  it('sends the pictures in their order with their alt text and variant', async () => {
    const { answer, calls } = await edit(
      {
        intent: 'gallery',
        rows: '3',
        'g0.id': '5',
        'g0.alt': 'The bag',
        'g0.variant_id': '',
        'g0.position': '3',
        'g1.id': '6',
        'g1.alt': 'The grains up close',
        'g1.variant_id': '11',
        'g1.position': '1',
        'g2.id': '7',
        'g2.remove': 'on',
      },
      { [`PUT /api/admin/products/${id}/gallery/`]: ok([]) },
    );
    expect(answer.data).toMatchObject({ ok: true, message: 'The gallery has been saved.' });
    expect(calls[0]?.body).toEqual({
      images: [
        { id: 6, alt: 'The grains up close', variant_id: 11 },
        { id: 5, alt: 'The bag', variant_id: null },
      ],
    });
  });

  it('adds a picture only with its description and a file', async () => {
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'bag.jpg', { type: 'image/jpeg' });
    const noAlt = await edit({ intent: 'gallery-add', alt: ' ', image: picture });
    expect(noAlt.answer.data.errors).toEqual({ alt: 'Describe the picture for those who cannot see it' });
    const noFile = await edit({ intent: 'gallery-add', alt: 'The bag' });
    expect(noFile.answer.data.errors).toEqual({ image: staffMessages.imageMissing });
    expect([...noAlt.calls, ...noFile.calls]).toEqual([]);

    const { answer, calls } = await edit(
      { intent: 'gallery-add', alt: 'The bag', variant_id: '11', image: picture },
      { [`POST /api/admin/products/${id}/gallery/`]: ok({ id: 8 }) },
    );
    expect(answer.data.ok).toBe(true);
    const upload = calls[0]?.body as FormData;
    expect(upload.get('alt')).toBe('The bag');
    expect(upload.get('variant_id')).toBe('11');
    expect((upload.get('image') as File).name).toBe('bag.jpg');
  });
});

describe('editProductAction: the other forms', () => {
  it('adjusts the stock by a whole number with a reason, and says the new stock', async () => {
    const stockPath = `POST /api/admin/products/${id}/stock-adjustments/`;
    const { answer, calls } = await edit(
      { intent: 'stock', delta: '-2', reason: 'damaged', note: 'Torn bags' },
      { [stockPath]: ok({ quantity: 6 }) },
    );
    expect(answer.data).toMatchObject({ ok: true, message: 'Stock is now 6.' });
    expect(calls[0]?.body).toEqual({ delta: -2, reason: 'damaged', note: 'Torn bags' });

    const blank = await edit({ intent: 'stock', delta: '', reason: 'received' });
    expect(blank.answer.data).toMatchObject({ ok: false, errors: { delta: 'Enter a whole number' } });
    expect(blank.calls).toEqual([]);
  });

  it('hides and shows the product', async () => {
    const { answer, calls } = await edit({ intent: 'hide' }, { [`PATCH /api/admin/products/${id}`]: ok({}) });
    expect(answer.data.message).toBe('The product is hidden from the shop.');
    expect(calls[0]?.body).toEqual({ visible: false });
  });

  it('deletes, back to the list with a flash message; a refusal stays on the page', async () => {
    const api = fakeApi({ [`DELETE /api/admin/products/${id}`]: ok({}) });
    const response = await editProductAction(
      await withContentLength(formRequest({ intent: 'delete' })),
      api.context,
      id,
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('location')).toBe('/admin/products');
    expect((response as Response).headers.get('set-cookie')).toMatch(/^oja_flash=/);

    const { answer } = await edit(
      { intent: 'delete' },
      { [`DELETE /api/admin/products/${id}`]: refused(409, 'The product is on orders: hide it instead.', 'conflict') },
    );
    expect(answer).toMatchObject({
      data: { ok: false, errors: { form: 'The product is on orders: hide it instead.' } },
      init: { status: 409 },
    });
  });

  it('refuses an upload larger than allowed, or of unknown size, before reading it', async () => {
    const api = fakeApi({});
    const tooLarge = new Request('https://shop.test/admin/products/42', {
      method: 'POST',
      headers: { 'content-length': String(productImageMaxBytes + 65 * 1024) },
      body: 'x',
    });
    const refusedAnswer = await editProductAction(tooLarge, api.context, id);
    expect(refusedAnswer).toMatchObject({
      data: { errors: { image: staffMessages.imageSize } },
      init: { status: 413 },
    });
    const unknown = await editProductAction(formRequest({ intent: 'hide' }), api.context, id);
    expect(unknown).toMatchObject({ init: { status: 413 } });
    expect(api.calls).toEqual([]);
  });
});
