import { useFetcher } from 'react-router';
import type { StaffVariant } from '@oja/shared/staff-variants';
import { staffMessages } from '@oja/shared/staff-rules';
import { resultFor, type ActionResult } from '../../ui/action-result';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { ResultMessage } from '../../ui/result-message';

const major = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));

/** The columns of a variant row: form field, header, input attributes. */
const columns = [
  { name: 'label', head: 'Option (e.g. 500 g)', attrs: { maxLength: 80 } },
  { name: 'sku', head: 'SKU', attrs: { maxLength: 64 } },
  { name: 'price_ngn', head: 'Price ₦', attrs: { inputMode: 'decimal' as const } },
  { name: 'price_usd', head: 'Price $', attrs: { inputMode: 'decimal' as const } },
  { name: 'sale_price_ngn', head: 'Sale ₦', attrs: { inputMode: 'decimal' as const } },
  { name: 'sale_price_usd', head: 'Sale $', attrs: { inputMode: 'decimal' as const } },
  { name: 'quantity', head: 'Stock', attrs: { inputMode: 'numeric' as const } },
] as const;

const valuesOf = (v: StaffVariant): Record<string, string> => ({
  label: v.label,
  sku: v.sku,
  price_ngn: major(v.price_ngn_kobo),
  price_usd: major(v.price_usd_cents),
  sale_price_ngn: major(v.sale_price_ngn_kobo),
  sale_price_usd: major(v.sale_price_usd_cents),
  quantity: String(v.quantity),
});

/**
 * The product's variants as one table form: each row a pack size, weight, colour or length with
 * its own prices, stock and SKU, in order (the first is the default). An empty last row adds one;
 * "Remove" drops a row. Saving sends the whole list.
 */
export function VariantsForm({ variants, actionData }: { variants: StaffVariant[]; actionData?: ActionResult }) {
  const fetcher = useFetcher<ActionResult>();
  const result = resultFor('variants', fetcher.data, actionData);
  const busy = fetcher.state !== 'idle';
  useSubmissionToast(busy, staffMessages.updating, result);
  const errors = busy ? {} : (result?.errors ?? {});
  const rows = [
    ...variants.map((v) => ({ id: v.id, values: valuesOf(v) })),
    { id: null, values: {} as Record<string, string> },
  ];
  return (
    <section className="admin-panel admin-wide" aria-labelledby="variants-h">
      <h2 id="variants-h">Variants</h2>
      <p className="admin-muted">
        Pack sizes, weights, colours or lengths, each with its own prices and stock. The first is the one shown first;
        the product’s stock is the sum. Leave the table empty for a product without options.
      </p>
      <fetcher.Form method="post" key={variants.map((v) => `${v.id}:${v.quantity}:${v.label}`).join('|')}>
        <input type="hidden" name="intent" value="variants" />
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="admin-table-wrap">
          <table className="admin-table variants-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                {columns.map((c) => (
                  <th scope="col" key={c.name}>
                    {c.head}
                  </th>
                ))}
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.id ?? 'new'}>
                  <td>
                    {row.id !== null && <input type="hidden" name={`v${i}.id`} value={row.id} />}
                    {row.id !== null && (
                      // The stock as loaded: the save applies only the change made here (review N5).
                      <input type="hidden" name={`v${i}.quantity_was`} value={row.values.quantity} />
                    )}
                    <input
                      name={`v${i}.position`}
                      aria-label={`Order of row ${i + 1}`}
                      inputMode="numeric"
                      size={2}
                      defaultValue={String(i + 1)}
                    />
                  </td>
                  {columns.map((c) => {
                    const error = errors[`variants.${i}.${c.name === 'quantity' ? 'quantity' : c.name}`];
                    return (
                      <td key={c.name}>
                        <input
                          name={`v${i}.${c.name}`}
                          aria-label={`${c.head}, row ${i + 1}${row.id === null ? ' (new)' : ''}`}
                          defaultValue={
                            result?.ok
                              ? row.values[c.name]
                              : (result?.values?.[`v${i}.${c.name}`] ?? row.values[c.name])
                          }
                          aria-invalid={error ? true : undefined}
                          title={error}
                          size={c.name === 'label' ? 16 : 8}
                          {...c.attrs}
                        />
                        {error ? <span className="field-error">{error}</span> : null}
                      </td>
                    );
                  })}
                  <td>
                    {row.id !== null && (
                      <input type="checkbox" name={`v${i}.remove`} aria-label={`Remove row ${i + 1}`} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <input type="hidden" name="rows" value={rows.length} />
        <ResultMessage result={result} busy={busy} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save variants'}
        </button>
      </fetcher.Form>
    </section>
  );
}
