import { data, Form, Link, useNavigation, useSearchParams } from 'react-router';
import type { TwoFactorSetup } from '@oja/shared/accounts';
import type { Route } from './+types/two-factor';
import { formValues } from '../features/accounts/form-data.server';
import { safeNext } from '../features/accounts/next-path';
import { signedInOnly, signedInUser } from '../features/accounts/session.server';
import { TextField } from '../features/accounts/text-field';
import { apiOf } from '../lib/api.server';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';

export const handle = { ...styleParts('forms', 'account'), ...messageAreas('account') };

export const middleware = [signedInOnly];

export const meta: Route.MetaFunction = () => [
  { title: 'Two-step sign-in | Oja' },
  { name: 'robots', content: 'noindex' },
];

export function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { enabled: user.two_factor_enabled, staff: user.role === 'staff' };
}

type ActionData =
  | { step: 'scan'; setup: TwoFactorSetup; error?: string }
  | { step: 'done'; codes: string[] }
  | { step: 'failed'; error: string };

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
      return data({ step: 'failed', error: result.error.detail } satisfies ActionData, { status: result.status });
    return data({ step: 'scan', setup: setup.data, error: result.error.detail } satisfies ActionData, {
      status: result.status,
    });
  }
  const setup = await api.request('POST', '/api/me/two-factor/setup/');
  if (!setup.ok)
    return data({ step: 'failed', error: setup.error.detail } satisfies ActionData, { status: setup.status });
  return { step: 'scan', setup: setup.data } satisfies ActionData;
}

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next') ?? undefined);
  const busy = useNavigation().state !== 'idle';
  const result = actionData as ActionData | undefined;

  if (result?.step === 'done') {
    return (
      <section className="container auth-page">
        <div className="auth-card">
          <h1>Two-step sign-in is on</h1>
          <p>
            Keep these recovery codes somewhere safe (print them, or store them in a password manager). Each one signs
            you in once if you lose your phone. They are shown only now.
          </p>
          <ul className="recovery-codes" aria-label="Recovery codes">
            {result.codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <Link className="button button-block" to={next}>
            I have saved my codes: continue
          </Link>
        </div>
      </section>
    );
  }

  if (loaderData.enabled) {
    return (
      <section className="container auth-page">
        <div className="auth-card">
          <h1>Two-step sign-in is on</h1>
          <p>Signing in to this account asks for a code from your authenticator app.</p>
          <Link className="button button-block" to={next}>
            Continue
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="container auth-page">
      <div className="auth-card">
        <h1>Set up two-step sign-in</h1>
        {loaderData.staff ? (
          <p>Staff accounts sign in with a password and a code from an authenticator app. Set it up to continue.</p>
        ) : (
          <p>Protect your account: signing in will also ask for a code from an authenticator app on your phone.</p>
        )}
        {result?.step === 'failed' ? (
          <p className="form-error" role="alert">
            {result.error}
          </p>
        ) : null}
        {result?.step === 'scan' ? (
          <>
            <ol>
              <li>
                Open an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis, 1Password …) and add an
                account with this key:
                <p>
                  <code className="totp-secret" data-secret={result.setup.secret}>
                    {grouped(result.setup.secret)}
                  </code>
                </p>
                <p>
                  On this phone you can <a href={result.setup.otpauth_url}>open it in your authenticator app</a>.
                </p>
              </li>
              <li>Enter the 6-digit code the app shows.</li>
            </ol>
            <Form method="post" className="auth-form" noValidate>
              {result.error ? (
                <p className="form-error" role="alert">
                  {result.error}
                </p>
              ) : null}
              <TextField
                label="Code from the app"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
              />
              <button type="submit" name="intent" value="confirm" className="button button-block" disabled={busy}>
                Turn on two-step sign-in
              </button>
            </Form>
          </>
        ) : (
          <Form method="post">
            <button type="submit" name="intent" value="start" className="button button-block" disabled={busy}>
              Start the set-up
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
