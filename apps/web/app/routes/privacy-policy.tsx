import type { Route } from './+types/privacy-policy';
import { contentPage } from '../features/content/pages.server';
import { ContentArticle } from '../features/content/content-article';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT } from '../i18n/i18n';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

// Also served at /privacy-and-policy (linked that way in places); both name one canonical URL.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(
    {
      title: translate(languageFromMatches(matches), 'nav.privacy'),
      description: loaderData.description,
      path: '/privacy-policy',
    },
    matches,
  );

export function loader() {
  return contentPage('privacy-policy');
}

export default function PrivacyPolicy({ loaderData: page }: Route.ComponentProps) {
  const t = useT();
  return (
    <ContentArticle
      title={t('nav.privacy')}
      meta={t('content.updated', { date: page.updated })}
      html={page.html}
      englishOnly
    />
  );
}
