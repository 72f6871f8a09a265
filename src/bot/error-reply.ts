import { randomBytes } from 'node:crypto';
import {
  AuthError,
  CommunityApiError,
  NetworkError,
  NotSentError,
  RateLimitedError,
  RejectedError,
  SchemaError,
  TimeoutError,
  UpstreamError,
  ValidationError,
} from '../api/errors.js';
import type { Logger } from '../log.js';
import { cut, escape, escapeAfterText } from '../discord/limits.js';
import { InputError, StaleError, UserError } from '../command/contract.js';
import { optionErrorLine } from '../command/option-error.js';
import { ENGLISH, type Text, type Reader } from '../i18n/reader.js';
import { apiErrorText, readStored } from '../command/error-texts.js';
import { isStoreUnavailable } from '../store/unavailable.js';

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
  /** The reader's language: errors are private, so the member's own (default English). */
  reader?: Reader;
  /** Extra fields for the log line (command, guild, user). */
  where?: Record<string, unknown>;
}

/** The one answer to a button or menu whose id or state is no longer valid. */
export const STALE: Text = (s) => s.t('errors.stale');

export function newReference(): string {
  return randomBytes(4).toString('hex').toUpperCase();
}

/** The API client's own English names its field first ("title must be…"): the one shape puts it there already. */
const withoutName = (field: string | undefined, message: string): string =>
  field && message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;

/** A refusal, in the one shape of an option's when it concerns one (`optionErrorLine`). */
const fieldLine = (field: string | undefined, message: string, s: Reader): string => (field ? optionErrorLine(s, field, message) : message);

function upstreamInfo(err: CommunityApiError) {
  return { method: err.method, path: err.path, status: err.status, kind: (err as { kind?: string }).kind };
}

/** How an interaction that threw ended, for metrics: the user's doing, an old id, or ours/upstream's. */
export function errorKind(err: unknown): 'refused' | 'stale' | 'failed' {
  if (err instanceof StaleError) return 'stale';
  if (err instanceof UserError || err instanceof InputError || err instanceof ValidationError) return 'refused';
  // The service said no such thing, or no to this request: the user's to change, not ours to fix.
  return err instanceof CommunityApiError && (err.kind === 'not-found' || err.kind === 'rejected') ? 'refused' : 'failed';
}

/** Whether the failed request was a write (a method other than GET; '' when the limiter failed it before any was known). */
const isWrite = (err: CommunityApiError): boolean => err.method !== '' && err.method !== 'GET';

export function errorReply(err: unknown, { log, where = {}, reader: s = ENGLISH }: ErrorContext): ErrorReply {
  if (err instanceof UserError) {
    log.debug({ ...where, field: err.field }, 'user error: %s', err.message);
    return { content: fieldLine(err.field, err.text(s), s) };
  }
  if (err instanceof StaleError) {
    log.debug(where, 'stale component');
    return { content: STALE(s) };
  }
  if (err instanceof InputError || err instanceof ValidationError) {
    log.debug({ ...where, issues: err.issues }, err instanceof InputError ? 'options refused' : 'input refused before sending');
    // Validation messages quote the user's input: escape them. A UserError is the module's own text.
    // The API client's own checks (ValidationError) are in English: its words, not ours.
    const lines =
      err instanceof InputError
        ? err.issues.map((i) => fieldLine(i.field, (i.field ? escapeAfterText : escape)(i.message(s)), s))
        : err.issues.length > 0
          ? err.issues.map((i) => fieldLine(i.field, (i.field ? escapeAfterText : escape)(withoutName(i.field, i.message)), s))
          : [escape(err.message)];
    return { content: cut(lines.join('\n'), 1900) };
  }
  const known = apiErrorText(err);
  if (known !== undefined && err instanceof CommunityApiError) {
    const info = { ...where, ...upstreamInfo(err) };
    if (err instanceof AuthError) log.warn(info, 'Community API refused the key');
    else if (err instanceof RateLimitedError) log.info({ ...info, retryAfterMs: err.retryAfterMs }, 'rate limited');
    else if (err instanceof RejectedError) log.info({ ...info, upstreamMessage: err.upstreamMessage }, 'request rejected upstream');
    else log.info(info, 'not found upstream');
    return { content: escape(readStored(known, s)) };
  }
  if (err instanceof NotSentError) {
    const reference = newReference();
    log.warn({ ...where, ...upstreamInfo(err), err: err.cause, reference }, 'request not sent: %s', err.message);
    // "nothing was sent" is news only about a write; a read that did not leave just failed.
    return { reference, content: s.t(isWrite(err) ? 'errors.unreachable.heldBack' : 'errors.unreachable.heldBackRead', { reference }) };
  }
  if (err instanceof TimeoutError || err instanceof NetworkError) {
    const reference = newReference();
    log.warn({ ...where, ...upstreamInfo(err), reference }, 'Community API unreachable or slow');
    if (err.outcomeUnknown) {
      return { reference, content: s.t('errors.unreachable.outcomeUnknown', { reference }) };
    }
    const what = err instanceof TimeoutError ? 'timeout' : err.notSent && isWrite(err) ? 'notSent' : 'unreachable';
    return { reference, content: s.t(`errors.unreachable.${what}`, { reference }) };
  }
  if (err instanceof UpstreamError || err instanceof SchemaError) {
    const reference = newReference();
    const issues = err instanceof SchemaError ? err.issues.slice(0, 5) : undefined;
    log.error({ ...where, ...upstreamInfo(err), issues, reference }, 'Community API had a problem');
    return { reference, content: s.t('errors.upstream', { reference }) };
  }
  if (isStoreUnavailable(err)) {
    const reference = newReference();
    log.warn({ ...where, err, reference }, "the bot's storage did not answer while handling an interaction");
    return { reference, content: s.t('errors.storeUnavailable', { reference }) };
  }
  const reference = newReference();
  log.error({ ...where, err, reference }, 'unexpected error while handling an interaction');
  return { reference, content: s.t('errors.unexpected', { reference }) };
}
