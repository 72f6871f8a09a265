import { randomBytes } from 'node:crypto';
import {
  AuthError,
  CommunityApiError,
  NetworkError,
  RateLimitedError,
  RejectedError,
  SchemaError,
  TimeoutError,
  UpstreamError,
  ValidationError,
} from '../api/errors.js';
import type { Logger } from '../log.js';
import { cut, escape } from '../discord/limits.js';
import { InputError, StaleError, UserError } from './command.js';
import { apiErrorText } from './error-text.js';

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

/** The one answer to a button or menu whose id or state is no longer valid. */
export const STALE = 'This button or menu is no longer valid (it may be from an older message). Run the command again.';

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

/** How an interaction that threw ended, for metrics: the user's doing, an old id, or ours/upstream's. */
export function outcomeOf(err: unknown): 'refused' | 'stale' | 'failed' {
  if (err instanceof StaleError) return 'stale';
  if (err instanceof UserError || err instanceof InputError || err instanceof ValidationError) return 'refused';
  // The service said no such thing, or no to this request: the user's to change, not ours to fix.
  return err instanceof CommunityApiError && (err.kind === 'not-found' || err.kind === 'rejected') ? 'refused' : 'failed';
}

export function errorReply(err: unknown, { log, where = {} }: ErrorContext): ErrorReply {
  if (err instanceof UserError) {
    log.debug({ ...where, field: err.field }, 'user error: %s', err.message);
    return { content: fieldLine(err.field, err.message) };
  }
  if (err instanceof StaleError) {
    log.debug(where, 'stale component');
    return { content: STALE };
  }
  if (err instanceof InputError || err instanceof ValidationError) {
    log.debug({ ...where, issues: err.issues }, err instanceof InputError ? 'options refused' : 'input refused before sending');
    // Validation messages quote the user's input: escape them. A UserError is the module's own text.
    const lines = err.issues.length > 0 ? err.issues.map((i) => fieldLine(i.field, escape(i.message))) : [escape(err.message)];
    return { content: cut(lines.join('\n'), 1900) };
  }
  const known = apiErrorText(err);
  if (known !== undefined && err instanceof CommunityApiError) {
    const info = { ...where, ...upstreamInfo(err) };
    if (err instanceof AuthError) log.warn(info, 'Community API refused the key');
    else if (err instanceof RateLimitedError) log.info({ ...info, retryAfterMs: err.retryAfterMs }, 'rate limited');
    else if (err instanceof RejectedError) log.info({ ...info, upstreamMessage: err.upstreamMessage }, 'request rejected upstream');
    else log.info(info, 'not found upstream');
    return { content: escape(known) };
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
    const what =
      err instanceof TimeoutError
        ? 'did not answer in time'
        : err.notSent
          ? 'could not be reached, so nothing was sent'
          : 'could not be reached';
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
