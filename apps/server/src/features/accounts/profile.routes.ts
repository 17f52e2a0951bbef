import type { FastifyRequest } from 'fastify';
import { accountUserSchema, detailSchema, passwordChangeSchema, profileUpdateSchema } from '@oja/shared/accounts';
import { accountMessages as m } from '@oja/shared/accounts-rules';
import { AppError } from '../../errors.ts';
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
    return profile.setPicture(ctx, actor, await readPicture(req));
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

/** The one uploaded file of a multipart request, within the size limit. */
async function readPicture(req: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    const file = await req.file();
    bytes = await file?.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', m.pictureSize);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('invalid', m.pictureMissing);
    throw error;
  }
  if (!bytes || bytes.length === 0) throw new AppError('invalid', m.pictureMissing);
  return bytes;
}
