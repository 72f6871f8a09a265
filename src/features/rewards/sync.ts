import type { CommunityClient } from '../../api/types.js';
import { compareDecimal, decimalOfNumber, parseDecimal, type Decimal } from '../../decimal.js';
import type { Reader, Text } from '../../i18n/reader.js';
import { MemberListTooLargeError, MembersIntentError, type DiscordFacts, type GuildFacts } from '../../services/discord-facts.js';
import type { Logger } from '../../log.js';
import type { Periods } from '../../store/periods.js';
import { rolePrizeProblem } from '../moves/role-prize.js';
import type { RoleChange } from './discord.js';
import { planChanges } from './plan.js';
import { periodLabelWords } from '../../views/period-label.js';
import { changeReason, ruleText } from './rule.js';
import type { Reward, RewardsStore, RewardSync, SyncCounts } from './store.js';

/**
 * One run of a reward. Planning reads who should hold the role (a threshold reward: the board
 * from the top, a page of 100 at a time, until the first balance below the threshold; a period
 * reward: the ended period's final board in the store, no request) and who holds it (the
 * member list), and stores every change with the move to `applying` in one transaction.
 * Applying makes the changes one at a time, each marked `sending` before its request and
 * `done` after, so a run stopped anywhere goes on where it was: a change left `sending` is
 * checked against the member's roles before anything is sent again. The role's safety is
 * checked at the start of every run, a resumed one too; an unsafe or deleted role stops the
 * reward and says so in the audit channel.
 */

export const PAGE = 100;
/** Changes marked `sending` together. */
export const APPLY_BATCH = 10;
const BACKGROUND = { background: true, fresh: true, keep: false } as const;

export interface RewardSyncDeps {
  rewards: RewardsStore;
  periods: Pick<Periods, 'final' | 'finalRows'>;
  clientFor(guildId: string): Promise<CommunityClient | undefined>;
  discord: Pick<DiscordFacts, 'guild' | 'member'>;
  /** Every member of the server with their role ids. */
  members(guildId: string): Promise<Map<string, string[]>>;
  changeRole(guildId: string, userId: string, roleId: string, add: boolean, reason: string): Promise<RoleChange>;
  /** A member's role ids now; null when not in the server. */
  memberRoles(guildId: string, userId: string): Promise<string[] | null>;
  /** The server's language for the audit line and the audit-log reason. */
  readerFor(guildId: string): Promise<Reader>;
  /** Posts a line to the server's audit channel (and logs it); records it for /audit. */
  audit(reward: Reward, sync: RewardSync, outcome: 'done' | 'stopped', line: string): Promise<void>;
  botId(): string | undefined;
  now(): number;
  log: Logger;
  /** Test hook: a change was marked `sending`, its request not sent yet. */
  onSending?: ((syncId: string, userId: string) => void) | undefined;
}

/** Why the reward's role may not be handed out now (as a role prize is checked), or undefined. */
export async function roleProblem(
  discord: RewardSyncDeps['discord'],
  reward: Pick<Reward, 'guildId' | 'roleId' | 'createdBy'>,
): Promise<{ problem?: Text; guild: GuildFacts }> {
  const guild = await discord.guild(reward.guildId);
  const role = guild.roles.find((r) => r.id === reward.roleId);
  if (!role) return { guild, problem: (s) => s.t('rewards.stop.roleGone', { role: `<@&${reward.roleId}>` }) };
  // The reward acts for the moderator who added it: as they are now.
  const moderator = await discord.member(reward.guildId, reward.createdBy);
  if (!moderator) return { guild, problem: (s) => s.t('rewards.stop.moderatorLeft', { member: `<@${reward.createdBy}>` }) };
  const problem = rolePrizeProblem(
    reward.roleId,
    role,
    { userId: reward.createdBy, guildId: reward.guildId, permissions: moderator.permissions, roleIds: moderator.roleIds },
    guild,
  );
  return problem ? { guild, problem } : { guild };
}

