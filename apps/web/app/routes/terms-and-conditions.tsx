import type { Route } from './+types/terms-and-conditions';
import { contentPage } from '../features/content/pages.server';
import { ContentArticle } from '../features/content/content-article';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT } from '../i18n/i18n';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

// Also served at /terms-and-condition (linked that way in places); both name one canonical URL.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(
    {
      title: translate(languageFromMatches(matches), 'content.terms.title'),
      description: loaderData.description,
      path: '/terms-and-conditions',
    },
    matches,
  );

export function loader() {
  return contentPage('terms-and-conditions');
}

export default function TermsAndConditions({ loaderData: page }: Route.ComponentProps) {
  const t = useT();
  return (
    <ContentArticle
      title={t('content.terms.title')}
      meta={t('content.updated', { date: page.updated })}
      html={page.html}
      englishOnly
    />
  );
}
