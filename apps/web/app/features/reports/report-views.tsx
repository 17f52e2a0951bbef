import { formatMoney, type Currency } from '@oja/shared/money';
import type { ReportOf } from '@oja/shared/reports';
import { BarList } from './bar-list';
import { ColumnChart } from './column-chart';
import { Comparison } from './comparison';
import { TableView } from './table-view';
import { bucketLabel, count, methodLabels, stateLabels } from './labels';

const money = (currency: Currency) => (minor: number) => formatMoney(minor, currency);
/** Axis labels: whole units, no decimals ("₦4,500"). */
const axisMoney = (currency: Currency) => (minor: number) =>
  `${currency === 'NGN' ? '₦' : '$'}${Math.round(minor / 100).toLocaleString('en-GB', { notation: 'compact' })}`;

const empty = <p>Nothing in this range.</p>;

export function SalesView({ r }: { r: ReportOf<'sales'> }) {
  if (r.currencies.length === 0) return empty;
  return r.currencies.map((c) => {
    const fmt = money(c.currency);
    const best = c.points.reduce((a, b) => (b.total_minor > a.total_minor ? b : a), c.points[0]!);
    return (
      <section key={c.currency} className="admin-card report-section" aria-labelledby={`sales-${c.currency}`}>
        <h2 id={`sales-${c.currency}`}>Sales in {c.currency}</h2>
        <Comparison
          figures={[
            {
              label: 'Paid orders’ value',
              current: c.current.total_minor,
              previous: c.previous.total_minor,
              format: fmt,
            },
            { label: 'Paid orders', current: c.current.orders, previous: c.previous.orders, format: count },
            { label: 'Refunded', current: c.current.refunded_minor, previous: c.previous.refunded_minor, format: fmt },
          ]}
        />
        <ColumnChart
          title={`Sales in ${c.currency} per ${r.period.grain}`}
          summary={`Paid orders worth ${fmt(c.current.total_minor)} from ${r.period.from} to ${r.period.to}; the best ${r.period.grain} began ${best.start} with ${fmt(best.total_minor)}. Refunds of ${fmt(c.current.refunded_minor)} are shown apart.`}
          labels={c.points.map((p) => bucketLabel(p.start, r.period.grain))}
          parts={c.points.map((p) => [p.total_minor])}
          keys={[{ name: 'Sales', className: 'chart-part-1' }]}
          format={axisMoney(c.currency)}
        />
        <TableView
          caption={`Sales in ${c.currency}`}
          head={[r.period.grain === 'day' ? 'Day' : `${r.period.grain} from`, 'Paid orders', 'Value', 'Refunded']}
          rows={c.points.map((p) => [p.start, count(p.orders), fmt(p.total_minor), fmt(p.refunded_minor)])}
        />
      </section>
    );
  });
}

const stateClasses = [
  'chart-part-1',
  'chart-part-2',
  'chart-part-3',
  'chart-part-4',
  'chart-part-5',
  'chart-part-6',
  'chart-part-7',
  'chart-part-8',
];

export function OrderStatesView({ r }: { r: ReportOf<'order-states'> }) {
  const total = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);
  return (
    <section className="admin-card report-section" aria-labelledby="states-h">
      <h2 id="states-h">Orders placed, by the state they are in now</h2>
      <Comparison
        figures={[
          { label: 'Orders placed', current: total(r.current), previous: total(r.previous), format: count },
          ...r.states.map((s) => ({
            label: stateLabels[s]!,
            current: r.current[s] ?? 0,
            previous: r.previous[s] ?? 0,
            format: count,
          })),
        ]}
      />
      <ColumnChart
        title={`Orders placed per ${r.period.grain}, by state`}
        summary={`${total(r.current)} orders placed from ${r.period.from} to ${r.period.to}: ${r.states.map((s) => `${r.current[s] ?? 0} ${stateLabels[s]!.toLowerCase()}`).join(', ')}.`}
        labels={r.points.map((p) => bucketLabel(p.start, r.period.grain))}
        parts={r.points.map((p) => r.states.map((s) => p.counts[s] ?? 0))}
        keys={r.states.map((s, i) => ({ name: stateLabels[s]!, className: stateClasses[i]! }))}
        format={count}
      />
      <TableView
        caption="Orders by state"
        head={[r.period.grain === 'day' ? 'Day' : `${r.period.grain} from`, ...r.states.map((s) => stateLabels[s]!)]}
        rows={r.points.map((p) => [p.start, ...r.states.map((s) => count(p.counts[s] ?? 0))])}
      />
    </section>
  );
}

