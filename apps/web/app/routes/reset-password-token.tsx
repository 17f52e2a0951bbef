import { data, Link, redirect } from 'react-router';
import { resetConfirmFormSchema } from '@oja/shared/accounts';
import { translate, useT } from '../i18n/i18n';
import { languageFromMatches } from '../lib/seo';
import type { Route } from './+types/reset-password-token';
import { AuthForm } from '../features/accounts/auth-form';
import { formValues, validate } from '../features/accounts/form-data.server';
import { cookieHeaders } from '../features/accounts/session.server';
import { PasswordField } from '../features/accounts/text-field';
import { apiOf } from '../lib/api.server';
import { setFlash } from '../lib/flash.server';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useSay, type Said } from '../i18n/say';
import { saidDetailOf } from '../lib/field-errors';

export const handle = { ...styleParts('forms', 'account'), ...messageAreas('account', 'profile') };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${translate(languageFromMatches(matches), 'auth.new-password.title')} | Oja` },
  { name: 'robots', content: 'noindex' },
  // The token is in this page's address: never pass it on to another site. Not `no-referrer`:
  // with it Chromium sends `Origin: null` on the page's own form post (before the scripts run),
  // which the framework's cross-site check refuses.
  { name: 'referrer', content: 'same-origin' },
];

/** The page behind the e-mailed link: says at once when the link can no longer be used. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await apiOf(context).request(
    'GET',
    `/api/password-reset/check/?token=${encodeURIComponent(params.token)}`,
  );
  return { usable: result.ok, problem: result.ok ? null : saidDetailOf(result.error) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const values = { ...(await formValues(request)), token: params.token };
  const checked = validate(resetConfirmFormSchema, values);
  if (!checked.ok) return data({ errors: checked.errors }, { status: 400 });
  const result = await apiOf(context).request('POST', '/api/password-reset/confirm/', {
    token: checked.data.token,
    password: checked.data.password,
  });
  if (!result.ok)
    return data({ errors: { form: saidDetailOf(result.error) } as Record<string, Said> }, { status: result.status });
  const headers = cookieHeaders(result.setCookies);
  headers.append('set-cookie', await setFlash(request, 'password-reset'));
  return redirect('/login', { headers });
}

export default function ResetPasswordToken({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const say = useSay();
  if (!loaderData.usable) {
    return (
      <section className="container auth-page">
        <div className="auth-card">
          <h1>{t('auth.new-password.unusable')}</h1>
          <p className="form-error" role="alert">
            {say(loaderData.problem)}
          </p>
          <Link className="button button-block" to="/reset-password">
            {t('auth.new-password.send-new')}
          </Link>
        </div>
      </section>
    );
  }
  // A refused token is about the whole form, like any other failure.
  const errors: Record<string, Said> | undefined = actionData?.errors;
  const serverErrors = errors && { ...errors, form: errors.form ?? errors.token ?? '' };
  return (
    <AuthForm
      action="/reset-password/"
      title={t('auth.new-password.title')}
      rules={{ password: 'password', confirm_password: { sameAs: 'password', required: true } }}
      serverErrors={serverErrors}
      submitLabel={t('auth.new-password.submit')}
      busyLabel={t('busy.saving')}
    >
      {(errors) => (
        <>
          <PasswordField label={t('auth.new-password.password')} name="password" error={errors.password} />
          <PasswordField
            label={t('auth.new-password.confirm')}
            name="confirm_password"
            error={errors.confirm_password}
          />
        </>
      )}
    </AuthForm>
  );
}
