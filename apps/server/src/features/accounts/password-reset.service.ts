import { accountSays } from '@oja/shared/accounts-rules';
import type { ResetConfirm } from '@oja/shared/accounts';
import { refuseShared } from '../../errors.ts';
import { enqueueMail, passwordResetMail } from '../../mail/index.ts';
import { rateLimited } from '../../rate-limit/index.ts';
import * as repo from './accounts.repository.ts';
import type { AccountsContext, ClientInfo } from './context.ts';
import { hashToken, newToken } from './sessions.ts';
import { accountSignInBucket, resetClientLimit, resetMailLimit } from './throttles.ts';

export const resetLifetimeMs = 60 * 60 * 1000;

/**
 * E-mails a single-use reset link when the address has an account, and answers the same either
 * way. A new link replaces any earlier unused one. The link and its e-mail are committed together.
 */
export async function requestReset(ctx: AccountsContext, email: string, client: ClientInfo): Promise<void> {
  const { db, config } = ctx;
  const fromClient = await ctx.limiter.begin(resetClientLimit(client.ip));
  if (!fromClient.allowed) {
    throw rateLimited({ id: 'detail.limit.reset-requests' }, fromClient.retryAfterSeconds);
  }
  const user = await repo.findUserByEmail(db, email);
  if (!user) return;
  // A mailbox is not flooded with reset e-mails; past the limit the answer stays the same.
  const toAccount = await ctx.limiter.begin(resetMailLimit(email));
  if (!toAccount.allowed) return;

  const token = newToken();
  const now = Date.now();
  const link = `${config.publicUrl}/reset-password/${token}`;
  await db.transaction().execute(async (trx) => {
    await repo.replaceResetToken(
      trx,
      { user_id: user.id, token_hash: hashToken(token), expires_at: now + resetLifetimeMs },
      now,
    );
    await enqueueMail(
      trx,
      passwordResetMail(user.email, user.email_verified_at === null ? null : user.first_name, link, user.language),
      now,
    );
  });
}

/** Whether a reset link can still be used (for showing the form or a "link expired" message). */
export async function checkReset(ctx: AccountsContext, token: string): Promise<void> {
  if (!(await repo.findUsableReset(ctx.db, hashToken(token), Date.now()))) {
    throw refuseShared('invalid', accountSays.resetLinkInvalid);
  }
}

/** Sets the new password, uses up the link and signs the account out everywhere. */
export async function confirmReset(ctx: AccountsContext, input: ResetConfirm): Promise<void> {
  const { db, hasher } = ctx;
  const tokenHash = hashToken(input.token);
  if (!(await repo.findUsableReset(db, tokenHash, Date.now())))
    throw refuseShared('invalid', accountSays.resetLinkInvalid);
  // Hashing is slow; do it before taking the link, which happens in one short transaction.
  const password_hash = await hasher.hash(input.password);
  const user = await db.transaction().execute(async (trx) => {
    const now = Date.now();
    const reset = await repo.consumeReset(trx, tokenHash, now);
    if (!reset) throw refuseShared('invalid', accountSays.resetLinkInvalid);
    const updated = await repo.updateUser(trx, reset.user_id, { password_hash });
    await repo.revokeUserSessions(trx, reset.user_id, { now });
    await repo.invalidateResetTokens(trx, reset.user_id, now);
    return updated;
  });
  // Whoever proved they own the mailbox may sign in at once, even after a lock-out.
  await ctx.limiter.clear([accountSignInBucket(user.email)]);
}
