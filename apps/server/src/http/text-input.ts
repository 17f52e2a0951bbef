import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

export const nulCharacterMessage = 'Text may not contain the NUL character (\\u0000).';

/** Whether any string in a parsed value (object, array, string) contains a NUL character. */
export function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  if (Buffer.isBuffer(value)) return false; // raw bytes (uploads, webhooks) are not text
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNulCharacter(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL cannot store U+0000 in text (the query fails), and no field of the shop has any use
 * for it: text with a NUL in a path, query or JSON body is refused with 400 before any route
 * runs, the same on both databases.
 */
export function refuseNulCharacters(api: FastifyInstance) {
  api.addHook('preValidation', async (req) => {
    if (hasNulCharacter(req.params) || hasNulCharacter(req.query) || hasNulCharacter(req.body)) {
      throw new AppError('invalid', nulCharacterMessage);
    }
  });
}
