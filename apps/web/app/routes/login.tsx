import { useState } from 'react';
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { loginSchema, type AuthResponse } from '@oja/shared/accounts';
import type { Route } from './+types/login';
import { checkForm } from '../features/accounts/client-checks';
import { formValues, validate } from '../features/accounts/form-data.server';
import { safeNext } from '../features/accounts/next-path';
import { cookieHeaders, signedOutOnly } from '../features/accounts/session.server';
import { TextField } from '../features/accounts/text-field';
import { isSaveIntent } from '../features/saved/saved-intents';
import { apiOf } from '../lib/api.server';
import { setFlash } from '../lib/flash.server';
import { seoMeta } from '../lib/seo';

export const middleware = [signedOutOnly];

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ title: 'Sign in', description: 'Sign in to your Oja account.', path: '/login' }, matches),
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  const checked = validate(loginSchema, values);
  if (!checked.ok) return data({ errors: checked.errors, email: values.email ?? '' }, { status: 400 });
  const result = await apiOf(context).request<AuthResponse>('POST', '/api/login/', checked.data);
  if (!result.ok) {
    return data(
      { errors: { form: result.error.detail } as Record<string, string>, email: values.email ?? '' },
      { status: result.status, headers: cookieHeaders(result.setCookies) },
    );
  }
  const headers = cookieHeaders(result.setCookies);
  headers.append('set-cookie', await setFlash(request, 'signed-in'));
  return redirect(safeNext(values.next), { headers });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const next = params.get('next') ?? '';
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const busy = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login') === true;
  const errors = clientErrors ?? (busy ? {} : (actionData?.errors ?? {}));

  return (
    <section className="container auth-page">
      <Form
        method="post"
        className="auth-card"
        noValidate
        onSubmit={(e) => {
          const found = checkForm(e.currentTarget, { email: 'email', password: 'login-password' });
          setClientErrors(found);
          if (found) e.preventDefault();
        }}
      >
        <h1>Sign In!</h1>
        {isSaveIntent(next) && <p className="muted">Sign in to save this item to your list.</p>}
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
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
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <input type="hidden" name="next" value={next} />
        <button type="submit" className="button button-block" disabled={busy}>
          {busy ? 'Signing....' : 'Sign In'}
        </button>
        <div className="auth-links">
          <Link to="/reset-password">Forget Password?</Link>
          <Link to={next ? `/register?next=${encodeURIComponent(next)}` : '/register'}>
            New User? Create an account
          </Link>
        </div>
      </Form>
    </section>
  );
}
