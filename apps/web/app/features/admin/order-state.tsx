import type { StaffOrderSummary } from '@oja/shared/staff-orders';

export const orderStateOptions = [
  ['awaiting', 'Awaiting confirmation (not paid)'],
  ['on_delivery', 'Pay on delivery (accepted, not paid)'],
  ['opened', 'Order opened (paid)'],
  ['processed', 'Order processed'],
  ['delivered', 'Order delivered'],
  ['refunded', 'Order Refunded'],
  ['cancelled', 'Cancelled'],
  ['expired', 'Expired'],
] as const;

const tone: Record<StaffOrderSummary['state'], string> = {
  awaiting: 'tag',
  on_delivery: 'tag tag-warn',
  opened: 'tag tag-warn',
  processed: 'tag tag-ok',
  delivered: 'tag tag-ok',
  refunded: 'tag',
  cancelled: 'tag',
  expired: 'tag',
};

/** The order's status, and whether it still waits for staff to set the fees. */
export function OrderStateTag({
  order,
}: {
  order: Pick<StaffOrderSummary, 'state' | 'status_name' | 'order_reviewed'>;
}) {
  return (
    <>
      <span className={tone[order.state]}>{order.status_name}</span>
      {order.state === 'awaiting' && !order.order_reviewed ? (
        <span className="tag tag-danger">Needs review</span>
      ) : null}
    </>
  );
}
