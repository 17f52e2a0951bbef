import { data, Link } from 'react-router';
import type { Route } from './+types/news-post';
import { findNews } from '../features/content/news.server';
import { ContentArticle } from '../features/content/content-article';
import { seoMeta } from '../lib/seo';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useT } from '../i18n/i18n';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta(
        {
          title: loaderData.title,
          description: loaderData.summary,
          path: `/news/${loaderData.slug}`,
          type: 'article',
        },
        matches,
      ).concat({ property: 'article:published_time', content: loaderData.date })
    : [{ name: 'robots', content: 'noindex' }];

export function loader({ params }: Route.LoaderArgs) {
  const post = findNews(params.slug);
  if (!post) throw data({ detail: 'No such news post', code: 'not_found' }, { status: 404 });
  return post;
}

export default function NewsPost({ loaderData: post }: Route.ComponentProps) {
  const t = useT();
  return (
    <ContentArticle
      title={post.title}
      meta={
        <>
          <time dateTime={post.date}>{post.displayDate}</time> · <Link to="/news">{t('content.news.all')}</Link>
        </>
      }
      html={post.html}
    />
  );
}
