import { Form, useSearchParams } from 'react-router';
import { auditActions, auditEntityTypes } from '@oja/shared/audit';
import type { Route } from './+types/audit';
import { apiData } from '../../lib/api.server';
import { Pagination } from '../../ui/pagination';
import { useFormatInstant } from '../../lib/staff-time';

export const meta: Route.MetaFunction = () => [{ title: 'Audit log | Back office | Oja' }];

const filters = ['actor', 'action', 'entity_type', 'entity_id', 'from', 'to', 'page'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const incoming = new URL(request.url).searchParams;
  const params = new URLSearchParams();
  for (const name of filters) {
    const value = incoming.get(name)?.trim();
    if (value) params.set(name, value);
  }
  return apiData(context, `/api/admin/audit/?${params}`);
}

/** A field's value as stored: money in minor units, flags 0/1; objects (a variant) as JSON. */
const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

export default function AdminAudit({ loaderData: page }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const formatInstant = useFormatInstant();
  return (
    <>
      <h1>Audit log</h1>
      <p className="admin-muted">
        Who changed which price, stock, order state, refund or setting, and when: each entry is written with the change
        itself. Money is shown in minor units (kobo, cents), as stored.
      </p>
      <Form method="get" className="admin-filters" aria-label="Filter the audit log">
        <label>
          Staff e-mail
          <input name="actor" defaultValue={params.get('actor') ?? ''} maxLength={200} />
        </label>
        <label>
          Action
          <select name="action" defaultValue={params.get('action') ?? ''}>
            <option value="">All</option>
            {auditActions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label>
          What
          <select name="entity_type" defaultValue={params.get('entity_type') ?? ''}>
            <option value="">All</option>
            {auditEntityTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label>
          Id or reference
          <input name="entity_id" defaultValue={params.get('entity_id') ?? ''} maxLength={64} />
        </label>
        <label>
          From
          <input type="date" name="from" defaultValue={params.get('from') ?? ''} />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={params.get('to') ?? ''} />
        </label>
        <button type="submit" className="button button-small">
          Filter
        </button>
      </Form>
      {page.items.length === 0 ? (
        <p>No entries.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table-stack">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">What</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((e) => (
                <tr key={e.id}>
                  <td data-label="When">{formatInstant(e.created_at)}</td>
                  <td data-label="Who" className="admin-break">
                    {e.actor.email}
                  </td>
                  <td data-label="Action">
                    <span className="tag">{e.action}</span>
                  </td>
                  <td data-label="What">{e.summary}</td>
                  <td data-label="Changes" className="admin-break">
                    {Object.keys(e.changes).length === 0 ? (
                      '—'
                    ) : (
                      <ul className="admin-changes">
                        {Object.entries(e.changes).map(([field, c]) => (
                          <li key={field}>
                            {field}: {shown(c.from)} → {shown(c.to)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page.page} perPage={page.per_page} total={page.total} label="Audit log pages" />
    </>
  );
}
