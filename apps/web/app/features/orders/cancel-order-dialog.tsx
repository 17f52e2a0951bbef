import { Link } from 'react-router';
import type { OrderSummary } from '@oja/shared/orders';
import { Dialog } from '../../ui/dialog';

interface CancelOrderDialogProps {
  order: OrderSummary;
  /** With JavaScript: confirm and decline; without, the form posts and "No" is a link. */
  onConfirm?: () => void;
  onDecline: () => void;
  declineHref: string;
}

/** "Are you sure?" before an unpaid order is cancelled. */
export function CancelOrderDialog({ order, onConfirm, onDecline, declineHref }: CancelOrderDialogProps) {
  return (
    <Dialog open title="Are you sure?" onClose={onDecline} closeHref={onConfirm ? undefined : declineHref}>
      <p>After deleted you will not be able to recover this Order!</p>
      <p className="muted">Order ID: {order.order_id}</p>
      <form
        method="post"
        className="dialog-actions"
        onSubmit={(e) => {
          if (!onConfirm) return;
          e.preventDefault();
          onConfirm();
        }}
      >
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="id" value={order.id} />
        {onConfirm ? (
          <button type="button" className="button button-secondary" onClick={onDecline}>
            No, keep it
          </button>
        ) : (
          <Link to={declineHref} replace className="button button-secondary">
            No, keep it
          </Link>
        )}
        <button type="submit" className="button button-danger">
          Yes, cancel it
        </button>
      </form>
    </Dialog>
  );
}
