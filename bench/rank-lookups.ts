import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import { RankFinder } from '../src/api/rank.js';
import { createHarness } from '../src/bot/offline/harness.js';
import { splitId } from '../src/discord/component-id.js';
import { generatedUserId, type BoardShape } from '../src/sandbox/board.js';
import { DEMO } from '../src/sandbox/demo.js';
import { createRng } from '../src/sandbox/prng.js';
import type { RemoteSandbox } from './remote-sandbox.js';
import { summarize, type Latency } from './stats.js';

/**
 * W4: members ask "My rank" on boards of a million holders, one board with distinct balances
 * and one whose power-law tail holds runs of thousands of equal balances. Per board, two parts,
 * with the sandbox unlimited and each lookup's upstream requests counted on their own:
 * - cold: each member's lookup with nothing cached (a client and finder of its own), the cost
 *   a member pays on a board nobody has looked at lately;
 * - warm: members press "My rank" one after another through the bot (real discord.js
 *   interactions), each lookup sharing what the ones before it read.
 * Every answer is checked against the sandbox's own order (the holder at position i is the
 * generated user i).
 */

export interface RankLookupSpec {
  holders: number;
  /** Cold lookups per board. */
  cold: number;
  /** Warm presses per board, through the bot. */
  members: number;
  seed: number;
}

export const RANK_LOOKUPS: RankLookupSpec = { holders: 1_000_000, cold: 200, members: 100, seed: 4 };
export const QUICK_RANK_LOOKUPS: RankLookupSpec = { holders: 1_000_000, cold: 8, members: 5, seed: 4 };
export const RANK_BOARDS: readonly BoardShape[] = ['distinct', 'ties'];

/** The targets: a cold lookup's requests, at the median and at most. */
export const RANK_TARGETS = { coldMedian: 6, coldMax: 10 } as const;

export interface RequestCounts {
  min: number;
  median: number;
  mean: number;
  max: number;
}

export interface RankBoardResult {
  shape: BoardShape;
  cold: { requests: RequestCounts; exact: number; lookups: number };
  warm: { requests: RequestCounts; latency: Latency; exact: number; lookups: number };
}

export interface RankLookupResult {
  spec: RankLookupSpec;
  boards: RankBoardResult[];
}

const counts = (xs: number[]): RequestCounts => {
  const sorted = [...xs].sort((a, b) => a - b);
  return {
    min: sorted[0] ?? 0,
    median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0,
    mean: xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length),
    max: sorted.at(-1) ?? 0,
  };
};

export async function runRankLookups(sandbox: RemoteSandbox, spec: RankLookupSpec): Promise<RankLookupResult> {
  const boards: RankBoardResult[] = [];
  for (const shape of RANK_BOARDS) boards.push(await runBoard(sandbox, spec, shape));
  return { spec, boards };
}

const balanceReads = async (sandbox: RemoteSandbox) => (await sandbox.stats()).byRoute.getPointBalances ?? 0;

async function runBoard(sandbox: RemoteSandbox, spec: RankLookupSpec, shape: BoardShape): Promise<RankBoardResult> {
  await sandbox.reset(0);
  const [key] = await sandbox.addCommunities(1, { bigBoard: spec.holders, boardShape: shape });
  const rng = createRng(spec.seed);
  const place = () => Math.floor(rng.next() * spec.holders);

  const cold: number[] = [];
  let coldExact = 0;
  for (let i = 0; i < spec.cold; i++) {
    const at = place();
    const api = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 0 });
    try {
      const before = await balanceReads(sandbox);
      const r = await new RankFinder(api.forKey(key!)).find(DEMO.bigBoard.id, generatedUserId(at));
      cold.push((await balanceReads(sandbox)) - before);
      if (r.exact && r.rank === at + 1) coldExact++;
    } finally {
      await api.close();
    }
  }

  const api = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 0 });
  const h = await createHarness({ commands, api, keysByGuild: { '1203458820156299999': key! } });
  try {
    const board = await h.slash('leaderboard', {}, h.member());
    const ids = ((board.message?.components ?? []) as { components: { custom_id?: string }[] }[]).flatMap((row) =>
      row.components.map((c) => c.custom_id ?? ''),
    );
    const rankId = ids.find((id) => splitId(id)?.action === 'rank');
    if (!rankId) throw new Error('the board has no My rank button');
    const requests: number[] = [];
    const ms: number[] = [];
    let exact = 0;
    for (let i = 0; i < spec.members; i++) {
      const at = place();
      const before = await balanceReads(sandbox);
      const start = performance.now();
      const r = await h.button(rankId, h.member({ userId: generatedUserId(at) }));
      ms.push(performance.now() - start);
      requests.push((await balanceReads(sandbox)) - before);
      if (String(r.message?.content ?? '').includes(`#${(at + 1).toLocaleString('en-US')}**`)) exact++;
    }
    return {
      shape,
      cold: { requests: counts(cold), exact: coldExact, lookups: spec.cold },
      warm: { requests: counts(requests), latency: summarize(ms), exact, lookups: spec.members },
    };
  } finally {
    await api.close();
    await h.close();
  }
}

/** Each board's cold lookups against the targets. */
export function rankChecks(result: RankLookupResult): { label: string; target: string; pass: boolean }[] {
  return result.boards.flatMap((b) => [
    {
      label: `${b.shape}: cold requests, median`,
      target: `≤ ${RANK_TARGETS.coldMedian}`,
      pass: b.cold.requests.median <= RANK_TARGETS.coldMedian,
    },
    { label: `${b.shape}: cold requests, max`, target: `≤ ${RANK_TARGETS.coldMax}`, pass: b.cold.requests.max <= RANK_TARGETS.coldMax },
    { label: `${b.shape}: every answer exact`, target: 'all', pass: b.cold.exact === b.cold.lookups && b.warm.exact === b.warm.lookups },
  ]);
}
