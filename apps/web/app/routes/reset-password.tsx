import { data, Link } from 'react-router';
import { resetRequestSchema } from '@oja/shared/accounts';
import type { Route } from './+types/reset-password';
import { AuthForm } from '../features/accounts/auth-form';
import { formValues, validate } from '../features/accounts/form-data.server';
import { signedOutOnly } from '../features/accounts/session.server';
import { TextField } from '../features/accounts/text-field';
import { apiOf } from '../lib/api.server';
import { seoMeta } from '../lib/seo';
import { styleParts } from '../styles/areas';

export const handle = styleParts('forms', 'account');

export const middleware = [signedOutOnly];

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(
    { title: 'Reset your password', description: 'Get a link to choose a new password.', path: '/reset-password' },
    matches,
  ),
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  const checked = validate(resetRequestSchema, values);
  if (!checked.ok) return data({ errors: checked.errors, sent: null, email: values.email ?? '' }, { status: 400 });
  const result = await apiOf(context).request('POST', '/api/password-reset/', checked.data);
  if (!result.ok) {
    return data(
      { errors: { form: result.error.detail }, sent: null, email: values.email ?? '' },
      { status: result.status },
    );
  }
  return { errors: {} as Record<string, string>, sent: result.data.detail, email: '' };
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthForm
      action="/reset-password"
      title="Reset your password"
      rules={{ email: 'email' }}
      serverErrors={actionData?.errors}
      submitLabel="Reset"
      busyLabel="Sending…"
      intro={
        <p className="auth-intro">
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </p>
      }
      links={<Link to="/login">Back to sign in</Link>}
    >
      {(errors, busy) => (
        <>
          {actionData?.sent && !busy ? (
            <p className="form-success" role="status">
              {actionData.sent}
            </p>
          ) : null}
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.email}
            error={errors.email}
          />
        </>
      )}
    </AuthForm>
  );
}
