import { data, Form, Link, useRouteLoaderData } from 'react-router';
import { useT } from '../../i18n/i18n';
import type { Route } from './+types/profile';
import type { loader as dashboardLoader } from './layout';
import { AccountSecurity } from '../../features/accounts/account-security';
import { Avatar } from '../../features/accounts/avatar';
import { formValues } from '../../features/accounts/form-data.server';
import { PhoneCard } from '../../features/payments/phone-card';
import { isPhoneIntent, phoneAction } from '../../features/payments/phone.server';
import { apiData, apiOf } from '../../lib/api.server';
import { styleParts } from '../../styles/areas';
import { messageAreas } from '../../i18n/areas';

// The account pages' own texts; the phone card's are checkout's.
export const handle = { ...styleParts('profile'), ...messageAreas('checkout', 'profile') };

export async function loader({ context }: Route.LoaderArgs) {
  const [devices, phone] = await Promise.all([
    apiData(context, '/api/me/sessions/'),
    apiOf(context).request('GET', '/api/account/phone/'),
  ]);
  return { devices, phone: phone.ok ? phone.data : null };
}

/** "Send the verification link again", "Sign out everywhere else", and verifying the mobile number. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  const { intent } = values;
  if (isPhoneIntent(intent)) return phoneAction(context, intent, values);
  const path = intent === 'end-others' ? '/api/me/sessions/end-others/' : '/api/me/verify-email/';
  if (intent !== 'end-others' && intent !== 'resend-verification') {
    return data({ ok: false, message: 'Unknown action.' }, { status: 400 });
  }
  const result = await apiOf(context).request('POST', path);
  if (!result.ok) return data({ ok: false, message: result.error.detail }, { status: result.status });
  return { ok: true, message: result.data.detail };
}

/** /dashboard and /dashboard/profile: picture, first name, e-mail and Logout. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const user = useRouteLoaderData<typeof dashboardLoader>('dashboard')?.user;
  const t = useT();
  if (!user) return null;
  return (
    <>
      <section className="profile-card" aria-labelledby="profile-heading">
        <Avatar url={user.profile_image_url} name={user.first_name} size={128} />
        <div className="profile-facts">
          <h1 id="profile-heading">{user.first_name}</h1>
          <p className="profile-email">{user.email}</p>
          <div className="profile-actions">
            <Link className="button button-quiet" to="/dashboard/edit-profile">
              {t('dashboard.profile.edit')}
            </Link>
            <Form method="post" action="/logout">
              <button type="submit" className="button">
                {t('dashboard.profile.logout')}
              </button>
            </Form>
          </div>
        </div>
      </section>
      <PhoneCard phone={loaderData.phone} />
      <AccountSecurity user={user} devices={loaderData.devices} />
    </>
  );
}
