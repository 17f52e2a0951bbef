import { Form, Link, useSearchParams } from 'react-router';
import { formatMoney } from '@oja/shared/money';
import type { Route } from './+types/products';
import { apiData } from '../../lib/api.server';
import { CheckboxField, InputField, SelectField } from '../../ui/fields';
import { Pagination } from '../../ui/pagination';

export const meta: Route.MetaFunction = () => [{ title: 'Products | Back office | Oja' }];

const allowed = ['q', 'category', 'visibility', 'low_stock', 'page'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const incoming = new URL(request.url).searchParams;
  const params = new URLSearchParams();
  for (const [key, value] of incoming) if (allowed.includes(key) && value !== '') params.set(key, value);
  if (params.get('low_stock') === 'on') params.set('low_stock', 'true');
  const [page, categories] = await Promise.all([
    apiData(context, `/api/admin/products/?${params}`),
    apiData(context, '/api/admin/categories/'),
  ]);
  return { page, categories };
}

export default function AdminProducts({ loaderData: { page, categories } }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const lowStock = params.get('low_stock') === 'on' || params.get('low_stock') === 'true';
  return (
    <>
      <div className="admin-heading">
        <h1>Products</h1>
        <Link to="/admin/products/new" className="button">
          Add product
        </Link>
      </div>
      <Form method="get" className="admin-filters" role="search" aria-label="Find products">
        <InputField label="Title contains" name="q" type="search" defaultValue={params.get('q') ?? ''} />
        <SelectField label="Category" name="category" defaultValue={params.get('category') ?? ''}>
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </SelectField>
        <SelectField label="Shown" name="visibility" defaultValue={params.get('visibility') ?? 'all'}>
          <option value="all">Visible and hidden</option>
          <option value="visible">Visible only</option>
          <option value="hidden">Hidden only</option>
        </SelectField>
        <CheckboxField
          label={`Low stock (${page.low_stock_threshold} or fewer)`}
          name="low_stock"
          defaultChecked={lowStock}
        />
        <button type="submit" className="button button-quiet">
          Filter
        </button>
      </Form>
      <p className="admin-muted" role="status">
        {page.total} product{page.total === 1 ? '' : 's'}
      </p>
      {page.items.length === 0 ? (
        <p>No products match.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table-stack">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Image</span>
                </th>
                <th scope="col">Product</th>
                <th scope="col">Category</th>
                <th scope="col">Price</th>
                <th scope="col">Stock</th>
                <th scope="col">Shown</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((p) => (
                <tr key={p.id}>
                  <td className="cell-thumb">
                    {p.image_url ? <img src={p.image_url} alt="" width="48" height="48" loading="lazy" /> : null}
                  </td>
                  <th scope="row">
                    <Link to={`/admin/products/${p.id}`}>{p.title}</Link>
                  </th>
                  <td data-label="Category">{p.category_title}</td>
                  <td data-label="Price">
                    {formatMoney(p.sale_price_usd_cents ?? p.price_usd_cents, 'USD')}
                    {' · '}
                    {formatMoney(p.sale_price_ngn_kobo ?? p.price_ngn_kobo, 'NGN')}
                  </td>
                  <td data-label="Stock">
                    <span className={p.quantity === 0 ? 'tag tag-danger' : p.low_stock ? 'tag tag-warn' : undefined}>
                      {p.quantity}
                    </span>
                  </td>
                  <td data-label="Shown">{p.visible ? 'Visible' : <span className="tag">Hidden</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page.page} perPage={page.per_page} total={page.total} label="Product pages" />
    </>
  );
}
