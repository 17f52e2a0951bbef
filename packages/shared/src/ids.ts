import { z } from 'zod';

/**
 * The largest row id. Ids are INTEGER columns: 32 bits on PostgreSQL, so a bigger number in a
 * query is a database error there, not "no such row". Every id a client sends is checked against it.
 */
export const maxRowId = 2 ** 31 - 1;

/** A row id in a JSON body. */
export const rowIdSchema = (message?: string) => z.number().int(message).positive(message).max(maxRowId, message);

/** A row id in a path or a query string: text read as a number. */
export const rowIdParamSchema = z.coerce.number().int().positive().max(maxRowId);
