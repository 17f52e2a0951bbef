import { accountSays } from '@oja/shared/accounts-rules';
import type { AuthResponse, LoginInput, RegisterInput } from '@oja/shared/accounts';
import { refuseShared } from '../../errors.ts';
import { rateLimited } from '../../rate-limit/index.ts';
import * as repo from './accounts.repository.ts';
import { toAccountUser } from './accounts.views.ts';
import type { AccountsContext, ClientInfo } from './context.ts';
import { sendVerification } from './email-verification.service.ts';
import { createSession, type SessionPolicy } from './sessions.ts';
import { accountSignInBucket, registrationLimits, signInLimits, signInSuccessLimits } from './throttles.ts';
import { passSecondFactor } from './two-factor.service.ts';

export interface SignedIn extends AuthResponse {
  /** The same token as `access`, for the session cookie, which ends with the session. */
  token: string;
  expiresAt: number;
}

export const sessionPolicyOf = (ctx: AccountsContext): SessionPolicy => ({
  maxAgeMs: ctx.config.accounts.sessionMaxAgeMs,
  perAccount: ctx.config.accounts.sessionsPerAccount,
});

/**
 * Creates an account, queues its verification e-mail (in the same transaction) and signs it in.
 * Every attempt from one client address counts against
 * `registrationLimits`, an e-mail already taken included (it would otherwise probe for accounts).
 */
export async function register(ctx: AccountsContext, input: RegisterInput, client: ClientInfo): Promise<SignedIn> {
  const { db, hasher } = ctx;
  await ctx.limiter.take(registrationLimits(client.ip), 'detail.limit.accounts');
  if (await repo.findUserByEmail(db, input.email)) throw refuseShared('conflict', accountSays.emailTaken);
  const password_hash = await hasher.hash(input.password);
  const user = await db.transaction().execute(async (trx) => {
    const created = await repo.insertUser(trx, {
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      password_hash,
      language: client.language ?? 'en',
    });
    if (created) await sendVerification(trx, ctx.config.publicUrl, created);
    return created;
  });
  if (!user) throw refuseShared('conflict', accountSays.emailTaken);
  const { token, expiresAt } = await createSession(db, user.id, client.userAgent, Date.now(), {
    ip: client.ip,
    policy: sessionPolicyOf(ctx),
  });
  return { token, expiresAt, access: token, user: toAccountUser(user, { secondFactor: false }) };
}

/**
 * Signs in with e-mail and password. An unknown e-mail and a wrong password get the same answer,
 * after the same work (a dummy hash is checked). Failures are limited per account and per client.
 * An account with two-step sign-in also needs `otp` (401 `second_factor_required` without it); a
 * wrong code counts as a failure like a wrong password. Successful sign-ins are limited too.
 */
export async function login(ctx: AccountsContext, input: LoginInput, client: ClientInfo): Promise<SignedIn> {
  const { db, hasher } = ctx;
  const attempt = await ctx.limiter.begin(signInLimits(input.email, client.ip));
  if (!attempt.allowed) {
    // In minutes, however short the wait.
    const wait = { unit: 'minute', wait: Math.ceil(attempt.retryAfterSeconds / 60) };
    throw rateLimited({ id: 'detail.limit.sign-in-failures', values: wait }, attempt.retryAfterSeconds);
  }
  const user = await repo.findUserByEmail(db, input.email);
  const ok = user ? await hasher.verify(user.password_hash, input.password) : await hasher.verifyDummy(input.password);
  if (!user || !ok) {
    await attempt.fail();
    throw refuseShared('unauthorized', accountSays.badCredentials);
  }
  const secondFactor = user.totp_enabled_at !== null;
  if (secondFactor) {
    const otp = input.otp?.trim() ?? '';
    if (otp === '') {
      // The password was right: not a failure, but nothing forgiven either (or every request
      // without a code would wipe the account's count of wrong codes).
      await attempt.succeed();
      throw refuseShared('second_factor_required', accountSays.secondFactorRequired);
    }
    if (!(await passSecondFactor(db, user.id, otp))) {
      await attempt.fail();
      throw refuseShared('unauthorized', accountSays.secondFactorWrong);
    }
  }
  // The account's own failures are forgiven; those counted against the client address are not,
  // so signing in to one account does not buy more guesses at others.
  await attempt.succeed([accountSignInBucket(input.email)]);
  await ctx.limiter.take(signInSuccessLimits(input.email, client.ip), 'detail.limit.sign-ins');
  if (hasher.needsRehash(user.password_hash)) {
    await repo.updateUser(db, user.id, { password_hash: await hasher.hash(input.password) });
  }
  const { token, expiresAt } = await createSession(db, user.id, client.userAgent, Date.now(), {
    ip: client.ip,
    secondFactor,
    policy: sessionPolicyOf(ctx),
  });
  return { token, expiresAt, access: token, user: toAccountUser(user, { secondFactor }) };
}

export async function logout(ctx: AccountsContext, sessionId: number | undefined) {
  if (sessionId !== undefined) await repo.revokeSession(ctx.db, sessionId);
}
