import { Form, Link, useRouteLoaderData } from 'react-router';
import type { loader as dashboardLoader } from './layout';
import { Avatar } from '../../features/accounts/avatar';

/** /dashboard and /dashboard/profile: picture, first name, e-mail and Logout. */
export default function Profile() {
  const user = useRouteLoaderData<typeof dashboardLoader>('dashboard')?.user;
  if (!user) return null;
  return (
    <section className="profile-card" aria-labelledby="profile-heading">
      <Avatar url={user.profile_image_url} name={user.first_name} size={128} />
      <div className="profile-facts">
        <h1 id="profile-heading">{user.first_name}</h1>
        <p className="profile-email">{user.email}</p>
        <div className="profile-actions">
          <Link className="button button-quiet" to="/dashboard/edit-profile">
            Edit profile
          </Link>
          <Form method="post" action="/logout">
            <button type="submit" className="button">
              Logout
            </button>
          </Form>
        </div>
      </div>
    </section>
  );
}
