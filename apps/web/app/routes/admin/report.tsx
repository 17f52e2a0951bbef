import { Link, useLocation } from 'react-router';
import { reportNames, reportTitles, type ReportName } from '@oja/shared/reports';
import type { Route } from './+types/report';
import { loadReport } from '../../features/reports/report-loader.server';
import { RangeForm } from '../../features/reports/range-form';
import {
  DeliveryView,
  DiscountsView,
  FunnelView,
  OrderStatesView,
  PaymentMethodsView,
  SalesView,
  TopView,
} from '../../features/reports/report-views';
import { styleParts } from '../../styles/areas';

export const handle = styleParts('reports');

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${reportTitles[params.name as ReportName] ?? 'Report'} | Reports | Back office | Oja` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const name = reportNames.find((n) => n === params.name);
  if (!name || name === 'regions') throw new Response('Not found', { status: 404 });
  return loadReport(context, request, name);
}

function Body({ report }: { report: NonNullable<Route.ComponentProps['loaderData']['report']> }) {
  switch (report.report) {
    case 'sales':
      return <SalesView r={report} />;
    case 'order-states':
      return <OrderStatesView r={report} />;
    case 'top-products':
    case 'top-categories':
      return <TopView r={report} />;
    case 'payment-methods':
      return <PaymentMethodsView r={report} />;
    case 'discounts':
      return <DiscountsView r={report} />;
    case 'funnel':
      return <FunnelView r={report} />;
    case 'delivery':
      return <DeliveryView r={report} />;
    default:
      return null;
  }
}

export default function Report({ loaderData: d, params }: Route.ComponentProps) {
  const { search } = useLocation();
  const name = params.name as ReportName;
  const top = name === 'top-products' || name === 'top-categories';
  const by = d.by === 'units' ? 'units' : 'revenue';
  const other = new URLSearchParams(search);
  other.set('by', by === 'units' ? 'revenue' : 'units');
  return (
    <>
      <p className="admin-muted">
        <Link to="/admin/reports">Reports</Link>
      </p>
      <h1>{reportTitles[name]}</h1>
      <RangeForm
        period={d.report?.period ?? null}
        today={d.today}
        extra={top ? { by } : {}}
        error={d.error ?? undefined}
      />
      {top ? (
        <p>
          <Link to={`?${other}`}>Rank by {by === 'units' ? 'revenue' : 'units'}</Link>
        </p>
      ) : null}
      {d.report ? <Body report={d.report} /> : null}
    </>
  );
}
