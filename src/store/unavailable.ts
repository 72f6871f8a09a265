/**
 * Whether an error says the bot's own storage could not be reached (its PostgreSQL server, or
 * Redis, cut or restarting), rather than that a query was wrong: the member is told the storage
 * is unavailable and to try again in a minute, not "something went wrong". Looked for in the
 * error and its causes: what pg and ioredis throw when their connection is lost or refused.
 */

/** Node's socket errors (a `syscall` beside the code): the connection itself failed. */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** PostgreSQL's own: connection exceptions (class 08), the server shutting down, too many connections. */
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;
const MESSAGES = [
  // pg, when the server or the link goes away mid-query, or a pool cannot connect in time.
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  // ioredis, with its retries for a command spent or its connection closed.
  /^Reached the max retries per request limit/,
  /^Connection is closed\.?$/,
  /^Stream isn't writeable/,
];

export function isStoreUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, syscall } = e as { code?: unknown; syscall?: unknown };
    if (typeof code === 'string' && SOCKET_CODES.has(code) && typeof syscall === 'string') return true;
    if (typeof code === 'string' && SERVER_CODES.test(code)) return true;
    if (MESSAGES.some((m) => m.test(e.message))) return true;
  }
  return false;
}
