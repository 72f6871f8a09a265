import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { NotSentError } from './errors.js';
import {
  backgroundIntervalMs,
  DEFAULT_BACKGROUND_SHARE,
  DEFAULT_WEB_SHARE,
  MAX_PUSH_BACK_MS,
  servingOrder,
  type Priority,
  type RateLimiter,
} from './limiter.js';
import { WaitQueue } from './wait-queue.js';

/**
 * One key's send slots shared by every replica through Redis, so the Community API sees at most
 * one request per interval per key however many processes send. The decision is one Lua
 * script (atomic in Redis, on Redis's own clock, so replicas' clocks do not matter):
 *
 * - `acquire`: the slot is free when Redis's now has reached `next`; taking it sets `next` a
 *   full interval ahead. A writer that has to wait registers itself, and while any writer is
 *   registered no read takes a slot, on any replica: writes stay ahead of reads everywhere.
 * - `done`: a response came back, so the next slot is a full interval from now (as Limiter).
 * - `push`: a 429's Retry-After moves `next` for every replica.
 * - Background work (the job engine's polls, refreshes) is last everywhere: a reader that has
 *   to wait registers itself as writers do, and a background request takes no slot while any
 *   replica's read or write waits; nor before `background`, which each background slot moves
 *   `intervalMs / share` ahead, so background work uses at most that share of the key's rate
 *   across every replica. A web read (the public leaderboard) takes no slot while any replica's
 *   read or write waits, nor before `web`, which each web slot moves `intervalMs / webShare`
 *   ahead: the web uses at most its share across every replica, so background work keeps its
 *   own however many visitors come. It registers nowhere itself. A replica asks for the lanes it
 *   has waiting at once, in serving order (background work before the web), and the first that
 *   may go takes the slot.
 *
 * In this process the waiters queue as in Limiter (WaitQueue's order) and only the
 * head asks Redis, sleeping as long as Redis says; so Redis sees about one call per replica per
 * interval, not one per waiting request.
 *
 * Why no library (limiter.ts says the same for the in-process limiter): bottleneck (its Redis
 * "clustering" mode), rate-limiter-flexible and p-queue were considered. None has priority
 * lanes that hold every replica's reads while a write waits anywhere; none spaces requests on
 * Redis's clock and lets one replica's 429 Retry-After move the slot for all; none caps
 * background work to a share of the rate. rate-limiter-flexible counts points per window (a
 * burst at a window's edge passes), and p-queue is per process only.
 */

/** A writer that registered and vanished (a crashed replica) stops holding reads back after this. */
const WRITER_HOLD_MS = 15_000;
/** While a writer elsewhere is about to take a free slot, a read looks again this soon. */
const WRITER_YIELD_MS = 25;

const SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local nxt = tonumber(redis.call('GET', KEYS[1]) or '0')
local op = ARGV[1]
local ms = tonumber(ARGV[2])
local function setnext(v)
  redis.call('SET', KEYS[1], v, 'PX', math.max(v - now, 0) + 60000)
end
local function waiting(set)
  redis.call('ZREMRANGEBYSCORE', set, '-inf', now)
  return redis.call('ZCARD', set) > 0
end
-- One priority's try: {1, 0} when it takes the slot now, else {0, ms to wait}.
local function try(priority)
  if priority == 'read' and waiting(KEYS[2]) then
    return {0, math.max(nxt - now, ${WRITER_YIELD_MS})}
  end
  if (priority == 'web' or priority == 'background') and (waiting(KEYS[2]) or waiting(KEYS[3])) then
    return {0, math.max(nxt - now, ${WRITER_YIELD_MS})}
  end
  -- A capped lane (background, web) waits for its own slot too: its share of the key's rate.
  local lane = nil
  if priority == 'background' then lane = KEYS[4] elseif priority == 'web' then lane = KEYS[5] end
  if lane then
    local free = tonumber(redis.call('GET', lane) or '0')
    if now < free or now < nxt then return {0, math.max(free, nxt) - now} end
  end
  if now < nxt then
    local set = nil
    if priority == 'write' then set = KEYS[2] elseif priority == 'read' then set = KEYS[3] end
    if set then
      redis.call('ZADD', set, now + ${WRITER_HOLD_MS}, ARGV[4])
      redis.call('PEXPIRE', set, ${WRITER_HOLD_MS})
    end
    return {0, nxt - now}
  end
  if ms > 0 then setnext(now + ms) end
  if priority == 'write' then redis.call('ZREM', KEYS[2], ARGV[4]) end
  if priority == 'read' then redis.call('ZREM', KEYS[3], ARGV[4]) end
  if lane then
    local gap = tonumber(priority == 'web' and ARGV[6] or ARGV[5])
    redis.call('SET', lane, now + gap, 'PX', gap + 60000)
  end
  return {1, 0}
