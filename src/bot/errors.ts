import { randomBytes } from 'node:crypto';
import {
  AuthError,
  CommunityApiError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  RejectedError,
  SchemaError,
  TimeoutError,
  UpstreamError,
  ValidationError,
} from '../api/errors.js';
import type { Logger } from '../log.js';
import { cut, escape } from '../discord/limits.js';
import { UserError } from './command.js';

/**
 * The one place where an error becomes what the user reads. Every branch also decides how
 * loudly to log; the router always shows the result privately. Texts never carry the error's
 * own message for unexpected errors (it may hold internals), only a reference that is also in
 * the log line.
 */

export interface ErrorReply {
  content: string;
  /** Set when the log line carries the same reference, for support. */
  reference?: string;
}

export interface ErrorContext {
  log: Logger;
  /** Extra fields for the log line (command, guild, user). */
  where?: Record<string, unknown>;
}

export function newReference(): string {
  return randomBytes(4).toString('hex').toUpperCase();
}

/** "`title`: must be…", or "`title` must be…" when the message already starts with the name. */
function fieldLine(field: string | undefined, message: string): string {
  if (!field) return message;
  const name = `\`${field.replace(/`/g, "'")}\``;
  return message.startsWith(`${field} `) ? `${name}${message.slice(field.length)}` : `${name}: ${message}`;
}

function upstreamInfo(err: CommunityApiError) {
  return { method: err.method, path: err.path, status: err.status, kind: (err as { kind?: string }).kind };
}

export function errorReply(err: unknown, { log, where = {} }: ErrorContext): ErrorReply {
  if (err instanceof UserError) {
    log.debug({ ...where, field: err.field }, 'user error: %s', err.message);
    return { content: fieldLine(err.field, err.message) };
  }
  if (err instanceof ValidationError) {
    log.debug({ ...where, issues: err.issues }, 'input refused before sending');
    // Validation messages quote the user's input: escape them. A UserError is the module's own text.
    const lines = err.issues.length > 0 ? err.issues.map((i) => fieldLine(i.field, escape(i.message))) : [escape(err.message)];
    return { content: cut(lines.join('\n'), 1900) };
  }
  if (err instanceof AuthError) {
    log.warn({ ...where, ...upstreamInfo(err) }, 'Community API refused the key');
    return {
      content:
        // The service answers 403 both for a plan without this feature and for some key problems.
        err.maybePlan
          ? "This server's Community API key was refused for this feature (403): the community's plan may not include it, or the key may be wrong; ask an admin."
          : "This server's Community API key was refused (401); ask an admin.",
    };
  }
  if (err instanceof NotFoundError) {
    log.info({ ...where, ...upstreamInfo(err) }, 'not found upstream');
    return { content: 'Not found: the Community API has no such item. Check the id and try again.' };
  }
  if (err instanceof RateLimitedError) {
    const seconds = Math.max(1, Math.ceil(err.retryAfterMs / 1000));
    log.info({ ...where, ...upstreamInfo(err), retryAfterMs: err.retryAfterMs }, 'rate limited');
    return { content: `The Community API is busy; try again in ${seconds} s.` };
  }
  if (err instanceof RejectedError) {
    log.info({ ...where, ...upstreamInfo(err), upstreamMessage: err.upstreamMessage }, 'request rejected upstream');
    const why = err.upstreamMessage ? `: ${escape(cut(err.upstreamMessage, 300))}` : '.';
    return { content: `The Community API refused the request${why}` };
  }
  if (err instanceof TimeoutError || err instanceof NetworkError) {
    const reference = newReference();
    log.warn({ ...where, ...upstreamInfo(err), reference }, 'Community API unreachable or slow');
    if (err.outcomeUnknown) {
      return {
        reference,
        content: `The Community API did not confirm the change, so the outcome is unknown: check before trying again. (reference ${reference})`,
      };
    }
    const what = err instanceof TimeoutError ? 'did not answer in time' : 'could not be reached';
    return { reference, content: `The Community API ${what}; try again shortly. (reference ${reference})` };
  }
  if (err instanceof UpstreamError || err instanceof SchemaError) {
    const reference = newReference();
    const issues = err instanceof SchemaError ? err.issues.slice(0, 5) : undefined;
    log.error({ ...where, ...upstreamInfo(err), issues, reference }, 'Community API had a problem');
    return { reference, content: `The Community API had a problem answering; try again later. (reference ${reference})` };
  }
  const reference = newReference();
  log.error({ ...where, err, reference }, 'unexpected error while handling an interaction');
  return { reference, content: `Something went wrong on our side. (reference ${reference})` };
}
