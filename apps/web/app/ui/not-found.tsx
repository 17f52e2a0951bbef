import { Link } from 'react-router';

export function NotFound() {
  return (
    <section className="container message-page">
      <title>Page not found | Oja</title>
      <p className="message-code">404</p>
      <h1>Page not found</h1>
      <p>We couldn&apos;t find the page you were looking for. It may have moved, or the link may be wrong.</p>
      <Link className="button" to="/">
        Back to the shop
      </Link>
    </section>
  );
}
