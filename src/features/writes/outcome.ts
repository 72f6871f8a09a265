import {
  CommunityApiError,
  NetworkError,
  NotSentError,
  RejectedError,
  TimeoutError,
  UpstreamError,
  ValidationError,
} from '../../api/errors.js';
import type { Failure, JournalEntry } from '../../store/index.js';
import type { EarlierWrite, WriteOutcome } from './confirm-view.js';
import { UserError } from '../../command/contract.js';
import { ENGLISH, verbatim } from '../../i18n/reader.js';
import {
  apiErrorText,
  fromStored,
  isStoredText,
  KEY_UNREADABLE_MESSAGE,
  NO_KEY_MESSAGE,
  readStored,
  type StoredText,
} from '../../command/error-texts.js';

/**
 * How a confirmed write's result is recorded and read back: a failure is refused only when the
 * service certainly did not act, anything else unknown; a settled entry reads as the views'
 * outcome.
 */

/**
 * An error raised for a request the client or the service refused (not a bug). A UserError
 * comes from the client of a server without a usable key, which refuses before sending.
 */
export const expectedFailure = (err: unknown) =>
  err instanceof CommunityApiError || err instanceof ValidationError || err instanceof UserError;

/** A write whose request may have reached the service: never resent, reported as unknown. */
function outcomeUnknown(err: unknown): boolean {
  // A refused connection sent nothing: the write certainly did not happen, so say so.
  if (err instanceof NetworkError) return err.outcomeUnknown;
  return err instanceof TimeoutError || (err instanceof UpstreamError && (err.status ?? 500) >= 500);
}

/**
 * Plain text (the view escapes it), kept in the journal: a phrase shown in the reader's
 * language, or the API's own words (English, as it gave them).
 */
const KEYLESS = new Set<string>([NO_KEY_MESSAGE.key, KEY_UNREADABLE_MESSAGE.key]);

function failureReason(err: unknown): StoredText | string {
  if (err instanceof RejectedError)
    return err.upstreamMessage ?? { key: 'errors.write.refusedStatus', values: { status: err.status ?? '?' } };
  if (err instanceof ValidationError) return err.issues.map((i) => `${i.field}: ${i.message}`).join('; ') || err.message;
  // A keyless server's refusal is a whole reply, its command in code: inside another message, escaped, the plain reason says it.
  if (err instanceof UserError)
    return err.stored && KEYLESS.has(err.stored.key) ? { key: 'errors.write.noKey' } : (err.stored ?? err.message);
  if (err instanceof NetworkError && err.notSent) return { key: 'errors.write.notSent' };
  if (err instanceof NotSentError) return { key: 'errors.write.heldBack' };
  return apiErrorText(err) ?? { key: 'errors.write.upstream' };
}

/**
 * How a failed send is recorded: refused (with the reason the user reads) only when the
 * service certainly did not act; anything else, a bug included, is unknown and never resent.
 * `left` false (the journal's `sent` was never reached: no slot, Redis gone, the client closed,
 * the database failed before sending): nothing left, so refused whatever the error.
 */
export function classifyWrite(err: unknown, left = true): Failure {
  if (!left && (outcomeUnknown(err) || !expectedFailure(err))) {
    return { state: 'refused', reason: 'nothing was sent (it never got its turn to leave)', phrase: { key: 'errors.write.heldBack' } };
  }
  if (!outcomeUnknown(err) && expectedFailure(err)) {
    const reason = failureReason(err);
    return typeof reason === 'string'
      ? { state: 'refused', reason }
      : { state: 'refused', reason: readStored(reason, ENGLISH), phrase: reason };
  }
  return { state: 'unknown', reason: outcomeUnknown(err) ? 'no clear answer came back' : 'an unexpected error after the request was sent' };
}

/** A settled entry's outcome (created, refused with its reason, unknown with when it was sent). */
export function outcomeOf(e: JournalEntry): WriteOutcome {
  if (e.state === 'created') return { status: 'created', ...(e.sentAt !== null ? { sentAt: e.sentAt } : {}) };
  if (e.state === 'refused') {
    const result = e.result as { reason?: unknown; phrase?: unknown } | null;
    const reason = isStoredText(result?.phrase)
      ? fromStored(result.phrase)
      : result?.reason !== undefined
        ? verbatim(String(result.reason))
        : fromStored({ key: 'errors.write.refused' });
    return { status: 'failed', reason };
  }
  return { status: 'unknown', ...(e.sentAt !== null ? { sentAt: e.sentAt } : {}) };
}

/** The identical earlier write as the previews describe it. */
export const earlierOf = (e: JournalEntry): EarlierWrite => ({ state: e.state, sentAt: e.sentAt ?? e.claimedAt ?? e.createdAt });
