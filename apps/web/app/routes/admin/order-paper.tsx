import { Link } from 'react-router';
import { formatMoney } from '@oja/shared/money';
import type { Route } from './+types/order-paper';
import { apiData, sharedApiData } from '../../lib/api.server';
import { PrintButton } from '../../features/reports/print-button';
import { useFormatInstant } from '../../lib/staff-time';
import { styleParts } from '../../styles/areas';
import { formatPhone } from '@oja/shared/phone';

export const handle = styleParts('reports');

const kinds = { 'packing-slip': 'Packing slip', invoice: 'Invoice' } as const;
type Kind = keyof typeof kinds;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? kinds[loaderData.kind] : 'Paper'} ${loaderData?.order.order_ref ?? ''} | Oja` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const kind = params.kind as Kind;
  if (!Number.isSafeInteger(id) || id <= 0 || !(kind in kinds)) throw new Response('Not found', { status: 404 });
  const [order, shop] = await Promise.all([
    apiData(context, `/api/admin/orders/${id}`),
    sharedApiData(context, '/api/shop/'),
  ]);
  return { kind, order, shop: { name: shop.name } };
}

/** A printable packing slip (what is in the parcel, no prices) or invoice (prices and totals). */
export default function OrderPaper({ loaderData: { kind, order, shop } }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  const money = (minor: number) => formatMoney(minor, order.currency);
  const fees = Object.values(order.fees).reduce((a, b) => a + b, 0);
  const discount = order.subtotal_minor + fees - order.total_minor;
  const a = order.address;
  return (
    <article className="paper" aria-labelledby="paper-h">
      <p className="no-print admin-muted">
        <Link to={`/admin/orders/${order.id}`}>Back to order {order.order_ref}</Link>
      </p>
      <PrintButton label={`Print ${kinds[kind].toLowerCase()}`} />
      <header className="paper-head">
        <p className="paper-shop">{shop.name}</p>
        <h1 id="paper-h">
          {kinds[kind]} {order.order_ref}
        </h1>
        <p>
          Placed {formatInstant(order.created_at)}
          {order.paid_at ? `, paid ${formatInstant(order.paid_at)}` : ''}
        </p>
      </header>
      <section aria-label="Deliver to" className="paper-address">
        <h2>{kind === 'invoice' ? 'Billed to' : 'Deliver to'}</h2>
        <p>
          {order.customer.name}
          <br />
          {a.street}
          <br />
          {[a.city, a.lga, a.state].filter(Boolean).join(', ')} {a.postal_code}
          <br />
          {a.country_name}
          <br />
          {formatPhone(a.phone)}
        </p>
      </section>
      <table className="admin-table paper-table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            {kind === 'invoice' ? (
              <>
                <th scope="col">Unit price</th>
                <th scope="col">Amount</th>
              </>
            ) : (
              <th scope="col">Packed</th>
            )}
          </tr>
        </thead>
        <tbody>
          {order.items.map((i, n) => (
            <tr key={n}>
              <th scope="row">{i.title}</th>
              <td>{i.quantity}</td>
              {kind === 'invoice' ? (
                <>
                  <td>{money(i.unit_price_minor)}</td>
                  <td>{money(i.line_total_minor)}</td>
                </>
              ) : (
                <td aria-label="Tick when packed">☐</td>
              )}
            </tr>
          ))}
        </tbody>
        {kind === 'invoice' ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Subtotal
              </th>
              <td>{money(order.subtotal_minor)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                Delivery and fees
              </th>
              <td>{money(fees)}</td>
            </tr>
            {discount > 0 ? (
              <tr>
                <th scope="row" colSpan={3}>
                  Discounts
                </th>
                <td>−{money(discount)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={3}>
                Total ({order.currency})
              </th>
              <td>
                <strong>{money(order.total_minor)}</strong>
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      {kind === 'packing-slip' ? (
        <p className="paper-foot">
          {order.item_count} item{order.item_count === 1 ? '' : 's'}. Thank you for shopping with {shop.name}.
        </p>
      ) : (
        <p className="paper-foot">Status: {order.status_name}.</p>
      )}
    </article>
  );
}
