/** Errors of the network or the database server (not of our SQL): PostgreSQL's SQLSTATE classes. */
const unavailableSqlStates = [
  /^08/, // connection exception
  /^57P0[1-4]$/, // admin shutdown, crash shutdown, cannot connect now, database dropped
  /^53300$/, // too many connections
  /^57014$/, // query cancelled: the statement timeout (an overloaded database)
];
const unavailableNodeCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// pg's and pg-pool's own messages for a lost, missing or stuck connection.
const unavailableMessages =
  /timeout exceeded when trying to connect|Connection terminated|not queryable|Query read timeout|connection has been discarded/i;

/**
 * Whether an error means "the database cannot be reached or is not answering now" (the request
 * may succeed in a moment: 503), rather than a fault in our code (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (unavailableNodeCodes.has(code) || code.startsWith('SQLITE_BUSY')) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && unavailableSqlStates.some((state) => state.test(code))) return true;
  }
  return error instanceof Error && unavailableMessages.test(error.message);
}
