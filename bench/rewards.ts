import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import { createHarness, type Harness } from '../src/bot/offline/harness.js';
import { snowflake } from '../src/bot/offline/discord-rest.js';
import { generatedUserId } from '../src/sandbox/board.js';
import { DEMO } from '../src/sandbox/demo.js';
import type { RemoteSandbox } from './processes.js';
import { ms, table } from './report.js';
import { runBusyChannel, BUSY_CHANNEL, type BusyChannelResult } from './busy-channel.js';

/**
 * W9: a threshold reward on a board of a million holders, 2,000 of them at or above the
 * threshold (and in the server), plus members below it who hold the role from before: the
 * sync's upstream requests (the board read from the top until the first balance below: about
 * 2,000 / 100 + 1), its Discord role changes and their rate (discord.js's global limit, Discord's
 * 50 requests a second), and W1's busy channel run in the same process while the sync's role
 * changes go on, against W1 alone (its final reply p99 and raid confirm moved at most 10 %).
 */

export interface RewardSyncSpec {
  holders: number;
  /** Members at or above the threshold (the first positions of the board). */
  above: number;
  /** Members below it who hold the role (they lose it). */
  below: number;
}

export const REWARD_SYNC: RewardSyncSpec = { holders: 1_000_000, above: 2_000, below: 100 };
export const W9_TOLERANCE = 0.1;

export interface RewardSyncResult {
  spec: RewardSyncSpec;
  /** The preview's read (the moderator waits for it), and the sync's. */
  previewRequests: number;
  syncRequests: number;
  given: number;
  taken: number;
  /** From Confirm to the sync's end, and the role changes' rate over it. */
  syncMs: number;
  changesPerSecond: number;
  alone: BusyChannelResult;
  during: BusyChannelResult;
}

const balanceReads = async (sandbox: RemoteSandbox) => (await sandbox.stats()).byRoute.getPointBalances ?? 0;

function idOf(message: unknown, action: string): string {
  for (const row of (message as { components?: { components?: { custom_id?: string }[] }[] })?.components ?? []) {
    for (const b of row.components ?? []) if (b.custom_id?.split(':')[1] === action) return b.custom_id;
  }
  throw new Error(`no ${action} button in ${JSON.stringify(message).slice(0, 300)}`);
}

export async function runRewardSync(
  sandbox: RemoteSandbox,
  spec: RewardSyncSpec,
  progress: (line: string) => void,
): Promise<RewardSyncResult> {
  progress('W9: W1 alone first…');
  const alone = await runBusyChannel(sandbox, BUSY_CHANNEL, { ratePerSecond: 1, naive: false, capMs: 60_000 });
  const [key] = await sandbox.addCommunities(1, { bigBoard: spec.holders, boardShape: 'distinct' });
  const api = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 1, timeoutMs: 10_000 });
  const guildId = snowflake();
  let h: Harness | undefined;
  try {
    const system = DEMO.bigBoard.id;
    // The threshold: the balance at the last position that is to hold the role (read apart, not counted).
    const at = (
      await api
        .forKey(key!)
        .getPointBalances({ pointSystemId: system, sort: 'balance-desc', offset: spec.above - 1, limit: 1 }, { fresh: true })
    ).data[0]!.balance;
    h = await createHarness({ commands, api, keysByGuild: { [guildId]: key! }, guildId, jobPollSeconds: 0.5 });
    await h.bot.jobs.start();
    const role = h.standIn.addRole(guildId, { name: 'Gold', position: 3 }).id;
    for (let i = 0; i < spec.above; i++) h.standIn.addMember(guildId, { user: { id: generatedUserId(i), username: `holder${i}` } });
    for (let i = 0; i < spec.below; i++)
      h.standIn.addMember(guildId, { user: { id: generatedUserId(spec.above + 1_000 + i), username: `below${i}` }, roles: [role] });
    const mod = h.moderator();
    progress(
      `W9: /rewards add on a board of ${spec.holders.toLocaleString('en-US')} holders, ${spec.above.toLocaleString('en-US')} at or above ${at}…`,
    );
    let before = await balanceReads(sandbox);
    const preview = await h.slash('rewards', { subcommand: 'add', system, role, balance: at }, mod);
    const previewRequests = (await balanceReads(sandbox)) - before;
    before = await balanceReads(sandbox);
    const started = performance.now();
    await h.button(idOf(preview.message, 'confirm'), mod);
    const changes = () => h!.calls.filter((c) => c.path.endsWith(`/roles/${role}`)).length;
    const syncing = h.bot.jobs.runDue({ timeoutMs: 30 * 60_000 });
    // W1 again once the role changes flow.
    while (changes() < 100) await new Promise((r) => setTimeout(r, 50));
    // The board is read before the first change is made; W1 below resets the sandbox's counters.
    const syncRequests = (await balanceReads(sandbox)) - before;
    progress('W9: W1 while the sync changes roles…');
    const during = await runBusyChannel(sandbox, BUSY_CHANNEL, { ratePerSecond: 1, naive: false, capMs: 60_000 });
    await syncing;
    const syncMs = performance.now() - started;
    const calls = h.calls.filter((c) => c.path.endsWith(`/roles/${role}`));
    const given = calls.filter((c) => c.method === 'PUT' && c.status === 204).length;
    const taken = calls.filter((c) => c.method === 'DELETE' && c.status === 204).length;
    return {
      spec,
      previewRequests,
      syncRequests,
      given,
      taken,
      syncMs,
      changesPerSecond: (given + taken) / (syncMs / 1000),
      alone,
      during,
    };
  } finally {
    await h?.close();
    await api.close();
  }
}

