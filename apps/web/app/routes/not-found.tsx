import { data } from 'react-router';
import { NotFound } from '../ui/not-found';

/** Every path no other route matches: the not-found page with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ name: 'robots', content: 'noindex' }];

export default function NotFoundRoute() {
  return <NotFound />;
}
