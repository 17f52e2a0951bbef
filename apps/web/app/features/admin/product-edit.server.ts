import { data, redirect } from 'react-router';
import type { StockAdjustmentInput } from '@oja/shared/staff';
import { stockAdjustmentInputSchema } from '@oja/shared/staff';
import { fieldErrors } from '@oja/shared/accounts';
import { staffMessages, productImageMaxBytes } from '@oja/shared/staff-rules';
import { apiOf } from '../../lib/api.server';
import { setFlash } from '../../lib/flash.server';
import { fieldErrorsOf } from '../../lib/field-errors';
import { textValues, type ActionResult } from '../../ui/action-result';
import { saveProduct, uploadOverhead, uploadProductImage } from './product-form.server';

type Context = Parameters<typeof apiOf>[0];
const answer = (r: ActionResult, status = r.ok ? 200 : 400) => data(r, { status });

/** The edit page's forms: details, image, stock adjustment, hide, delete. */
export async function editProductAction(request: Request, context: Context, id: number) {
  const length = Number(request.headers.get('content-length') ?? 'NaN');
  if (!(length <= productImageMaxBytes + uploadOverhead)) {
    return answer({ intent: 'image', ok: false, errors: { image: staffMessages.imageSize } }, 413);
  }
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const api = apiOf(context);

  if (intent === 'details') {
    const saved = await saveProduct(context, form, id);
    if (!saved.ok) return answer({ intent, ok: false, errors: saved.errors, values: textValues(form) }, saved.status);
    return answer({ intent, ok: true, message: 'The product has been saved.', errors: {} });
  }
  if (intent === 'image') {
    const image = form.get('image');
    if (!(image instanceof File) || image.size === 0) {
      return answer({ intent, ok: false, errors: { image: staffMessages.imageMissing } });
    }
    const saved = await uploadProductImage(context, id, image);
    if (!saved.ok) return answer({ intent, ok: false, errors: saved.errors }, saved.status);
    return answer({ intent, ok: true, message: 'The image has been updated.', errors: {} });
  }
  if (intent === 'stock') {
    const values = textValues(form);
    const input = {
      delta: values.delta?.trim() ? Number(values.delta) : undefined,
      reason: values.reason,
      note: values.note,
    };
    const checked = stockAdjustmentInputSchema.safeParse(input);
    if (!checked.success) return answer({ intent, ok: false, errors: fieldErrors(checked.error), values });
    const sent = await api.request(
      'POST',
      `/api/admin/products/${id}/stock-adjustments/`,
      checked.data satisfies StockAdjustmentInput,
    );
    if (!sent.ok) {
      return answer(
        { intent, ok: false, errors: fieldErrorsOf(sent.error, ['delta', 'reason', 'note']), values },
        sent.status,
      );
    }
    return answer({ intent, ok: true, message: `Stock is now ${sent.data.quantity}.`, errors: {} });
  }
  if (intent === 'variants') return saveVariants(context, form, id);
  if (intent === 'gallery') return saveGallery(context, form, id);
  if (intent === 'gallery-add') {
    const image = form.get('image');
    const alt = String(form.get('alt') ?? '').trim();
    if (!alt) return answer({ intent, ok: false, errors: { alt: 'Describe the picture for those who cannot see it' } });
    if (!(image instanceof File) || image.size === 0) {
      return answer({ intent, ok: false, errors: { image: staffMessages.imageMissing } });
    }
    const upload = new FormData();
    upload.append('alt', alt);
    const variant = String(form.get('variant_id') ?? '');
    if (variant) upload.append('variant_id', variant);
    upload.append('image', image, image.name);
    const sent = await api.request('POST', `/api/admin/products/${id}/gallery/`, upload);
    if (!sent.ok) {
      return answer(
        { intent, ok: false, errors: fieldErrorsOf(sent.error, ['alt', 'image', 'variant_id']) },
        sent.status,
      );
    }
    return answer({ intent, ok: true, message: 'The picture has been added to the gallery.', errors: {} });
  }
  if (intent === 'hide' || intent === 'show') {
    const sent = await api.request('PATCH', `/api/admin/products/${id}`, { visible: intent === 'show' });
    if (!sent.ok) return answer({ intent, ok: false, errors: { form: sent.error.detail } }, sent.status);
    const message = intent === 'hide' ? 'The product is hidden from the shop.' : 'The product is visible in the shop.';
    return answer({ intent, ok: true, message, errors: {} });
  }
  if (intent === 'delete') {
    const sent = await api.request('DELETE', `/api/admin/products/${id}`);
    if (!sent.ok) return answer({ intent, ok: false, errors: { form: sent.error.detail } }, sent.status);
    return redirect('/admin/products', { headers: { 'set-cookie': await setFlash(request, 'product-deleted') } });
  }
  return answer({ intent: 'details', ok: false, errors: { form: 'Unknown form.' } });
}

