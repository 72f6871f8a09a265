import type { QuestCompletion } from '../api/schemas.js';
import type { CommunityData } from './demo.js';

/**
 * A community that keeps living while the sandbox runs: new quest completions now (for /feed
 * quests to find, through `Sandbox.addCompletions`, the `POST /_sandbox/completions` route and
 * `--completions-every`), and a quest removed (a feed of it pauses).
 */

let sequence = 0;
const lastAdded = new WeakMap<CommunityData, number>();

type QuestRecord = CommunityData['quests'] extends Map<string, infer Q> ? Q : never;

/**
 * The round an ACTIVE recurring quest is in at `now`: a round every `recurrenceInterval` from its
 * start (intervals since the start, plus 1), up to its end. A quest that runs once, has not
 * started, or is not ACTIVE (paused, ended) stays in the round it has; rounds never go back.
 */
export function roundAt(
  quest: Pick<QuestRecord, 'status' | 'recurrence' | 'recurrenceInterval' | 'startTime' | 'endTime' | 'iteration'>,
  now: number,
): number {
  if (quest.status !== 'ACTIVE' || quest.recurrence === 'ONCE' || !(quest.recurrenceInterval > 0)) return quest.iteration;
  const at = quest.endTime > quest.startTime ? Math.min(now, quest.endTime) : now;
  if (at < quest.startTime) return quest.iteration;
  return Math.max(quest.iteration, Math.floor((at - quest.startTime) / quest.recurrenceInterval) + 1);
}

/** Moves every quest of the community to its round at `now` (rounds begun since have no completions yet). */
export function advanceRounds(data: CommunityData, now: number): void {
  for (const quest of data.quests.values()) {
    const round = roundAt(quest, now);
    if (round === quest.iteration) continue;
    quest.iteration = round;
    while (quest.iterationCompletions.length < round) quest.iterationCompletions.push(0);
  }
}

/**
 * `count` new completions at `now` (1 ms apart, so each is distinct), in the current round of
 * the given quest or of the community's ACTIVE quests in turn; the quest's counters follow.
 * Each is new: by a member who has not completed that round (members who completed quests
 * before, in turn, then made-up ones once every one of them has), or all by `by`. Returns them,
 * oldest first.
 */
export function addCompletions(
  data: CommunityData,
  count: number,
  now: number,
  questId?: string,
  by?: { userId: string; username: string },
): QuestCompletion[] {
  advanceRounds(data, now);
  const quests = questId
    ? [data.quests.get(questId)].filter((q) => q !== undefined)
    : [...data.quests.values()].filter((q) => q.status === 'ACTIVE');
  if (questId && quests.length === 0) throw new Error(`no quest ${questId} in this community`);
  if (quests.length === 0) throw new Error('this community has no ACTIVE quest');
  const members = [...new Map(data.completions.map((c) => [c.userId, c])).values()];
  /** Who has completed each quest's current round, by `questId:round`. */
  const done = new Map<string, Set<string>>();
  const doneIn = (quest: QuestRecord): Set<string> => {
    const key = `${quest.id}:${quest.iteration}`;
    let set = done.get(key);
    if (!set) {
      set = new Set(data.completions.filter((c) => c.questId === quest.id && c.iteration === quest.iteration).map((c) => c.userId));
      done.set(key, set);
    }
    return set;
  };
  const added: QuestCompletion[] = [];
  for (let i = 0; i < count; i++) {
    const n = sequence++;
    const quest = quests[n % quests.length]!;
    const taken = doneIn(quest);
    const ageTask = quest.tasks.find((t) => t.type.endsWith('_ACCOUNT_AGE'));
    // Members in turn from a different one each time, skipping those who completed this round.
    const start = n % Math.max(1, members.length);
    const model = by ? undefined : [...members.slice(start), ...members.slice(0, start)].find((m) => !taken.has(m.userId));
    let userId = by?.userId ?? model?.userId;
    for (let k = n; userId === undefined; k++) {
      const made = String(100000000000000000n + BigInt(k));
      if (!taken.has(made)) userId = made;
    }
    taken.add(userId);
    const like = model ?? members[0];
    const completion: QuestCompletion = {
      questId: quest.id,
      iteration: quest.iteration,
      userId,
      // Later than any completion added before, as the service's own clock would have it.
      timestamp: Math.max(now - count + 1 + i, (lastAdded.get(data) ?? 0) + 1 + i),
      source: like?.source ?? { platform: 'chat', guildId: '0', channelId: '0' },
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
