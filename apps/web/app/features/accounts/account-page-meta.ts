import type { MetaDescriptor } from 'react-router';
import { translate, type MessageId } from '../../i18n/i18n';
import { languageFromMatches, seoMeta } from '../../lib/seo';

type MetaMatches = Parameters<typeof seoMeta>[1];

/**
 * The meta of a signed-out account page (sign in, register, ask for a password reset): its title
 * and description in the page's language, its address, and never in a search engine's index.
 */
export function accountPageMeta(
  matches: MetaMatches,
  page: { title: MessageId; description: MessageId; path: string },
): MetaDescriptor[] {
  const language = languageFromMatches(matches);
  return [
    ...seoMeta(
      { title: translate(language, page.title), description: translate(language, page.description), path: page.path },
      matches,
    ),
    { name: 'robots', content: 'noindex' },
  ];
}
