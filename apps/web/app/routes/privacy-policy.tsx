import type { Route } from './+types/privacy-policy';
import { contentPage } from '../features/content/pages.server';
import { ContentArticle } from '../features/content/content-article';
import { seoMeta } from '../lib/seo';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

// Also served at /privacy-and-policy (linked that way in places); both name one canonical URL.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({ title: loaderData.title, description: loaderData.description, path: '/privacy-policy' }, matches);

export function loader() {
  return contentPage('privacy-policy');
}

export default function PrivacyPolicy({ loaderData: page }: Route.ComponentProps) {
  return <ContentArticle title={page.title} meta={`Last updated ${page.updated}`} html={page.html} />;
}
