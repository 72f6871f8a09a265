import type { Redis } from 'ioredis';
import type { Priority } from './limiter.js';
import type { Operation, OperationMethods, ReadOperation } from './operations.js';
import type { Spelling } from './upstream.js';

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Never wait in the rate-limit queue: answer from cache, or send at once if the key has
   * capacity now, else throw RateLimitedError immediately. For autocomplete.
   */
  noWait?: boolean;
  /** Skip the cache (still coalesced with an identical request in flight). */
  fresh?: boolean;
  /**
   * False: do not store the answer. For callers that keep their own cache of many one-off
   * reads (rank probes), so those reads do not push a board's blocks out of the key's cache.
   */
  keep?: boolean;
  /**
   * Work nobody waits for (the job engine's polls): the lowest priority in the key's limiter,
   * behind every member's read and write, and at most BACKGROUND_SHARE of the key's rate.
   */
  background?: boolean;
  /**
   * A write's last step before its request leaves: runs once the rate-limit slot is held (and
   * the write's deadline re-checked). If it fails, nothing is sent. The journal commits `sent`
   * here, so a write that never left is never recorded as possibly sent.
   */
  beforeSend?: () => Promise<void>;
  /**
   * A read for the public web leaderboard: after every member's read and write, at most the
   * web's share of the key's rate, and given up after a shorter wait (MAX_QUEUE_WAIT_MS.web).
   */
  web?: boolean;
  /**
   * Told before each attempt of a read that goes upstream (not one answered from the cache or
   * shared with one in flight, nor its background refresh), before it queues for a slot: a
   * caller's budget of requests. If it throws, nothing is sent and the read fails with that.
   */
  onUpstream?: () => void;
}

/**
 * One community (one API key): one method per operation of the table (operations.ts), each
 * `(input, options)`. Every method validates its input before sending anything; reads are
 * cached and retried, writes sent exactly once, queued ahead of reads.
 */
export interface CommunityClient extends OperationMethods<CallOptions> {
  /**
   * Names the key this client sends (its hash; `core` for none), so a write previewed under one
   * key is never sent under another (a key replaced with /setup between preview and Confirm).
   */
  readonly keyId: string;
}

export interface ApiOptions {
  baseUrl: string;
  /** Per-request timeout. */
  timeoutMs?: number;
  /** Requests per second per key (and for the keyless core endpoints). 0 or Infinity: no limit. */
  ratePerSecond?: number;
  /** The most of a key's rate background work may use (0 to 1, default 0.5). */
  backgroundShare?: number;
  /** The most of a key's rate the public web page's reads may use (0 to 1, default 0.25); background work due goes first. */
  webShare?: number;
  spelling?: Spelling;
  /** GET retries: attempts after the first, and the total time they may take. */
  retries?: { max: number; maxTotalMs: number; baseDelayMs?: number };
  /** Off: every call goes upstream (the naive client, for the benchmark). */
  cache?: boolean;
  /** Off: identical concurrent GETs are not shared (the naive client). */
  coalesce?: boolean;
  /**
   * Several replicas: the per-key rate limit and the read cache live in Redis under `prefix`,
   * so they hold across all processes together. Absent: this process's own limiter and cache.
   */
  shared?: { redis: Redis; prefix: string };
  /**
   * A key's lane, client, cached reads and rank boards are let go after this long unused
   * (default 10 minutes) and rebuilt on its next use, at a cold server's cost.
   */
  idleMs?: number;
  /** The most keys held at once (default 100,000); beyond it the least recently used goes first. */
  maxKeys?: number;
  /** The clock idleness is measured on (tests). */
  now?: () => number;
  observer?: ApiObserver;
  /** The longest a request of each priority waits for its slot (default MAX_QUEUE_WAIT_MS; tests shorten it). */
  maxQueueWaitMs?: Partial<Record<Priority, number>>;
  /** Optional pino-compatible logger for debug lines. */
  logger?: { debug: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };
}

/**
 * What the client tells whoever watches it (metrics). Operations are the service's names;
 * nothing here carries a key, a path or a user's input.
 */
export interface ApiObserver {
  /** One request went out and ended: `status` is the HTTP status, or the error's kind when none came back. */
  request(operation: Operation, status: string, seconds: number): void;
  retry(operation: Operation): void;
  /** Time a request waited for its send slot in the key's queue. */
  queued(priority: Priority, seconds: number): void;
  /** How a read was answered: from the cache, by joining an identical read in flight, or by its own request. */
  read(operation: ReadOperation, answer: 'hit' | 'shared' | 'miss'): void;
}

/** Hands out one CommunityClient per API key, sharing connections and the core endpoints' cache. */
export interface CommunityApi {
  forKey(apiKey: string): CommunityClient;
  /**
   * A client for a key that is only being checked (a key typed into /setup): the key's own
   * client when it has one, else one that is not kept, so keys typed by mistake leave nothing behind.
   */
  tryKey(apiKey: string): CommunityClient;
  /** Requests sent upstream so far (all keys), for benchmarks and tests. */
  readonly stats: { requests: number; retries: number; rateLimited: number };
  /** Requests waiting for a send slot now, all keys together. */
  readonly queued: number;
  /** Keys whose lane and client are held now (used within `idleMs`). */
  readonly keysHeld: number;
  /** Lets go of the keys idle past `idleMs` (also done every minute on its own). */
  sweep(): void;
  close(): Promise<void>;
}