end
if op == 'acquire' then
  -- ARGV[3]: the priorities this replica has waiting, in serving order; the first that may go takes the slot.
  local soonest = nil
  local n = 0
  for priority in string.gmatch(ARGV[3], '[^,]+') do
    n = n + 1
    local r = try(priority)
    if r[1] == 1 then return {1, 0, n} end
    if soonest == nil or r[2] < soonest then soonest = r[2] end
  end
  return {0, soonest or 0, 0}
elseif op == 'leave' then
  if ARGV[3] == 'write' then redis.call('ZREM', KEYS[2], ARGV[4]) else redis.call('ZREM', KEYS[3], ARGV[4]) end
  return {1, 0}
else
  local v = math.max(nxt, now + ms)
  setnext(v)
  return {1, v - now}
end
`;

type ScriptRedis = Redis & {
  sharedLimiter2(
    next: string,
    writers: string,
    readers: string,
    background: string,
    web: string,
    op: string,
    ms: number,
    priorities: string,
    waiter: string,
    backgroundMs: number,
    webMs: number,
  ): Promise<[number, number, number?]>;
};

/**
 * Registers the script once per connection (ioredis then sends EVALSHA, falling back to EVAL).
 * Its own command name: a replica of the previous version on the same Redis keeps its own.
 */
function scripted(redis: Redis): ScriptRedis {
  const r = redis as ScriptRedis;
  if (typeof r.sharedLimiter2 !== 'function') redis.defineCommand('sharedLimiter2', { numberOfKeys: 5, lua: SCRIPT });
  return r;
}

export class SharedLimiter implements RateLimiter {
  private readonly redis: ScriptRedis;
  private readonly keys: [string, string, string, string, string];
  private readonly backgroundMs: number;
  private readonly webMs: number;
  private readonly waiters = new WaitQueue((priority) => {
    // The last local write (read) gave up: stop holding other replicas' reads (background work) for it.
    if (this.closed || priority === 'background' || priority === 'web') return;
    const left = priority === 'write' ? this.waiters.ahead('write') : this.waiters.ahead('read') - this.waiters.ahead('write');
    if (left === 0) this.call('leave', 0, priority).catch(() => undefined);
  });
  /** This process's name in the writers (readers) set while one of its writes (reads) waits. */
  private readonly writer = randomBytes(8).toString('hex');
  private pumping = false;
  /** The pump waiting for Redis's next free slot, for the lanes it asked about. */
  private sleeping: { timer: NodeJS.Timeout; wake: () => void; asked: string } | undefined;
  /** Local estimate of when the shared slot frees, for waitMs(); Redis decides. */
  private freeAt = 0;
  private closed: { reason: unknown } | undefined;

  /** `key` names the lane in Redis (already prefixed and free of secrets). */
  constructor(
    redis: Redis,
    key: string,
    readonly intervalMs: number,
    private readonly now: () => number = () => performance.now(),
    backgroundShare = DEFAULT_BACKGROUND_SHARE,
    webShare = DEFAULT_WEB_SHARE,
  ) {
    this.redis = scripted(redis);
    this.keys = [`${key}:next`, `${key}:writers`, `${key}:readers`, `${key}:background`, `${key}:web`];
    this.backgroundMs = backgroundIntervalMs(intervalMs, backgroundShare);
    this.webMs = backgroundIntervalMs(intervalMs, webShare);
  }

  get queued(): number {
    return this.waiters.size;
  }

  waitMs(priority: Priority = 'read'): number {
    return Math.max(0, this.freeAt - this.now()) + this.waiters.ahead(priority) * this.intervalMs;
  }

  async tryAcquire(): Promise<boolean> {
    if (this.closed) throw this.closed.reason;
    if (this.queued > 0) return false;
    const [granted, waitMs] = await this.call('acquire', this.intervalMs, 'read');
    if (!granted) this.note(waitMs);
    return granted === 1;
  }

  acquire(priority: Priority, signal?: AbortSignal, tenant?: string): Promise<void> {
    if (this.closed) return Promise.reject(this.closed.reason);
    if (signal?.aborted) return Promise.reject(signal.reason);
    const granted = this.waiters.wait(priority, signal, tenant);
    // A request that changes which lanes may go asks at once: a write may hold every replica's
    // reads; a web read or background work may go sooner than the lane the pump sleeps for.
    if (this.sleeping && this.sleeping.asked !== this.lanes()) this.sleeping.wake();
    void this.pump();
    return granted;
  }

  /** The lanes waiting here that may take the next slot, in serving order, as the script reads them. */
  private lanes(): string {
    return servingOrder((p) => this.waiters.has(p)).join(',');
  }

  done(): void {
    if (this.intervalMs === 0 || this.closed) return;
    this.fireAndForget('done', this.intervalMs);
  }

  pushBack(ms: number): void {
    if (this.closed) return;
    this.fireAndForget('push', Math.min(ms, MAX_PUSH_BACK_MS));
  }

  close(reason: unknown): void {
    if (this.closed) return;
    this.closed = { reason };
    this.sleeping?.wake();
    this.waiters.clear(reason);
  }

  private call(op: string, ms: number, priorities = ''): Promise<[number, number, number?]> {
    return this.redis.sharedLimiter2(
      ...this.keys,
      op,
      Math.ceil(ms),
      priorities,
      this.writer,
      Math.ceil(this.backgroundMs),
      Math.ceil(this.webMs),
    );
  }

  /** `done` and `push` are ordered before this process's next `acquire` on the same connection. */
  private fireAndForget(op: 'done' | 'push', ms: number): void {
    this.call(op, ms).then(
      ([, waitMs]) => this.note(waitMs),
      () => undefined, // Redis unreachable: the next acquire fails and says so.
    );
  }

  private note(waitMs: number): void {
    this.freeAt = Math.max(this.freeAt, this.now() + waitMs);
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (!this.closed) {
        const asked = this.lanes();
        if (!asked) return;
        let answer: [number, number, number?];
        try {
          answer = await this.call('acquire', this.intervalMs, asked);
        } catch (err) {
          // Without Redis nothing can promise the shared rate: fail this request rather than risk 429s.
          // Typed: the request never left, so a write waiting here is refused, not "unknown".
          this.waiters.failHead(
            new NotSentError(
              'the shared rate limiter (Redis) did not answer, so nothing was sent',
              { method: '', path: '' },
              { cause: err },
            ),
          );
          continue;
        }
        const [granted, waitMs, which] = answer;
        if (granted === 1) {
          // The slot goes to the lane that took it, to whoever heads it now (the one that asked
          // may have left); a lane emptied meanwhile hands it to the queue's head.
          const lane = asked.split(',')[(which ?? 1) - 1] as Priority | undefined;
          if (!(lane && this.waiters.grant(lane))) this.waiters.grant();
          continue;
        }
        this.note(waitMs);
        await this.sleep(Math.max(1, waitMs), asked);
      }
    } finally {
      this.pumping = false;
    }
  }

  private sleep(ms: number, asked: string): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleeping = undefined;
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleeping = { timer, wake, asked };
    });
  }
}
