import { useFetcher } from 'react-router';
import type { StaffProduct } from '@oja/shared/staff';
import { staffMessages } from '@oja/shared/staff-rules';
import { resultFor, type ActionResult } from '../../ui/action-result';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { ResultMessage } from '../../ui/result-message';

/**
 * Take a product out of the shop: hide it (it can come back), or delete it when nobody has
 * ordered it. A product with orders can only be hidden: the orders keep naming it.
 */
export function RemoveProduct({ product, actionData }: { product: StaffProduct; actionData?: ActionResult }) {
  const fetcher = useFetcher<ActionResult>();
  const result = ['hide', 'show', 'delete'].map((i) => resultFor(i, fetcher.data, actionData)).find(Boolean);
  const busy = fetcher.state !== 'idle';
  useSubmissionToast(busy, staffMessages.updating, result);
  const canDelete = product.order_count === 0;
  return (
    <section className="admin-panel" aria-labelledby="remove-h">
      <h2 id="remove-h">Hide or delete</h2>
      {!busy && result && !result.ok ? <p className="form-error">{result.errors.form}</p> : null}
      <ResultMessage result={result} busy={busy} />
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={product.visible ? 'hide' : 'show'} />
        <button type="submit" className="button button-quiet" disabled={busy}>
          {product.visible ? 'Hide from the shop' : 'Show in the shop'}
        </button>
      </fetcher.Form>
      {canDelete ? (
        <fetcher.Form
          method="post"
          onSubmit={(e) => {
            if (!window.confirm(`Delete “${product.title}” for good?`)) e.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="button button-danger" disabled={busy}>
            Delete product
          </button>
        </fetcher.Form>
      ) : (
        <p className="admin-muted">
          This product is in {product.order_count} order{product.order_count === 1 ? '' : 's'}, so it cannot be deleted;
          hide it instead.
        </p>
      )}
    </section>
  );
}
