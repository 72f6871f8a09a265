import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { REST } from 'discord.js';
import { createCommunityApi } from '../src/api/index.js';
import { createCommunityLookup } from '../src/bot/community.js';
import { createBotJobs } from '../src/bot/jobs.js';
import { createTryPost } from '../src/bot/services.js';
import { createLogger } from '../src/log.js';
import { FEED_TICK } from '../src/features/feeds/jobs.js';
import { jobsSchemaOf, openStore } from '../src/store/index.js';

/**
 * One bot process's background jobs, for test/feed.kill.test.ts: the store (DATA: a folder or
 * a postgres:// URL with SCHEMA), the Community API at SANDBOX_URL with API_KEY for GUILD, and
 * "Discord" at DISCORD_URL. It runs what is due (a tick and the polls it queues, through the
 * job engine, every feed due as if a minute had passed), prints `feeds polled: N`, and exits.
 * With KILL_AT=posted it kills itself with SIGKILL the moment a feed's post came back, before
 * it is recorded. LEFT_TICK=1: first queues the feed cron's tick as a process killed at a
 * minute's turn leaves it (queued, never run). ROUNDS=n: runs what is due n times, each after a
 * line on stdin (the test adds completions in between): one restarted process, checked after
 * each round, instead of a process per round.
 */

const env = process.env as Record<string, string>;
// Warnings (a failed job, a post whose outcome is unknown) reach the test's output when it fails.
const logger = createLogger({ level: 'warn' });
const store = await openStore(env.DATA!.startsWith('postgres') ? { databaseUrl: env.DATA!, schema: env.SCHEMA! } : { dataDir: env.DATA! });
const api = createCommunityApi({ baseUrl: env.SANDBOX_URL!, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 } });
const rest = new REST({ api: env.DISCORD_URL!, retries: 0 }).setToken('feed.kill.token');
const jobs = createBotJobs({
  store,
  communities: createCommunityLookup(api, { [env.GUILD!]: env.API_KEY! }),
  rest,
  tryPost: createTryPost(rest, logger),
  budget: { ratePerSecond: 1, share: 0.5 },
  logger,
  now: Date.now,
  pollSeconds: 0.5,
  onPosted: () => {
    if (env.KILL_AT === 'posted') process.kill(process.pid, 'SIGKILL');
  },
});
// The next process runs the left tick while its engine starts; the polls it queues are waited for.
if (env.LEFT_TICK === '1')
  await store.db.query(`insert into ${jobsSchemaOf(store.db.schema)}.job (name, data) values ($1, '{}')`, [FEED_TICK]);
const rounds = Number(env.ROUNDS || 1);
const lines = rounds > 1 ? createInterface({ input: process.stdin }) : undefined;
for (let round = 1; round <= rounds; round++) {
  if (round > 1) await once(lines!, 'line');
  // As a minute later: every feed is due.
  for (const feed of await store.feeds.list(env.GUILD!)) await store.feeds.schedule(feed.id, 0, feed.intervalMs);
  const started = Date.now();
  await jobs.runDue();
  const polled = (await store.feeds.list(env.GUILD!)).filter((f) => (f.lastPollAt ?? 0) >= started).length;
  console.log(`feeds polled: ${polled}`);
}
lines?.close();
await jobs.stop(1_000);
await api.close();
await store.close();
