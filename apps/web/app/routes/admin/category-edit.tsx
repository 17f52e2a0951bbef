import { Link, useFetcher } from 'react-router';
import { staffMessages, iconTypes } from '@oja/shared/staff-rules';
import type { Route } from './+types/category-edit';
import { apiData } from '../../lib/api.server';
import { resultFor, type ActionResult } from '../../ui/action-result';
import { categoriesAction } from '../../features/admin/categories.server';
import { InputField } from '../../ui/fields';
import { TranslationFields } from '../../features/admin/translation-fields';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { ResultMessage } from '../../ui/result-message';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.category.title ?? 'Category'} | Back office | Oja` },
];

const idOf = (params: { id?: string }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response('Not found', { status: 404 });
  return id;
};

export async function loader({ params, context }: Route.LoaderArgs) {
  return { category: await apiData(context, `/api/admin/categories/${idOf(params)}`) };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return categoriesAction(request, context, idOf(params));
}

export default function EditCategory({ loaderData: { category }, actionData }: Route.ComponentProps) {
  const details = useFetcher<ActionResult>();
  const icon = useFetcher<ActionResult>();
  const detailsResult = resultFor('edit', details.data, actionData);
  const iconResult = resultFor('icon', icon.data, actionData);
  useSubmissionToast(details.state !== 'idle', staffMessages.processing, detailsResult);
  useSubmissionToast(icon.state !== 'idle', staffMessages.processing, iconResult);
  const errors = details.state !== 'idle' || detailsResult?.ok ? {} : (detailsResult?.errors ?? {});
  const values = detailsResult?.ok ? undefined : detailsResult?.values;
  return (
    <>
      <p>
        <Link to="/admin/categories">← All categories</Link>
      </p>
      <h1>{category.title}</h1>
      <div className="admin-columns">
        <details.Form
          method="post"
          className="admin-form"
          aria-label="Category details"
          key={`${category.title}|${category.slug}|${category.icon}|${JSON.stringify(category.translations ?? {})}`}
        >
          <input type="hidden" name="intent" value="edit" />
          {errors.form ? <p className="form-error">{errors.form}</p> : null}
          <InputField
            label="Title"
            name="title"
            required
            maxLength={200}
            defaultValue={values?.title ?? category.title}
            error={errors.title}
          />
          <InputField
            label="Address (slug)"
            name="slug"
            maxLength={120}
            defaultValue={values?.slug ?? category.slug}
            hint={`The category page is /categories/${category.slug}. Leave empty to make it from the title.`}
            error={errors.slug}
          />
          <InputField
            label="Icon path"
            name="icon"
            defaultValue={values?.icon ?? category.icon}
            hint="A path on this shop; or upload an icon."
            error={errors.icon}
          />
          <TranslationFields
            translations={category.translations}
            withDescription={false}
            errors={errors}
            values={values}
          />
          <ResultMessage result={detailsResult} busy={details.state !== 'idle'} />
          <button type="submit" className="button" disabled={details.state !== 'idle'}>
            Save category
          </button>
        </details.Form>
        <icon.Form method="post" encType="multipart/form-data" className="admin-panel" aria-labelledby="icon-h">
          <h2 id="icon-h">Icon</h2>
          <input type="hidden" name="intent" value="icon" />
          {category.icon ? (
            <img src={category.icon} alt={`Current icon of ${category.title}`} width="64" height="64" />
          ) : (
            <p className="admin-muted">No icon: the shop shows a default one.</p>
          )}
          <InputField
            label="Upload an icon (SVG, PNG, JPEG, WebP, GIF or AVIF, up to 2 MB)"
            name="icon_file"
            type="file"
            required
            accept={iconTypes.join(',')}
            error={icon.state !== 'idle' ? undefined : iconResult?.errors.icon_file}
          />
          <ResultMessage result={iconResult} busy={icon.state !== 'idle'} />
          <button type="submit" className="button button-quiet" disabled={icon.state !== 'idle'}>
            Upload icon
          </button>
        </icon.Form>
      </div>
    </>
  );
}
