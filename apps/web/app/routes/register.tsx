import { useState } from 'react';
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { registerFormSchema, type AuthResponse } from '@oja/shared/accounts';
import type { Route } from './+types/register';
import { checkForm } from '../features/accounts/client-checks';
import { formValues, validate } from '../features/accounts/form-data.server';
import { safeNext } from '../features/accounts/next-path';
import { cookieHeaders, signedOutOnly } from '../features/accounts/session.server';
import { TextField } from '../features/accounts/text-field';
import { apiOf } from '../lib/api.server';
import { setFlash } from '../lib/flash.server';
import { seoMeta } from '../lib/seo';

export const middleware = [signedOutOnly];

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ title: 'Create your account', description: 'Create an Oja account.', path: '/register' }, matches),
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  const { password: _p, confirm_password: _c, ...kept } = values;
  const checked = validate(registerFormSchema, values);
  if (!checked.ok) return data({ errors: checked.errors, values: kept }, { status: 400 });
  const { confirm_password: _confirm, ...account } = checked.data;
  const result = await apiOf(context).request<AuthResponse>('POST', '/api/register/', account);
  if (!result.ok) {
    // A taken e-mail belongs beside the e-mail field; anything else above the form.
    const errors: Record<string, string> =
      result.error.code === 'conflict' ? { email: result.error.detail } : { form: result.error.detail };
    return data({ errors, values: kept }, { status: result.status });
  }
  const headers = cookieHeaders(result.setCookies);
  headers.append('set-cookie', await setFlash(request, 'registered'));
  return redirect(safeNext(values.next), { headers });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const next = params.get('next') ?? '';
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const busy = navigation.state !== 'idle' && navigation.formAction?.startsWith('/register') === true;
  const errors = clientErrors ?? (busy ? {} : (actionData?.errors ?? {}));
  const values = actionData?.values ?? {};

  return (
    <section className="container auth-page">
      <Form
        method="post"
        className="auth-card"
        noValidate
        onSubmit={(e) => {
          const found = checkForm(e.currentTarget, {
            first_name: 'first-name',
            last_name: 'last-name',
            email: 'email',
            password: 'password',
            confirm_password: { sameAs: 'password' },
          });
          setClientErrors(found);
          if (found) e.preventDefault();
        }}
      >
        <h1>Get started for free!</h1>
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="field-row">
          <TextField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={values.first_name}
            error={errors.first_name}
          />
          <TextField
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            required
            maxLength={100}
            defaultValue={values.last_name}
            error={errors.last_name}
          />
        </div>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
        />
        <TextField
          label="Confirm password"
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm_password}
        />
        <input type="hidden" name="next" value={next} />
        <button type="submit" className="button button-block" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
        <div className="auth-links">
          <Link to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}>Already have an account? Sign in</Link>
        </div>
      </Form>
    </section>
  );
}
