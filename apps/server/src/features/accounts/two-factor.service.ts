import { refuse } from '../../errors.ts';
import { rateLimited } from '../../rate-limit/index.ts';
import * as accountsRepo from './accounts.repository.ts';
import type { Actor } from './actor.ts';
import type { AccountsContext } from './context.ts';
import { assertMayEnrol } from './staff-enrolment.ts';
import { secondFactorSetupLimits } from './throttles.ts';
import { hashRecoveryCode, looksLikeTotp, matchingStep, newRecoveryCodes, newTotpSecret, totpUri } from './totp.ts';
import * as repo from './two-factor.repository.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const alreadyOn = () => refuse('conflict', 'detail.two-factor.already-on');

/**
 * Starts (or shows again) the set-up of two-step sign-in: a secret for the authenticator app,
 * kept on the server and waiting for its first code. The secret belongs to the session that
 * started the set-up (security review N17): that session gets the same secret back until it
 * confirms; another session of the account never sees it, and starting there begins a new set-up
 * with a new secret (the first session's secret can then no longer be confirmed). Staff start it
 * only from a session that opened their enrolment link (staff-enrolment.ts).
 */
export async function startSetup(ctx: AccountsContext, actor: Actor, sessionId: number) {
  let current = await repo.findTotp(ctx.db, actor.id);
  if (current?.totp_enabled_at != null) throw alreadyOn();
  await assertMayEnrol(ctx.db, actor, sessionId);
  if (!current?.totp_secret || current.totp_setup_session_id !== sessionId) {
    await repo.savePendingSecret(ctx.db, actor.id, newTotpSecret(), sessionId);
    current = await repo.findTotp(ctx.db, actor.id);
    if (current?.totp_enabled_at != null) throw alreadyOn();
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
  // A set-up started as a customer is not confirmed as staff without the link either.
  await assertMayEnrol(ctx.db, actor, sessionId);
  const attempt = await ctx.limiter.begin(secondFactorSetupLimits(actor.id));
  if (!attempt.allowed) {
    throw rateLimited({ id: 'detail.limit.wrong-codes' }, attempt.retryAfterSeconds);
  }
  const current = await repo.findTotp(ctx.db, actor.id);
  if (current?.totp_enabled_at != null) {
    await attempt.succeed();
    throw alreadyOn();
  }
  // No set-up, or one started by another session: this session has nothing to confirm.
  if (!current?.totp_secret || current.totp_setup_session_id !== sessionId) {
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
    if (!(await repo.enableTotp(trx, actor.id, step, now, sessionId, current.totp_secret!))) {
      throw refuse('invalid', 'detail.two-factor.start-first');
    }
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
