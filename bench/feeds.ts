import type { Harness } from '../src/bot/offline/harness.js';
import { CONTROL_COMPLETIONS } from '../src/sandbox/server.js';
import { API_KEY_HEADER } from '../src/api/upstream.js';
import { DEMO } from '../src/sandbox/demo.js';
import type { RemoteSandbox } from './remote-sandbox.js';

/**
 * W5's background: the quest-completion feeds of many communities, all due at the moment W1's
 * busy channel begins (feeds made together are due together: the worst minute of real
 * operation), polled by the real job engine in the same process (a tick, then every feed's poll
 * through the engine's workers, each read in its key's background lane). The first feed is W1's
 * own community, so its poll competes for the key the members' burst uses; every community has
 * new completions waiting, so every poll posts an announcement.
 */

export const FEED_COMMUNITIES = 100;
const FEED_CHANNEL = '1203458820156252700';

export interface FeedLoad {
  communities: number;
  /** Feeds polled by the tick, and how long until the last poll was done. */
  polled: number;
  tickMs: number;
  /** Completions announced (posted) by the tick's polls. */
  announced: number;
  /** Upstream requests the feeds made (completions, quest lists) during the burst and in all. */
  requestsInBurst: number;
  requests: number;
}

/** Guild ids for the feeds' communities: W1's own first. */
export const feedGuilds = (n: number): string[] => [
  DEMO.guildId,
  ...Array.from({ length: n - 1 }, (_, i) => String(1203458820156300000n + BigInt(i))),
];

/** Requests of the routes only feeds use. */
export const feedRequests = (byRoute: Record<string, number>): number =>
  (byRoute.listQuestCompletions ?? 0) + (byRoute.listQuests ?? 0) + (byRoute.getQuest ?? 0);

async function addCompletions(sandbox: Pick<RemoteSandbox, 'url'>, key: string, count: number): Promise<void> {
  const r = await fetch(`${sandbox.url}${CONTROL_COMPLETIONS}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [API_KEY_HEADER]: key },
    body: JSON.stringify({ count }),
  });
  if (r.status !== 201) throw new Error(`could not add completions: ${r.status}`);
}

/** One feed per community in the harness's store, the job engine started, completions waiting. */
export async function setUpFeeds(h: Harness, sandbox: Pick<RemoteSandbox, 'url'>, keys: readonly string[]): Promise<string[]> {
  await h.bot.jobs.start();
  const guilds = feedGuilds(keys.length);
  const ids: string[] = [];
  for (const [i, guildId] of guilds.entries()) {
    const feed = await h.bot.services.store.feeds.create({
      guildId,
      channelId: FEED_CHANNEL,
      questId: null,
      mention: true,
      keyId: `bench-${i}`,
      intervalMs: 60_000,
      userId: DEMO.memberId,
    });
    if (typeof feed === 'string') throw new Error(`feed not created: ${feed}`);
    // Not due until the burst: the tick then finds them all due at once.
    await h.bot.services.store.feeds.schedule(feed.id, Date.now() + 3_600_000, 60_000);
    ids.push(feed.id);
  }
  await new Promise((r) => setTimeout(r, 5));
  await Promise.all(keys.map((k) => addCompletions(sandbox, k, 5)));
  return ids;
}

/**
 * Makes every feed due and runs a tick through the engine, returning once its polls are under
 * way; `done()` waits for them all and tells what they did.
 */
export async function tickFeeds(
  h: Harness,
  feedIds: readonly string[],
): Promise<{ done(): Promise<Omit<FeedLoad, 'requestsInBurst' | 'requests'>> }> {
  const feeds = h.bot.services.store.feeds;
  for (const id of feedIds) await feeds.schedule(id, 0, 60_000);
  const started = Date.now();
  const tick = h.bot.jobs.runDue();
  // The burst begins once the polls are under way (the first one done), so they overlap it.
  for (let i = 0; i < 200; i++) {
    const polled = await Promise.all(feedIds.slice(0, 16).map((id) => feeds.get(id)));
    if (polled.some((f) => (f?.lastPollAt ?? 0) >= started)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    async done() {
      await tick;
      const tickMs = Date.now() - started;
      const after = await Promise.all(feedIds.map((id) => feeds.get(id)));
      return {
        communities: feedIds.length,
        polled: after.filter((f) => (f?.lastPollAt ?? 0) >= started).length,
        tickMs,
        announced: after.reduce((n, f) => n + (f?.announced ?? 0), 0),
      };
    },
  };
}
