import { Link } from 'react-router';
import type { Route } from './+types/news';
import { listNews } from '../features/content/news.server';
import { seoMeta } from '../lib/seo';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: 'Latest news',
      description: 'News from Oja: new products and categories, delivery and payment updates, and cooking ideas.',
      path: '/news',
    },
    matches,
  );

export function loader() {
  return { posts: listNews() };
}

export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container content-page">
      <header className="content-header">
        <h1>Latest news</h1>
        <p className="content-meta">What is new at Oja, newest first.</p>
      </header>
      <ol className="news-list">
        {loaderData.posts.map((post) => (
          <li key={post.slug} className="news-item">
            <article>
              <h2>
                <Link to={`/news/${post.slug}`}>{post.title}</Link>
              </h2>
              <p className="content-meta">
                <time dateTime={post.date}>{post.displayDate}</time>
              </p>
              <p>{post.summary}</p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
