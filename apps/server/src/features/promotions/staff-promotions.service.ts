import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import {
  promotionProblems,
  voucherProblems,
  type AdminPromotion,
  type AdminVoucher,
  type promotionInputSchema,
  type promotionPatchSchema,
  type voucherInputSchema,
  type voucherPatchSchema,
} from '@oja/shared/promotions';
import type { DB, PromotionsTable, VouchersTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound } from '../../errors.ts';
import { changesOf, recordAudit, type AuditActor } from '../audit/index.ts';
import * as repo from './promotions.repository.ts';

type VoucherInput = z.output<typeof voucherInputSchema>;
type VoucherPatch = z.output<typeof voucherPatchSchema>;
type PromotionInput = z.output<typeof promotionInputSchema>;
type PromotionPatch = z.output<typeof promotionPatchSchema>;

const fieldRefusal = (problems: { path: string; message: string }[]) =>
  new AppError('invalid', problems.map((p) => `${p.path}: ${p.message}`).join('; '), {}, problems);

const toAdminVoucher = (v: repo.VoucherRow): AdminVoucher => ({
  id: v.id,
  code: v.code,
  description: v.description,
  kind: v.kind,
  percent: v.percent,
  amount_usd_cents: v.amount_usd_cents,
  amount_ngn_kobo: v.amount_ngn_kobo,
  min_spend_usd_cents: v.min_spend_usd_cents,
  min_spend_ngn_kobo: v.min_spend_ngn_kobo,
  starts_at: v.starts_at,
  ends_at: v.ends_at,
  usage_limit: v.usage_limit,
  per_customer_limit: v.per_customer_limit,
  used_count: v.used_count,
  first_order_only: v.first_order_only === 1,
  free_delivery: v.free_delivery === 1,
  active: v.active === 1,
  created_at: v.created_at,
  updated_at: v.updated_at,
});

function voucherColumns(v: Partial<VoucherInput>): Updateable<VouchersTable> {
  const c: Updateable<VouchersTable> = {};
  if (v.code !== undefined) c.code = v.code;
  if (v.description !== undefined) c.description = v.description;
  if (v.kind !== undefined) c.kind = v.kind;
  if (v.percent !== undefined) c.percent = v.percent;
  if (v.amount_usd !== undefined) c.amount_usd_cents = v.amount_usd;
  if (v.amount_ngn !== undefined) c.amount_ngn_kobo = v.amount_ngn;
  if (v.min_spend_usd !== undefined) c.min_spend_usd_cents = v.min_spend_usd;
  if (v.min_spend_ngn !== undefined) c.min_spend_ngn_kobo = v.min_spend_ngn;
  if (v.starts_at !== undefined) c.starts_at = v.starts_at;
  if (v.ends_at !== undefined) c.ends_at = v.ends_at;
  if (v.usage_limit !== undefined) c.usage_limit = v.usage_limit;
  if (v.per_customer_limit !== undefined) c.per_customer_limit = v.per_customer_limit;
  if (v.first_order_only !== undefined) c.first_order_only = v.first_order_only ? 1 : 0;
  if (v.free_delivery !== undefined) c.free_delivery = v.free_delivery ? 1 : 0;
  if (v.active !== undefined) c.active = v.active ? 1 : 0;
  return c;
}

const codeTaken = (code: string) =>
  fieldRefusal([{ path: 'code', message: `There is already a voucher ${code}: choose another code` }]);

export async function listVouchers(db: Kysely<DB>) {
  return (await repo.listVouchers(db)).map(toAdminVoucher);
}

/** The voucher columns the audit log follows (what a discount is worth and to whom). */
const auditedVoucher = [
  'code',
  'kind',
  'percent',
  'amount_usd_cents',
  'amount_ngn_kobo',
  'min_spend_usd_cents',
  'min_spend_ngn_kobo',
  'starts_at',
  'ends_at',
  'usage_limit',
  'per_customer_limit',
  'first_order_only',
  'free_delivery',
  'active',
] as const;

/** Every audited field of a new row, from null. */
const created = (row: Record<string, unknown>, fields: readonly string[]) =>
  changesOf(Object.fromEntries(fields.map((f) => [f, null])), row, fields);

export async function addVoucher(db: Kysely<DB>, actor: AuditActor, input: VoucherInput, now = Date.now()) {
  try {
    const id = await db.transaction().execute(async (trx) => {
      const id = await repo.insertVoucher(trx, {
        ...(voucherColumns(input) as Required<Pick<VouchersTable, 'code' | 'kind'>>),
        starts_at: input.starts_at,
        ends_at: input.ends_at,
        usage_limit: input.usage_limit,
        per_customer_limit: input.per_customer_limit,
        created_at: now,
        updated_at: now,
      });
      const row = (await repo.findVoucher(trx, id))!;
      await recordAudit(trx, actor, {
        action: 'voucher.create',
        entityType: 'voucher',
        entityId: id,
        summary: `Voucher ${row.code} (#${id}) created`,
        changes: created(row, auditedVoucher),
      });
      return id;
    });
    return toAdminVoucher((await repo.findVoucher(db, id))!);
  } catch (error) {
    if (isUniqueViolation(error, { table: 'vouchers', column: 'code' })) throw codeTaken(input.code);
    throw error;
  }
}