/** The members at or above `threshold`, best first, and the requests it took: the board read from the top, stopped at the first balance below. */
export async function readAbove(
  client: CommunityClient,
  pointSystemId: string,
  threshold: Decimal,
  options: { background: boolean } = { background: true },
): Promise<{ userIds: string[]; requests: number }> {
  const userIds: string[] = [];
  let requests = 0;
  for (let offset = 0; ; offset += PAGE) {
    const page = await client.getPointBalances(
      { pointSystemId, sort: 'balance-desc', offset, limit: PAGE },
      options.background ? BACKGROUND : { fresh: true },
    );
    requests++;
    for (const row of page.data) {
      const balance = decimalOfNumber(row.balance);
      if (!balance.ok || compareDecimal(balance.value, threshold) < 0) return { userIds, requests };
      userIds.push(row.userId);
    }
    if (page.data.length < PAGE || offset + PAGE >= page.pagination.total) return { userIds, requests };
  }
}

/** The winners of an ended period (its final board's top gainers), or undefined when no final board was stored for it. */
export async function periodWinners(periods: RewardSyncDeps['periods'], reward: Reward, label: string): Promise<string[] | undefined> {
  const board = await periods.final(reward.guildId, reward.pointSystemId, reward.period ?? 'week', label);
  if (!board) return undefined;
  const rows = await periods.finalRows(board, 0, Math.min(reward.top ?? 0, board.gainers));
  return rows.map((r) => r.userId);
}

export const thresholdOf = (reward: Reward): Decimal => {
  const d = parseDecimal(reward.threshold ?? '0');
  if (!d.ok) throw new Error(`reward ${reward.id} has no valid threshold`);
  return d.value;
};

/** Who should hold the role for this run and the upstream requests it took; undefined when it cannot be known now (no key, no final board). */
async function eligibleFor(
  deps: RewardSyncDeps,
  reward: Reward,
  sync: RewardSync,
): Promise<{ userIds: string[]; requests: number } | 'no-key' | 'no-board'> {
  if (reward.kind === 'period') {
    const winners = await periodWinners(deps.periods, reward, sync.key);
    return winners ? { userIds: winners, requests: 0 } : 'no-board';
  }
  const client = await deps.clientFor(reward.guildId);
  if (!client || client.keyId === 'none') return 'no-key';
  return readAbove(client, reward.pointSystemId, thresholdOf(reward));
}

/** The line a finished run leaves in the audit channel. */
export function outcomeLine(reward: Reward, counts: SyncCounts, cannot: number, s: Reader): string {
  const parts = [s.t('rewards.audit.given', { n: counts.given }), s.t('rewards.audit.taken', { n: counts.taken })];
  if (counts.left) parts.push(s.t('rewards.audit.left', { n: counts.left }));
  if (cannot) parts.push(s.t('rewards.audit.cannot', { n: cannot }));
  if (counts.failed) parts.push(s.t('rewards.audit.failed', { n: counts.failed }));
  return s.t('rewards.audit.done', { role: `<@&${reward.roleId}>`, rule: ruleText(reward, s), counts: parts.join(' · ') });
}

async function stopReward(deps: RewardSyncDeps, reward: Reward, sync: RewardSync, why: Text, s: Reader): Promise<'stopped'> {
  const reason = why(s);
  await deps.rewards.stop(reward.id, reason);
  await deps.rewards.finish(sync.id, 'stopped', deps.now(), reason);
  await deps.audit(
    reward,
    sync,
    'stopped',
    s.t('rewards.audit.stopped', { role: `<@&${reward.roleId}>`, rule: ruleText(reward, s), reason }),
  );
  return 'stopped';
}