/** Rows of a table form (`v0.label`, `v1.label`, …) sorted by their "Order" cell; removed ones left out. */
function orderedRows(form: FormData, prefix: string) {
  const count = Math.min(Number(form.get('rows')) || 0, 100);
  const rows: { index: number; position: number; get: (name: string) => string }[] = [];
  for (let index = 0; index < count; index++) {
    const get = (name: string) => String(form.get(`${prefix}${index}.${name}`) ?? '').trim();
    if (get('remove') === 'on') continue;
    const position = Number(get('position'));
    rows.push({ index, position: Number.isFinite(position) && get('position') !== '' ? position : index + 1, get });
  }
  return rows.sort((a, b) => a.position - b.position || a.index - b.index);
}

async function saveVariants(context: Context, form: FormData, id: number) {
  const intent = 'variants';
  const fields = ['label', 'sku', 'price_ngn', 'price_usd', 'sale_price_ngn', 'sale_price_usd', 'quantity'];
  const rows = orderedRows(form, 'v').filter(
    // The empty "new" row (and any row left blank) adds nothing.
    (r) => r.get('id') !== '' || fields.some((f) => r.get(f) !== ''),
  );
  const variants = rows.map((r) => ({
    ...(r.get('id') ? { id: Number(r.get('id')) } : {}),
    label: r.get('label'),
    sku: r.get('sku'),
    price_ngn: r.get('price_ngn'),
    price_usd: r.get('price_usd'),
    sale_price_ngn: r.get('sale_price_ngn') || null,
    sale_price_usd: r.get('sale_price_usd') || null,
    quantity: r.get('quantity') === '' ? Number.NaN : Number(r.get('quantity')),
    // The stock the form was loaded with: the server applies only the difference (review N5).
    ...(r.get('id') && /^\d+$/.test(r.get('quantity_was')) ? { quantity_was: Number(r.get('quantity_was')) } : {}),
  }));
  const values = textValues(form);
  const sent = await apiOf(context).request('PUT', `/api/admin/products/${id}/variants/`, { variants });
  if (!sent.ok) {
    // Errors name the row in the list sent (`variants.1.sku`); the form names rows by their place on the page.
    const errors: Record<string, string> = {};
    for (const e of sent.error.errors ?? []) {
      const match = /^variants\.(\d+)\.(\w+)$/.exec(e.path);
      const row = match ? rows[Number(match[1])] : undefined;
      if (row && match) errors[`variants.${row.index}.${match[2]}`] = e.message;
    }
    if (Object.keys(errors).length === 0 || !sent.error.errors) errors.form = sent.error.detail;
    return answer({ intent, ok: false, errors, values }, sent.status);
  }
  return answer({
    intent,
    ok: true,
    message: `${sent.data.length} variant${sent.data.length === 1 ? '' : 's'} saved.`,
    errors: {},
  });
}

async function saveGallery(context: Context, form: FormData, id: number) {
  const intent = 'gallery';
  const rows = orderedRows(form, 'g');
  const images = rows.map((r) => ({
    id: Number(r.get('id')),
    alt: r.get('alt'),
    variant_id: r.get('variant_id') ? Number(r.get('variant_id')) : null,
  }));
  const sent = await apiOf(context).request('PUT', `/api/admin/products/${id}/gallery/`, { images });
  if (!sent.ok) {
    const errors: Record<string, string> = {};
    for (const e of sent.error.errors ?? []) {
      const match = /^images\.(\d+)\.(\w+)$/.exec(e.path);
      const row = match ? rows[Number(match[1])] : undefined;
      if (row && match) errors[`images.${row.index}.${match[2]}`] = e.message;
    }
    if (Object.keys(errors).length === 0) errors.form = sent.error.detail;
    return answer({ intent, ok: false, errors }, sent.status);
  }
  return answer({ intent, ok: true, message: 'The gallery has been saved.', errors: {} });
}
