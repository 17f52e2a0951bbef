import type { FastifyRequest } from 'fastify';
import type { FieldError } from '@oja/shared/errors';
import { AppError } from '../errors.ts';

const malformed = 'The upload could not be read: the form data is cut off or malformed.';

/**
 * The one uploaded file of a multipart request, within the scope's size limit and `maxBytes`.
 * Whatever goes wrong while reading the client's form data (cut off, malformed, over a limit) is
 * the client's: a 4xx with its reason, never a 500.
 */
export async function readUpload(
  req: FastifyRequest,
  messages: {
    field: string;
    missing: string;
    tooLarge: string;
    maxBytes?: number;
    /** Filled with the text fields sent before the file (multipart sends them in order). */
    fields?: Record<string, string>;
  },
): Promise<Buffer> {
  // A refusal names the form field the file belongs in, as `errors` (see FieldError).
  const at = (message: string): FieldError[] => [{ path: messages.field, message }];
  let bytes: Buffer | undefined;
  try {
    const file = await req.file();
    if (file && messages.fields) {
      for (const [name, part] of Object.entries(file.fields)) {
        const first = Array.isArray(part) ? part[0] : part;
        if (first && first.type === 'field' && typeof first.value === 'string') messages.fields[name] = first.value;
      }
    }
    bytes = await file?.toBuffer();
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', messages.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('invalid', messages.missing, {}, at(messages.missing));
    }
    if (statusCode !== undefined && statusCode >= 500) throw error;
    // busboy's "Unexpected end of multipart data", "Malformed part header" and the like.
    throw new AppError('invalid', malformed, {}, at(malformed));
  }
  if (!bytes || bytes.length === 0) throw new AppError('invalid', messages.missing, {}, at(messages.missing));
  if (messages.maxBytes !== undefined && bytes.length > messages.maxBytes) {
    throw new AppError('payload_too_large', messages.tooLarge);
  }
  return bytes;
}