export function TopView({ r }: { r: ReportOf<'top-products'> | ReportOf<'top-categories'> }) {
  const what = r.report === 'top-products' ? 'products' : 'categories';
  const groups = (['NGN', 'USD'] as const).filter((c) => r.rows.some((x) => x.currency === c));
  if (groups.length === 0) return empty;
  return groups.map((currency) => {
    const rows = r.rows.filter((x) => x.currency === currency);
    const fmt = r.by === 'revenue' ? money(currency) : count;
    return (
      <section key={currency} className="admin-card report-section" aria-labelledby={`top-${currency}`}>
        <h2 id={`top-${currency}`}>
          Top {what} by {r.by} ({currency} orders)
        </h2>
        <BarList
          title={`Top ${what} by ${r.by}, ${currency} orders`}
          summary={rows
            .map((x, i) => `${i + 1}. ${x.title}: ${fmt(r.by === 'revenue' ? x.revenue_minor : x.units)}`)
            .join('; ')}
          rows={rows.map((x) => ({
            label: x.title,
            value: r.by === 'revenue' ? x.revenue_minor : x.units,
            previous: r.by === 'revenue' ? x.previous_revenue_minor : x.previous_units,
          }))}
          format={fmt}
        />
        <TableView
          caption={`Top ${what}, ${currency}`}
          head={['Name', 'Revenue', 'Units', 'Previous revenue', 'Previous units']}
          rows={rows.map((x) => [
            x.title,
            money(currency)(x.revenue_minor),
            count(x.units),
            money(currency)(x.previous_revenue_minor),
            count(x.previous_units),
          ])}
        />
      </section>
    );
  });
}

const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');

export function PaymentMethodsView({ r }: { r: ReportOf<'payment-methods'> }) {
  const groups = (['NGN', 'USD'] as const).filter((c) => r.rows.some((x) => x.currency === c));
  if (groups.length === 0) return empty;
  return groups.map((currency) => {
    const rows = r.rows.filter((x) => x.currency === currency);
    const all = rows.reduce((a, x) => a + x.current.orders, 0);
    const before = rows.reduce((a, x) => a + x.previous.orders, 0);
    return (
      <section key={currency} className="admin-card report-section" aria-labelledby={`pay-${currency}`}>
        <h2 id={`pay-${currency}`}>How {currency} orders were paid</h2>
        <BarList
          title={`Payment methods' shares of paid ${currency} orders`}
          summary={rows.map((x) => `${methodLabels[x.method]}: ${share(x.current.orders, all)} of orders`).join('; ')}
          rows={rows.map((x) => ({
            label: methodLabels[x.method],
            value: x.current.orders,
            previous: x.previous.orders,
          }))}
          format={count}
        />
        <TableView
          caption={`Payment methods, ${currency}`}
          head={['Method', 'Orders', 'Share', 'Value', 'Previous share']}
          rows={rows.map((x) => [
            methodLabels[x.method],
            count(x.current.orders),
            share(x.current.orders, all),
            money(currency)(x.current.total_minor),
            share(x.previous.orders, before),
          ])}
        />
      </section>
    );
  });
}

export function DiscountsView({ r }: { r: ReportOf<'discounts'> }) {
  if (r.currencies.length === 0) return empty;
  return (
    <>
      {r.currencies.map((c) => {
        const fmt = money(c.currency);
        return (
          <section key={c.currency} className="admin-card report-section" aria-labelledby={`disc-${c.currency}`}>
            <h2 id={`disc-${c.currency}`}>What discounts cost in {c.currency}</h2>
            <Comparison
              figures={[
                {
                  label: 'Vouchers',
                  current: c.current.voucher_minor,
                  previous: c.previous.voucher_minor,
                  format: fmt,
                },
                {
                  label: 'Promotions',
                  current: c.current.promotion_minor,
                  previous: c.previous.promotion_minor,
                  format: fmt,
                },
                {
                  label: 'Discounted paid orders',
                  current: c.current.orders,
                  previous: c.previous.orders,
                  format: count,
                },
              ]}
            />
            <BarList
              title={`Vouchers and promotions, ${c.currency}`}
              summary={`Vouchers took ${fmt(c.current.voucher_minor)} and promotions ${fmt(c.current.promotion_minor)} off paid orders.`}
              rows={[
                ...r.vouchers
                  .filter((v) => v.currency === c.currency)
                  .map((v) => ({ label: `Voucher ${v.code}`, value: v.cost_minor })),
                ...r.promotions
                  .filter((p) => p.currency === c.currency)
                  .map((p) => ({ label: p.name, value: p.cost_minor })),
              ]}
              format={fmt}
            />
          </section>
        );
      })}
      <TableView
        caption="Vouchers"
        head={['Code', 'Currency', 'Orders', 'Cost']}
        rows={r.vouchers.map((v) => [v.code, v.currency, count(v.orders), formatMoney(v.cost_minor, v.currency)])}
      />
      <TableView
        caption="Promotions"
        head={['Promotion', 'Currency', 'Units', 'Cost']}
        rows={r.promotions.map((p) => [p.name, p.currency, count(p.units), formatMoney(p.cost_minor, p.currency)])}
      />
    </>
  );
}

