import { CommunityApiError, NetworkError, RejectedError, TimeoutError, UpstreamError, ValidationError } from '../api/errors.js';
import { referenceOf, type ExecuteResult, type Failure, type JournalEntry } from '../store/index.js';
import { UserError, type ComponentContext } from './command.js';
import { ENGLISH, verbatim, type Text } from '../i18n/reader.js';
import { apiErrorText, fromStored, isStoredText, readStored, type StoredText } from './error-texts.js';

/**
 * What every confirmed write (a raid, a tip) shares on its way through the store's journal:
 * how a failure is recorded, how a settled entry reads, and the one call that sends it.
 */

/** The settled outcome of an entry, in the words the views use. */
export type WriteOutcome = { status: 'created' } | { status: 'failed'; reason: Text } | { status: 'unknown'; sentAt?: number };

/**
 * An error raised for a request the client or the service refused (not a bug). A UserError
 * comes from the client of a server without a usable key, which refuses before sending.
 */
const expected = (err: unknown) => err instanceof CommunityApiError || err instanceof ValidationError || err instanceof UserError;

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
function failureReason(err: unknown): StoredText | string {
  if (err instanceof RejectedError) return err.upstreamMessage ?? { key: 'errors.write.refusedStatus', values: { status: err.status ?? '?' } };
  if (err instanceof ValidationError) return err.issues.map((i) => `${i.field}: ${i.message}`).join('; ') || err.message;
  if (err instanceof UserError) return err.stored ?? err.message;
  if (err instanceof NetworkError && err.notSent) return { key: 'errors.write.notSent' };
  return apiErrorText(err) ?? { key: 'errors.write.upstream' };
}

/**
 * How a failed send is recorded: refused (with the reason the user reads) only when the
 * service certainly did not act; anything else, a bug included, is unknown and never resent.
 */
export function classifyWrite(err: unknown): Failure {
  if (!outcomeUnknown(err) && expected(err)) {
    const reason = failureReason(err);
    return typeof reason === 'string' ? { state: 'refused', reason } : { state: 'refused', reason: readStored(reason, ENGLISH), phrase: reason };
  }
  return { state: 'unknown', reason: outcomeUnknown(err) ? 'no clear answer came back' : 'an unexpected error after the request was sent' };
}

/** A settled entry's outcome (created, refused with its reason, unknown with when it was sent). */
export function outcomeOf(e: JournalEntry): WriteOutcome {
  if (e.state === 'created') return { status: 'created' };
  if (e.state === 'refused') {
    const result = e.result as { reason?: unknown; phrase?: unknown } | null;
    const reason = isStoredText(result?.phrase) ? fromStored(result.phrase) : result?.reason !== undefined ? verbatim(String(result.reason)) : fromStored({ key: 'errors.write.refused' });
    return { status: 'failed', reason };
  }
  return { status: 'unknown', ...(e.sentAt !== null ? { sentAt: e.sentAt } : {}) };
}

/** The identical earlier write as the previews describe it. */
export const earlierOf = (e: JournalEntry) => ({ state: e.state, sentAt: e.sentAt ?? e.claimedAt ?? e.createdAt });

/**
 * Sends the previewed entry `id` once through the journal (Confirm, or with `force` the
 * "anyway" button): `send` makes the one request and returns the service's answer, whose
 * `id` becomes the entry's reference. A bug in `send` is logged and recorded as unknown.
 */
export async function sendOnce<B, D>(
  ctx: ComponentContext,
  id: string,
  force: boolean,
  send: (body: B) => Promise<unknown>,
): Promise<Exclude<ExecuteResult<B, D>, { kind: 'key-changed' }>> {
  const by = { userId: ctx.invoker.userId, force, keyId: ctx.api.keyId };
  const r = await ctx.services.store.journal.execute<B, D, unknown>(id, by, async (body) => ({ reference: referenceOf(await send(body)) }), classifyWrite);
  // The server's key was replaced (/setup) since the preview: it would reach another community.
  if (r.kind === 'key-changed') throw new UserError({ key: 'errors.write.keyChanged' });
  if (r.kind === 'done') {
    if (r.error !== undefined && !expected(r.error)) ctx.log.error({ err: r.error, journal: id }, 'write failed unexpectedly; recorded as unknown');
    ctx.log.info({ guildId: r.entry.guildId, moderator: r.entry.userId, operation: r.entry.operation, outcome: r.entry.state, journal: id }, 'write');
  }
  return r;
}
