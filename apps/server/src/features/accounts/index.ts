import multipart from '@fastify/multipart';
import { pictureMaxBytes } from '@oja/shared/accounts-rules';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { authRoutes } from './accounts.routes.ts';
import type { AccountsContext } from './context.ts';
import { createPasswordHasher } from './passwords.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { securityRoutes } from './security.routes.ts';

/**
 * Every account endpoint: register, login, logout, profile, picture, password change and reset,
 * signed-in devices, two-step sign-in and e-mail verification.
 */
export const accountsRoutes: AppPlugin = async (app, { db, limiter, config, images }) => {
  await app.register(multipart, { limits: { fileSize: pictureMaxBytes, files: 1, fields: 5, parts: 6 } });
  const ctx: AccountsContext = {
    db,
    limiter,
    config,
    hasher: createPasswordHasher(config.passwordHashing),
    images,
  };
  await authRoutes(app, ctx);
  await profileRoutes(app, ctx);
  await passwordResetRoutes(app, ctx);
  await securityRoutes(app, ctx);
};

export { assertSecondFactor, registerActor, requireUser, requireVerifiedUser, type Actor } from './actor.ts';
export { refuseCrossSite } from './csrf.ts';
export { assertStaff, staffOf, staffOnlyHook, staffOnlyMessage } from './staff-access.ts';
export { createPasswordHasher, type PasswordHasher } from './passwords.ts';
export { createSession, sessionCookie, tokenOf } from './sessions.ts';
export { createStaffEnrolment, staffEnrolmentLifetimeMs, staffEnrolmentUrl } from './staff-enrolment.ts';