/** Runs (or goes on with) one sync; what it came to. */
export async function runSync(deps: RewardSyncDeps, syncId: string, signal?: AbortSignal): Promise<'done' | 'stopped' | 'skipped'> {
  let sync = await deps.rewards.sync(syncId);
  if (!sync || sync.state === 'done' || sync.state === 'stopped') return 'skipped';
  // One process at a time: another live one running it already, this job has nothing to do.
  if (!(await deps.rewards.claim(sync.id))) return 'skipped';
  const reward = await deps.rewards.get(sync.rewardId);
  if (reward?.state !== 'active') {
    await deps.rewards.finish(sync.id, 'stopped', deps.now(), 'the reward was removed or stopped');
    return 'skipped';
  }
  const s = await deps.readerFor(reward.guildId);
  const { problem, guild } = await roleProblem(deps.discord, reward);
  if (problem) return stopReward(deps, reward, sync, problem, s);
  if (sync.state === 'planning') {
    const eligible = await eligibleFor(deps, reward, sync);
    if (eligible === 'no-key') {
      deps.log.info({ reward: reward.id }, 'no key for a reward sync; tried again at the next tick');
      return 'skipped';
    }
    if (eligible === 'no-board') {
      const reason = s.t('rewards.noFinal', { label: periodLabelWords(sync.key, s) });
      await deps.rewards.finish(sync.id, 'stopped', deps.now(), reason);
      await deps.audit(
        reward,
        sync,
        'stopped',
        s.t('rewards.audit.skipped', { role: `<@&${reward.roleId}>`, rule: ruleText(reward, s), reason }),
      );
      return 'stopped';
    }
    let members: Map<string, string[]>;
    try {
      members = await deps.members(reward.guildId);
    } catch (err) {
      if (err instanceof MembersIntentError) return stopReward(deps, reward, sync, (t) => t.t('moves.roleMove.intent'), s);
      if (err instanceof MemberListTooLargeError)
        return stopReward(deps, reward, sync, (t) => t.t('rewards.stop.tooMany', { max: err.max }), s);
      throw err;
    }
    const bot = deps.botId();
    const plan = planChanges({
      eligible: eligible.userIds,
      members,
      roleId: reward.roleId,
      keep: reward.kind === 'threshold' && reward.keep,
      guild,
      ...(bot ? { botId: bot } : {}),
    });
    const changes = [
      ...plan.add.map((userId) => ({ userId, action: 'add' as const })),
      ...plan.remove.map((userId) => ({ userId, action: 'remove' as const })),
    ];
    if (!(await deps.rewards.plan(sync.id, changes, plan.left, plan.cannot, eligible.requests))) return 'skipped';
    sync = { ...sync, state: 'applying', cannot: plan.cannot, upstreamRequests: eligible.requests };
  }
  const reason = changeReason(reward, s, reward.kind === 'period' ? sync.key : undefined);
  const pending = await deps.rewards.pending(sync.id);
  // A batch is marked `sending` in one statement and settled in another (not two statements a
  // change): a run stopped inside one checks at most a batch of members' roles again.
  for (let i = 0; i < pending.length; i += APPLY_BATCH) {
    signal?.throwIfAborted();
    const batch = pending.slice(i, i + APPLY_BATCH);
    const settled: Record<'done' | 'left', string[]> = { done: [], left: [] };
    const toSend: typeof batch = [];
    for (const change of batch) {
      if (change.state !== 'sending') {
        toSend.push(change);
        continue;
      }
      // Its request may have gone out before the run stopped: Discord says whether it did.
      const roles = await deps.memberRoles(reward.guildId, change.userId);
      if (roles === null) settled.left.push(change.userId);
      else if (roles.includes(reward.roleId) === (change.action === 'add')) settled.done.push(change.userId);
      else toSend.push(change);
    }
    await deps.rewards.markMany(
      sync.id,
      toSend.filter((c) => c.state !== 'sending').map((c) => c.userId),
      'sending',
    );
    try {
      for (const change of toSend) {
        deps.onSending?.(sync.id, change.userId);
        const outcome = await deps.changeRole(reward.guildId, change.userId, reward.roleId, change.action === 'add', reason);
        if (outcome === 'role-gone')
          return await stopReward(deps, reward, sync, (t) => t.t('rewards.stop.roleGone', { role: `<@&${reward.roleId}>` }), s);
        if (outcome === 'refused')
          return await stopReward(deps, reward, sync, (t) => t.t('rewards.stop.refused', { role: `<@&${reward.roleId}>` }), s);
        settled[outcome === 'left' ? 'left' : 'done'].push(change.userId);
      }
    } finally {
      // What was made is recorded even when the run stops here (a thrown request, a stop).
      await deps.rewards.markMany(sync.id, settled.done, 'done');
      await deps.rewards.markMany(sync.id, settled.left, 'left');
    }
  }
  const counts = await deps.rewards.counts(sync.id);
  await deps.rewards.finish(sync.id, 'done', deps.now());
  await deps.audit(reward, sync, 'done', outcomeLine(reward, counts, sync.cannot.length, s));
  return 'done';
}
