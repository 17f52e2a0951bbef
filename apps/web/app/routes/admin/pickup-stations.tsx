import { Form, useNavigation } from 'react-router';
import { staffMessages } from '@oja/shared/staff-rules';
import { formatMoney } from '@oja/shared/money';
import type { Route } from './+types/pickup-stations';
import { apiData } from '../../lib/api.server';
import { resultFor } from '../../ui/action-result';
import { ResultMessage } from '../../ui/result-message';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { pickupStationsAction } from '../../features/delivery/pickup-stations.server';
import { StationFields } from '../../features/delivery/station-fields';

export const meta: Route.MetaFunction = () => [{ title: 'Pickup stations | Back office | Oja' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { stations: await apiData(context, '/api/admin/pickup-stations/') };
}

export function action({ request, context }: Route.ActionArgs) {
  return pickupStationsAction(request, context);
}

/** Where shoppers may collect their orders: the stations offered at checkout, by state. */
export default function AdminPickupStations({ loaderData: { stations }, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  useSubmissionToast(busy, staffMessages.processing, actionData);
  const created = resultFor('create', actionData);
  const createErrors = busy || !created || created.ok ? {} : created.errors;
  const edited = resultFor('edit', actionData);
  const failed = !busy && actionData && !actionData.ok && actionData.intent !== 'create' ? actionData : undefined;

  return (
    <>
      <h1>Pickup stations</h1>
      <p className="admin-muted">
        Shoppers can collect their orders from an active station in their state instead of home delivery. Its fee is the
        whole delivery charge (free from the free-shipping threshold); orders already placed keep the station as it was.
      </p>
      <ResultMessage result={actionData} busy={busy} />
      {failed?.errors.form ? (
        <p className="form-error" role="alert">
          {failed.errors.form}
        </p>
      ) : null}
      {stations.length === 0 ? (
        <p>No pickup stations yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table-stack">
            <caption className="visually-hidden">Pickup stations, active first</caption>
            <thead>
              <tr>
                <th scope="col">Station</th>
                <th scope="col">State</th>
                <th scope="col">Fee</th>
                <th scope="col">Delivery</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {stations.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    {s.name}
                    <br />
                    <span className="admin-muted">{s.address}</span>
                    <br />
                    <span className="admin-muted">{s.opening_hours}</span>
                    <details className="admin-station-edit">
                      <summary>Edit</summary>
                      <Form method="post" className="admin-form" aria-label={`Edit ${s.name}`}>
                        <input type="hidden" name="intent" value="edit" />
                        <input type="hidden" name="id" value={s.id} />
                        <StationFields
                          station={s}
                          values={
                            edited && !edited.ok && edited.values?.id === String(s.id) ? edited.values : undefined
                          }
                          errors={edited && !edited.ok && edited.values?.id === String(s.id) ? edited.errors : {}}
                        />
                        <button type="submit" className="button" disabled={busy}>
                          Save
                        </button>
                      </Form>
                    </details>
                  </th>
                  <td data-label="State">{s.state}</td>
                  <td data-label="Fee">
                    {formatMoney(s.fee_ngn_kobo, 'NGN')} · {formatMoney(s.fee_usd_cents, 'USD')}
                  </td>
                  <td data-label="Delivery">
                    {s.min_days}–{s.max_days} business days
                  </td>
                  <td data-label="Status">
                    <Form method="post">
                      <input type="hidden" name="id" value={s.id} />
                      {s.active ? 'Active' : 'Inactive'}{' '}
                      <button
                        type="submit"
                        name="intent"
                        value={s.active ? 'deactivate' : 'activate'}
                        className="button button-quiet"
                        disabled={busy}
                        aria-label={`${s.active ? 'Deactivate' : 'Activate'} ${s.name}`}
                      >
                        {s.active ? 'Deactivate' : 'Activate'}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Form method="post" className="admin-form admin-panel" aria-labelledby="new-station-h">
        <h2 id="new-station-h">Add a pickup station</h2>
        <input type="hidden" name="intent" value="create" />
        {createErrors.form ? <p className="form-error">{createErrors.form}</p> : null}
        <StationFields values={created && !created.ok ? created.values : undefined} errors={createErrors} />
        <button type="submit" className="button" disabled={busy}>
          Add the station
        </button>
      </Form>
    </>
  );
}
