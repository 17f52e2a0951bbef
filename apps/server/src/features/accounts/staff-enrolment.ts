import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './actor.ts';
import type { AccountsContext } from './context.ts';
import { hashToken, newToken } from './sessions.ts';

/**
 * Staff enrolment links (security review N17, docs/decisions/0074-staff-two-step-enrolment.md):
 * a staff member sets up two-step sign-in only from a session that opened the single-use,
 * expiring link `npm run staff` printed, so knowing the password is not enough to enrol an
 * authenticator of one's own.
 */
export const staffEnrolmentLifetimeMs = 24 * 60 * 60 * 1000;

export const enrolmentLinkRequired =
  'Staff set up two-step sign-in only through an enrolment link. Please ask whoever runs the shop to run `npm run staff -- --email <your address>` and give you the link it prints.';
export const enrolmentLinkInvalid =
  'This enrolment link is wrong, already used or expired. Please ask whoever runs the shop for a new one.';

/** A new link for `userId` (older unused links of the account stop working). Answers the token, shown once. */
export async function createStaffEnrolment(db: Kysely<DB>, userId: number, now = Date.now()) {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_enrolments').where('user_id', '=', userId).where('used_at', 'is', null).execute();
    await trx
      .insertInto('staff_enrolments')
      .values({
        user_id: userId,
        token_hash: hashToken(token),
        created_at: now,
        expires_at: now + staffEnrolmentLifetimeMs,
      })
      .execute();
  });
  return token;
}

/** The page an enrolment link opens. */
export const staffEnrolmentUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/two-factor?enrolment=${encodeURIComponent(token)}`;

/**
 * A signed-in staff member opens their link: it is used up and this session may start the set-up.
 * A link of another account, used or expired is refused the same way.
 */
export async function openStaffEnrolment(ctx: AccountsContext, actor: Actor, sessionId: number, token: string) {
  if (actor.role !== 'staff') throw new AppError('invalid', enrolmentLinkInvalid);
  const now = Date.now();
  const row = await ctx.db
    .updateTable('staff_enrolments')
    .set({ used_at: now, session_id: sessionId })
    .where('token_hash', '=', hashToken(token))
    .where('user_id', '=', actor.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('invalid', enrolmentLinkInvalid);
}

/** Staff may start a set-up only from a session that opened an enrolment link; others always may. */
export async function assertMayEnrol(db: Kysely<DB>, actor: Actor, sessionId: number) {
  if (actor.role !== 'staff') return;
  const row = await db
    .selectFrom('staff_enrolments')
    .select('id')
    .where('user_id', '=', actor.id)
    .where('session_id', '=', sessionId)
    .where('used_at', 'is not', null)
    .executeTakeFirst();
  if (!row) throw new AppError('forbidden', enrolmentLinkRequired);
}
