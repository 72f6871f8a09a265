import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { PATHS } from './paths.js';
import { call } from './sandbox-helpers.js';

/**
 * The sandbox's community keeps living on its own clock: a recurring quest is in the round its
 * recurrence says for that day (the demo's weekly quest started Monday 7 September 2026: on
 * Sunday 6 December it is in round 13, weeks since the start + 1), and the completions it adds
 * are new ones, by members who had not completed that round, in that round.
 */

const DAY = 86_400_000;
const STARTED = Date.UTC(2026, 8, 7);
let clock = Date.UTC(2026, 11, 6, 12);
let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0, now: () => clock });
});
afterAll(() => sb.close());

const quest = async () => (await call(sb, PATHS.quest(DEMO.quests.active))).json;

/** Every completion of the active quest's round, read page by page as a client would. */
async function roundOf(sandbox: Sandbox, round: number): Promise<{ userId: string }[]> {
  const out: { userId: string }[] = [];
  for (let offset = 0; ; offset += 50) {
    const r = await call(sandbox, `${PATHS.questCompletions}?questId=${DEMO.quests.active}&iteration=${round}&limit=50&offset=${offset}`);
    expect(r.status).toBe(200);
    out.push(...(r.json.data as { userId: string }[]));
    if (out.length >= r.json.pagination.total || r.json.data.length === 0) return out;
  }
}

describe('rounds and new completions', () => {
  it("a weekly quest is in the round of the sandbox's day, and moves on with it", async () => {
    const q = await quest();
    expect(q.startTime).toBe(STARTED);
    expect(q.recurrence).toBe('WEEKLY');
    expect(q.iteration).toBe(Math.floor((clock - STARTED) / (7 * DAY)) + 1);
    expect(q.iteration).toBe(13);
    // Rounds begun since the demo's history have no completions yet.
    expect(q.iterationCompletions).toHaveLength(13);
    expect(q.iterationCompletions.slice(DEMO.quests.activeRounds)).toEqual(Array(13 - DEMO.quests.activeRounds).fill(0));
    clock += 7 * DAY;
    expect((await quest()).iteration).toBe(14);
  });

  it('new completions are new: each member at most once in the round, none who had completed it', async () => {
    const before = (await quest()).iteration as number;
    // More than the demo has members: made-up members complete it once every one of them has.
    const added = sb.addCompletions(sb.demoKey, 60, DEMO.quests.active);
    const again = sb.addCompletions(sb.demoKey, 5, DEMO.quests.active);
    expect(added.every((c) => c.iteration === before)).toBe(true);
    const all = await roundOf(sb, before);
    const users = all.map((c) => c.userId);
    expect(new Set(users).size).toBe(users.length);
    expect(users).toHaveLength(65);
    expect(again.every((c) => !added.some((a) => a.userId === c.userId))).toBe(true);
    expect((await quest()).iterationCompletions[before - 1]).toBe(65);
  });

  it('in a round the demo already has, the members added had not completed it', async () => {
    const other = await startSandbox({ ratePerSecond: 0, now: () => STARTED + (DEMO.quests.activeRounds - 1) * 7 * DAY + DAY });
    try {
      const round = DEMO.quests.activeRounds;
      const earlier = await roundOf(other, round);
      expect(earlier.length).toBeGreaterThan(0);
      const added = other.addCompletions(other.demoKey, 3, DEMO.quests.active);
      expect(added.map((c) => c.iteration)).toEqual([round, round, round]);
      for (const c of added) expect(earlier.map((e) => e.userId)).not.toContain(c.userId);
    } finally {
      await other.close();
    }
  });
});
