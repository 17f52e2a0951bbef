import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { AccountUser, Device } from '@oja/shared/accounts';
import { deviceParts } from '@oja/shared/devices';
import { useT } from '../../i18n/i18n';
import { useSay, type Said } from '../../i18n/say';
import { useShopDates } from '../../lib/shop-time';

/** The profile's security part: e-mail verified or not, two-step sign-in, signed-in devices. */
export function AccountSecurity({ user, devices }: { user: AccountUser; devices: Device[] }) {
  // The phone forms (payments' PhoneCard) answer without a message: theirs show beside them.
  const answer = useActionData<{ ok: boolean; message?: Said } | undefined>();
  const busy = useNavigation().state !== 'idle';
  const others = devices.filter((d) => !d.current).length;
  const t = useT();
  // The device in the page's language: the browser's and system's own names, the words around them ours.
  const deviceName = (d: Device) => {
    const { browser, system, client } = deviceParts(d.user_agent);
    if (browser && system) return t('account.security.device-name', { browser, system });
    return browser ?? system ?? client ?? t('account.security.device-unknown');
  };
  // In the page's language and the shop's time zone (lib/shop-time).
  const when = useShopDates().instant;
  const say = useSay();
  return (
    <section className="account-security" aria-labelledby="security-heading">
      <h2 id="security-heading">{t('account.security.title')}</h2>
      {answer?.message ? (
        <p className={answer.ok ? 'form-success' : 'form-error'} role={answer.ok ? 'status' : 'alert'}>
          {say(answer.message)}
        </p>
      ) : null}
      <p className="email-status">
        {t('account.security.email')}{' '}
        {user.email_verified ? (
          <strong>{t('account.security.verified')}</strong>
        ) : (
          <strong className="form-error">{t('account.security.not-verified')}</strong>
        )}
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
            {t('account.security.resend')}
          </button>
        </Form>
      )}
      <p>
        {t('account.security.two-step')}{' '}
        <strong>{user.two_factor_enabled ? t('account.security.on') : t('account.security.off')}</strong>
        {user.two_factor_enabled ? null : (
          <>
            {' '}
            <Link to="/two-factor?next=/dashboard/profile">{t('account.security.turn-on')}</Link>
          </>
        )}
      </p>
      <h3>{t('account.security.devices')}</h3>
      <ul className="device-list" aria-label={t('account.security.devices')}>
        {devices.map((d) => (
          <li key={d.id}>
            <strong>{deviceName(d)}</strong>
            {d.current ? ` ${t('account.security.this-device')}` : ''}
            <br />
            <span className="muted">
              {d.ip ?? t('account.security.unknown-address')} ·{' '}
              {t('account.security.device-times', { signedIn: when(d.created_at), lastSeen: when(d.last_seen_at) })}
            </span>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post">
          <button type="submit" name="intent" value="end-others" className="button" disabled={busy}>
            {t('account.security.end-others')}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
