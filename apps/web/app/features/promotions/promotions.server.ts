import { data } from 'react-router';
import { fieldErrors } from '@oja/shared/accounts';
import {
  promotionInputSchema,
  promotionPatchSchema,
  voucherInputSchema,
  voucherPatchSchema,
} from '@oja/shared/promotions';
import { apiData, apiOf } from '../../lib/api.server';
import { fieldErrorsOf } from '../../lib/field-errors';
import { textValues, type ActionResult } from '../../ui/action-result';
import { zonedToEpoch } from '@oja/shared/zoned-time';

type Context = Parameters<typeof apiOf>[0];
const answer = (r: ActionResult, status = r.ok ? 200 : 400) => data(r, { status });

export const voucherFields = [
  'code',
  'description',
  'kind',
  'percent',
  'amount_ngn',
  'amount_usd',
  'min_spend_ngn',
  'min_spend_usd',
  'starts_at',
  'ends_at',
  'usage_limit',
  'per_customer_limit',
] as const;
export const promotionFields = [
  'name',
  'kind',
  'category_id',
  'percent',
  'buy_quantity',
  'free_quantity',
  'starts_at',
  'ends_at',
] as const;

type Values = Record<string, string>;

/** A date-time field: empty is "no limit"; unreadable text is left for the schema to refuse. */
function moment(values: Values, name: string, timeZone: string): number | null | string {
  const text = (values[name] ?? '').trim();
  if (text === '') return null;
  return zonedToEpoch(text, timeZone) ?? text;
}

const count = (text: string | undefined) => ((text ?? '').trim() === '' ? null : (text ?? '').trim());

function voucherBody(values: Values, timeZone: string) {
  const money = (name: string) => (values[name] ?? '').trim() || '0';
  return {
    code: (values.code ?? '').trim(),
    description: (values.description ?? '').trim(),
    kind: values.kind,
    percent: (values.percent ?? '').trim() || '0',
    amount_ngn: money('amount_ngn'),
    amount_usd: money('amount_usd'),
    min_spend_ngn: money('min_spend_ngn'),
    min_spend_usd: money('min_spend_usd'),
    starts_at: moment(values, 'starts_at', timeZone),
    ends_at: moment(values, 'ends_at', timeZone),
    usage_limit: count(values.usage_limit),
    per_customer_limit: count(values.per_customer_limit),
    first_order_only: values.first_order_only === 'on',
    free_delivery: values.free_delivery === 'on',
  };
}

function promotionBody(values: Values, timeZone: string) {
  const category = (values.category_id ?? '').trim();
  return {
    name: (values.name ?? '').trim(),
    kind: values.kind,
    category_id: category === '' ? null : Number(category),
    percent: (values.percent ?? '').trim() || '0',
    buy_quantity: (values.buy_quantity ?? '').trim() || '0',
    free_quantity: (values.free_quantity ?? '').trim() || '0',
    starts_at: moment(values, 'starts_at', timeZone),
    ends_at: moment(values, 'ends_at', timeZone),
  };
}

/** The back office's vouchers and promotions page: add, edit, deactivate and reactivate both. */
export async function promotionsAction(request: Request, context: Context) {
  const values = textValues(await request.formData());
  const intent = values.intent ?? '';
  const api = apiOf(context);
  const id = Number(values.id);
  const timeZone = (await apiData(context, '/api/shop/')).time_zone;

  if (intent === 'create-voucher' || intent === 'edit-voucher') {
    const body = voucherBody(values, timeZone);
    const create = intent === 'create-voucher';
    const checked = (create ? voucherInputSchema : voucherPatchSchema).safeParse(body);
    if (!checked.success) return answer({ intent, ok: false, errors: fieldErrors(checked.error), values });
    const sent = create
      ? await api.request('POST', '/api/admin/vouchers/', body)
      : await api.request('PATCH', `/api/admin/vouchers/${id}`, body);
    if (!sent.ok)
      return answer({ intent, ok: false, errors: fieldErrorsOf(sent.error, voucherFields), values }, sent.status);
    const message = create
      ? `The voucher ${sent.data.code} has been added.`
      : `The voucher ${sent.data.code} has been saved.`;
    return answer({ intent, ok: true, message, errors: {} });
  }
  if (intent === 'create-promotion' || intent === 'edit-promotion') {
    const body = promotionBody(values, timeZone);
    const create = intent === 'create-promotion';
    const checked = (create ? promotionInputSchema : promotionPatchSchema).safeParse(body);
    if (!checked.success) return answer({ intent, ok: false, errors: fieldErrors(checked.error), values });
    const sent = create
      ? await api.request('POST', '/api/admin/promotions/', body)
      : await api.request('PATCH', `/api/admin/promotions/${id}`, body);
    if (!sent.ok) {
      return answer({ intent, ok: false, errors: fieldErrorsOf(sent.error, promotionFields), values }, sent.status);
    }
    const message = create ? `“${sent.data.name}” has been added.` : `“${sent.data.name}” has been saved.`;
    return answer({ intent, ok: true, message, errors: {} });
  }
  if (intent === 'toggle-voucher' || intent === 'toggle-promotion') {
    const active = values.active === 'true';
    const sent =
      intent === 'toggle-voucher'
        ? await api.request('PATCH', `/api/admin/vouchers/${id}`, { active })
        : await api.request('PATCH', `/api/admin/promotions/${id}`, { active });
    if (!sent.ok) return answer({ intent, ok: false, errors: { form: sent.error.detail } }, sent.status);
    const name = 'code' in sent.data ? `The voucher ${sent.data.code}` : `“${sent.data.name}”`;
    return answer({ intent, ok: true, message: `${name} is ${active ? 'active again' : 'deactivated'}.`, errors: {} });
  }
  return answer({ intent: 'create-voucher', ok: false, errors: { form: 'Unknown form.' } });
}
