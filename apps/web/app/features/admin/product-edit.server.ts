import { data, redirect } from 'react-router';
import type { StockAdjustmentInput } from '@oja/shared/admin';
import { stockAdjustmentInputSchema } from '@oja/shared/admin';
import { fieldErrors } from '@oja/shared/accounts';
import { adminMessages, productImageMaxBytes } from '@oja/shared/admin-rules';
import { apiOf } from '../../lib/api.server';
import { setFlash } from '../../lib/flash.server';
import { fieldErrorsOf } from '../../lib/field-errors';
import { textValues, type ActionResult } from './action-result';
import { saveProduct, uploadOverhead, uploadProductImage } from './product-form.server';

type Context = Parameters<typeof apiOf>[0];
const answer = (r: ActionResult, status = r.ok ? 200 : 400) => data(r, { status });

/** The edit page's forms: details, image, stock adjustment, hide, delete. */
export async function editProductAction(request: Request, context: Context, id: number) {
  const length = Number(request.headers.get('content-length') ?? 'NaN');
  if (!(length <= productImageMaxBytes + uploadOverhead)) {
    return answer({ intent: 'image', ok: false, errors: { image: adminMessages.imageSize } }, 413);
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
      return answer({ intent, ok: false, errors: { image: adminMessages.imageMissing } });
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
