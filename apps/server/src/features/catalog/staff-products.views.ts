import type { StaffProduct } from '@oja/shared/staff';
import type { Product } from '@oja/shared/catalog';
import { productImagesOf } from './image-variants.ts';
import { toProductView } from './catalog.views.ts';
import type { AdminProductRow } from './staff-products.repository.ts';

export function toAdminProduct(row: AdminProductRow, lowStockThreshold: number): StaffProduct {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category_id: row.category_id,
    category_slug: row.category_slug,
    category_title: row.category_title,
    image_url: row.image_url,
    images: productImagesOf(row.image_variants),
    price_usd_cents: row.price_usd_cents,
    price_ngn_kobo: row.price_ngn_kobo,
    sale_price_usd_cents: row.sale_price_usd_cents,
    sale_price_ngn_kobo: row.sale_price_ngn_kobo,
    quantity: row.quantity,
    visible: row.visible === 1,
    low_stock: row.quantity <= (row.low_stock_threshold ?? lowStockThreshold),
    low_stock_threshold: row.low_stock_threshold,
    low_stock_default: lowStockThreshold,
    order_count: Number(row.order_count ?? 0),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}

/** The original contract's product shape (the storefront's view of the same row). */
export const toContractProduct = (row: AdminProductRow): Product => toProductView(row);
