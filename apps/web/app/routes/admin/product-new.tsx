import { data, Form, redirect, useNavigation } from 'react-router';
import { staffMessages, productImageMaxBytes } from '@oja/shared/staff-rules';
import type { Route } from './+types/product-new';
import { apiData } from '../../lib/api.server';
import { setFlash } from '../../lib/flash.server';
import { textValues, type ActionResult } from '../../ui/action-result';
import { ProductFields } from '../../features/admin/product-fields';
import { saveProduct, uploadOverhead } from '../../features/admin/product-form.server';
import { useSubmissionToast } from '../../ui/use-submission-toast';

export const meta: Route.MetaFunction = () => [{ title: 'Add product | Back office | Oja' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await apiData(context, '/api/admin/categories/') };
}

export async function action({ request, context }: Route.ActionArgs) {
  // An oversized upload is refused from its Content-Length, before any of it is read.
  const length = Number(request.headers.get('content-length') ?? 'NaN');
  if (!(length <= productImageMaxBytes + uploadOverhead)) {
    return data<ActionResult>(
      { intent: 'create', ok: false, errors: { image: staffMessages.imageSize } },
      { status: 413 },
    );
  }
  const form = await request.formData();
  const saved = await saveProduct(context, form);
  if (!saved.ok) {
    return data<ActionResult>(
      { intent: 'create', ok: false, errors: saved.errors, values: textValues(form) },
      { status: saved.status },
    );
  }
  const flash = await setFlash(request, saved.imageRefused ? 'product-added-image-refused' : 'product-added');
  return redirect(`/admin/products/${saved.product.id}`, { headers: { 'set-cookie': flash } });
}

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  useSubmissionToast(busy, staffMessages.processing, actionData);
  const errors = busy ? {} : (actionData?.errors ?? {});
  return (
    <>
      <h1>Add product</h1>
      <Form method="post" encType="multipart/form-data" className="admin-form" aria-label="New product">
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <ProductFields categories={loaderData.categories} errors={errors} values={actionData?.values} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Adding…' : 'Add product'}
        </button>
      </Form>
    </>
  );
}
