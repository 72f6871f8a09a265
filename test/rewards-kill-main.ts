import { REST } from 'discord.js';
import { createCommunityApi } from '../src/api/index.js';
import { createCommunityLookup } from '../src/bot/community.js';
import { createDiscordFacts } from '../src/bot/discord-facts.js';
import { createBotJobs } from '../src/bot/jobs.js';
import { createTryPost } from '../src/bot/services.js';
import { createRewardsStore } from '../src/features/rewards/store.js';
import { createLogger } from '../src/log.js';
import { openStore, type DbOptions } from '../src/store/index.js';

/**
 * One bot process for test/rewards.kill.test.ts: only the background jobs (as a replica), on the
 * store DATA (a folder, or a postgres:// URL with SCHEMA), the Community API at SANDBOX_URL
 * (API_KEY for GUILD), "Discord" at DISCORD_URL. It runs the syncs queued in the store until
 * none is open, then prints the last one's counts; the test kills it half-way the first time.
 */

const env = process.env as Record<string, string>;
const logger = createLogger({ level: 'warn' });
const where: DbOptions = env.DATA!.startsWith('postgres') ? { databaseUrl: env.DATA!, schema: env.SCHEMA! } : { dataDir: env.DATA! };
const api = createCommunityApi({ baseUrl: env.SANDBOX_URL!, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 } });
const store = await openStore(where);
const rest = new REST({ api: env.DISCORD_URL!, retries: 0 }).setToken('offline.harness.token');
const jobs = createBotJobs({
  store,
  communities: createCommunityLookup(api, { [env.GUILD!]: env.API_KEY! }),
  rest,
  tryPost: createTryPost(rest, logger),
  budget: { ratePerSecond: 1, share: 0.5 },
  logger,
  now: Date.now,
  pollSeconds: 0.5,
  applicationId: env.APPLICATION_ID,
  discord: createDiscordFacts(rest, () => env.APPLICATION_ID),
});
await jobs.start();
const rewards = createRewardsStore(store.db);
await jobs.runDue({ timeoutMs: 120_000 });
const sync = await rewards.lastSync(env.REWARD_ID!);
const counts = await rewards.counts(sync!.id);
console.log(`sync: ${sync!.state} given=${counts.given} taken=${counts.taken} left=${counts.left} open=${counts.open}`);
await jobs.stop(1_000);
await api.close();
await store.close();
