import { data, Form, Link, useNavigation, useSearchParams } from 'react-router';
import type { TwoFactorSetup } from '@oja/shared/accounts';
import type { Route } from './+types/two-factor';
import { formValues } from '../features/accounts/form-data.server';
import { qrCodeDataUrl } from '../features/accounts/qr-code.server';
import { safeNext } from '../features/accounts/next-path';
import { signedInOnly, signedInUser } from '../features/accounts/session.server';
import { TextField } from '../features/accounts/text-field';
import { apiOf } from '../lib/api.server';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { translate, useT } from '../i18n/i18n';
import { useSay, type Said } from '../i18n/say';
import { languageFromMatches } from '../lib/seo';
import { saidDetailOf } from '../lib/field-errors';

export const handle = { ...styleParts('forms', 'account'), ...messageAreas('account', 'profile') };

export const middleware = [signedInOnly];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${translate(languageFromMatches(matches), 'account.two-factor.meta-title')} | Oja` },
  { name: 'robots', content: 'noindex' },
  // A staff enrolment link carries its token in the address: never pass it on to another site.
  { name: 'referrer', content: 'same-origin' },
];

export function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { enabled: user.two_factor_enabled, staff: user.role === 'staff' };
}

type ScanSetup = TwoFactorSetup & { qr_code: string };
type ActionData =
  | { step: 'scan'; setup: ScanSetup; error?: Said }
  | { step: 'done'; codes: string[] }
  | { step: 'failed'; error: Said };

/**
 * `start`: a secret for the authenticator app (the same one until confirmed); `confirm`: the
 * app's first code turns it on and answers the recovery codes, shown once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  const api = apiOf(context);
  if (values.intent === 'confirm') {
    const result = await api.request('POST', '/api/me/two-factor/confirm/', {
      code: values.code ?? '',
    });
    if (result.ok) return { step: 'done', codes: result.data.recovery_codes } satisfies ActionData;
    // Show the same secret again beside the message, so the person can try the next code.
    const setup = await api.request('POST', '/api/me/two-factor/setup/');
    if (!setup.ok)
      return data({ step: 'failed', error: saidDetailOf(result.error) } satisfies ActionData, {
        status: result.status,
      });
    return data(
      { step: 'scan', setup: await withQrCode(setup.data), error: saidDetailOf(result.error) } satisfies ActionData,
      {
        status: result.status,
      },
    );
  }
  // Staff: the enrolment link `npm run staff` printed (security review N17) lets this session set up.
  if (values.enrolment) {
    const enrolment = await api.request('POST', '/api/me/two-factor/enrolment/', { token: values.enrolment });
    if (!enrolment.ok)
      return data({ step: 'failed', error: saidDetailOf(enrolment.error) } satisfies ActionData, {
        status: enrolment.status,
      });
  }
  const setup = await api.request('POST', '/api/me/two-factor/setup/');
  if (!setup.ok)
    return data({ step: 'failed', error: saidDetailOf(setup.error) } satisfies ActionData, { status: setup.status });
  return { step: 'scan', setup: await withQrCode(setup.data) } satisfies ActionData;
}

const withQrCode = async (setup: TwoFactorSetup): Promise<ScanSetup> => ({
  ...setup,
  qr_code: await qrCodeDataUrl(setup.otpauth_url),
});

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next') ?? undefined);
  const busy = useNavigation().state !== 'idle';
  const result = actionData as ActionData | undefined;
  const t = useT();
  const say = useSay();
  const [beforeLink, afterLink] = t('account.two-factor.on-this-phone', { link: '\u0000' }).split('\u0000');

  if (result?.step === 'done') {
    return (
      <section className="container auth-page">
        <div className="auth-card">
          <h1>{t('account.two-factor.on')}</h1>
          <p>{t('account.two-factor.codes-intro')}</p>
          <ul className="recovery-codes" aria-label={t('account.two-factor.codes')}>
            {result.codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <Link className="button button-block" to={next}>
            {t('account.two-factor.saved-continue')}
          </Link>
        </div>
      </section>
    );
  }

  if (loaderData.enabled) {
    return (
      <section className="container auth-page">
        <div className="auth-card">
          <h1>{t('account.two-factor.on')}</h1>
          <p>{t('account.two-factor.asks')}</p>
          <Link className="button button-block" to={next}>
            {t('account.two-factor.continue')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="container auth-page">
      <div className="auth-card">
        <h1>{t('account.two-factor.set-up')}</h1>
        {loaderData.staff ? <p>{t('account.two-factor.staff')}</p> : <p>{t('account.two-factor.protect')}</p>}
        {result?.step === 'failed' ? (
          <p className="form-error" role="alert">
            {say(result.error)}
          </p>
        ) : null}
        {result?.step === 'scan' ? (
          <>
            <ol>
              <li>
                {t('account.two-factor.step-scan')}
                <img
                  className="totp-qr"
                  src={result.setup.qr_code}
                  alt={t('account.two-factor.qr-alt')}
                  width={200}
                  height={200}
                />
                <p>{t('account.two-factor.or-key')}</p>
                <p>
                  <code className="totp-secret" data-secret={result.setup.secret}>
                    {grouped(result.setup.secret)}
                  </code>
                </p>
                <p>
                  {beforeLink}
                  <a href={result.setup.otpauth_url}>{t('account.two-factor.open-in-app')}</a>
                  {afterLink}
                </p>
              </li>
              <li>{t('account.two-factor.step-code')}</li>
            </ol>
            <Form method="post" className="auth-form totp-confirm" noValidate>
              {result.error ? (
                <p className="form-error" role="alert">
                  {say(result.error)}
                </p>
              ) : null}
              <TextField
                label={t('account.two-factor.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
              />
              <button type="submit" name="intent" value="confirm" className="button button-block" disabled={busy}>
                {t('account.security.turn-on')}
              </button>
            </Form>
          </>
        ) : (
          <Form method="post">
            {params.get('enrolment') ? <input type="hidden" name="enrolment" value={params.get('enrolment')!} /> : null}
            <button type="submit" name="intent" value="start" className="button button-block" disabled={busy}>
              {t('account.two-factor.start')}
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
