import type { ReadCacheLike, ReadPriority } from './cache.js';
import { CommunityApiError, RateLimitedError, TimeoutError } from './errors.js';
import { laneName } from './lane-name.js';
import type { Priority, RateLimiter } from './limiter.js';
import {
  fillPath,
  operation,
  OPERATION_NAMES,
  pathFields,
  pathTemplate,
  type Operation,
  type ReadOp,
  type ReadOperation,
  type WriteOp,
} from './operations.js';
import { renamedQuery, type QueryValue } from './query.js';
import { withRetry, type RetryPolicy } from './retry.js';
import { linkSignals, type Transport } from './transport.js';
import type { ApiObserver, CallOptions, CommunityClient } from './types.js';
import type { PlatformIdentifiers } from './upstream.js';
import { checkInput, checkResponse } from './validate.js';

/**
 * A client for one API key, built from the operations table (operations.ts): every method
 * validates its input, builds the request the table describes and sends it through the key's
 * lane. The path a call takes, each step a function of its own:
 *
 *   callOperation → readThroughCache → fetchRead (retries) → sendRequest (rate-limit slot) → transport
 *                 → sendWrite (once, then the reads it makes stale are dropped) → sendRequest
 */

/** Kept where rank.ts reads it; the lifetimes themselves are the table's. */
export { CACHE_TTL_MS } from './operations.js';

/** Per key: enough for a busy server's working set, small enough for a thousand communities. */
export const MAX_CACHED_READS_PER_KEY = 64;

/** One rate-limit bucket with its cache: a community key, or the keyless core endpoints. */
export interface Lane {
  apiKey?: string;
  limiter: RateLimiter;
  cache: ReadCacheLike;
}

/** What every client of one CommunityApi shares. */
export interface ClientContext {
  transport: Transport;
  retry: RetryPolicy;
  ids: PlatformIdentifiers;
  /** The keyless core endpoints' lane, shared by every key. */
  core: Lane;
  closing: AbortSignal;
  /** MAX_QUEUE_WAIT_MS unless set (tests shorten it). */
  maxQueueWaitMs?: Partial<Record<Priority, number>>;
  stats: { requests: number; retries: number; rateLimited: number };
  observer?: ApiObserver;
  logger?: { debug: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };
}

/**
 * Longest wait in a key's queue before a call gives up unsent. A moderator's write must not
 * go out minutes after they gave up on it (and perhaps tried again); a read is worth waiting
 * for a little longer, but not past the point anyone is still looking.
 */
export const MAX_QUEUE_WAIT_MS = { write: 10_000, read: 30_000, web: 10_000, background: 60_000 } as const;

export function createClient(ctx: ClientContext, lane: Lane): CommunityClient {
  return clientOf(laneName(lane.apiKey), (name, input, options) => callOperation(ctx, lane, name, input, options));
}

/** How a client answers a call: the operation's name, the caller's input and options. */
export type Call = (name: Operation, input: unknown, options: CallOptions | undefined) => Promise<unknown>;

/** A CommunityClient whose every operation goes to `call`: the one place a client object is built. */
export function clientOf(keyId: string, call: Call): CommunityClient {
  const client: Record<string, unknown> = { keyId };
  for (const name of OPERATION_NAMES) client[name] = (input?: unknown, options?: CallOptions) => call(name, input, options);
  return client as unknown as CommunityClient;
}

/** Calls a client's operation by name: the way back from a client to a `Call`, for wrappers. */
export function callThrough(client: CommunityClient): Call {
  const methods = client as unknown as Record<Operation, (input: unknown, options?: CallOptions) => Promise<unknown>>;
  return (name, input, options) => methods[name](input, options);
}

/** Validates the input, builds the request from the table and reads (cached) or writes (once). */
export async function callOperation(
  ctx: ClientContext,
  lane: Lane,
  name: Operation,
  input: unknown,
  options: CallOptions = {},
): Promise<unknown> {
  const op = operation(name);
  const template = pathTemplate(name, ctx.ids);
  const values = parseInput(op, input);
  const query = op.query ? renamedQuery(op.query, { ...values, platform: ctx.ids.platform } as Record<string, QueryValue>) : '';
  const path = fillPath(template, values) + query;
  // On the keyless lane (one for every server) each server's key takes its turn (fair queueing).
  if (op.kind === 'read')
    return readThroughCache(
      ctx,
      op.keyless ? ctx.core : lane,
      { name: name as ReadOperation, op, path, tenant: op.keyless ? laneName(lane.apiKey) : undefined },
      options,
    );
  const body = op.body ? op.body(values as never, ctx.ids) : withoutFields(values, pathFields(template));
  return sendWrite(ctx, lane, { name, op, path, body, stale: op.invalidates?.(values as never) ?? [] }, options);
}

