import { data, redirect } from 'react-router';
import { categoryInputSchema } from '@oja/shared/staff';
import { fieldErrors } from '@oja/shared/accounts';
import { staffMessages, iconMaxBytes } from '@oja/shared/staff-rules';
import { apiOf } from '../../lib/api.server';
import { setFlash } from '../../lib/flash.server';
import { fieldErrorsOf } from '../../lib/field-errors';
import { translationFieldNames, translationsOf } from './translation-fields';
import { textValues, type ActionResult } from '../../ui/action-result';

type Context = Parameters<typeof apiOf>[0];
const answer = (r: ActionResult, status = r.ok ? 200 : 400) => data(r, { status });
const fields = ['title', 'slug', 'icon', 'move_to', ...translationFieldNames(false)];

/** The categories page and a category's page: create, edit, icon, move up/down, delete. */
export async function categoriesAction(request: Request, context: Context, categoryId?: number) {
  const length = Number(request.headers.get('content-length') ?? 'NaN');
  if (!(length <= iconMaxBytes + 64 * 1024)) {
    return answer({ intent: 'icon', ok: false, errors: { icon_file: staffMessages.iconSize } }, 413);
  }
  const form = await request.formData();
  const values = textValues(form);
  const intent = values.intent ?? '';
  const id = categoryId ?? Number(values.id);
  const api = apiOf(context);

  if (intent === 'create' || intent === 'edit') {
    const body = {
      title: values.title ?? '',
      slug: (values.slug ?? '').trim(),
      icon: (values.icon ?? '').trim(),
      // The edit page has the names per language; the list page's quick "add" has not.
      ...(intent === 'edit' ? { translations: translationsOf(values, false) } : {}),
    };
    // An absolute icon URL may be on the shop's MEDIA_PUBLIC_URL (the form shows icons as the API
    // answers them), which only the API knows: it stores such a URL as its /media/ path and
    // refuses any other.
    const local = /^https?:\/\//i.test(body.icon) ? { ...body, icon: '' } : body;
    const checked = categoryInputSchema.safeParse(local);
    if (!checked.success) return answer({ intent, ok: false, errors: fieldErrors(checked.error), values });
    const sent =
      intent === 'create'
        ? await api.request('POST', '/api/admin/categories/', body)
        : await api.request('PATCH', `/api/admin/categories/${id}`, body);
    if (!sent.ok) return answer({ intent, ok: false, errors: fieldErrorsOf(sent.error, fields), values }, sent.status);
    const message = intent === 'create' ? `“${sent.data.title}” has been added.` : 'The category has been saved.';
    return answer({ intent, ok: true, message, errors: {} });
  }
  if (intent === 'icon') {
    const file = form.get('icon_file');
    if (!(file instanceof File) || file.size === 0) {
      return answer({ intent, ok: false, errors: { icon_file: staffMessages.imageMissing } });
    }
    const upload = new FormData();
    upload.append('icon', file, file.name);
    const sent = await api.request('POST', `/api/admin/categories/${id}/icon`, upload);
    if (!sent.ok) return answer({ intent, ok: false, errors: { icon_file: sent.error.detail } }, sent.status);
    return answer({ intent, ok: true, message: 'The icon has been updated.', errors: {} });
  }
  if (intent === 'up' || intent === 'down') {
    const sent = await api.request('POST', `/api/admin/categories/${id}/move`, { direction: intent });
    if (!sent.ok) return answer({ intent, ok: false, errors: { form: sent.error.detail } }, sent.status);
    return answer({ intent, ok: true, message: 'The menu order has been changed.', errors: {} });
  }
  if (intent === 'delete') {
    const moveTo = values.move_to ? `?move_to=${encodeURIComponent(values.move_to)}` : '';
    const sent = await api.request('DELETE', `/api/admin/categories/${id}${moveTo}`);
    if (!sent.ok) return answer({ intent, ok: false, errors: { form: sent.error.detail }, values }, sent.status);
    return redirect('/admin/categories', { headers: { 'set-cookie': await setFlash(request, 'category-deleted') } });
  }
  return answer({ intent: 'create', ok: false, errors: { form: 'Unknown form.' } });
}
