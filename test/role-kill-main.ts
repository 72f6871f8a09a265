import { REST } from 'discord.js';
import { points } from '../commands/points.js';
import { createCommunityApi } from '../src/api/index.js';
import { createCommunityLookup } from '../src/bot/community.js';
import { createDiscordFacts } from '../src/bot/discord-facts.js';
import { createBotJobs, interactionTokenBox } from '../src/bot/jobs.js';
import { createHarness } from '../src/bot/offline/harness.js';
import { createTryPost } from '../src/bot/services.js';
import { createLogger } from '../src/log.js';
import { openStore, type DbOptions } from '../src/store/index.js';

/**
 * One bot process for test/role-move.kill.test.ts, on the store DATA (a folder, or a postgres://
 * URL with SCHEMA), the Community API at SANDBOX_URL (API_KEY for GUILD).
 *
 * STEP=confirm: the whole bot offline (its own Discord stand-in, holding MEMBERS members of a
 * role, ids from MEMBER_BASE up): a moderator (MODERATOR_ID) previews `/points give role amount:2` and
 * confirms; the jobs send the parts, and the process kills itself with SIGKILL the moment the
 * first part's outcome is recorded, before the next part is claimed.
 *
 * STEP=resume: only the background jobs (as a restarted replica), "Discord" at DISCORD_URL (where
 * the same members hold ROLE_ID and MODERATOR_ID is a moderator: each part reads them again
 * before it is sent); it runs until no part is left to send, then prints the parts' states.
 */

const env = process.env as Record<string, string>;
const logger = createLogger({ level: 'warn' });
const where: DbOptions = env.DATA!.startsWith('postgres') ? { databaseUrl: env.DATA!, schema: env.SCHEMA! } : { dataDir: env.DATA! };
const api = createCommunityApi({ baseUrl: env.SANDBOX_URL!, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 } });
const BOT_TOKEN = 'offline.harness.token';

if (env.STEP === 'confirm') {
  let recorded = 0;
  const store = await openStore(where, {
    onStep: (step, entry) => {
      if (step === 'recorded' && entry.operation === 'points.change' && ++recorded === 1) process.kill(process.pid, 'SIGKILL');
    },
  });
  const h = await createHarness({
    commands: [points],
    api,
    keysByGuild: { [env.GUILD!]: env.API_KEY! },
    store,
    logger,
    jobPollSeconds: 0.5,
  });
  const role = h.standIn.addRole(h.guildId, { id: env.ROLE_ID!, name: 'Event', position: 2 }).id;
  const base = BigInt(env.MEMBER_BASE!);
  for (let i = 0; i < Number(env.MEMBERS); i++)
    h.standIn.addMember(h.guildId, { user: { id: String(base + BigInt(i)), username: `guest${i}` }, roles: [role] });
  const mod = h.moderator({ userId: env.MODERATOR_ID! });
  const preview = await h.slash('points', { subcommand: 'give', role, amount: '2' }, mod);
  const confirm = (preview.message?.components as { components: { custom_id: string }[] }[] | undefined)?.[0]?.components[0]
    ?.custom_id as string;
  await h.button(confirm, mod);
  // The jobs run now; the first recorded part ends this process.
  await new Promise((r) => setTimeout(r, 60_000));
  console.log('not killed');
  process.exit(1);
}

const store = await openStore(where);
const rest = new REST({ api: env.DISCORD_URL!, retries: 0 }).setToken(BOT_TOKEN);
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
  tokenBox: interactionTokenBox(BOT_TOKEN),
  // The parts read the role's members and the moderator again before they are sent: from "Discord" at DISCORD_URL.
  discord: createDiscordFacts(rest, () => env.APPLICATION_ID),
});
await jobs.start();
const parts = async () =>
  (await store.db.query<{ state: string }>(`select state from journal where operation = 'points.change' order by created_at`, [])).rows.map(
    (r) => r.state,
  );
const until = Date.now() + 90_000;
while ((await parts()).some((s) => s === 'previewed' || s === 'claimed' || s === 'sent') && Date.now() < until)
  await new Promise((r) => setTimeout(r, 200));
await jobs.stop(1_000);
console.log(`parts: ${(await parts()).join(',')}`);
await api.close();
await store.close();