/** The input checked against the operation's schema, as named fields (a single value under its `arg` name). */
function parseInput(op: ReadOp | WriteOp, input: unknown): Record<string, unknown> {
  if (!op.input) return {};
  if (op.arg) return { [op.arg]: checkInput(op.input, input, op.arg) };
  return checkInput(op.input, input ?? {}) as Record<string, unknown>;
}

function withoutFields(values: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  if (fields.length === 0) return values;
  return Object.fromEntries(Object.entries(values).filter(([field]) => !fields.includes(field)));
}

interface Read {
  name: ReadOperation;
  op: ReadOp;
  /** Path with its query: the cache key too. */
  path: string;
  /** Who asks on a shared lane (the keyless one): its turn in the queue. */
  tenant?: string;
}

/** A read answered from the lane's cache, by sharing an identical read in flight, or by its own request. */
async function readThroughCache(ctx: ClientContext, on: Lane, read: Read, options: CallOptions): Promise<unknown> {
  const seen = { answer: 'hit' as 'hit' | 'shared' | 'miss' };
  try {
    return await on.cache.read(
      read.path,
      read.op.ttlMs,
      (signal, background) => {
        if (!background) seen.answer = 'miss';
        return fetchRead(ctx, on, read, options, signal, background);
      },
      {
        fresh: options.fresh,
        signal: options.signal,
        join: !options.noWait,
        keep: options.keep,
        staleMs: read.op.staleMs,
        onJoin: () => (seen.answer = 'shared'),
        priority: readPriority(options),
      },
    );
  } finally {
    ctx.observer?.read(read.name, seen.answer);
  }
}

/**
 * One read upstream, its answer checked against the schema. A no-wait caller (autocomplete)
 * gets one attempt: a retry would mean waiting. Others retry what a repeat may cure, each
 * attempt waiting for its own slot; a background refresh (stale-while-revalidate) waits its
 * turn behind everyone.
 */
async function fetchRead(
  ctx: ClientContext,
  on: Lane,
  read: Read,
  options: CallOptions,
  signal: AbortSignal | undefined,
  background?: boolean,
) {
  const request: Request = { name: read.name, method: 'GET', path: read.path, signal, tenant: read.tenant };
  const check = (response: { status: number; body: unknown }) =>
    checkResponse(read.op.output, response.body, { method: 'GET', path: read.path, status: response.status, body: response.body });
  if (options.noWait && !background) {
    options.onUpstream?.();
    return check(await sendRequest(ctx, on, { ...request, noWait: true }));
  }
  // Someone waits for it (a member, a web visitor): every attempt, queueing and retries included,
  // ends within the priority's queue limit, so they are told to retry rather than left waiting on
  // attempts that each wait for a slot again. A refresh nobody waits for takes its time.
  const waiting = !(background || options.background);
  const limitMs = ctx.maxQueueWaitMs?.[options.web ? 'web' : 'read'] ?? MAX_QUEUE_WAIT_MS[options.web ? 'web' : 'read'];
  const budget = waiting ? AbortSignal.timeout(limitMs) : undefined;
  // The request's own signal: the caller's or the budget's (the transport tells a close apart itself).
  const own = budget ? linkSignals([signal, budget]) : undefined;
  const stop = linkSignals([signal, ctx.closing, budget]);
  try {
    const attempt = () => {
      // A caller's budget (the web page's) counts every attempt that leaves; a refresh nobody waits for is not theirs.
      if (!background) options.onUpstream?.();
      return sendRequest(ctx, on, {
        ...request,
        ...(own ? { signal: own.signal } : {}),
        background: background || options.background,
        web: options.web,
      });
    };
    const response = await withRetry(attempt, ctx.retry, {
      signal: stop.signal,
      onRetry: (error, delayMs, retry) => {
        ctx.stats.retries++;
        ctx.observer?.retry(read.name);
        ctx.logger?.debug({ path: read.path, retry, delayMs, error: (error as Error).name }, 'retrying Community API read');
      },
    });
    return check(response);
  } catch (error) {
    if (budget?.aborted && !signal?.aborted)
      throw new TimeoutError(`GET ${read.path}: no answer within ${Math.ceil(limitMs / 1000)} s, retries included`, {
        method: 'GET',
        path: read.path,
      });
    throw error;
  } finally {
    stop.dispose();
    own?.dispose();
  }
}

interface Write {
  name: Operation;
  op: WriteOp;
  path: string;
  body: unknown;
  /** Path prefixes of the cached reads this write makes stale. */
  stale: string[];
}

/**
 * Sent exactly once (a retried POST could save twice or start two raids); the reads it makes
 * stale are dropped whatever the answer, also after a timeout: the write may have taken effect.
 */
