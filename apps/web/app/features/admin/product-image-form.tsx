import { useFetcher } from 'react-router';
import type { StaffProduct } from '@oja/shared/staff';
import { staffMessages, productImageTypes } from '@oja/shared/staff-rules';
import { ProductImage } from '../catalog/product-image';
import { resultFor, type ActionResult } from '../../ui/action-result';
import { InputField } from '../../ui/fields';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { ResultMessage } from '../../ui/result-message';

/** The product's picture and a form to replace it (the server checks and resizes it). */
export function ProductImageForm({ product, actionData }: { product: StaffProduct; actionData?: ActionResult }) {
  const fetcher = useFetcher<ActionResult>();
  const result = resultFor('image', fetcher.data, actionData);
  const busy = fetcher.state !== 'idle';
  useSubmissionToast(busy, staffMessages.processing, result);
  const error = busy ? undefined : result?.errors.image;
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="admin-panel" aria-labelledby="image-h">
      <h2 id="image-h">Image</h2>
      <input type="hidden" name="intent" value="image" />
      {product.image_url ? (
        <ProductImage
          product={product}
          sizes="240px"
          width={240}
          height={product.images ? Math.round((240 * product.images.height) / product.images.width) : 240}
          alt={`Current image of ${product.title}`}
        />
      ) : (
        <p className="admin-muted">No image yet.</p>
      )}
      <InputField
        label="New image (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB)"
        name="image"
        type="file"
        required
        accept={productImageTypes.join(',')}
        error={error}
      />
      <ResultMessage result={result} busy={busy} />
      <button type="submit" className="button button-quiet" disabled={busy}>
        {busy ? 'Uploading…' : 'Upload image'}
      </button>
    </fetcher.Form>
  );
}
