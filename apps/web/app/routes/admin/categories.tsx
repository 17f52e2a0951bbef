import { Form, Link, useNavigation } from 'react-router';
import { staffMessages } from '@oja/shared/staff-rules';
import type { Route } from './+types/categories';
import { apiData } from '../../lib/api.server';
import { resultFor } from '../../ui/action-result';
import { categoriesAction } from '../../features/admin/categories.server';
import { DeleteCategory } from '../../features/admin/delete-category';
import { InputField } from '../../ui/fields';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { ResultMessage } from '../../ui/result-message';

export const meta: Route.MetaFunction = () => [{ title: 'Categories | Back office | Oja' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await apiData(context, '/api/admin/categories/') };
}

export function action({ request, context }: Route.ActionArgs) {
  return categoriesAction(request, context);
}

export default function AdminCategories({ loaderData: { categories }, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const sending = navigation.formData?.get('intent');
  useSubmissionToast(
    busy,
    sending === 'up' || sending === 'down' ? staffMessages.updating : staffMessages.processing,
    actionData,
  );
  const created = resultFor('create', actionData);
  const errors = busy || !created || created.ok ? {} : created.errors;
  const failed = !busy && actionData && !actionData.ok && actionData.intent !== 'create' ? actionData : undefined;

  return (
    <>
      <h1>Categories</h1>
      <ResultMessage result={actionData} busy={busy} />
      {failed?.errors.form ? (
        <p className="form-error" role="alert">
          {failed.errors.form}
        </p>
      ) : null}
      <div className="admin-table-wrap">
        <table className="admin-table admin-table-stack">
          <caption className="visually-hidden">Categories in menu order</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Category</th>
              <th scope="col">Products</th>
              <th scope="col">Delete</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c, i) => (
              <tr key={c.id}>
                <td data-label="Order">
                  <Form method="post" className="admin-move">
                    <input type="hidden" name="id" value={c.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="up"
                      className="icon-text-button"
                      disabled={i === 0 || busy}
                      aria-label={`Move ${c.title} up`}
                    >
                      ↑
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="down"
                      className="icon-text-button"
                      disabled={i === categories.length - 1 || busy}
                      aria-label={`Move ${c.title} down`}
                    >
                      ↓
                    </button>
                  </Form>
                </td>
                <th scope="row">
                  <span className="admin-category">
                    {c.icon ? <img src={c.icon} alt="" width="28" height="28" /> : null}
                    <Link to={`/admin/categories/${c.id}`}>{c.title}</Link>
                  </span>
                  <span className="admin-muted admin-slug">/{c.slug}</span>
                </th>
                <td data-label="Products">{c.product_count}</td>
                <td>
                  <DeleteCategory category={c} categories={categories} busy={busy} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Form method="post" className="admin-form admin-panel" aria-labelledby="new-category-h">
        <h2 id="new-category-h">Add a category</h2>
        <input type="hidden" name="intent" value="create" />
        {errors.form ? <p className="form-error">{errors.form}</p> : null}
        <div className="field-row">
          <InputField
            label="Title"
            name="title"
            required
            maxLength={200}
            defaultValue={created?.values?.title}
            error={errors.title}
          />
          <InputField
            label="Address (slug)"
            name="slug"
            maxLength={120}
            defaultValue={created?.values?.slug}
            hint="Leave empty to make it from the title."
            error={errors.slug}
          />
        </div>
        <InputField
          label="Icon path (optional)"
          name="icon"
          defaultValue={created?.values?.icon}
          hint="A path on this shop such as /media/icons/spices.svg; or upload an icon on the category's page."
          error={errors.icon}
        />
        <button type="submit" className="button" disabled={busy}>
          Add category
        </button>
      </Form>
    </>
  );
}
