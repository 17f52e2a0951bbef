import type { StaffCategory, StaffProduct } from '@oja/shared/staff';
import { productImageTypes } from '@oja/shared/staff-rules';
import { toDecimalText } from '@oja/shared/money';
import { CheckboxField, InputField, MoneyField, SelectField, TextAreaField } from '../../ui/fields';
import { TranslationFields } from './translation-fields';

const money = (minor: number | null | undefined) => (minor === null || minor === undefined ? '' : toDecimalText(minor));

const lowStockHint = (shopDefault: number | undefined) =>
  `Units in stock at or below which staff who asked for low-stock alerts are told, and the product is listed as low. Leave empty for the shop's default${shopDefault === undefined ? '' : ` (${shopDefault})`}.`;

/**
 * The product form's fields, for adding and editing. Values come from the product, or from what
 * was sent when the server refused it (so nothing typed is lost, with or without scripts).
 */
export function ProductFields({
  product,
  categories,
  errors,
  values,
}: {
  product?: StaffProduct;
  categories: StaffCategory[];
  errors: Record<string, string>;
  values?: Record<string, string>;
}) {
  const creating = !product;
  const v = (name: string, fallback: string) => values?.[name] ?? fallback;
  return (
    <>
      <InputField
        label="Title"
        name="title"
        required
        maxLength={200}
        defaultValue={v('title', product?.title ?? '')}
        error={errors.title}
      />
      <InputField
        label="Address (slug)"
        name="slug"
        maxLength={120}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        defaultValue={v('slug', product?.slug ?? '')}
        hint="Lowercase words joined by hyphens, as in /products/yaji-suya-spice. Leave empty to make it from the title."
        error={errors.slug}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        maxLength={5000}
        defaultValue={v('description', product?.description ?? '')}
        error={errors.description}
      />
      <SelectField
        label="Category"
        name="category_id"
        required
        defaultValue={v('category_id', product ? String(product.category_id) : '')}
        error={errors.category_id ?? errors.category}
      >
        <option value="">Choose a category</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </SelectField>
      <div className="field-row">
        <MoneyField
          label="Price in US dollars ($)"
          name="price_usd"
          required
          defaultValue={v('price_usd', money(product?.price_usd_cents))}
          error={errors.price_usd}
        />
        <MoneyField
          label="Price in naira (₦)"
          name="price_ngn"
          required
          defaultValue={v('price_ngn', money(product?.price_ngn_kobo))}
          error={errors.price_ngn}
        />
      </div>
      <div className="field-row">
        <MoneyField
          label="Sale price in US dollars (optional)"
          name="sale_price_usd"
          defaultValue={v('sale_price_usd', money(product?.sale_price_usd_cents))}
          hint="Below the regular price; leave empty for none."
          error={errors.sale_price_usd}
        />
        <MoneyField
          label="Sale price in naira (optional)"
          name="sale_price_ngn"
          defaultValue={v('sale_price_ngn', money(product?.sale_price_ngn_kobo))}
          hint="Below the regular price; leave empty for none."
          error={errors.sale_price_ngn}
        />
      </div>
      {creating ? (
        <>
          <InputField
            label="Stock"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={v('quantity', '0')}
            hint="Recorded as goods received. Later changes are stock adjustments, each with a reason."
            error={errors.quantity}
          />
          <InputField
            label="Image (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB)"
            name="image"
            type="file"
            accept={productImageTypes.join(',')}
            error={errors.image}
          />
        </>
      ) : (
        <InputField
          label="Low-stock alert at"
          name="low_stock_threshold"
          type="number"
          inputMode="numeric"
          min={0}
          max={1_000_000}
          step={1}
          defaultValue={v('low_stock_threshold', product.low_stock_threshold?.toString() ?? '')}
          hint={lowStockHint(product.low_stock_default)}
          error={errors.low_stock_threshold}
        />
      )}
      <CheckboxField
        label="Visible in the shop"
        name="visible"
        defaultChecked={values ? values.visible === 'on' : (product?.visible ?? true)}
      />
      <TranslationFields translations={product?.translations} withDescription errors={errors} values={values} />
    </>
  );
}
