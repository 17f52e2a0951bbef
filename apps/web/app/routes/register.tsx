import { data, Link, redirect, useSearchParams } from 'react-router';
import { registerFormSchema } from '@oja/shared/accounts';
import { useT } from '../i18n/i18n';
import type { Route } from './+types/register';
import { AuthForm } from '../features/accounts/auth-form';
import { accountPageMeta } from '../features/accounts/account-page-meta';
import { formValues, validate } from '../features/accounts/form-data.server';
import { safeNext } from '../features/accounts/next-path';
import { cookieHeaders, signedOutOnly } from '../features/accounts/session.server';
import { EmailField, PasswordField, NameFields } from '../features/accounts/text-field';
import { apiOf } from '../lib/api.server';
import { saidDetailOf, saidFieldErrorsOf } from '../lib/field-errors';
import type { Said } from '../i18n/say';
import { setFlash } from '../lib/flash.server';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';

export const handle = { ...styleParts('forms', 'account'), ...messageAreas('account', 'profile') };

export const middleware = [signedOutOnly];

export const meta: Route.MetaFunction = ({ matches }) =>
  accountPageMeta(matches, {
    title: 'auth.register.meta-title',
    description: 'auth.register.meta-description',
    path: '/register',
  });

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  const { password: _p, confirm_password: _c, ...kept } = values;
  const checked = validate(registerFormSchema, values);
  if (!checked.ok) return data({ errors: checked.errors, values: kept }, { status: 400 });
  const { confirm_password: _confirm, ...account } = checked.data;
  const result = await apiOf(context).request('POST', '/api/register/', account);
  if (!result.ok) {
    // A taken e-mail belongs beside the e-mail field, as do refused fields; anything else above the form.
    const errors: Record<string, Said> =
      result.error.code === 'conflict'
        ? { email: saidDetailOf(result.error) }
        : saidFieldErrorsOf(result.error, ['first_name', 'last_name', 'email', 'password']);
    return data({ errors, values: kept }, { status: result.status });
  }
  const headers = cookieHeaders(result.setCookies);
  headers.append('set-cookie', await setFlash(request, 'registered'));
  return redirect(safeNext(values.next), { headers });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const next = params.get('next') ?? '';
  const values = actionData?.values ?? {};
  const t = useT();
  return (
    <AuthForm
      action="/register"
      title={t('auth.register.title')}
      rules={{
        first_name: 'first-name',
        last_name: 'last-name',
        email: 'email',
        password: 'password',
        confirm_password: { sameAs: 'password', required: true },
      }}
      serverErrors={actionData?.errors}
      submitLabel={t('auth.register.submit')}
      busyLabel={t('auth.register.busy')}
      links={
        <Link to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}>{t('auth.register.have-account')}</Link>
      }
    >
      {(errors) => (
        <>
          <NameFields values={values} errors={errors} />
          <EmailField defaultValue={values.email} error={errors.email} />
          <PasswordField label={t('auth.password')} name="password" error={errors.password} />
          <PasswordField label={t('auth.confirm-password')} name="confirm_password" error={errors.confirm_password} />
          <input type="hidden" name="next" value={next} />
        </>
      )}
    </AuthForm>
  );
}
