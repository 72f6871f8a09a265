import type { QuestCompletion } from '../api/schemas.js';
import type { CommunityData } from './demo.js';

/**
 * A community that keeps living while the sandbox runs: new quest completions now (for /feed
 * quests to find, through `Sandbox.addCompletions`, the `POST /_sandbox/completions` route and
 * `--completions-every`), and a quest removed (a feed of it pauses).
 */

let sequence = 0;
const lastAdded = new WeakMap<CommunityData, number>();

/**
 * `count` new completions at `now` (1 ms apart, so each is distinct), in the current round of
 * the given quest or of the community's ACTIVE quests in turn, by members who completed quests
 * before (or all by `by`); the quest's counters follow. Returns them, oldest first.
 */
export function addCompletions(data: CommunityData, count: number, now: number, questId?: string, by?: { userId: string; username: string }): QuestCompletion[] {
  const quests = questId ? [data.quests.get(questId)].filter((q) => q !== undefined) : [...data.quests.values()].filter((q) => q.status === 'ACTIVE');
  if (questId && quests.length === 0) throw new Error(`no quest ${questId} in this community`);
  if (quests.length === 0) throw new Error('this community has no ACTIVE quest');
  const members = [...new Map(data.completions.map((c) => [c.userId, c])).values()];
  const added: QuestCompletion[] = [];
  for (let i = 0; i < count; i++) {
    const n = sequence++;
    const quest = quests[n % quests.length]!;
    const ageTask = quest.tasks.find((t) => t.type.endsWith('_ACCOUNT_AGE'));
    const model = members[n % Math.max(1, members.length)];
    const userId = by?.userId ?? model?.userId ?? String(100000000000000000n + BigInt(n));
    const completion: QuestCompletion = {
      questId: quest.id,
      iteration: quest.iteration,
      userId,
      // Later than any completion added before, as the service's own clock would have it.
      timestamp: Math.max(now - count + 1 + i, (lastAdded.get(data) ?? 0) + 1 + i),
      source: model?.source ?? { platform: 'chat', guildId: '0', channelId: '0' },
      taskIds: quest.tasks.map((t) => t.id ?? ''),
      // A given member's: their linked account's name in the account-age check, as the service records it.
      verificationData: by
        ? [{ type: ageTask?.type ?? 'CHAT_ACCOUNT_AGE', taskId: ageTask?.id ?? '', accountAgeDays: 400, accountUsername: by.username }]
        : (model?.verificationData ?? []),
      rewardMultiplier: 1,
    };
    added.push(completion);
    const round = quest.iteration - 1;
    quest.iterationCompletions[round] = (quest.iterationCompletions[round] ?? 0) + 1;
    quest.totalCompletionCount += 1;
  }
  if (added.length > 0) lastAdded.set(data, added.at(-1)!.timestamp);
  data.completions.unshift(...[...added].reverse());
  return added;
}

/** The quest is gone: reads of it answer 404, and its completions stay. */
export function removeQuest(data: CommunityData, questId: string): boolean {
  return data.quests.delete(questId);
}

/** `30s`, `2m`, `1h` or plain seconds, as `--completions-every` takes it; undefined when not one. */
export function parseEvery(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/i.exec(text.trim());
  if (!m) return undefined;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[(m[2] ?? 's').toLowerCase() as 'ms' | 's' | 'm' | 'h'];
  const ms = Number(m[1]) * unit;
  return ms >= 100 && ms <= 86_400_000 ? ms : undefined;
}

/** Adds 1 to 3 completions to the community every `ms` until the returned function is called. */
export function completionsEvery(add: (count: number) => unknown, ms: number): () => void {
  let n = 0;
  const timer = setInterval(() => add(1 + (n++ % 3)), ms);
  timer.unref();
  return () => clearInterval(timer);
}
