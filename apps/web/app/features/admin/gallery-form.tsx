import { useFetcher } from 'react-router';
import type { StaffGalleryImage, StaffVariant } from '@oja/shared/staff-variants';
import { staffMessages, productImageTypes } from '@oja/shared/staff-rules';
import { resultFor, type ActionResult } from '../../ui/action-result';
import { InputField, SelectField } from '../../ui/fields';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { ResultMessage } from '../../ui/result-message';

/** The product's gallery: its pictures in order with alt text (reorder, edit, remove), and an upload. */
export function GalleryForm({
  gallery,
  variants,
  actionData,
}: {
  gallery: StaffGalleryImage[];
  variants: StaffVariant[];
  actionData?: ActionResult;
}) {
  const edit = useFetcher<ActionResult>();
  const add = useFetcher<ActionResult>();
  const edited = resultFor('gallery', edit.data, actionData);
  const added = resultFor('gallery-add', add.data, actionData);
  const busy = edit.state !== 'idle' || add.state !== 'idle';
  useSubmissionToast(busy, staffMessages.processing, edit.state !== 'idle' ? edited : added);
  const editErrors = edit.state !== 'idle' ? {} : (edited?.errors ?? {});
  const addErrors = add.state !== 'idle' ? {} : (added?.errors ?? {});
  const variantOptions = (
    <>
      <option value="">Every option</option>
      {variants.map((v) => (
        <option key={v.id} value={v.id}>
          {v.label}
        </option>
      ))}
    </>
  );
  return (
    <section className="admin-panel admin-wide" aria-labelledby="gallery-h">
      <h2 id="gallery-h">Gallery</h2>
      {gallery.length === 0 ? (
        <p className="admin-muted">No more pictures yet: the product shows its main image only.</p>
      ) : (
        <edit.Form method="post" key={gallery.map((g) => `${g.id}:${g.alt}:${g.position}`).join('|')}>
          <input type="hidden" name="intent" value="gallery" />
          {editErrors.form ? <p className="form-error">{editErrors.form}</p> : null}
          <ol className="gallery-admin">
            {gallery.map((g, i) => (
              <li key={g.id}>
                <img src={g.url} alt="" width="72" height="72" />
                <input type="hidden" name={`g${i}.id`} value={g.id} />
                <InputField
                  label="Order"
                  name={`g${i}.position`}
                  inputMode="numeric"
                  size={2}
                  defaultValue={String(i + 1)}
                />
                <InputField
                  label="Alt text"
                  name={`g${i}.alt`}
                  defaultValue={g.alt}
                  maxLength={200}
                  error={editErrors[`images.${i}.alt`]}
                />
                {variants.length > 0 && (
                  <SelectField label="Shows" name={`g${i}.variant_id`} defaultValue={g.variant_id ?? ''}>
                    {variantOptions}
                  </SelectField>
                )}
                <label className="check">
                  <input type="checkbox" name={`g${i}.remove`} /> Remove
                </label>
              </li>
            ))}
          </ol>
          <input type="hidden" name="rows" value={gallery.length} />
          <ResultMessage result={edited} busy={edit.state !== 'idle'} />
          <button type="submit" className="button" disabled={busy}>
            Save gallery
          </button>
        </edit.Form>
      )}
      <add.Form method="post" encType="multipart/form-data" aria-label="Add a picture">
        <h3>Add a picture</h3>
        <input type="hidden" name="intent" value="gallery-add" />
        <InputField
          label="Alt text (what the picture shows)"
          name="alt"
          required
          maxLength={200}
          error={addErrors.alt}
        />
        {variants.length > 0 && (
          <SelectField label="Shows" name="variant_id" defaultValue="">
            {variantOptions}
          </SelectField>
        )}
        <InputField
          label="Picture (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB)"
          name="image"
          type="file"
          required
          accept={productImageTypes.join(',')}
          error={addErrors.image}
        />
        <ResultMessage result={added} busy={add.state !== 'idle'} />
        <button type="submit" className="button button-quiet" disabled={busy}>
          {add.state !== 'idle' ? 'Uploading…' : 'Add picture'}
        </button>
      </add.Form>
    </section>
  );
}
