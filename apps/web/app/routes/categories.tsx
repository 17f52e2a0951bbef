import { Link } from 'react-router';
import type { Route } from './+types/categories';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { BasketIcon } from '../ui/icons';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useT, translate } from '../i18n/i18n';
import { useRootData } from '../lib/root-data';

export const handle = { ...styleParts('storefront'), ...messageAreas('storefront') };

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: translate(languageFromMatches(matches), 'home.all-categories'),
      description: translate(languageFromMatches(matches), 'categories.meta.description'),
      path: '/categories',
    },
    matches,
  );

export default function CategoriesPage() {
  const categories = useRootData()?.categories ?? [];
  const t = useT();
  return (
    <div className="container listing">
      <h1>{t('home.all-categories')}</h1>
      <ul className="category-grid">
        {categories.map((c) => (
          <li key={c.slug}>
            <Link to={`/categories/${c.slug}`} className="category-tile">
              {c.icon ? <img src={c.icon} alt="" width="48" height="48" /> : <BasketIcon />}
              <span>{c.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
