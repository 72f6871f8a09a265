import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_KEY_HEADER, IDENTIFIERS, type Spelling } from '../api/upstream.js';
import type { BoardShape } from './board.js';
import { DEMO_API_KEY, generateCommunity, type CommunityData } from './demo.js';
import { Faults, applyDrift, breakJson, type FaultSpec } from './faults.js';
import { HttpError, failure, readJson, reason, sendJson, sendRaw } from './http.js';
import { createRng } from './prng.js';
import { RateLimiter, retryAfterSeconds } from './ratelimit.js';
import { OPERATION_NAMES } from '../api/operations.js';
import { matchRoute, routeTable, type Result, type RouteName } from './routes.js';
import { Query } from './validate.js';
import { addCompletions, advanceRounds, removeQuest } from './live.js';
import type { QuestCompletion } from '../api/schemas.js';

export type { FaultSpec } from './faults.js';
export type { RouteName } from './routes.js';

export interface SandboxOptions {
  host?: string;
  port?: number;
  /** Per API key (and per client IP for the two keyless core endpoints); default 1; 0 = off. */
  ratePerSecond?: number;
  seed?: number;
  spelling?: Spelling;
  demoKey?: string;
  /**
   * The service's clock (epoch ms; default the machine's): quests' current rounds follow it, and
   * completions it adds are stamped with it (the console passes its own, which `wait` moves on).
   */
  now?: () => number;
}

export interface Sandbox {
  /** e.g. http://127.0.0.1:54321 (no trailing slash) */
  url: string;
  demoKey: string;
  /**
   * A new community with its own data; returns its key. `empty`: no data at all. `hostile`:
   * every name, description, username and symbol holds pings, masked links and markdown
   * (demo.ts HOSTILE). `pointSystems: 'small'`: two ACTIVE systems, 4 holders and none
   * (DEMO.smallPointSystems). `bigBoard: n`: an extra ACTIVE system, listed first, whose n
   * holders (up to 10,000,000) are generated on read (DEMO.bigBoard), their balances falling
   * with long runs of ties or, `boardShape: 'distinct'`, all different; `boardStored`: kept as a
   * list instead, so points changes move them (a period board's gains). The demo community is
   * never changed by these. `unpriced`: the tipping wallet's tokens have no dollar price.
   */
  addCommunity(options?: {
    seed?: number;
    empty?: boolean;
    hostile?: boolean;
    pointSystems?: 'default' | 'small';
    bigBoard?: number;
    boardShape?: BoardShape;
    boardStored?: boolean;
    unpriced?: boolean;
  }): string;
  faults: { set(route: RouteName | '*', spec: FaultSpec): void; clear(): void };
  stats: { total(): number; byRoute(): Record<RouteName, number>; byKey(key: string): number; reset(): void };
  /** Raids created in that community: request bodies plus id and createdAt. */
  raids(key: string): unknown[];
  /** Value-moving writes accepted in that community (points changes, tips, transfers, airdrops, raffles, burns), in order. */
  moves(key: string): { route: string; body: Record<string, unknown>; at: number }[];
  setRateLimit(perSecond: number): void;
  /**
   * New quest completions in that community, now (see live.ts); also `POST /_sandbox/completions`.
   * `at` dates them as if added then (tests of a feed that looked minutes ago); `by`: all by this
   * member, with this linked-account name in their verification data.
   */
  addCompletions(
    key: string,
    count: number,
    questId?: string,
    options?: { at?: number; by?: { userId: string; username: string } },
  ): QuestCompletion[];
  /** Removes a quest from that community (its reads answer 404). */
  removeQuest(key: string, questId: string): boolean;
  /** Closes sockets, releases hung requests, clears timers. */
  close(): Promise<void>;
}

