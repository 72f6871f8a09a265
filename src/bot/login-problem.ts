/**
 * Why the bot could not log in to Discord at start, as one plain sentence for the operator who
 * just ran `npm start`, for the two causes an operator fixes themselves: a token Discord refuses,
 * and a Discord (or REST proxy) this machine cannot reach. Anything else is not recognised here
 * (undefined) and is logged with its stack, since it is the bot's problem rather than theirs.
 */

/** Where discord.js sends REST requests when DISCORD_API_URL is not set. */
const DISCORD_API = 'https://discord.com/api';

/** Errors of the machine's network or of a request that never got an answer. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

interface ErrorFacts {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and its causes (undici wraps the system error in `cause`), outermost first. */
function chain(err: unknown): ErrorFacts[] {
  const out: ErrorFacts[] = [];
  for (let e = err; e !== null && typeof e === 'object' && out.length < 5; e = (e as ErrorFacts).cause) out.push(e as ErrorFacts);
  return out;
}

function tokenRefused(err: unknown): boolean {
  // discord.js turns the 401 of its first request (GET /gateway/bot) into TokenInvalid.
  return chain(err).some((e) => e.code === 'TokenInvalid' || e.status === 401);
}

/** The network code, or the abort of a request that timed out; undefined when it is not the network. */
function networkCause(err: unknown): string | undefined {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return e.code;
    if (e.name === 'AbortError' || e.name === 'TimeoutError') return 'no answer in time';
  }
  return undefined;
}

/** The sentence to print for `err` from the first login, or undefined when it is neither cause. */
export function discordLoginProblem(err: unknown, apiUrl: string | undefined): string | undefined {
  if (tokenRefused(err)) {
    return (
      'Discord refused DISCORD_TOKEN (401 Unauthorized): it is not a valid bot token, or it was reset. ' +
      "Copy your application's bot token from the Discord developer portal (Bot → Reset Token) into DISCORD_TOKEN."
    );
  }
  const cause = networkCause(err);
  if (cause === undefined) return undefined;
  const detail = chain(err)[0]?.message;
  const why = typeof detail === 'string' && detail && !detail.includes(cause) ? `${cause}: ${detail}` : String(detail || cause);
  return apiUrl
    ? `The bot could not connect to Discord through DISCORD_API_URL (${apiUrl}): the network gave no answer (${why}). Check that the proxy there is running and reachable from this machine, or unset DISCORD_API_URL to reach Discord directly.`
    : `The bot could not connect to Discord (${DISCORD_API}): the network gave no answer (${why}). Check this machine's network connection, DNS and firewall (outgoing HTTPS to discord.com).`;
}
