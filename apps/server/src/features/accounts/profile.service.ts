import { accountSays } from '@oja/shared/accounts-rules';
import type { AccountUser, PasswordChange, ProfileUpdate } from '@oja/shared/accounts';
import { refuseShared } from '../../errors.ts';
import { mediaStorageFor } from '../../media/index.ts';
import { rateLimited } from '../../rate-limit/index.ts';
import * as repo from './accounts.repository.ts';
import { toAccountUser } from './accounts.views.ts';
import type { Actor } from './actor.ts';
import { deleteAvatar, storeAvatar } from './avatars.ts';
import type { AccountsContext } from './context.ts';
import { passwordCheckLimits, pictureUploadLimits } from './throttles.ts';

async function currentUser(ctx: AccountsContext, actor: Actor) {
  const user = await repo.findUserById(ctx.db, actor.id);
  // The session was valid a moment ago; the account has been deleted since.
  if (!user) throw refuseShared('unauthorized', accountSays.signInRequired);
  return user;
}

export async function getProfile(ctx: AccountsContext, actor: Actor): Promise<AccountUser> {
  return toAccountUser(await currentUser(ctx, actor), actor);
}

export async function updateProfile(ctx: AccountsContext, actor: Actor, changes: ProfileUpdate): Promise<AccountUser> {
  return toAccountUser(await repo.updateUser(ctx.db, actor.id, changes), actor);
}

/**
 * Replaces the picture; the previous file is deleted unless another account uses the same one.
 * Uploads are limited per account and per address before the file is read (`read`), and the
 * picture is processed in its turn (see images/image-jobs.ts).
 */
export async function setPicture(
  ctx: AccountsContext,
  actor: Actor,
  ip: string,
  read: () => Promise<Buffer>,
): Promise<AccountUser> {
  await ctx.limiter.take(pictureUploadLimits(actor.id, ip), 'detail.limit.pictures');
  const before = await currentUser(ctx, actor);
  const bytes = await read();
  const url = await ctx.images.run(() => storeAvatar(mediaStorageFor(ctx.config), bytes));
  const after = await repo.updateUser(ctx.db, actor.id, { profile_image_url: url });
  const old = before.profile_image_url;
  if (old && old !== url && (await repo.countUsersWithPicture(ctx.db, old)) === 0) {
    await deleteAvatar(mediaStorageFor(ctx.config), old);
  }
  return toAccountUser(after, actor);
}

/**
 * Changes the password after checking the current one (wrong guesses are limited like sign-ins),
 * and signs the account out everywhere but here.
 */
export async function changePassword(
  ctx: AccountsContext,
  actor: Actor,
  sessionId: number,
  input: PasswordChange,
): Promise<void> {
  const user = await currentUser(ctx, actor);
  const attempt = await ctx.limiter.begin(passwordCheckLimits(actor.id));
  if (!attempt.allowed) {
    throw rateLimited({ id: 'detail.limit.wrong-passwords' }, attempt.retryAfterSeconds);
  }
  if (!(await ctx.hasher.verify(user.password_hash, input.current_password))) {
    await attempt.fail();
    throw refuseShared('invalid', accountSays.currentPasswordWrong);
  }
  await attempt.succeed();
  const password_hash = await ctx.hasher.hash(input.new_password);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, actor.id, { password_hash });
    await repo.revokeUserSessions(trx, actor.id, { keep: sessionId });
    await repo.invalidateResetTokens(trx, actor.id, Date.now());
  });
}
