import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { staffMessages } from '@oja/shared/staff-rules';
import type { Route } from './+types/mail';
import { apiData, apiOf } from '../../lib/api.server';
import { Pagination } from '../../ui/pagination';
import type { ActionResult } from '../../ui/action-result';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { useFormatInstant } from '../../lib/staff-time';
import { ResultMessage } from '../../ui/result-message';

export const meta: Route.MetaFunction = () => [{ title: 'Mail | Back office | Oja' }];

const statuses = ['pending', 'sent', 'failed'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const incoming = new URL(request.url).searchParams;
  const params = new URLSearchParams();
  const status = incoming.get('status');
  if (status && (statuses as readonly string[]).includes(status)) params.set('status', status);
  if (incoming.get('page')) params.set('page', incoming.get('page')!);
  return apiData(context, `/api/admin/mail/?${params}`);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const sent = await apiOf(context).request('POST', `/api/admin/mail/${id}/retry`);
  const result: ActionResult = sent.ok
    ? { intent: 'retry', ok: true, message: 'The message is queued to be sent again.', errors: {} }
    : { intent: 'retry', ok: false, errors: { form: sent.error.detail } };
  return result;
}

export default function AdminMail({ loaderData: page, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const current = params.get('status') ?? '';
  const busy = useNavigation().state === 'submitting';
  useSubmissionToast(busy, staffMessages.updating, actionData);
  const formatInstant = useFormatInstant();
  return (
    <>
      <h1>Mail</h1>
      <ResultMessage result={actionData} busy={busy} />
      {!busy && actionData && !actionData.ok ? (
        <p className="form-error" role="alert">
          {actionData.errors.form}
        </p>
      ) : null}
      <p className="admin-muted">
        What the shop sent, or is trying to send, to whom. Message bodies are not shown: they can hold sign-in links.
      </p>
      <nav className="admin-tabs" aria-label="Delivery state">
        {['', ...statuses].map((s) => (
          <Link key={s || 'all'} to={s ? `?status=${s}` : '?'} aria-current={current === s ? 'page' : undefined}>
            {s ? s[0]!.toUpperCase() + s.slice(1) : 'All'}
          </Link>
        ))}
      </nav>
      {page.items.length === 0 ? (
        <p>No messages.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table-stack">
            <thead>
              <tr>
                <th scope="col">Queued</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error</th>
                <th scope="col">
                  <span className="visually-hidden">Retry</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((m) => (
                <tr key={m.id}>
                  <td data-label="Queued">{formatInstant(m.created_at)}</td>
                  <td data-label="To" className="admin-break">
                    {m.to}
                  </td>
                  <td data-label="Subject">{m.subject}</td>
                  <td data-label="State">
                    <span
                      className={m.status === 'failed' ? 'tag tag-danger' : m.status === 'sent' ? 'tag tag-ok' : 'tag'}
                    >
                      {m.status}
                    </span>
                    {m.sent_at ? <span className="admin-muted"> {formatInstant(m.sent_at)}</span> : null}
                  </td>
                  <td data-label="Attempts">{m.attempts}</td>
                  <td data-label="Last error" className="admin-break">
                    {m.last_error ?? '—'}
                  </td>
                  <td>
                    {m.status === 'failed' ? (
                      <Form method="post">
                        <input type="hidden" name="id" value={m.id} />
                        <button
                          type="submit"
                          className="button button-quiet button-small"
                          disabled={busy}
                          aria-label={`Retry the message to ${m.to}`}
                        >
                          Retry
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page.page} perPage={page.per_page} total={page.total} label="Mail pages" />
    </>
  );
}