export function FunnelView({ r }: { r: ReportOf<'funnel'> }) {
  const steps = [
    { label: 'Carts opened', key: 'carts' },
    { label: 'Orders placed', key: 'placed' },
    { label: 'Of those, paid', key: 'paid' },
  ] as const;
  return (
    <section className="admin-card report-section" aria-labelledby="funnel-h">
      <h2 id="funnel-h">From carts to paid orders</h2>
      <Comparison
        figures={steps.map((s) => ({
          label: s.label,
          current: r.current[s.key],
          previous: r.previous[s.key],
          format: count,
        }))}
      />
      <BarList
        title="Carts, placed orders and paid orders"
        summary={`${r.current.carts} carts opened, ${r.current.placed} orders placed (${share(r.current.placed, r.current.carts)} of carts), ${r.current.paid} of them paid (${share(r.current.paid, r.current.placed)}).`}
        rows={steps.map((s) => ({ label: s.label, value: r.current[s.key], previous: r.previous[s.key] }))}
        format={count}
      />
      <p className="admin-muted">
        A returning customer keeps one cart, so carts count new carts in the range; orders placed in the range count as
        paid when they were paid, even after it.
      </p>
      <TableView
        caption="Funnel"
        head={['Step', 'This period', 'Previous period']}
        rows={steps.map((s) => [s.label, count(r.current[s.key]), count(r.previous[s.key])])}
      />
    </section>
  );
}

export function DeliveryView({ r }: { r: ReportOf<'delivery'> }) {
  const names = { home: 'To the address', pickup: 'Pickup station' } as const;
  const avgLate = (f: { late: number; late_days: number }) => (f.late > 0 ? (f.late_days / f.late).toFixed(1) : '0');
  return (
    <section className="admin-card report-section" aria-labelledby="delivery-h">
      <h2 id="delivery-h">Delivered against the estimate</h2>
      <Comparison
        figures={r.rows.flatMap((x) => [
          {
            label: `${names[x.method]}: delivered`,
            current: x.current.delivered,
            previous: x.previous.delivered,
            format: count,
          },
          {
            label: `${names[x.method]}: on time`,
            current: x.current.on_time,
            previous: x.previous.on_time,
            format: count,
          },
        ])}
      />
      <BarList
        title="Orders delivered on time and late"
        summary={r.rows
          .map(
            (x) =>
              `${names[x.method]}: ${x.current.on_time} on time, ${x.current.late} late (on average ${avgLate(x.current)} days), ${x.current.no_estimate} without an estimate`,
          )
          .join('; ')}
        rows={r.rows.flatMap((x) => [
          { label: `${names[x.method]}: on time`, value: x.current.on_time, previous: x.previous.on_time },
          { label: `${names[x.method]}: late`, value: x.current.late, previous: x.previous.late },
        ])}
        format={count}
      />
      <TableView
        caption="Delivery performance"
        head={['Delivery', 'Delivered', 'On time', 'Late', 'Average days late', 'No estimate', 'Previous on time']}
        rows={r.rows.map((x) => [
          names[x.method],
          count(x.current.delivered),
          count(x.current.on_time),
          count(x.current.late),
          avgLate(x.current),
          count(x.current.no_estimate),
          `${count(x.previous.on_time)} of ${count(x.previous.delivered)}`,
        ])}
      />
    </section>
  );
}
