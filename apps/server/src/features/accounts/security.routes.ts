import {
  detailSchema,
  deviceSchema,
  devicesEndedSchema,
  twoFactorConfirmSchema,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
  verifyEmailSchema,
} from '@oja/shared/accounts';
import { accountMessages as m } from '@oja/shared/accounts-rules';
import { z } from 'zod';
import { requireUser } from './actor.ts';
import type { AccountsContext, ApiScope } from './context.ts';
import * as devices from './devices.service.ts';
import * as verification from './email-verification.service.ts';
import { openStaffEnrolment } from './staff-enrolment.ts';
import * as twoFactor from './two-factor.service.ts';

/** Signed-in devices, two-step sign-in and e-mail verification (docs/decisions/0020-account-security.md). */
export async function securityRoutes(app: ApiScope, ctx: AccountsContext) {
  app.get('/me/sessions/', { schema: { response: { 200: z.array(deviceSchema) } } }, async (req) =>
    devices.listDevices(ctx, requireUser(req), req.authSession!.id),
  );

  app.post('/me/sessions/end-others/', { schema: { response: { 200: devicesEndedSchema } } }, async (req) => {
    const ended = await devices.endOtherDevices(ctx, requireUser(req), req.authSession!.id);
    return { detail: 'You have been signed out on every other device.', ended };
  });

  app.post('/me/two-factor/setup/', { schema: { response: { 200: twoFactorSetupSchema } } }, async (req) =>
    twoFactor.startSetup(ctx, requireUser(req), req.authSession!.id),
  );

  // Security review N17: the link `npm run staff` printed lets this session set up staff two-step sign-in.
  app.post(
    '/me/two-factor/enrolment/',
    { schema: { body: verifyEmailSchema, response: { 200: detailSchema } } },
    async (req) => {
      await openStaffEnrolment(ctx, requireUser(req), req.authSession!.id, req.body.token);
      return { detail: 'Enrolment link accepted: you can set up two-step sign-in now.' };
    },
  );

  app.post(
    '/me/two-factor/confirm/',
    { schema: { body: twoFactorConfirmSchema, response: { 200: twoFactorEnabledSchema } } },
    async (req) => {
      const codes = await twoFactor.confirmSetup(ctx, requireUser(req), req.authSession!.id, req.body.code);
      return {
        detail: 'Two-step sign-in is on. Keep your recovery codes somewhere safe: each works once.',
        recovery_codes: codes,
      };
    },
  );

  app.post('/me/verify-email/', { schema: { response: { 200: detailSchema } } }, async (req) => ({
    detail: await verification.resendVerification(ctx, requireUser(req)),
  }));

  // No session needed: the link may be opened on another device than the one signed in.
  app.post('/verify-email/', { schema: { body: verifyEmailSchema, response: { 200: detailSchema } } }, async (req) => {
    await verification.verifyEmail(ctx, req.body.token);
    return { detail: m.emailVerified };
  });
}
