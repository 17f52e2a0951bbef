import type { MetaDescriptor } from 'react-router';
import type { ShopInfo } from '@oja/shared/shop';
import { translate } from '../i18n/i18n';
import { isPageLanguage, languageParam, languages, languageTags, type PageLanguage } from '@oja/shared/languages';

const notFoundTitle = (language: PageLanguage) => translate(language, 'notfound.title');

interface PageSeo {
  title: string;
  description: string;
  /** The page's canonical path, e.g. "/privacy-policy" (duplicate spellings share one). */
  path: string;
  /** An absolute or site-relative image for link previews. */
  image?: string;
  type?: 'website' | 'product' | 'article';
}

// React Router 8 hands meta functions each match's data as `loaderData`.
type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The root loader's data as seen from any route's meta function (React Router: `loaderData`). */
export function rootDataFromMatches<T = { shop?: ShopInfo }>(matches: MetaMatches): T | undefined {
  return matches.find((m) => m?.id === 'root')?.loaderData as T | undefined;
}

/** The page's language (the root loader's), as seen from any route's meta function. */
export function languageFromMatches(matches: MetaMatches): PageLanguage {
  const language = rootDataFromMatches<{ language?: string }>(matches)?.language;
  return isPageLanguage(language) ? language : 'en';
}

/** The meta of a page that is not there, in the page's language (set in the i18n layer). */
export function notFoundMeta(matches: MetaMatches): MetaDescriptor[] {
  return [{ title: `${notFoundTitle(languageFromMatches(matches))} | Oja` }, { name: 'robots', content: 'noindex' }];
}

/** A path in a language: English at the plain address, the others with `?lang=xx`. */
export function pathInLanguage(path: string, language: PageLanguage): string {
  if (language === 'en') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${languageParam}=${language}`;
}

/** The root loader's shop facts, as seen from any route's meta function. */
export function shopFromMatches(matches: MetaMatches): ShopInfo | undefined {
  return rootDataFromMatches(matches)?.shop;
}

/**
 * Title, description, canonical link and Open Graph tags for a page. Absolute URLs come from the
 * configured PUBLIC_URL so that a page reached through an alias still names one canonical address.
 */
export function seoMeta(page: PageSeo, matches: MetaMatches): MetaDescriptor[] {
  const origin = shopFromMatches(matches)?.public_url ?? '';
  const language = languageFromMatches(matches);
  const url = origin + pathInLanguage(page.path, language);
  const title = page.title.includes('Oja') ? page.title : `${page.title} | Oja`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: 'Oja' },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
  ];
  // The same page in every language, and English for any other (x-default).
  for (const other of languages) {
    meta.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: languageTags[other],
      href: origin + pathInLanguage(page.path, other),
    });
  }
  meta.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + page.path });
  if (page.image) {
    meta.push({ property: 'og:image', content: page.image.startsWith('/') ? origin + page.image : page.image });
  }
  return meta;
}
