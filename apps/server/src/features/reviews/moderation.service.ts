import type { Kysely } from 'kysely';
import type { AdminReview, AdminReviewList, ReviewStatus } from '@oja/shared/reviews';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { assertStaff, type Actor } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import * as moderation from './moderation.repository.ts';
import * as repo from './reviews.repository.ts';
import { authorName } from './reviews.views.ts';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

function toAdminReview(r: moderation.ModerationRow): AdminReview {
  return {
    id: r.id,
    kind: r.product_id === null ? 'shop' : 'product',
    product_id: r.product_id,
    product_title: r.product_title,
    product_slug: r.product_slug,
    rating: r.rating,
    body: r.body,
    status: r.status,
    author: authorName(r.first_name, r.last_name),
    author_email: r.email,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export async function listReviews(
  db: Kysely<DB>,
  actor: Actor,
  filter: moderation.ModerationFilter,
  page: { limit: number; offset: number },
): Promise<AdminReviewList> {
  assertStaff(actor);
  const [rows, total, byStatus] = await Promise.all([
    moderation.listForModeration(db, filter, page),
    moderation.countForModeration(db, filter),
    moderation.countByStatus(db, filter.kind),
  ]);
  const counts = { pending: 0, approved: 0, hidden: 0 };
  for (const s of byStatus) counts[s.status] = Number(s.n);
  return { reviews: rows.map(toAdminReview), total, counts };
}

/**
 * Publishes or hides a review. A product review changes its product's rating: the columns are
 * recounted under the product's row lock in the same transaction. Setting the status a review
 * already has changes nothing and is not an error (two staff clicking at once agree).
 */
export async function setReviewStatus(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  status: Exclude<ReviewStatus, 'pending'>,
): Promise<AdminReview> {
  assertStaff(actor);
  const found = await moderation.findForModeration(db, id);
  if (!found) throw notFound('Review');
  await db.transaction().execute(async (trx) => {
    if (found.product_id !== null) await repo.lockProduct(trx, found.product_id);
    await repo.setReviewStatus(trx, id, status);
    if (found.product_id !== null) await repo.recountRating(trx, found.product_id);
    if (found.status === status) return;
    const about = found.product_title === null ? 'the shop' : `${found.product_title} (#${found.product_id})`;
    await recordAudit(trx, actor, {
      action: status === 'approved' ? 'review.approve' : 'review.hide',
      entityType: 'review',
      entityId: id,
      summary: `Review #${id} of ${about} ${status === 'approved' ? 'published' : 'hidden'}`,
      changes: { status: { from: found.status, to: status } },
    });
  });
  return toAdminReview((await moderation.findForModeration(db, id))!);
}
