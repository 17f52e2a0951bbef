import { productCreateSchema, productUpdateSchema, type StaffProduct } from '@oja/shared/staff';
import { fieldErrors } from '@oja/shared/accounts';
import { productImageMaxBytes } from '@oja/shared/staff-rules';
import { apiOf } from '../../lib/api.server';
import { fieldErrorsOf } from '../../lib/field-errors';
import { textValues } from '../../ui/action-result';
import { translationFieldNames, translationsOf } from './translation-fields';

type Context = Parameters<typeof apiOf>[0];

export const productFields = [
  'title',
  'slug',
  'description',
  'category_id',
  'price_usd',
  'price_ngn',
  'sale_price_usd',
  'sale_price_ngn',
  'quantity',
  'visible',
  'low_stock_threshold',
  'image',
  ...translationFieldNames(true),
];

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};
/** An empty number field stays undefined (the schema names what is missing); text stays text. */
const numberOf = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** An empty low-stock line is the shop's default (null); anything else is checked as a number. */
const thresholdOf = (v: string) => (v.trim() === '' ? null : Number(v));

/** The product form's fields as the API's body; money stays decimal text for the API to read exactly. */
function bodyOf(form: FormData, creating: boolean) {
  return {
    title: text(form, 'title'),
    slug: text(form, 'slug').trim(),
    description: text(form, 'description'),
    category_id: numberOf(text(form, 'category_id')),
    price_usd: text(form, 'price_usd'),
    price_ngn: text(form, 'price_ngn'),
    sale_price_usd: text(form, 'sale_price_usd'),
    sale_price_ngn: text(form, 'sale_price_ngn'),
    visible: form.get('visible') === 'on',
    translations: translationsOf(textValues(form), true),
    ...(creating ? { quantity: numberOf(text(form, 'quantity')) ?? 0 } : {}),
    // Only the edit form has the field: a form without it leaves the product's line as it is.
    ...(form.has('low_stock_threshold') ? { low_stock_threshold: thresholdOf(text(form, 'low_stock_threshold')) } : {}),
  };
}

export type ProductSave =
  | { ok: true; product: StaffProduct; imageRefused?: string }
  | { ok: false; status: number; errors: Record<string, string> };

/** Room for the multipart envelope around an image of the largest allowed size. */
export const uploadOverhead = 64 * 1024;

/** Sends the product form to the API: checked with the API's own schema first, for messages per field. */
export async function saveProduct(context: Context, form: FormData, productId?: number): Promise<ProductSave> {
  const creating = productId === undefined;
  const body = bodyOf(form, creating);
  const checked = (creating ? productCreateSchema : productUpdateSchema).safeParse(body);
  if (!checked.success) return { ok: false, status: 400, errors: fieldErrors(checked.error) };
  const api = apiOf(context);
  const sent = creating
    ? await api.request('POST', '/api/admin/products/', body)
    : await api.request('PATCH', `/api/admin/products/${productId}`, body);
  if (!sent.ok) return { ok: false, status: sent.status, errors: fieldErrorsOf(sent.error, productFields) };

  const image = form.get('image');
  if (!(image instanceof File) || image.size === 0) return { ok: true, product: sent.data };
  const uploaded = await uploadProductImage(context, sent.data.id, image);
  return uploaded.ok ? uploaded : { ok: true, product: sent.data, imageRefused: uploaded.errors.image };
}

export async function uploadProductImage(context: Context, productId: number, image: File): Promise<ProductSave> {
  if (image.size > productImageMaxBytes)
    return { ok: false, status: 413, errors: { image: 'The image must be 8 MB or smaller' } };
  const upload = new FormData();
  upload.append('image', image, image.name);
  const sent = await apiOf(context).request('POST', `/api/admin/products/${productId}/image`, upload);
  if (!sent.ok) return { ok: false, status: sent.status, errors: { image: sent.error.detail } };
  return { ok: true, product: sent.data };
}
