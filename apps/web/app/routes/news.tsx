import { Link } from 'react-router';
import type { Route } from './+types/news';
import { listNews } from '../features/content/news.server';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT } from '../i18n/i18n';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = languageFromMatches(matches);
  return seoMeta(
    {
      title: translate(language, 'nav.news'),
      description: translate(language, 'content.news.description'),
      path: '/news',
    },
    matches,
  );
};

export function loader() {
  return { posts: listNews() };
}

export default function News({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="container content-page">
      <header className="content-header">
        <h1>{t('nav.news')}</h1>
        <p className="content-meta">{t('content.news.meta')}</p>
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
