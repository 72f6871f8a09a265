import { REST } from 'discord.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi, CommunityClient } from '../src/api/types.js';
import { createCommunityLookup } from '../src/bot/community.js';
import { createBotJobs } from '../src/bot/jobs.js';
import { createTryPost } from '../src/bot/services.js';
import { createLogger } from '../src/log.js';
import { openStore } from '../src/store/index.js';
import { takeSnapshotNow } from './support/jobs.js';

/**
 * One bot process's background jobs, for test/periods.large.test.ts: the store (DATA: a folder or
 * a postgres:// URL with SCHEMA), the Community API at SANDBOX_URL with API_KEY for GUILD at RATE
 * requests a second, background work at most SHARE of it, and a clock that starts at NOW. It runs
 * what is due once (the period tick and the snapshot it queues, through the job engine) and prints
 * `period jobs: {...}`: the board reads it sent, how many went on the background lane, and how
 * long they took. KILL_AT=n: kills itself with SIGKILL the moment the page at offset n came back,
 * before it is written (a kill mid-snapshot). RESUME=1: continues the snapshots being taken, as
 * their retried jobs do once the killed process's job has expired.
 */

const env = process.env as Record<string, string>;
const logger = createLogger({ level: 'warn' });
const store = await openStore(env.DATA!.startsWith('postgres') ? { databaseUrl: env.DATA!, schema: env.SCHEMA! } : { dataDir: env.DATA! });
const rate = Number(env.RATE);
const share = Number(env.SHARE);
const killAt = env.KILL_AT ? Number(env.KILL_AT) : undefined;
const lanes = { background: 0, other: 0 };
const api = createCommunityApi({
  baseUrl: env.SANDBOX_URL!,
  ratePerSecond: rate,
  backgroundShare: share,
  retries: { max: 0, maxTotalMs: 0 },
  observer: {
    request() {},
    retry() {},
    read() {},
    queued: (priority) => void (priority === 'background' ? lanes.background++ : lanes.other++),
  },
});
let pages = 0;
let first: number | undefined;
let last = 0;
const killing = (client: CommunityClient): CommunityClient =>
  new Proxy(client, {
    get(target, prop, receiver) {
      if (prop !== 'getPointBalances') return Reflect.get(target, prop, receiver);
      return async (query: { offset?: number }, options?: object) => {
        first ??= performance.now();
        const page = await target.getPointBalances(query as never, options as never);
        pages++;
        last = performance.now();
        if (killAt !== undefined && (query.offset ?? 0) >= killAt) process.kill(process.pid, 'SIGKILL');
        return page;
      };
    },
  });
const watched = new Proxy(api, {
  get: (target, prop, receiver) => (prop === 'forKey' ? (key: string) => killing(target.forKey(key)) : Reflect.get(target, prop, receiver)),
}) as CommunityApi;
const rest = new REST({ api: 'http://127.0.0.1:9', retries: 0 }).setToken('period.kill.token');
const started = Date.now();
const jobs = createBotJobs({
  store,
  communities: createCommunityLookup(watched, { [env.GUILD!]: env.API_KEY! }),
  rest,
  tryPost: createTryPost(rest, logger),
  budget: { ratePerSecond: rate, share },
  logger,
  now: () => Number(env.NOW) + (Date.now() - started),
  pollSeconds: 0.5,
});
if (env.RESUME === '1') {
  // As a restarted replica once the killed one's job has expired (pg-boss retries it after its
  // 15 minutes): each snapshot still being taken continues, as its job does, from its cursor.
  await jobs.start();
  for (const snapshot of await store.periods.taking()) await takeSnapshotNow(jobs, snapshot.id);
} else await jobs.runDue({ timeoutMs: 600_000, exports: false });
console.log(`period jobs: ${JSON.stringify({ pages, ...lanes, ms: first === undefined ? 0 : last - first })}`);
await jobs.stop(1_000);
await api.close();
await store.close();
