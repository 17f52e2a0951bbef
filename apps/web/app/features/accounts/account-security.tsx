import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { AccountUser, Device } from '@oja/shared/accounts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

/** The profile's security part: e-mail verified or not, two-step sign-in, signed-in devices. */
export function AccountSecurity({ user, devices }: { user: AccountUser; devices: Device[] }) {
  // The phone forms (payments' PhoneCard) answer without a message: theirs show beside them.
  const answer = useActionData<{ ok: boolean; message?: string } | undefined>();
  const busy = useNavigation().state !== 'idle';
  const others = devices.filter((d) => !d.current).length;
  return (
    <section className="account-security" aria-labelledby="security-heading">
      <h2 id="security-heading">Security</h2>
      {answer?.message ? (
        <p className={answer.ok ? 'form-success' : 'form-error'} role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </p>
      ) : null}
      <p className="email-status">
        E-mail address:{' '}
        {user.email_verified ? <strong>verified</strong> : <strong className="form-error">not verified yet</strong>}
      </p>
      {user.email_verified ? null : (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="resend-verification"
            className="button button-quiet"
            disabled={busy}
          >
            Send the verification link again
          </button>
        </Form>
      )}
      <p>
        Two-step sign-in: <strong>{user.two_factor_enabled ? 'on' : 'off'}</strong>
        {user.two_factor_enabled ? null : (
          <>
            {' '}
            <Link to="/two-factor?next=/dashboard/profile">Turn on two-step sign-in</Link>
          </>
        )}
      </p>
      <h3>Signed-in devices</h3>
      <ul className="device-list" aria-label="Signed-in devices">
        {devices.map((d) => (
          <li key={d.id}>
            <strong>{d.device}</strong>
            {d.current ? ' (this device)' : ''}
            <br />
            <span className="muted">
              {d.ip ?? 'unknown address'} · signed in {when(d.created_at)} · last seen {when(d.last_seen_at)}
            </span>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post">
          <button type="submit" name="intent" value="end-others" className="button" disabled={busy}>
            Sign out everywhere else
          </button>
        </Form>
      ) : null}
    </section>
  );
}
