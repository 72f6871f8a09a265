import { AuthError, NotFoundError, RateLimitedError, RejectedError } from '../api/errors.js';
import { cut } from '../discord/limits.js';
import { formatSeconds } from '../views/format.js';

/**
 * What a user reads for an API error that needs no reference, in plain words (not escaped:
 * whoever puts it into a message escapes it once). Shared by the router's error replies
 * (errors.ts) and by commands that keep an outcome to show again later (a raid's "not created").
 * Undefined for errors whose text carries a log reference; those stay with errors.ts.
 */
export function apiErrorText(err: unknown): string | undefined {
  if (err instanceof AuthError) {
    // The service answers 403 both for a plan without this feature and for some key problems.
    return err.maybePlan
      ? "This server's Community API key was refused for this feature (403): the community's plan may not include it, or the key may be wrong; ask an admin."
      : "This server's Community API key was refused (401); ask an admin.";
  }
  if (err instanceof NotFoundError) return 'Not found: the Community API has no such item. Check the id and try again.';
  if (err instanceof RateLimitedError) return `The Community API is busy; try again in ${formatSeconds(err.retryAfterMs / 1000)}.`;
  if (err instanceof RejectedError) {
    return `The Community API refused the request${err.upstreamMessage ? `: ${cut(err.upstreamMessage, 300)}` : '.'}`;
  }
  return undefined;
}
