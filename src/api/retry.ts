/**
 * Retries of failed reads, above the key's rate limiter: each attempt goes back through
 * `sendRequest` in client.ts, so it waits for its own send slot (writes ahead of it), is
 * counted in the stats and metrics, and a 429 pushes back the whole lane. Only GETs come here;
 * a POST is never retried (it could save twice or move value twice).
 *
 * Why not undici's RetryAgent / retry interceptor, which retries 5xx, 429 and network errors
 * with backoff: it retries inside the dispatcher, beneath the limiter, so its retry does not
 * wait for the key's next slot. Against an upstream that allows one request a second, a retry
 * sent within the same second earns a 429 and costs a third request, and neither retry is
 * counted by the client or its metrics; here the retry waits for the key's slot, and is
 * counted. It also caps a Retry-After at its maxTimeout (sending before the service asked) and has no
 * jitter, and a per-request timeout of ours (TimeoutError) is an abort it does not retry.
 */

import { NetworkError, RateLimitedError, TimeoutError, UpstreamError } from './errors.js';

export interface RetryPolicy {
  /** Attempts after the first. */
  max: number;
  /** No retry starts once this much time has passed since the first failure (waits included). */
  maxTotalMs: number;
  baseDelayMs: number;
  /** Ceiling of one backoff step before jitter. */
  capDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { max: 3, maxTotalMs: 10_000, baseDelayMs: 250, capDelayMs: 4_000 };

/** Failures that a repeat of the same GET may cure. Never used for writes: a retried POST can duplicate. */
export function isRetryable(error: unknown): boolean {
  return (
    error instanceof NetworkError || error instanceof TimeoutError || error instanceof UpstreamError || error instanceof RateLimitedError
  );
}

/** Capped exponential backoff with full jitter; a Retry-After is a floor. */
export function backoffMs(retry: number, policy: RetryPolicy, error: unknown, random = Math.random): number {
  const ceiling = Math.min(policy.capDelayMs, policy.baseDelayMs * 2 ** retry);
  const jittered = Math.floor(random() * ceiling);
  return error instanceof RateLimitedError ? Math.max(error.retryAfterMs, jittered) : jittered;
}

export async function withRetry<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  options: { signal?: AbortSignal; onRetry?: (error: unknown, delayMs: number, retry: number) => void } = {},
): Promise<T> {
  // The budget starts at the first failure: time spent queueing for the first slot is not retrying.
  let firstFailure: number | undefined;
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= policy.max || !isRetryable(error) || options.signal?.aborted) throw error;
      firstFailure ??= performance.now();
      const delay = backoffMs(retry, policy, error);
      if (performance.now() - firstFailure + delay > policy.maxTotalMs) throw error;
      options.onRetry?.(error, delay, retry + 1);
      await sleep(delay, options.signal);
    }
  }
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts (the timer is cleared). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
