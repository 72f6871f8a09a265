import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { NotSentError } from './errors.js';
import { backgroundIntervalMs, DEFAULT_BACKGROUND_SHARE, MAX_PUSH_BACK_MS, type Priority, type RateLimiter } from './limiter.js';
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
 *   read or write waits, and registers nowhere itself: background work may go before it on
 *   another replica, never before a member.
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
if op == 'acquire' then
  local priority = ARGV[3]
  if priority == 'read' and waiting(KEYS[2]) then
    return {0, math.max(nxt - now, ${WRITER_YIELD_MS})}
  end
  if priority == 'web' and (waiting(KEYS[2]) or waiting(KEYS[3])) then
    return {0, math.max(nxt - now, ${WRITER_YIELD_MS})}
  end
  if priority == 'background' then
    if waiting(KEYS[2]) or waiting(KEYS[3]) then
      return {0, math.max(nxt - now, ${WRITER_YIELD_MS})}
    end
    local bg = tonumber(redis.call('GET', KEYS[4]) or '0')
    if now < bg or now < nxt then return {0, math.max(bg, nxt) - now} end
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
  if priority == 'background' then
    local gap = tonumber(ARGV[5])
    redis.call('SET', KEYS[4], now + gap, 'PX', gap + 60000)
  end
  return {1, 0}
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
  sharedLimiter(
    next: string,
    writers: string,
    readers: string,
    background: string,
    op: string,
    ms: number,
    priority: string,
    waiter: string,
    backgroundMs: number,
  ): Promise<[number, number]>;
};

/** Registers the script once per connection (ioredis then sends EVALSHA, falling back to EVAL). */
function scripted(redis: Redis): ScriptRedis {
  const r = redis as ScriptRedis;
  if (typeof r.sharedLimiter !== 'function') redis.defineCommand('sharedLimiter', { numberOfKeys: 4, lua: SCRIPT });
  return r;
}

export class SharedLimiter implements RateLimiter {
  private readonly redis: ScriptRedis;
  private readonly keys: [string, string, string, string];
  private readonly backgroundMs: number;
  private readonly waiters = new WaitQueue((priority) => {
    // The last local write (read) gave up: stop holding other replicas' reads (background work) for it.
    if (this.closed || priority === 'background' || priority === 'web') return;
    const left = priority === 'write' ? this.waiters.ahead('write') : this.waiters.ahead('read') - this.waiters.ahead('write');
    if (left === 0) this.call('leave', 0, priority).catch(() => undefined);
  });
  /** This process's name in the writers (readers) set while one of its writes (reads) waits. */
  private readonly writer = randomBytes(8).toString('hex');
  private pumping = false;
  private sleeping: { timer: NodeJS.Timeout; wake: () => void; forRead: boolean } | undefined;
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
  ) {
    this.redis = scripted(redis);
    this.keys = [`${key}:next`, `${key}:writers`, `${key}:readers`, `${key}:background`];
    this.backgroundMs = backgroundIntervalMs(intervalMs, backgroundShare);
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
    const becomesHead = priority !== 'background' && this.waiters.ahead(priority) === 0;
    const granted = this.waiters.wait(priority, signal, tenant);
    // A write arriving while the head read sleeps asks at once: it may hold every replica's reads.
    if (becomesHead && this.sleeping?.forRead) this.sleeping.wake();
    void this.pump();
    return granted;
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

  private call(op: string, ms: number, priority: Priority | '' = ''): Promise<[number, number]> {
    return this.redis.sharedLimiter(...this.keys, op, Math.ceil(ms), priority, this.writer, Math.ceil(this.backgroundMs));
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
        const head = this.waiters.head();
        if (!head) return;
        let answer: [number, number];
        try {
          answer = await this.call('acquire', this.intervalMs, head);
        } catch (err) {
          // Without Redis nothing can promise the shared rate: fail this request rather than risk 429s.
          // Typed: the request never left, so a write waiting here is refused, not "unknown".
          this.waiters.failHead(new NotSentError('the shared rate limiter (Redis) did not answer, so nothing was sent', { method: '', path: '' }, { cause: err }));
          continue;
        }
        const [granted, waitMs] = answer;
        if (granted === 1) {
          // The slot goes to whoever heads the queue now (the one that asked may have left).
          this.waiters.grant();
          continue;
        }
        this.note(waitMs);
        await this.sleep(Math.max(1, waitMs), head !== 'write');
      }
    } finally {
      this.pumping = false;
    }
  }

  private sleep(ms: number, forRead: boolean): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleeping = undefined;
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleeping = { timer, wake, forRead };
    });
  }
}
