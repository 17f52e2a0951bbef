import { useFetcher } from 'react-router';
import type { StaffProduct } from '@oja/shared/staff';
import { staffMessages } from '@oja/shared/staff-rules';
import type { Route } from './+types/product-edit';
import { apiData } from '../../lib/api.server';
import { resultFor, type ActionResult } from '../../ui/action-result';
import { editProductAction } from '../../features/admin/product-edit.server';
import { ProductFields } from '../../features/admin/product-fields';
import { ProductImageForm } from '../../features/admin/product-image-form';
import { RemoveProduct } from '../../features/admin/remove-product';
import { StockForm, VariantStockHistory } from '../../features/admin/stock-form';
import { VariantsForm } from '../../features/admin/variants-form';
import { GalleryForm } from '../../features/admin/gallery-form';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { ResultMessage } from '../../ui/result-message';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.product.title ?? 'Product'} | Back office | Oja` },
];

const idOf = (params: { id?: string }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response('Not found', { status: 404 });
  return id;
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idOf(params);
  const [product, categories, adjustments, variants, gallery] = await Promise.all([
    apiData(context, `/api/admin/products/${id}`),
    apiData(context, '/api/admin/categories/'),
    apiData(context, `/api/admin/products/${id}/stock-adjustments/`),
    apiData(context, `/api/admin/products/${id}/variants/`),
    apiData(context, `/api/admin/products/${id}/gallery/`),
  ]);
  return { product, categories, adjustments, variants, gallery };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return editProductAction(request, context, idOf(params));
}

/** The form starts afresh when the saved details change (a generated slug), not when the stock does. */
const detailsKey = (p: StaffProduct) =>
  [
    p.title,
    p.slug,
    p.description,
    p.category_id,
    p.price_usd_cents,
    p.price_ngn_kobo,
    p.sale_price_usd_cents,
    p.sale_price_ngn_kobo,
    p.visible,
    p.low_stock_threshold,
    JSON.stringify(p.translations ?? {}),
  ].join('|');

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, categories, adjustments, variants, gallery } = loaderData;
  const details = useFetcher<ActionResult>();
  const result = resultFor('details', details.data, actionData);
  const busy = details.state !== 'idle';
  useSubmissionToast(busy, staffMessages.processing, result);
  const errors = busy ? {} : (result?.errors ?? {});

  return (
    <>
      <div className="admin-heading">
        <h1>{product.title}</h1>
        {product.visible ? <span className="tag tag-ok">Visible</span> : <span className="tag">Hidden</span>}
      </div>
      <div className="admin-columns">
        <details.Form method="post" className="admin-form" aria-label="Product details">
          <h2>Details</h2>
          <input type="hidden" name="intent" value="details" />
          {errors.form ? (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <ProductFields
            key={detailsKey(product)}
            product={product}
            categories={categories}
            errors={errors}
            values={result?.ok ? undefined : result?.values}
          />
          <ResultMessage result={result} busy={busy} />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : 'Save product'}
          </button>
        </details.Form>
        <div className="admin-side">
          <ProductImageForm product={product} actionData={actionData} />
          {variants.length === 0 ? (
            <StockForm product={product} adjustments={adjustments} actionData={actionData} />
          ) : (
            <VariantStockHistory adjustments={adjustments} />
          )}
          <RemoveProduct product={product} actionData={actionData} />
        </div>
      </div>
      <VariantsForm variants={variants} actionData={actionData} />
      <GalleryForm gallery={gallery} variants={variants} actionData={actionData} />
    </>
  );
}
