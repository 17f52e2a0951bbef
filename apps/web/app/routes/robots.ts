import type { Route } from './+types/robots';
import { robotsTxt } from '../features/seo/robots';
import { apiData } from '../lib/api.server';

/** /robots.txt: a resource route, so its Sitemap line names the configured public address. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = await apiData(context, '/api/shop/');
  return new Response(robotsTxt(shop.public_url), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
