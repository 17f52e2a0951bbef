import { isLanguage, languageParam } from '@oja/shared/languages';
import type { Route } from './+types/sitemap';
import { sitemapXml } from '../features/seo/sitemap';
import { sitemapEntries } from '../features/seo/sitemap-entries.server';

/**
 * /sitemap.xml: a resource route (no page), built from the API's lists on each request. One per
 * language: /sitemap.xml is English, /sitemap.xml?lang=yo the Yoruba addresses, each with its
 * hreflang alternates (robots.txt names all five).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get(languageParam);
  const xml = sitemapXml(await sitemapEntries(context), isLanguage(lang) ? lang : 'en');
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Crawlers fetch it rarely; an hour keeps it fresh enough for new products.
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
