import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

/** The one uploaded file of a multipart request, within the scope's size limit and `maxBytes`. */
export async function readUpload(
  req: FastifyRequest,
  messages: { missing: string; tooLarge: string; maxBytes?: number },
): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    const file = await req.file();
    bytes = await file?.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', messages.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('invalid', messages.missing);
    throw error;
  }
  if (!bytes || bytes.length === 0) throw new AppError('invalid', messages.missing);
  if (messages.maxBytes !== undefined && bytes.length > messages.maxBytes) {
    throw new AppError('payload_too_large', messages.tooLarge);
  }
  return bytes;
}
