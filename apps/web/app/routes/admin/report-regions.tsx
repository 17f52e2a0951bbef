import { Link } from 'react-router';
import { formatMoney } from '@oja/shared/money';
import type { Route } from './+types/report-regions';
import { Comparison } from '../../features/reports/comparison';
import { count } from '../../features/reports/labels';
import { NigeriaMap } from '../../features/reports/nigeria-map';
import { RangeForm } from '../../features/reports/range-form';
import { loadReport } from '../../features/reports/report-loader.server';
import { TableView } from '../../features/reports/table-view';
import { styleParts } from '../../styles/areas';

export const handle = styleParts('reports');

export const meta: Route.MetaFunction = () => [{ title: 'Sales by state | Reports | Back office | Oja' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadReport(context, request, 'regions');
}

/** Paid orders by Nigerian state on the map (this route alone carries the map's outlines). */
export default function RegionsReport({ loaderData: d }: Route.ComponentProps) {
  const r = d.report?.report === 'regions' ? d.report : null;
  const ngn = r ? r.rows.filter((x) => x.currency === 'NGN') : [];
  const values = new Map(ngn.map((x) => [x.state, x.current.total_minor]));
  const fmt = (minor: number) => formatMoney(minor, 'NGN');
  const sum = (pick: (x: (typeof ngn)[number]) => number) => ngn.reduce((a, x) => a + pick(x), 0);
  return (
    <>
      <p className="admin-muted">
        <Link to="/admin/reports">Reports</Link>
      </p>
      <h1>Sales by state</h1>
      <RangeForm period={r?.period ?? null} today={d.today} error={d.error ?? undefined} />
      {r ? (
        <section className="admin-card report-section" aria-labelledby="regions-h">
          <h2 id="regions-h">Paid orders delivered in Nigeria (NGN)</h2>
          <Comparison
            figures={[
              {
                label: 'Value',
                current: sum((x) => x.current.total_minor),
                previous: sum((x) => x.previous.total_minor),
                format: fmt,
              },
              {
                label: 'Paid orders',
                current: sum((x) => x.current.orders),
                previous: sum((x) => x.previous.orders),
                format: count,
              },
            ]}
          />
          <NigeriaMap
            title="Paid orders' value by state"
            summary={
              ngn.length === 0
                ? 'No paid orders to Nigerian addresses in this range.'
                : ngn
                    .filter((x) => x.current.orders > 0)
                    .slice(0, 5)
                    .map((x) => `${x.state}: ${fmt(x.current.total_minor)}`)
                    .join('; ')
            }
            values={values}
            format={fmt}
          />
          <TableView
            caption="Sales by state"
            head={['State', 'Currency', 'Paid orders', 'Value', 'Previous value']}
            rows={r.rows.map((x) => [
              x.state,
              x.currency,
              count(x.current.orders),
              formatMoney(x.current.total_minor, x.currency),
              formatMoney(x.previous.total_minor, x.currency),
            ])}
          />
        </section>
      ) : null}
    </>
  );
}
