import { z } from 'zod';

/**
 * The responsive variants of an uploaded product image, as `srcset` values per format (widths in
 * `w` descriptors), with the size of the largest. Null when the product has a single image (the
 * demo's drawn SVGs, or a path given by an API client): then `image_url` is all there is.
 */
export const productImagesSchema = z
  .object({ width: z.number().int(), height: z.number().int(), avif: z.string(), webp: z.string() })
  .nullable();
export type ProductImages = z.infer<typeof productImagesSchema>;

/**
 * One variant of a product (a pack size, a weight, a colour and length): its own prices (what a
 * buyer pays now, and the regular price), stock, SKU and image. A product without options sells
 * through its default variant (decision 0086), which is never listed: it has none listed.
 */
export const productVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  label: z.string(),
  price: z.number(),
  price_naira: z.number(),
  regular_price: z.number(),
  regular_price_naira: z.number(),
  quantity: z.number().int(),
  image_url: z.string().nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** The label of a product's default variant, the one a product without options sells through. */
export const defaultVariantLabel = '';

/** Whether a variant (by its label) is a product's default one, never shown as an option. */
export const isDefaultVariant = (v: { label: string }) => v.label === defaultVariantLabel;

/** One picture of a product's gallery, in order; `variant_id` when it shows one variant. */
export const galleryImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  images: productImagesSchema,
  variant_id: z.number().int().nullable(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/**
 * A product as the API shows it. `price` and `price_naira` are the prices a buyer pays now (the
 * sale price while on offer) in major units, as the original client expects; the other fields
 * are additive.
 */
export const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string(),
  /** Additive: responsive variants of `image_url` for `srcset`. */
  images: productImagesSchema,
  price: z.number(),
  price_naira: z.number(),
  regular_price: z.number(),
  regular_price_naira: z.number(),
  percent_off: z.number().int(),
  quantity: z.number().int(),
  show: z.boolean(),
  category: z.number().int(),
  category_slug: z.string(),
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  /** Additive: the product's variants in display order (the first is the default); [] for none. */
  variants: z.array(productVariantSchema).optional(),
  /** Additive, on one product's page only: its gallery after the main image. */
  gallery: z.array(galleryImageSchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  icon: z.string(),
  products: z.array(productSchema),
});
export type Category = z.infer<typeof categorySchema>;

export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

/** A visible product's address and last change, for sitemaps (one light row per product). */
export const productSlugSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** ISO 8601 instant of the product's last change */
  updated_at: z.string(),
});
export type ProductSlug = z.infer<typeof productSlugSchema>;
