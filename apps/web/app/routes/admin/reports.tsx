import { Link } from 'react-router';
import { reportNames, reportTitles } from '@oja/shared/reports';
import type { Route } from './+types/reports';

export const meta: Route.MetaFunction = () => [{ title: 'Reports | Back office | Oja' }];

const about: Record<(typeof reportNames)[number], string> = {
  sales: 'Paid orders per day, week or month in each currency, refunds apart.',
  'order-states': 'Orders placed over time, by the state they are in now.',
  'top-products': 'The best sellers by revenue and by units.',
  'top-categories': 'The categories that sell most, by revenue and by units.',
  'payment-methods': 'How paid orders were paid: provider, bank transfer, on delivery.',
  discounts: 'What vouchers and promotions took off paid orders.',
  funnel: 'Carts opened, orders placed, orders paid.',
  delivery: 'Orders delivered on time or late against their estimate.',
  regions: 'Paid orders on a map of the 36 states and the FCT.',
};

export default function Reports() {
  return (
    <>
      <h1>Reports</h1>
      <p>Every report covers a range of days in the shop’s time zone and compares it with the period just before.</p>
      <ul className="report-list">
        {reportNames.map((name) => (
          <li key={name}>
            <Link to={`/admin/reports/${name}`}>{reportTitles[name]}</Link>
            <span className="admin-muted"> — {about[name]}</span>
          </li>
        ))}
      </ul>
      <section className="admin-card" aria-labelledby="exports-h">
        <h2 id="exports-h">Exports for the accountant</h2>
        <p>
          Orders, payments and refunds of a range as CSV: amounts in minor units (kobo, cents) and formatted, with the
          currency; times on the shop’s clock.
        </p>
        {/* A plain form: the browser downloads the file the API streams. */}
        <form method="get" action="/api/admin/exports/orders.csv" className="admin-filters">
          <div className="field">
            <label htmlFor="export-from">From</label>
            <input id="export-from" type="date" name="from" required />
          </div>
          <div className="field">
            <label htmlFor="export-to">To</label>
            <input id="export-to" type="date" name="to" required />
          </div>
          <button type="submit" className="button button-quiet">
            Orders CSV
          </button>
          <button type="submit" className="button button-quiet" formAction="/api/admin/exports/payments.csv">
            Payments CSV
          </button>
          <button type="submit" className="button button-quiet" formAction="/api/admin/exports/refunds.csv">
            Refunds CSV
          </button>
        </form>
      </section>
    </>
  );
}
