import type { Route } from './+types/sitemap';
import { sitemapXml } from '../features/seo/sitemap';
import { sitemapEntries } from '../features/seo/sitemap-entries.server';

/** /sitemap.xml: a resource route (no page), built from the API's lists on each request. */
export async function loader({ context }: Route.LoaderArgs) {
  const xml = sitemapXml(await sitemapEntries(context));
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Crawlers fetch it rarely; an hour keeps it fresh enough for new products.
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
