import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { StaffProduct, StockAdjustment } from '@oja/shared/staff';
import { staffMessages } from '@oja/shared/staff-rules';
import { resultFor, type ActionResult } from '../../ui/action-result';
import { InputField, SelectField } from '../../ui/fields';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { useFormatInstant } from '../../lib/staff-time';
import { ResultMessage } from '../../ui/result-message';

const reasons = { received: 'Received', damaged: 'Damaged', correction: 'Correction' } as const;

/** The stock, a form to change it with a reason, and the latest changes. */
export function StockForm({
  product,
  adjustments,
  actionData,
}: {
  product: StaffProduct;
  adjustments: StockAdjustment[];
  actionData?: ActionResult;
}) {
  const fetcher = useFetcher<ActionResult>();
  const result = resultFor('stock', fetcher.data, actionData);
  const busy = fetcher.state !== 'idle';
  useSubmissionToast(busy, staffMessages.updating, result);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  const errors = busy ? {} : (result?.errors ?? {});
  return (
    <section className="admin-panel" aria-labelledby="stock-h">
      <h2 id="stock-h">Stock</h2>
      <p>
        <span className="admin-figure">{product.quantity}</span> in stock
        {product.low_stock ? <span className="tag tag-warn">Low</span> : null}
      </p>
      <fetcher.Form method="post" ref={form} className="admin-inline-form" aria-label="Adjust stock">
        <input type="hidden" name="intent" value="stock" />
        {errors.form ? <p className="form-error">{errors.form}</p> : null}
        <div className="field-row">
          <InputField
            label="Change (+ adds, − removes)"
            name="delta"
            type="number"
            inputMode="numeric"
            step={1}
            required
            defaultValue={result?.ok ? '' : result?.values?.delta}
            error={errors.delta}
          />
          <SelectField
            label="Reason"
            name="reason"
            required
            defaultValue={result?.values?.reason ?? 'received'}
            error={errors.reason}
          >
            {Object.entries(reasons).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
        <InputField label="Note (optional)" name="note" maxLength={500} error={errors.note} />
        <ResultMessage result={result} busy={busy} />
        <button type="submit" className="button button-quiet" disabled={busy}>
          {busy ? 'Saving…' : 'Adjust stock'}
        </button>
      </fetcher.Form>
      <StockHistory adjustments={adjustments} />
    </section>
  );
}

/**
 * A product with variants: its stock is set per variant (the variants form, a CSV import), and
 * each change is in the history with the variant's name (decision 0036).
 */
export function VariantStockHistory({ adjustments }: { adjustments: StockAdjustment[] }) {
  return (
    <section className="admin-panel" aria-labelledby="stock-h">
      <h2 id="stock-h">Stock</h2>
      <p>Each variant's stock is set in the variants below; every change is listed here.</p>
      <StockHistory adjustments={adjustments} />
    </section>
  );
}

/** The latest stock changes; a column names the variant when any change was a variant's. */
function StockHistory({ adjustments }: { adjustments: StockAdjustment[] }) {
  const formatInstant = useFormatInstant();
  const perVariant = adjustments.some((a) => a.variant_label !== undefined);
  if (adjustments.length === 0) return null;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table-compact">
        <caption>Latest changes</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            {perVariant ? <th scope="col">Variant</th> : null}
            <th scope="col">Change</th>
            <th scope="col">Reason</th>
            <th scope="col">By</th>
            <th scope="col">Left</th>
          </tr>
        </thead>
        <tbody>
          {adjustments.map((a) => (
            <tr key={a.id}>
              <td>{formatInstant(a.created_at)}</td>
              {perVariant ? <td>{a.variant_label ?? 'All'}</td> : null}
              <td>{a.delta > 0 ? `+${a.delta}` : `−${-a.delta}`}</td>
              <td>
                {reasons[a.reason]}
                {a.note ? <span className="admin-muted"> · {a.note}</span> : null}
              </td>
              <td>{a.staff_name}</td>
              <td>{a.quantity_after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
