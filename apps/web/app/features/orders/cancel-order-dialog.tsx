import { Link } from 'react-router';
import type { OrderSummary } from '@oja/shared/orders';
import { Dialog } from '../../ui/dialog';
import { useT } from '../../i18n/i18n';

interface CancelOrderDialogProps {
  order: OrderSummary;
  /** With JavaScript: confirm and decline; without, the form posts and "No" is a link. */
  onConfirm?: () => void;
  onDecline: () => void;
  declineHref: string;
}

/** "Are you sure?" before an unpaid order is cancelled. */
export function CancelOrderDialog({ order, onConfirm, onDecline, declineHref }: CancelOrderDialogProps) {
  const t = useT();
  return (
    <Dialog open title={t('order.cancel.title')} onClose={onDecline} closeHref={onConfirm ? undefined : declineHref}>
      <p>{t('order.cancel.text')}</p>
      <p className="muted">{t('order.ref', { ref: order.order_id })}</p>
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
            {t('order.cancel.keep')}
          </button>
        ) : (
          <Link to={declineHref} replace className="button button-secondary">
            {t('order.cancel.keep')}
          </Link>
        )}
        <button type="submit" className="button button-danger">
          {t('order.cancel.yes')}
        </button>
      </form>
    </Dialog>
  );
}
