import { formatMoney } from '@oja/shared/money';
import type { Bill, BillRow, FeeKind } from '@oja/shared/order-bill';
import { pictureOf } from '../../lib/picture';
import { useT, type MessageId } from '../../i18n/i18n';

/**
 * An order's bill (packages/shared/src/order-bill.ts) as the shopper's pages show it: the lines
 * with the variant bought, then the rows that add up to the total (issue 30, E1 and E2). The
 * checkout pages keep their own fee words; My Orders its own.
 */

const feeWords: Record<'checkout' | 'order', Record<FeeKind, MessageId>> = {
  checkout: {
    shipping_cost: 'checkout.fee.shipping',
    freight_fee: 'checkout.fee.freight',
    handling_fee: 'checkout.fee.handling',
    packaging_fee: 'checkout.fee.packaging',
    insurance_fee: 'checkout.fee.insurance',
  },
  order: {
    shipping_cost: 'order.fee.shipping',
    freight_fee: 'order.fee.freight',
    handling_fee: 'order.fee.handling',
    packaging_fee: 'order.fee.packaging',
    insurance_fee: 'order.fee.insurance',
  },
};

export function BillLines({ bill }: { bill: Bill }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, bill.currency);
  return (
    <ul className="summary-lines">
      {bill.lines.map((line) => (
        <li key={line.key}>
          <img src={pictureOf(line.image_url)} alt="" width="48" height="48" />
          <span className="summary-title">
            {line.name} <span className="muted">× {line.quantity}</span>
          </span>
          <span>{money(line.total_minor)}</span>
          {line.discount_minor > 0 && (
            <span className="summary-line-promotion">
              {line.promotion ?? t('checkout.promotion')}: −{money(line.discount_minor)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

interface BillAmountsProps {
  bill: Bill;
  words: 'checkout' | 'order';
  totalLabel: string;
}

export function BillAmounts({ bill, words, totalLabel }: BillAmountsProps) {
  const t = useT();
  const money = (minor: number) =>
    minor < 0 ? `−${formatMoney(-minor, bill.currency)}` : formatMoney(minor, bill.currency);
  const label = (row: BillRow) =>
    row.kind === 'subtotal'
      ? t('checkout.subtotal')
      : row.kind === 'promotions'
        ? t('cart.promotions')
        : row.kind === 'voucher'
          ? t('voucher.line', { code: row.code ?? '' }).trim()
          : t(feeWords[words][row.kind]);
  return (
    <dl className="summary-amounts">
      {bill.rows.map((row) => (
        <div key={row.kind} className={row.minor < 0 ? 'summary-discount' : undefined}>
          <dt>{label(row)}</dt>
          <dd>{money(row.minor)}</dd>
        </div>
      ))}
      <div className="summary-total">
        <dt>{totalLabel}</dt>
        <dd>{money(bill.total_minor)}</dd>
      </div>
    </dl>
  );
}
