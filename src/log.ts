import { pino, type Logger, type DestinationStream } from 'pino';

export type { Logger };

/**
 * Secrets are removed twice: by field name (pino's redact, fast and structural) and by value
 * from every serialised line, so a key that slips into a message, an error or a URL is still
 * never written.
 */
const secrets = new Set<string>();

export function registerSecret(value: string | undefined): void {
  if (value && value.length >= 8) secrets.add(value);
}

/** Interaction tokens live in Discord REST paths; a logged DiscordAPIError carries its URL. */
const INTERACTION_TOKEN_PATH = /\b(webhooks|interactions)\/(\d+)\/[A-Za-z0-9_.-]{20,}/g;

export function scrubSecrets(text: string): string {
  let out = text.replace(INTERACTION_TOKEN_PATH, '$1/$2/[REDACTED]');
  for (const s of secrets) if (out.includes(s)) out = out.split(s).join('[REDACTED]');
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