/**
 * A stand-in Community API over node:http, following ../../shared/spec/community-api.md.
 * Each request goes: route (404 / 405) → key (401; the two core endpoints take none) → rate
 * limit (429, per key, per client address for the core endpoints) → injected faults → body
 * (415 without a JSON content type, 400 for bad JSON) → validation (400 naming the field) →
 * handler (404 for unknown ids). Every request is counted in stats, refused ones included.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export { DEMO_API_KEY };

/** The control route that adds completions (see addCompletionsRoute). */
export const CONTROL_COMPLETIONS = '/_sandbox/completions';

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const seed = options.seed ?? 42;
  const ids = IDENTIFIERS[options.spelling ?? 'neutral'];
  const routes = routeTable(ids);
  const communities = new Map<string, CommunityData>();
  const demoKey = options.demoKey ?? DEMO_API_KEY;
  if (!UUID.test(demoKey)) throw new Error('demoKey must be a UUID');
  communities.set(demoKey.toLowerCase(), generateCommunity({ seed, platform: ids.platform }));

  const limiter = new RateLimiter(options.ratePerSecond ?? 1);
  const now = options.now ?? Date.now;
  const faults = new Faults<RouteName>(createRng(seed ^ 0x5eed));
  const counts = { total: 0, byRoute: new Map<RouteName, number>(), byKey: new Map<string, number>() };
  const timers = new Map<NodeJS.Timeout, () => void>();
  let closing = false;

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.set(timer, resolve);
    });

  function count(key: string | undefined, route: RouteName | undefined) {
    counts.total++;
    if (route) counts.byRoute.set(route, (counts.byRoute.get(route) ?? 0) + 1);
    if (key) counts.byKey.set(key, (counts.byKey.get(key) ?? 0) + 1);
  }

  /** The community the request's key opens, or a 401 that never repeats the key. */
  function authenticate(key: string | undefined): CommunityData {
    if (key === undefined || key === '') throw failure(401, `${API_KEY_HEADER}: missing; send the community API key`);
    if (!UUID.test(key)) throw failure(401, `${API_KEY_HEADER}: not a valid API key (expected UUID format)`);
    const community = communities.get(key.toLowerCase());
    if (!community) throw failure(401, `${API_KEY_HEADER}: unknown API key`);
    return community;
  }

  /**
   * The sandbox's own control route (not the Community API's, not counted nor rate limited):
   * `POST /_sandbox/completions` with the community's key and `{"count": 3, "questId"?: "…"}`
   * adds completions now, so a feed can be watched while the sandbox runs.
   */
  async function addCompletionsRoute(req: IncomingMessage, res: ServerResponse, method: string, key: string | undefined): Promise<void> {
    if (method !== 'POST') throw failure(405, `${method} is not allowed on ${CONTROL_COMPLETIONS}`, { allow: 'POST' });
    const community = authenticate(key);
    const body = ((await readJson(req))?.value ?? {}) as { count?: unknown; questId?: unknown };
    const n = body.count ?? 1;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 1000) throw failure(400, 'count: a whole number from 1 to 1000');
    if (body.questId !== undefined && typeof body.questId !== 'string') throw failure(400, 'questId: a quest id');
    try {
      sendJson(res, 201, { data: addCompletions(community, n, now(), body.questId) });
    } catch (err) {
      throw failure(404, (err as Error).message);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const method = req.method ?? 'GET';
    const header = req.headers[API_KEY_HEADER];
    const key = Array.isArray(header) ? header[0] : header;
    if (url.pathname === CONTROL_COMPLETIONS) return addCompletionsRoute(req, res, method, key);
    const match = matchRoute(routes, method, url.pathname);
    count(key, match.route?.name);
    if (!match.route) {
      if (match.allow.length > 0) {
        throw failure(405, `${method} is not allowed on ${url.pathname}`, { allow: match.allow.join(', ') });
      }
      throw failure(404, `no route ${method} ${url.pathname}`);
    }
    const { route, params } = match;

    const community = route.keyless ? undefined : authenticate(key);
    // Recurring quests are in the round the service's clock says (a weekly one started 7 weeks ago: round 8).
    if (community) advanceRounds(community, now());
    const wait = limiter.take(route.keyless ? `ip:${req.socket.remoteAddress}` : `key:${key?.toLowerCase()}`);
    if (wait > 0) throw failure(429, 'rate limit exceeded; retry later', { 'retry-after': retryAfterSeconds(wait) });

    const plan = faults.plan(route.name);
    if (plan.reset) {
      req.socket.destroy();
      return;
    }
    if (plan.hang) return; // close() destroys the socket.
    if (plan.delayMs > 0) await delay(plan.delayMs);
    if (plan.rateLimited) throw failure(429, 'rate limit exceeded; retry later', { 'retry-after': '1' });
    if (plan.errorStatus !== undefined) throw failure(plan.errorStatus, 'injected fault');

    const read = route.method === 'POST' ? await readJson(req) : undefined;
    const result: Result = route.handle({
      params,
      query: new Query(url.searchParams),
      body: read?.value,
      exact: read?.exact,
      community,
      ids,
    });
    if (plan.dropAnswer) {
      // The write took effect and the answer is lost: the case a client must never resend.
      req.socket.destroy();
      return;
    }
    if (plan.malformedJson) {
      sendRaw(res, 200, breakJson(result.body === undefined ? '' : JSON.stringify(result.body)), {
        'content-type': 'application/json; charset=utf-8',
      });
      return;
    }
    const out = plan.drift && result.body !== undefined ? applyDrift(result.body, plan.drift) : result.body;
    sendJson(res, result.status, out);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (err instanceof HttpError) return sendJson(res, err.status, err.body, err.headers);
      sendJson(res, 500, { error: reason(500), message: 'the sandbox failed; see its log' });
      if (!closing) console.error('sandbox handler failed', err);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let nextSeed = seed + 1;

  const communityOf = (key: string) => {
    const community = communities.get(key.toLowerCase());
    if (!community) throw new Error('no community has that key');
    return community;
  };

  return {
    url: `http://${host}:${address.port}`,
    demoKey,
    addCommunity({ seed: own, empty, hostile, pointSystems, bigBoard, boardShape, boardStored, unpriced } = {}) {
      const key = randomUUID();
      communities.set(
        key,
        generateCommunity({
          seed: own ?? nextSeed++,
          empty,
          hostile,
          pointSystems,
          bigBoard,
          boardShape,
          boardStored,
          unpriced,
          platform: ids.platform,
        }),
      );
      return key;
    },
    faults: { set: (route, spec) => faults.set(route, spec), clear: () => faults.clear() },
    stats: {
      total: () => counts.total,
      byRoute: () => Object.fromEntries(OPERATION_NAMES.map((n) => [n, counts.byRoute.get(n) ?? 0])) as Record<RouteName, number>,
      byKey: (key) => counts.byKey.get(key) ?? 0,
      reset: () => {
        counts.total = 0;
        counts.byRoute.clear();
        counts.byKey.clear();
      },
    },
    raids: (key) => structuredClone(communityOf(key).raids),
    moves: (key) => structuredClone(communityOf(key).moves),
    setRateLimit: (perSecond) => limiter.set(perSecond),
    addCompletions: (key, n, questId, options = {}) =>
      structuredClone(addCompletions(communityOf(key), n, options.at ?? now(), questId, options.by)),
    removeQuest: (key, questId) => removeQuest(communityOf(key), questId),
    close() {
      closing = true;
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((err) => (err && (err as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(err) : resolve()));
        // Hung requests and keep-alive sockets would otherwise hold close() open forever.
        server.closeAllConnections();
      });
    },
  };
}