/** Changes a voucher (`active: false` deactivates it); orders placed keep their discount. */
export async function changeVoucher(
  db: Kysely<DB>,
  actor: AuditActor,
  id: number,
  patch: VoucherPatch,
  now = Date.now(),
) {
  const current = await repo.findVoucher(db, id);
  if (!current) throw notFound('Voucher');
  const merged = {
    kind: patch.kind ?? current.kind,
    percent: patch.percent ?? current.percent,
    amount_usd: patch.amount_usd ?? current.amount_usd_cents,
    amount_ngn: patch.amount_ngn ?? current.amount_ngn_kobo,
    free_delivery: patch.free_delivery ?? current.free_delivery === 1,
    starts_at: patch.starts_at === undefined ? current.starts_at : patch.starts_at,
    ends_at: patch.ends_at === undefined ? current.ends_at : patch.ends_at,
  };
  const problems = voucherProblems(merged);
  if (problems.length > 0) throw fieldRefusal(problems);
  try {
    await db.transaction().execute(async (trx) => {
      const columns = voucherColumns(patch);
      await repo.updateVoucher(trx, id, { ...columns, updated_at: now });
      const changes = changesOf(current, columns, auditedVoucher);
      if (Object.keys(changes).length === 0) return;
      await recordAudit(trx, actor, {
        action: 'voucher.update',
        entityType: 'voucher',
        entityId: id,
        summary: `Voucher ${current.code} (#${id}) changed: ${Object.keys(changes).join(', ')}`,
        changes,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, { table: 'vouchers', column: 'code' })) throw codeTaken(patch.code ?? '');
    throw error;
  }
  return toAdminVoucher((await repo.findVoucher(db, id))!);
}

type PromotionListRow = Awaited<ReturnType<typeof repo.listPromotions>>[number];

const toAdminPromotion = (p: PromotionListRow): AdminPromotion => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
  category_id: p.category_id,
  category_name: p.category_name ?? null,
  percent: p.percent,
  buy_quantity: p.buy_quantity,
  free_quantity: p.free_quantity,
  starts_at: p.starts_at === null ? null : Number(p.starts_at),
  ends_at: p.ends_at === null ? null : Number(p.ends_at),
  active: p.active === 1,
  used_count: Number(p.used_count ?? 0),
  created_at: Number(p.created_at),
  updated_at: Number(p.updated_at),
});

export async function listPromotions(db: Kysely<DB>) {
  return (await repo.listPromotions(db)).map(toAdminPromotion);
}

async function onePromotion(db: Kysely<DB>, id: number) {
  return (await listPromotions(db)).find((p) => p.id === id)!;
}

async function checkCategory(db: Kysely<DB>, categoryId: number | null | undefined) {
  if (categoryId != null && !(await repo.categoryExists(db, categoryId))) {
    throw fieldRefusal([{ path: 'category_id', message: 'There is no such category' }]);
  }
}

function promotionColumns(p: Partial<PromotionInput>): Updateable<PromotionsTable> {
  const c: Updateable<PromotionsTable> = {};
  for (const key of ['name', 'kind', 'category_id', 'percent', 'buy_quantity', 'free_quantity'] as const) {
    if (p[key] !== undefined) (c as Record<string, unknown>)[key] = p[key];
  }
  if (p.starts_at !== undefined) c.starts_at = p.starts_at;
  if (p.ends_at !== undefined) c.ends_at = p.ends_at;
  if (p.active !== undefined) c.active = p.active ? 1 : 0;
  return c;
}

/** The promotion columns the audit log follows. */
const auditedPromotion = [
  'name',
  'kind',
  'category_id',
  'percent',
  'buy_quantity',
  'free_quantity',
  'starts_at',
  'ends_at',
  'active',
] as const;

export async function addPromotion(db: Kysely<DB>, actor: AuditActor, input: PromotionInput, now = Date.now()) {
  await checkCategory(db, input.category_id);
  const id = await db.transaction().execute(async (trx) => {
    const id = await repo.insertPromotion(trx, {
      ...(promotionColumns(input) as Required<Pick<PromotionsTable, 'name' | 'kind'>>),
      category_id: input.category_id,
      starts_at: input.starts_at,
      ends_at: input.ends_at,
      created_at: now,
      updated_at: now,
    });
    const row = (await repo.findPromotion(trx, id))!;
    await recordAudit(trx, actor, {
      action: 'promotion.create',
      entityType: 'promotion',
      entityId: id,
      summary: `Promotion ${row.name} (#${id}) created`,
      changes: created(row, auditedPromotion),
    });
    return id;
  });
  return onePromotion(db, id);
}

export async function changePromotion(
  db: Kysely<DB>,
  actor: AuditActor,
  id: number,
  patch: PromotionPatch,
  now = Date.now(),
) {
  const current = await repo.findPromotion(db, id);
  if (!current) throw notFound('Promotion');
  await checkCategory(db, patch.category_id);
  const problems = promotionProblems({
    kind: patch.kind ?? current.kind,
    percent: patch.percent ?? current.percent,
    buy_quantity: patch.buy_quantity ?? current.buy_quantity,
    free_quantity: patch.free_quantity ?? current.free_quantity,
    starts_at: patch.starts_at === undefined ? current.starts_at : patch.starts_at,
    ends_at: patch.ends_at === undefined ? current.ends_at : patch.ends_at,
  });
  if (problems.length > 0) throw fieldRefusal(problems);
  await db.transaction().execute(async (trx) => {
    const columns = promotionColumns(patch);
    await repo.updatePromotion(trx, id, { ...columns, updated_at: now });
    const changes = changesOf(current, columns, auditedPromotion);
    if (Object.keys(changes).length === 0) return;
    await recordAudit(trx, actor, {
      action: 'promotion.update',
      entityType: 'promotion',
      entityId: id,
      summary: `Promotion ${current.name} (#${id}) changed: ${Object.keys(changes).join(', ')}`,
      changes,
    });
  });
  return onePromotion(db, id);
}
