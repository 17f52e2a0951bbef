import type { MetaDescriptor } from 'react-router';
import type { ShopInfo } from '@oja/shared/shop';

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
  const url = origin + page.path;
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
  if (page.image) {
    meta.push({ property: 'og:image', content: page.image.startsWith('/') ? origin + page.image : page.image });
  }
  return meta;
}
