import type { OutboxMessage, OutboxPage } from '@oja/shared/staff';
import { AppError, notFound } from '../../errors.ts';
import { assertStaff, type Actor } from '../accounts/index.ts';
import type { AdminContext } from './admin-context.ts';
import * as repo from './mail-outbox.repository.ts';

const toMessage = (r: repo.OutboxRow): OutboxMessage => ({
  id: r.id,
  to: r.to_address,
  subject: r.label,
  status: r.status,
  attempts: r.attempts,
  last_error: r.last_error,
  created_at: Number(r.created_at),
  sent_at: r.sent_at === null ? null : Number(r.sent_at),
  next_attempt_at: Number(r.next_attempt_at),
});

/** What the shop sent (or tried to) to whom, newest first. */
export async function listOutbox(
  ctx: AdminContext,
  actor: Actor,
  query: { status?: OutboxMessage['status']; page: number; per_page: number },
): Promise<OutboxPage> {
  assertStaff(actor);
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [total, rows] = await Promise.all([
    repo.countMessages(ctx.db, query.status),
    repo.listMessages(ctx.db, query.status, page),
  ]);
  return { items: rows.map(toMessage), total, page: query.page, per_page: query.per_page };
}

/** A failed message goes back to the sender's queue (the sender picks it up within seconds). */
export async function retryMessage(ctx: AdminContext, actor: Actor, id: number): Promise<OutboxMessage> {
  assertStaff(actor);
  if (!(await repo.requeueFailed(ctx.db, id, Date.now()))) {
    const message = await repo.findMessage(ctx.db, id);
    if (!message) throw notFound('Message');
    throw new AppError('conflict', `Only failed messages can be retried; this one is ${message.status}.`);
  }
  return toMessage((await repo.findMessage(ctx.db, id))!);
}
