import { data, Link, redirect, useSearchParams } from 'react-router';
import { loginSchema } from '@oja/shared/accounts';
import { useT } from '../i18n/i18n';
import type { Route } from './+types/login';
import { AuthForm } from '../features/accounts/auth-form';
import { accountPageMeta } from '../features/accounts/account-page-meta';
import { formValues, validate } from '../features/accounts/form-data.server';
import { safeNext } from '../features/accounts/next-path';
import { cookieHeaders, signedOutOnly } from '../features/accounts/session.server';
import { TextField, EmailField, PasswordField } from '../features/accounts/text-field';
import { isSaveIntent } from '../features/saved/saved-intents';
import { apiOf } from '../lib/api.server';
import { setFlash } from '../lib/flash.server';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import type { Said } from '../i18n/say';
import { saidDetailOf } from '../lib/field-errors';

export const handle = { ...styleParts('forms', 'account'), ...messageAreas('account', 'profile') };

export const middleware = [signedOutOnly];

export const meta: Route.MetaFunction = ({ matches }) =>
  accountPageMeta(matches, { title: 'account.sign-in', description: 'auth.login.meta-description', path: '/login' });

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  // The code field is shown once the API has asked for it (two-step sign-in).
  const askCode = values.otp !== undefined;
  const checked = validate(loginSchema, values);
  if (!checked.ok) return data({ errors: checked.errors, email: values.email ?? '', askCode }, { status: 400 });
  const { otp, ...credentials } = checked.data;
  const body = otp ? { ...credentials, otp } : credentials;
  const result = await apiOf(context).request('POST', '/api/login/', body);
  if (!result.ok) {
    const needsCode = askCode || result.error.code === 'second_factor_required';
    return data(
      {
        errors: { form: saidDetailOf(result.error) } as Record<string, Said>,
        email: values.email ?? '',
        askCode: needsCode,
      },
      { status: result.status, headers: cookieHeaders(result.setCookies) },
    );
  }
  const headers = cookieHeaders(result.setCookies);
  headers.append('set-cookie', await setFlash(request, 'signed-in'));
  const next = safeNext(values.next);
  // Staff set up two-step sign-in before anything else (the back office refuses them until then).
  if (result.data.user.two_factor_setup_required) {
    return redirect(`/two-factor?next=${encodeURIComponent(next)}`, { headers });
  }
  return redirect(next, { headers });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const next = params.get('next') ?? '';
  const t = useT();
  return (
    <AuthForm
      action="/login"
      title={t('auth.login.title')}
      rules={{ email: 'email', password: 'login-password' }}
      serverErrors={actionData?.errors}
      submitLabel={t('auth.login.submit')}
      busyLabel={t('auth.login.busy')}
      intro={isSaveIntent(next) && <p className="muted">{t('auth.login.save-intro')}</p>}
      links={
        <>
          <Link to="/reset-password">{t('auth.login.forgot')}</Link>
          <Link to={next ? `/register?next=${encodeURIComponent(next)}` : '/register'}>{t('auth.login.new-user')}</Link>
        </>
      }
    >
      {(errors) => (
        <>
          <EmailField defaultValue={actionData?.email} error={errors.email} />
          <PasswordField label={t('auth.password')} name="password" current error={errors.password} />
          {actionData?.askCode ? <p className="muted">{t('auth.two-step-intro')}</p> : null}
          {actionData?.askCode ? (
            <TextField
              label={t('auth.code')}
              name="otp"
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              required
              autoFocus
              maxLength={32}
              error={errors.otp}
            />
          ) : null}
          <input type="hidden" name="next" value={next} />
        </>
      )}
    </AuthForm>
  );
}
