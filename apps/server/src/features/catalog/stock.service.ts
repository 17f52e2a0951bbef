import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/index.ts';
import type { StockAdjustment, StockAdjustmentInput, StockReason } from '@oja/shared/staff';
import type { DB } from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../errors.ts';
import type { Actor } from '../accounts/index.ts';
import type { CatalogStaffContext } from './staff-context.ts';
import { findProduct } from './staff-products.repository.ts';
import * as repo from './stock.repository.ts';

const toAdjustment = (r: repo.AdjustmentRow): StockAdjustment => ({
  id: r.id,
  product_id: r.product_id,
  delta: r.delta,
  reason: r.reason,
  note: r.note,
  staff_user_id: r.staff_user_id,
  staff_name: `${r.first_name} ${r.last_name}`.trim(),
  quantity_after: r.quantity_after,
  created_at: Number(r.created_at),
  // Additive: only a variant's change names it.
  ...(r.variant_label === null ? {} : { variant_id: r.variant_id, variant_label: r.variant_label }),
});

/** Received goods add stock, damaged goods remove it; a correction goes either way. */
function checkDirection(delta: number, reason: StockReason) {
  if (delta === 0) throw invalidField('delta', 'enter how many items to add (e.g. 5) or remove (e.g. -2)');
  if (reason === 'received' && delta < 0)
    throw new AppError('invalid', 'Received goods add stock: use a positive number.');
  if (reason === 'damaged' && delta > 0)
    throw new AppError('invalid', 'Damaged goods remove stock: use a negative number.');
}

/**
 * Records one stock change with its reason and author, inside `trx`. The change is applied with a
 * conditional update, so stock never goes below zero however many orders reserve it meanwhile.
 */
export async function recordAdjustment(
  trx: Kysely<DB>,
  actor: Actor,
  productId: number,
  input: StockAdjustmentInput,
): Promise<{ quantity: number; id: number }> {
  checkDirection(input.delta, input.reason);
  const variant = await repo.defaultVariantOf(trx, productId);
  if (!variant) {
    if (!(await findProduct(trx, productId))) throw notFound('Product');
    // Its stock is the sum of its options': each option's stock is set with the variants.
    throw new AppError('conflict', 'This product has variants: change the stock of each variant instead.');
  }
  const quantity = await repo.applyDelta(trx, productId, variant.id, input.delta);
  if (quantity === undefined) {
    const { quantity: now } = (await repo.defaultVariantOf(trx, productId)) ?? variant;
    throw new AppError('conflict', `Only ${now} in stock: removing ${-input.delta} would take the stock below zero.`);
  }
  const { id } = await repo.insertAdjustment(trx, {
    product_id: productId,
    delta: input.delta,
    reason: input.reason,
    note: input.note || null,
    staff_user_id: actor.id,
    quantity_after: quantity,
    created_at: Date.now(),
    variant_id: variant.id,
    variant_label: null,
  });
  await recordAudit(trx, actor, {
    action: 'stock.adjust',
    entityType: 'product',
    entityId: productId,
    summary: `Stock of product #${productId} ${input.delta > 0 ? '+' : ''}${input.delta} (${input.reason}): now ${quantity}`,
    changes: { quantity: { from: quantity - input.delta, to: quantity } },
  });
  return { quantity, id };
}

export async function adjustStock(
  ctx: CatalogStaffContext,
  actor: Actor,
  productId: number,
  input: StockAdjustmentInput,
) {
  const { quantity, id } = await ctx.db.transaction().execute((trx) => recordAdjustment(trx, actor, productId, input));
  return { quantity, adjustment: toAdjustment(await repo.findAdjustment(ctx.db, id)) };
}

export async function listAdjustments(ctx: CatalogStaffContext, productId: number): Promise<StockAdjustment[]> {
  if (!(await findProduct(ctx.db, productId))) throw notFound('Product');
  return (await repo.listAdjustments(ctx.db, productId)).map(toAdjustment);
}
