import { data, Form, Link, useNavigation } from 'react-router';
import { translate, useT } from '../i18n/i18n';
import { languageFromMatches } from '../lib/seo';
import type { Route } from './+types/verify-email';
import { apiOf } from '../lib/api.server';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useSay } from '../i18n/say';
import { saidDetailOf } from '../lib/field-errors';
import { accountSays } from '@oja/shared/accounts-rules';

export const handle = { ...styleParts('forms', 'account'), ...messageAreas('account', 'profile') };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${translate(languageFromMatches(matches), 'auth.verify.title')} | Oja` },
  { name: 'robots', content: 'noindex' },
  // The token is in this page's address: never pass it on to another site. Not `no-referrer`:
  // with it Chromium sends `Origin: null` on the page's own form post (before the scripts run),
  // which the framework's cross-site check refuses.
  { name: 'referrer', content: 'same-origin' },
];

/**
 * The page behind the e-mailed link. Verifying is a button, not the page load: a mail scanner
 * that opens links does not use the link up, and the API's cross-site refusal holds.
 */
export async function action({ context, params }: Route.ActionArgs) {
  const result = await apiOf(context).request('POST', '/api/verify-email/', {
    token: params.token,
  });
  if (!result.ok) return data({ ok: false, message: saidDetailOf(result.error) }, { status: result.status });
  return { ok: true, message: accountSays.emailVerified };
}

export default function VerifyEmail({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const t = useT();
  const say = useSay();
  return (
    <section className="container auth-page">
      <div className="auth-card">
        <h1>{t('auth.verify.title')}</h1>
        {actionData ? (
          <>
            <p className={actionData.ok ? undefined : 'form-error'} role={actionData.ok ? 'status' : 'alert'}>
              {say(actionData.message)}
            </p>
            <Link className="button button-block" to={actionData.ok ? '/' : '/dashboard/profile'}>
              {actionData.ok ? t('auth.verify.shop') : t('auth.verify.new-link')}
            </Link>
          </>
        ) : (
          <Form method="post">
            <p>{t('auth.verify.ask')}</p>
            <button type="submit" className="button button-block" disabled={busy}>
              {t('auth.verify.submit')}
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
