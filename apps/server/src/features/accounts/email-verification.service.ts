import type { Kysely } from 'kysely';
import { accountSays } from '@oja/shared/accounts-rules';
import type { DB } from '../../db/schema.ts';
import { refuseShared } from '../../errors.ts';
import { emailVerificationMail, enqueueMail } from '../../mail/index.ts';
import * as accountsRepo from './accounts.repository.ts';
import type { Actor } from './actor.ts';
import type { AccountsContext } from './context.ts';
import * as repo from './email-verification.repository.ts';
import { hashToken, newToken } from './sessions.ts';
import { verificationMailLimits } from './throttles.ts';

export const verificationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Queues the verification e-mail with a fresh single-use link. Pass the transaction of the change
 * that causes it (a registration), so the account and its e-mail are committed together.
 */
export async function sendVerification(
  db: Kysely<DB>,
  publicUrl: string,
  user: { id: number; email: string; language?: string },
  now = Date.now(),
) {
  const token = newToken();
  await repo.replaceVerification(
    db,
    { user_id: user.id, email: user.email, token_hash: hashToken(token), expires_at: now + verificationLifetimeMs },
    now,
  );
  await enqueueMail(db, emailVerificationMail(user.email, `${publicUrl}/verify-email/${token}`, user.language), now);
}

/** "Send the link again" from the profile: 3 an hour per account; nothing is sent once verified. */
export async function resendVerification(ctx: AccountsContext, actor: Actor): Promise<string> {
  const user = await accountsRepo.findUserById(ctx.db, actor.id);
  if (!user) throw refuseShared('unauthorized', accountSays.signInRequired);
  if (user.email_verified_at !== null) return 'Your e-mail address is already verified.';
  await ctx.limiter.take(verificationMailLimits(actor.id), 'detail.limit.links');
  await ctx.db.transaction().execute((trx) => sendVerification(trx, ctx.config.publicUrl, user));
  return `We have sent a new verification link to ${user.email}.`;
}

/** Follows an e-mailed link: the address it was sent to is verified, and the link is used up. */
export async function verifyEmail(ctx: AccountsContext, token: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const now = Date.now();
    const found = await repo.consumeVerification(trx, hashToken(token), now);
    if (!found) throw refuseShared('invalid', accountSays.verifyLinkInvalid);
    await repo.markEmailVerified(trx, found.user_id, found.email, now);
  });
}
