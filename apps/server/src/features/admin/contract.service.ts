import type { Product } from '@oja/shared/catalog';
import type { OrderSummary } from '@oja/shared/orders';
import { parseMajorUnits } from '@oja/shared/money';
import { AppError, invalid, invalidField, notFound } from '../../errors.ts';
import { assertStaff, type Actor } from '../accounts/index.ts';
import { findOrderSummary, stateOfContractStatus } from '../orders/index.ts';
import { changeOrderStatus } from './orders.service.ts';
import type { AdminContext } from './admin-context.ts';
import { staffProducts } from '../catalog/index.ts';

export interface ContractProductInput {
  title: string;
  description: string;
  image_url?: string;
  price: number | string;
  price_naira: number | string;
  quantity: number;
  show: boolean;
  category: number | string;
}

/**
 * A JSON number of major units as exact minor units. The number's own shortest decimal text is
 * read digit by digit (12.5 → "12.5" → 1250), so no float multiplication touches the amount.
 */
function minorOf(field: string, value: number | string): number {
  const minor = parseMajorUnits(String(value));
  if (minor === null) throw invalid(`${field}: give an amount in major units with at most two decimals, e.g. 12.5`);
  return minor;
}

/** The original client's `POST {host}/add-product`, staff only: creates a product from its fields. */
export async function addProduct(ctx: AdminContext, actor: Actor, input: ContractProductInput): Promise<Product> {
  assertStaff(actor);
  const category = await staffProducts.findCategoryByIdOrSlug(ctx, input.category);
  if (!category) throw invalidField('category', `there is no category "${input.category}".`);
  const created = await staffProducts.createProduct(ctx, actor, {
    title: input.title,
    description: input.description,
    image_url: input.image_url,
    category_id: category.id,
    price_usd: minorOf('price', input.price),
    price_ngn: minorOf('price_naira', input.price_naira),
    quantity: input.quantity,
    visible: input.show,
  });
  return staffProducts.contractProduct(ctx, created.id);
}

/**
 * The original client's status update, by numeric code: 3 processed, 5 delivered, 4 refunded.
 * 1 (opened) comes only from a verified payment and null (awaiting) never comes back.
 */
export async function updateOrderStatus(
  ctx: AdminContext,
  actor: Actor,
  orderId: number,
  status: 1 | 3 | 4 | 5 | null,
): Promise<OrderSummary> {
  assertStaff(actor);
  if (!(await findOrderSummary(ctx.db, orderId))) throw notFound('Order');
  if (status === 1)
    throw new AppError('conflict', 'Status 1 (Order opened) is set by a verified payment, never by hand.');
  if (status === null) throw new AppError('conflict', 'An order cannot go back to awaiting confirmation.');
  await changeOrderStatus(ctx, actor, orderId, stateOfContractStatus[status]);
  return (await findOrderSummary(ctx.db, orderId))!;
}