export function w9Checks(r: RewardSyncResult) {
  const within = (a: number, b: number) => b <= a * (1 + W9_TOLERANCE);
  return {
    requests: r.syncRequests <= Math.ceil(r.spec.above / 100) + 1,
    changes: r.given === r.spec.above && r.taken === r.spec.below,
    rate: r.changesPerSecond <= 50,
    finalP99: within(r.alone.tally.final.p99, r.during.tally.final.p99),
    raid: within(r.alone.raid.ms ?? Infinity, r.during.raid.ms ?? Infinity),
  };
}

export function renderW9(r: RewardSyncResult): string {
  const c = w9Checks(r);
  const verdict = (pass: boolean) => (pass ? 'pass' : 'MISS');
  return [
    `W9 — a threshold reward on ${r.spec.holders.toLocaleString('en-US')} holders, ${r.spec.above.toLocaleString('en-US')} at or above, ${r.spec.below} below holding the role`,
    table([
      ['', 'figure', 'target'],
      ['upstream requests, preview', String(r.previewRequests), ''],
      ['upstream requests, sync', String(r.syncRequests), `≤ ${Math.ceil(r.spec.above / 100) + 1}: ${verdict(c.requests)}`],
      ['roles given / taken', `${r.given} / ${r.taken}`, `${r.spec.above} / ${r.spec.below}: ${verdict(c.changes)}`],
      ['sync time (Confirm to end)', ms(r.syncMs), ''],
      ['role changes per second', r.changesPerSecond.toFixed(1), `≤ 50 (Discord's global limit): ${verdict(c.rate)}`],
    ]),
    table([
      ['', 'W1 alone', 'W1 during the sync', `target (≤ +${W9_TOLERANCE * 100}%)`],
      ['final reply p99', ms(r.alone.tally.final.p99), ms(r.during.tally.final.p99), verdict(c.finalP99)],
      ['raid confirm', ms(r.alone.raid.ms), ms(r.during.raid.ms), verdict(c.raid)],
      [
        'answered',
        `${r.alone.tally.answered}/${r.alone.tally.interactions}`,
        `${r.during.tally.answered}/${r.during.tally.interactions}`,
        '',
      ],
      ['event-loop delay p99', ms(r.alone.eventLoopDelay.p99), ms(r.during.eventLoopDelay.p99), ''],
    ]),
  ].join('\n');
}
