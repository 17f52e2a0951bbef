import { accountUserSchema, detailSchema, passwordChangeSchema, profileUpdateSchema } from '@oja/shared/accounts';
import { accountMessages as m } from '@oja/shared/accounts-rules';
import { readUpload } from '../../http/uploads.ts';
import { requireUser } from './actor.ts';
import type { AccountsContext, ApiScope } from './context.ts';
import * as profile from './profile.service.ts';

/** The signed-in user's own account; there is no way to name another user's. */
export async function profileRoutes(app: ApiScope, ctx: AccountsContext) {
  for (const path of ['/me/', '/profile/']) {
    app.get(path, { schema: { response: { 200: accountUserSchema } } }, async (req) =>
      profile.getProfile(ctx, requireUser(req)),
    );
  }

  app.patch('/me/', { schema: { body: profileUpdateSchema, response: { 200: accountUserSchema } } }, async (req) =>
    profile.updateProfile(ctx, requireUser(req), req.body),
  );

  app.post('/me/picture/', { schema: { response: { 200: accountUserSchema } } }, async (req) => {
    const actor = requireUser(req);
    const upload = () => readUpload(req, { field: 'picture', missing: m.pictureMissing, tooLarge: m.pictureSize });
    return profile.setPicture(ctx, actor, req.ip, upload);
  });

  app.post(
    '/me/password/',
    { schema: { body: passwordChangeSchema, response: { 200: detailSchema } } },
    async (req) => {
      const actor = requireUser(req);
      await profile.changePassword(ctx, actor, req.authSession!.id, req.body);
      return { detail: m.passwordChanged };
    },
  );
}
