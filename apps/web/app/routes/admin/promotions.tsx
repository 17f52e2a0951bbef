import { useId, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { staffMessages } from '@oja/shared/staff-rules';
import { formatMoney } from '@oja/shared/money';
import type { AdminPromotion, AdminVoucher } from '@oja/shared/promotions';
import type { Route } from './+types/promotions';
import { apiData } from '../../lib/api.server';
import { resultFor, type ActionResult } from '../../ui/action-result';
import { ResultMessage } from '../../ui/result-message';
import { useFormatInstant } from '../../lib/staff-time';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { PromotionFields, VoucherFields } from '../../features/promotions/promotion-fields';
import { promotionsAction } from '../../features/promotions/promotions.server';

export const meta: Route.MetaFunction = () => [{ title: 'Vouchers and promotions | Back office | Oja' }];

export async function loader({ context }: Route.LoaderArgs) {
  const [vouchers, promotions, categories, shop] = await Promise.all([
    apiData(context, '/api/admin/vouchers/'),
    apiData(context, '/api/admin/promotions/'),
    apiData(context, '/api/admin/categories/'),
    apiData(context, '/api/shop/'),
  ]);
  return { vouchers, promotions, categories, timeZone: shop.time_zone };
}

export function action({ request, context }: Route.ActionArgs) {
  return promotionsAction(request, context);
}

function voucherTerms(v: AdminVoucher): string {
  const off =
    v.kind === 'percent'
      ? v.percent > 0
        ? `${v.percent}% off`
        : ''
      : `${formatMoney(v.amount_ngn_kobo, 'NGN')} · ${formatMoney(v.amount_usd_cents, 'USD')} off`;
  const parts = [off, v.free_delivery ? 'free delivery' : ''].filter(Boolean);
  if (v.min_spend_ngn_kobo > 0 || v.min_spend_usd_cents > 0) {
    parts.push(`from ${formatMoney(v.min_spend_ngn_kobo, 'NGN')} · ${formatMoney(v.min_spend_usd_cents, 'USD')}`);
  }
  if (v.first_order_only) parts.push('first order only');
  return parts.join('; ');
}

function promotionTerms(p: AdminPromotion): string {
  const what =
    p.kind === 'category_percent' ? `${p.percent}% off` : `buy ${p.buy_quantity}, get ${p.free_quantity} free`;
  return `${what}: ${p.category_name ?? 'every product'}`;
}

/** The form's own result when it failed for this row (scripts off: the page comes back filled in). */
const failedFor = (intent: string, id: number, actionData: ActionResult | undefined) => {
  const r = resultFor(intent, actionData);
  return r && !r.ok && r.values?.id === String(id) ? r : undefined;
};

function ToggleButton({
  intent,
  id,
  active,
  label,
  busy,
}: {
  intent: string;
  id: number;
  active: boolean;
  label: string;
  busy: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="active" value={String(!active)} />
      {active ? 'Active' : 'Inactive'}{' '}
      <button
        type="submit"
        name="intent"
        value={intent}
        className="button button-quiet"
        disabled={busy}
        aria-label={`${active ? 'Deactivate' : 'Activate'} ${label}`}
      >
        {active ? 'Deactivate' : 'Activate'}
      </button>
    </Form>
  );
}

type Failed = ReturnType<typeof failedFor>;

/** A row's edit form, folded in its first cell; open again with its errors when a save failed. */
function EditInRow({
  intent,
  id,
  label,
  failed,
  busy,
  children,
}: {
  intent: string;
  id: number;
  label: string;
  failed: Failed;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <details className="admin-station-edit" open={failed ? true : undefined}>
      <summary>Edit</summary>
      <Form method="post" className="admin-form" aria-label={`Edit ${label}`}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        {children}
        {failed?.errors.form ? <p className="form-error">{failed.errors.form}</p> : null}
        <button type="submit" className="button" disabled={busy}>
          Save
        </button>
      </Form>
    </details>
  );
}

/**
 * The form that adds one, filled in again with its errors when it failed. The page gives it a new
 * key after each one added, so it starts empty again.
 */
function AddForm({
  intent,
  heading,
  submitLabel,
  result,
  busy,
  children,
}: {
  intent: string;
  heading: string;
  submitLabel: string;
  result: ReturnType<typeof resultFor>;
  busy: boolean;
  children: (values: Record<string, string> | undefined, errors: Record<string, string>) => ReactNode;
}) {
  const headingId = useId();
  const failed = result && !result.ok ? result : undefined;
  return (
    <Form method="post" className="admin-form admin-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <input type="hidden" name="intent" value={intent} />
      {failed?.errors.form ? <p className="form-error">{failed.errors.form}</p> : null}
      {children(failed?.values, busy || !failed ? {} : failed.errors)}
      <button type="submit" className="button" disabled={busy}>
        {submitLabel}
      </button>
    </Form>
  );
}

/** Vouchers (codes shoppers enter) and automatic promotions, with how many orders used each. */
export default function AdminPromotions({ loaderData, actionData }: Route.ComponentProps) {
  const { vouchers, promotions, categories, timeZone } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  useSubmissionToast(busy, staffMessages.processing, actionData);
  const formatInstant = useFormatInstant();
  const validity = (from: number | null, to: number | null) =>
    from === null && to === null
      ? 'Always'
      : `${from === null ? 'Now' : formatInstant(from)} – ${to === null ? 'no end' : formatInstant(to)}`;
  const newVoucher = resultFor('create-voucher', actionData);
  const newPromotion = resultFor('create-promotion', actionData);
  const failedToggle = actionData && !actionData.ok && actionData.intent.startsWith('toggle') ? actionData : undefined;

  return (
    <>
      <h1>Vouchers and promotions</h1>
      <p className="admin-muted">
        A voucher takes its discount off once a shopper enters its code at checkout; a promotion applies by itself to
        the products it covers. Orders keep the discount they were placed with; a cancelled or expired order gives its
        voucher use back.
      </p>
      <ResultMessage result={actionData} busy={busy} />
      {failedToggle?.errors.form ? (
        <p className="form-error" role="alert">
          {failedToggle.errors.form}
        </p>
      ) : null}

      <h2>Vouchers</h2>
      {vouchers.length === 0 ? (
        <p>No vouchers yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table-stack">
            <caption className="visually-hidden">Vouchers, active first</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Discount</th>
                <th scope="col">Valid</th>
                <th scope="col">Used</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {vouchers.map((v) => {
                const failed = failedFor('edit-voucher', v.id, actionData);
                return (
                  <tr key={v.id}>
                    <th scope="row">
                      {v.code}
                      {v.description ? (
                        <>
                          <br />
                          <span className="admin-muted">{v.description}</span>
                        </>
                      ) : null}
                      <EditInRow intent="edit-voucher" id={v.id} label={v.code} failed={failed} busy={busy}>
                        <VoucherFields
                          voucher={v}
                          values={failed?.values}
                          errors={failed?.errors ?? {}}
                          timeZone={timeZone}
                        />
                      </EditInRow>
                    </th>
                    <td data-label="Discount">{voucherTerms(v)}</td>
                    <td data-label="Valid">{validity(v.starts_at, v.ends_at)}</td>
                    <td data-label="Used">
                      {v.used_count}
                      {v.usage_limit !== null ? ` of ${v.usage_limit}` : ''}
                      {v.per_customer_limit !== null ? ` (${v.per_customer_limit} per customer)` : ''}
                    </td>
                    <td data-label="Status">
                      <ToggleButton intent="toggle-voucher" id={v.id} active={v.active} label={v.code} busy={busy} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AddForm
        intent="create-voucher"
        heading="Add a voucher"
        submitLabel="Add the voucher"
        key={`v${vouchers.length}`}
        result={newVoucher}
        busy={busy}
      >
        {(values, errors) => <VoucherFields values={values} errors={errors} timeZone={timeZone} />}
      </AddForm>

      <h2>Automatic promotions</h2>
      {promotions.length === 0 ? (
        <p>No promotions yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table-stack">
            <caption className="visually-hidden">Promotions, active first</caption>
            <thead>
              <tr>
                <th scope="col">Promotion</th>
                <th scope="col">Discount</th>
                <th scope="col">Valid</th>
                <th scope="col">Orders</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {promotions.map((p) => {
                const failed = failedFor('edit-promotion', p.id, actionData);
                return (
                  <tr key={p.id}>
                    <th scope="row">
                      {p.name}
                      <EditInRow intent="edit-promotion" id={p.id} label={p.name} failed={failed} busy={busy}>
                        <PromotionFields
                          promotion={p}
                          categories={categories}
                          values={failed?.values}
                          errors={failed?.errors ?? {}}
                          timeZone={timeZone}
                        />
                      </EditInRow>
                    </th>
                    <td data-label="Discount">{promotionTerms(p)}</td>
                    <td data-label="Valid">{validity(p.starts_at, p.ends_at)}</td>
                    <td data-label="Orders">{p.used_count}</td>
                    <td data-label="Status">
                      <ToggleButton intent="toggle-promotion" id={p.id} active={p.active} label={p.name} busy={busy} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AddForm
        intent="create-promotion"
        heading="Add a promotion"
        submitLabel="Add the promotion"
        key={`p${promotions.length}`}
        result={newPromotion}
        busy={busy}
      >
        {(values, errors) => (
          <PromotionFields categories={categories} values={values} errors={errors} timeZone={timeZone} />
        )}
      </AddForm>
    </>
  );
}
