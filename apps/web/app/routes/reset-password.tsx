import { data, Link } from 'react-router';
import { resetRequestSchema } from '@oja/shared/accounts';
import { useT } from '../i18n/i18n';
import type { Route } from './+types/reset-password';
import { AuthForm } from '../features/accounts/auth-form';
import { accountPageMeta } from '../features/accounts/account-page-meta';
import { formValues, validate } from '../features/accounts/form-data.server';
import { signedOutOnly } from '../features/accounts/session.server';
import { EmailField } from '../features/accounts/text-field';
import { apiOf } from '../lib/api.server';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useSay, type Said } from '../i18n/say';
import { saidDetailOf } from '../lib/field-errors';
import { accountSays } from '@oja/shared/accounts-rules';

export const handle = { ...styleParts('forms', 'account'), ...messageAreas('account', 'profile') };

export const middleware = [signedOutOnly];

export const meta: Route.MetaFunction = ({ matches }) =>
  accountPageMeta(matches, {
    title: 'auth.reset.title',
    description: 'auth.reset.meta-description',
    path: '/reset-password',
  });

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  const checked = validate(resetRequestSchema, values);
  if (!checked.ok) return data({ errors: checked.errors, sent: null, email: values.email ?? '' }, { status: 400 });
  const result = await apiOf(context).request('POST', '/api/password-reset/', checked.data);
  if (!result.ok) {
    return data(
      { errors: { form: saidDetailOf(result.error) }, sent: null, email: values.email ?? '' },
      { status: result.status },
    );
  }
  return { errors: {} as Record<string, Said>, sent: accountSays.resetRequested, email: '' };
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const say = useSay();
  return (
    <AuthForm
      action="/reset-password"
      title={t('auth.reset.title')}
      rules={{ email: 'email' }}
      serverErrors={actionData?.errors}
      submitLabel={t('auth.reset.submit')}
      busyLabel={t('auth.reset.busy')}
      intro={<p className="auth-intro">{t('auth.reset.intro')}</p>}
      links={<Link to="/login">{t('auth.reset.back')}</Link>}
    >
      {(errors, busy) => (
        <>
          {actionData?.sent && !busy ? (
            <p className="form-success" role="status">
              {say(actionData.sent)}
            </p>
          ) : null}
          <EmailField defaultValue={actionData?.email} error={errors.email} />
        </>
      )}
    </AuthForm>
  );
}
