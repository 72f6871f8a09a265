import { upTo } from './bounded.js';
import { LRUCache } from 'lru-cache';
import { pino, type Logger, type DestinationStream } from 'pino';

export type { Logger };

/**
 * Secrets are removed twice: by field name (pino's redact, fast and structural) and by value
 * from every serialised line, so a key that slips into a message, an error or a URL is still
 * never written.
 *
 * The process's own secrets (token, settings secret, keys in the environment) are kept for
 * good. A server's stored key is kept while it is in use: a line can only carry a key the
 * process is using, and it is registered again on every use, so a bot that has met 100,000
 * servers keeps only the keys of those active lately. Lines are searched through an index of
 * each secret's first characters, so a line costs the same whatever the number of secrets.
 */
const PREFIX = 8;
const IN_USE_MS = 30 * 60_000;
const MAX_IN_USE = 100_000;
const lasting = new Set<string>();
/** The clock in-use secrets age on (tests move it). */
export const secretClock = { now: (): number => performance.now() };
const inUse = new LRUCache<string, true>({
  ...upTo(MAX_IN_USE),
  ttl: IN_USE_MS,
  perf: { now: () => secretClock.now() },
  ttlResolution: 0,
  dispose: (_, secret) => {
    if (!lasting.has(secret)) unindex(secret);
  },
});
const byPrefix = new Map<string, Set<string>>();
setInterval(() => inUse.purgeStale(), 60_000).unref();

function index(secret: string): void {
  const head = secret.slice(0, PREFIX);
  let set = byPrefix.get(head);
  if (!set) byPrefix.set(head, (set = new Set()));
  set.add(secret);
}

function unindex(secret: string): void {
  const head = secret.slice(0, PREFIX);
  const set = byPrefix.get(head);
  set?.delete(secret);
  if (set?.size === 0) byPrefix.delete(head);
}

/** `in-use`: a server's stored key, forgotten once unused for a while (registered again at each use). */
export function registerSecret(value: string | undefined, lifetime: 'process' | 'in-use' = 'process'): void {
  if (!value || value.length < PREFIX) return;
  if (lifetime === 'process') lasting.add(value);
  else if (!lasting.has(value)) inUse.set(value, true);
  index(value);
}

/** Secrets known now (tests). */
export function secretsHeld(): number {
  inUse.purgeStale();
  let n = 0;
  for (const set of byPrefix.values()) n += set.size;
  return n;
}

/** Interaction tokens live in Discord REST paths; a logged DiscordAPIError carries its URL. */
const INTERACTION_TOKEN_PATH = /\b(webhooks|interactions)\/(\d+)\/[A-Za-z0-9_.-]{20,}/g;

export function scrubSecrets(text: string): string {
  let out = text.replace(INTERACTION_TOKEN_PATH, '$1/$2/[REDACTED]');
  if (byPrefix.size === 0) return out;
  const found = new Set<string>();
  for (let i = 0; i + PREFIX <= out.length; i++) {
    const set = byPrefix.get(out.slice(i, i + PREFIX));
    if (set) for (const s of set) if (out.startsWith(s, i)) found.add(s);
  }
  // Longest first, so a secret that contains another is removed whole.
  for (const s of [...found].sort((a, b) => b.length - a.length)) out = out.split(s).join('[REDACTED]');
  return out;
}

const SECRET_FIELDS = ['apiKey', 'token', 'authorization', 'Authorization', 'x-api-key', 'X-Api-Key'];
const redactPaths = [
  // A failed Discord call carries the whole reply it tried to send: a member's private details.
  'err.requestBody',
  'sendErr.requestBody',
  'error.requestBody',
  ...SECRET_FIELDS.flatMap((f) => [`["${f}"]`, `*["${f}"]`, `*.*["${f}"]`]),
  ...['headers', 'req.headers', 'request.headers', 'err.headers', 'options.headers'].flatMap((h) =>
    ['x-api-key', 'authorization', 'Authorization', 'X-Api-Key'].map((f) => `${h}["${f}"]`),
  ),
];

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** A readable single line for terminals: `12:00:01 INFO  message key=value`. */
export function prettyLine(json: string): string {
  try {
    const { time, level, msg, pid: _pid, hostname: _host, ...rest } = JSON.parse(json) as Record<string, unknown>;
    const when = new Date(Number(time)).toISOString().slice(11, 19);
    const extras = Object.entries(rest)
      .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join(' ');
    return `${when} ${(LEVELS[Number(level)] ?? String(level)).padEnd(5)} ${String(msg ?? '')}${extras ? ` ${extras}` : ''}\n`;
  } catch {
    return json;
  }
}

export interface LogOptions {
  level?: string;
  format?: 'json' | 'pretty';
  destination?: DestinationStream;
}

export function createLogger(options: LogOptions = {}): Logger {
  const format = options.format ?? 'json';
  return pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      redact: { paths: redactPaths, censor: '[REDACTED]' },
      hooks: {
        streamWrite: (line: string) => {
          const clean = scrubSecrets(line);
          return format === 'pretty' ? prettyLine(clean) : clean;
        },
      },
    },
    options.destination ?? pino.destination({ dest: 2, sync: true }),
  );
}

/** For code that may run without a configured logger (libraries, tests). */
export const silentLogger: Logger = pino({ level: 'silent' });