async function sendWrite(ctx: ClientContext, lane: Lane, write: Write, options: CallOptions): Promise<unknown> {
  try {
    const response = await sendRequest(ctx, lane, {
      name: write.name,
      method: 'POST',
      path: write.path,
      body: write.body,
      signal: options.signal,
      noWait: options.noWait,
      beforeSend: options.beforeSend,
    });
    return response.body;
  } finally {
    for (const prefix of write.stale) lane.cache.invalidate(prefix);
  }
}

interface Request {
  name: Operation;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Demand a slot now instead of waiting for one. */
  noWait?: boolean;
  /** A stale-while-revalidate refresh: nobody waits for it. */
  background?: boolean;
  tenant?: string;
  /** CallOptions.beforeSend: runs with the slot held; if it fails, nothing is sent. */
  beforeSend?: () => Promise<void>;
  /** A read for the public web leaderboard (after members' reads, before background work). */
  web?: boolean;
}

/** Takes a slot on the lane, sends once, and lets a 429 delay the whole lane. */
async function sendRequest(ctx: ClientContext, on: Lane, request: Request): Promise<{ status: number; body: unknown }> {
  await takeSlot(ctx, on, request);
  const { method, path } = request;
  if (request.beforeSend) {
    try {
      await request.beforeSend();
    } catch (error) {
      // Nothing left: the slot is given up as if used, and the caller hears why.
      on.limiter.done();
      throw error;
    }
  }
  const sentAt = performance.now();
  let status = 'error';
  try {
    const response = await ctx.transport.send({ method, path, apiKey: on.apiKey, body: request.body, signal: request.signal });
    status = String(response.status);
    return response;
  } catch (error) {
    status = error instanceof CommunityApiError ? (error.status !== undefined ? String(error.status) : error.kind) : 'error';
    if (error instanceof RateLimitedError) {
      on.limiter.pushBack(error.retryAfterMs);
      ctx.logger?.warn({ method, path, retryAfterMs: error.retryAfterMs }, 'Community API rate limit reached');
    }
    throw error;
  } finally {
    on.limiter.done();
    ctx.observer?.request(request.name, status, (performance.now() - sentAt) / 1000);
  }
}

/** The queue a read waits in for its slot: a member's, the web page's (after them), or background work (last). */
function readPriority(o: { background?: boolean | undefined; web?: boolean | undefined }): ReadPriority {
  return o.background ? 'background' : o.web ? 'web' : 'read';
}

/**
 * Waits for the lane's next send slot (writes ahead of reads, background refreshes last), or
 * with `noWait` demands one now. A wait longer than the priority's limit fails at once, unsent.
 * The estimate up front is only this process's view (another replica may have been told to
 * wait by a 429), so a write or a member's read also leaves the queue at its deadline, and a slot
 * granted past it is given up: the write is refused unsent rather than leaving long after the
 * moderator asked, and the member is told to retry rather than left on "thinking…". Background
 * work has no one waiting and keeps its place.
 */
async function takeSlot(ctx: ClientContext, on: Lane, request: Request): Promise<void> {
  const { method, path } = request;
  if (request.noWait) {
    if (await on.limiter.tryAcquire()) return;
    const waitMs = on.limiter.waitMs();
    throw new RateLimitedError(
      `${method} ${path}: no request capacity right now; retry in ${Math.ceil(waitMs / 1000)} s`,
      { method, path },
      waitMs,
    );
  }
  const priority: Priority = method === 'POST' ? 'write' : readPriority(request);
  const limitMs = ctx.maxQueueWaitMs?.[priority] ?? MAX_QUEUE_WAIT_MS[priority];
  const waitMs = on.limiter.waitMs(priority);
  if (waitMs > limitMs) {
    const message = `${method} ${path}: the Community API is rate limiting this key; retry in ${Math.ceil(waitMs / 1000)} s`;
    throw new RateLimitedError(message, { method, path }, waitMs);
  }
  const queuedAt = performance.now();
  if (priority === 'background') {
    await on.limiter.acquire(priority, request.signal, request.tenant);
    ctx.observer?.queued(priority, (performance.now() - queuedAt) / 1000);
    return;
  }
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), limitMs);
  const stop = linkSignals([request.signal, deadline.signal]);
  const late = () => {
    const retryMs = Math.max(on.limiter.waitMs(priority), on.limiter.intervalMs);
    return new RateLimitedError(
      `${method} ${path}: no send slot within ${Math.ceil(limitMs / 1000)} s, so nothing was sent; retry in ${Math.ceil(retryMs / 1000)} s`,
      { method, path },
      retryMs,
    );
  };
  try {
    await on.limiter.acquire(priority, stop.signal, request.tenant);
  } catch (error) {
    if (deadline.signal.aborted && !request.signal?.aborted) throw late();
    throw error;
  } finally {
    clearTimeout(timer);
    stop.dispose();
  }
  ctx.observer?.queued(priority, (performance.now() - queuedAt) / 1000);
  if (performance.now() - queuedAt > limitMs) {
    on.limiter.done();
    throw late();
  }
}
