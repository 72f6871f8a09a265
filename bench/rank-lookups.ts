import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import { createHarness } from '../src/bot/offline/harness.js';
import { splitId } from '../src/discord/component-id.js';
import { generatedUserId } from '../src/sandbox/board.js';
import { createRng } from '../src/sandbox/prng.js';
import type { RemoteSandbox } from './processes.js';
import { summarize, type Latency } from './stats.js';

/**
 * W4: members ask "My rank" on a board of a million holders. Each press is timed and its
 * upstream requests counted on its own (one press at a time, the sandbox unlimited), so the
 * figure is the cost of a rank lookup, cold (the first, nothing cached) and as the board's
 * reads come to be shared by the lookups before it.
 */

export interface RankLookupSpec {
  holders: number;
  members: number;
  seed: number;
}

export const RANK_LOOKUPS: RankLookupSpec = { holders: 1_000_000, members: 100, seed: 4 };
export const QUICK_RANK_LOOKUPS: RankLookupSpec = { holders: 1_000_000, members: 5, seed: 4 };

export interface RankLookupResult {
  spec: RankLookupSpec;
  /** Upstream requests of the first lookup, with nothing of the board cached. */
  coldRequests: number;
  requests: { min: number; mean: number; max: number };
  latency: Latency;
  /** Every answer named the member's rank on the whole board. */
  exact: number;
}

export async function runRankLookups(sandbox: RemoteSandbox, spec: RankLookupSpec): Promise<RankLookupResult> {
  await sandbox.reset(0);
  const [key] = await sandbox.addCommunities(1, { bigBoard: spec.holders });
  const api = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 0 });
  const h = await createHarness({ commands, api, keysByGuild: { '1203458820156299999': key! } });
  try {
    const board = await h.slash('leaderboard', {}, h.member());
    const ids = ((board.message?.components ?? []) as { components: { custom_id?: string }[] }[]).flatMap((row) => row.components.map((c) => c.custom_id ?? ''));
    const rankId = ids.find((id) => splitId(id)?.action === 'rank');
    if (!rankId) throw new Error('the board has no My rank button');
    const rng = createRng(spec.seed);
    const requests: number[] = [];
    const ms: number[] = [];
    let exact = 0;
    for (let i = 0; i < spec.members; i++) {
      const at = Math.floor(rng.next() * spec.holders);
      const before = (await sandbox.stats()).byRoute.getPointBalances;
      const start = performance.now();
      const r = await h.button(rankId, h.member({ userId: generatedUserId(at) }));
      ms.push(performance.now() - start);
      requests.push((await sandbox.stats()).byRoute.getPointBalances - before);
      if (String(r.message?.content ?? '').includes(`#${(at + 1).toLocaleString('en-US')}**`)) exact++;
    }
    return {
      spec,
      coldRequests: requests[0] ?? 0,
      requests: { min: Math.min(...requests), mean: requests.reduce((a, b) => a + b, 0) / requests.length, max: Math.max(...requests) },
      latency: summarize(ms),
      exact,
    };
  } finally {
    await api.close();
    await h.close();
  }
}
