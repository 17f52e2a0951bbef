import { AppError, refuse } from '../../errors.ts';
import { rateLimited } from '../../rate-limit/index.ts';
import * as accountsRepo from './accounts.repository.ts';
import type { Actor } from './actor.ts';
import type { AccountsContext } from './context.ts';
import { secondFactorSetupLimits } from './throttles.ts';
import { hashRecoveryCode, looksLikeTotp, matchingStep, newRecoveryCodes, newTotpSecret, totpUri } from './totp.ts';
import * as repo from './two-factor.repository.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const alreadyOn = 'Two-step sign-in is already on for this account.';

/**
 * Starts (or shows again) the set-up of two-step sign-in: a secret for the authenticator app,
 * kept on the server and waiting for its first code. The same secret comes back until confirmed.
 */
export async function startSetup(ctx: AccountsContext, actor: Actor) {
  let current = await repo.findTotp(ctx.db, actor.id);
  if (current?.totp_enabled_at != null) throw new AppError('conflict', alreadyOn);
  if (!current?.totp_secret) {
    await repo.savePendingSecret(ctx.db, actor.id, newTotpSecret());
    current = await repo.findTotp(ctx.db, actor.id);
  }
  const secret = current!.totp_secret!;
  return { secret, otpauth_url: totpUri(secret, actor.email) };
}

/**
 * Confirms the set-up with a code from the app: two-step sign-in is on, this session counts as
 * having passed it, every other session of the account ends, and the recovery codes are shown once.
 * Wrong codes are limited like wrong passwords.
 */
export async function confirmSetup(ctx: AccountsContext, actor: Actor, sessionId: number, code: string) {
  const attempt = await ctx.limiter.begin(secondFactorSetupLimits(actor.id));
  if (!attempt.allowed) {
    throw rateLimited('Too many wrong codes. Please try again later.', attempt.retryAfterSeconds);
  }
  const current = await repo.findTotp(ctx.db, actor.id);
  if (current?.totp_enabled_at != null) {
    await attempt.succeed();
    throw new AppError('conflict', alreadyOn);
  }
  if (!current?.totp_secret) {
    await attempt.succeed();
    throw refuse('invalid', 'detail.two-factor.start-first');
  }
  const now = Date.now();
  const step = matchingStep(current.totp_secret, code.trim(), now);
  if (step === null) {
    await attempt.fail();
    throw refuse('invalid', 'detail.two-factor.code-wrong');
  }
  await attempt.succeed();
  const codes = newRecoveryCodes();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.enableTotp(trx, actor.id, step, now))) throw new AppError('conflict', alreadyOn);
    await repo.replaceRecoveryCodes(trx, actor.id, codes.map(hashRecoveryCode), now);
    await accountsRepo.markSecondFactor(trx, sessionId, now);
    await accountsRepo.revokeUserSessions(trx, actor.id, { keep: sessionId, now });
  });
  return codes;
}

/**
 * Whether `otp` is a right, unused second factor of the account: a TOTP code of a step not taken
 * before, or one of its recovery codes (used up by this call).
 */
export async function passSecondFactor(db: Kysely<DB>, userId: number, otp: string, now = Date.now()) {
  const current = await repo.findTotp(db, userId);
  if (!current?.totp_secret || current.totp_enabled_at === null) return false;
  if (looksLikeTotp(otp)) {
    const step = matchingStep(current.totp_secret, otp.trim(), now);
    return step !== null && (await repo.takeTotpStep(db, userId, step));
  }
  return repo.useRecoveryCode(db, userId, hashRecoveryCode(otp), now);
}
