import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/categories';
import { seoMeta } from '../lib/seo';
import { BasketIcon } from '../ui/icons';
import type { loader as rootLoader } from '../root';
import { styleParts } from '../styles/areas';

export const handle = styleParts('storefront');

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: 'All categories',
      description:
        'Every aisle of Oja: spices, beauty products, art, food stuff, African fabrics, herbs, fresh vegetables, fruits, fish and meat, cooking essentials and drinks.',
      path: '/categories',
    },
    matches,
  );

export default function CategoriesPage() {
  const categories = useRouteLoaderData<typeof rootLoader>('root')?.categories ?? [];
  return (
    <div className="container listing">
      <h1>All categories</h1>
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
