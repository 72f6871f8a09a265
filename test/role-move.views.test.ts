import { describe, expect, it } from 'vitest';
import { EVERY_READER, readerFor } from '../src/i18n/reader.js';
import { partOf } from '../src/features/moves/role-move-jobs.js';
import type { JournalEntry } from '../src/store/index.js';
import type { MovePlan } from '../src/features/moves/view.js';
import { progressBar, progressLine, roleMoveProgress, wholeMove, type RolePart } from '../src/features/moves/role-move-view.js';
import { expectDiscordLimits } from './discord-limits.js';

/** The whole-role move's progress bar and outcome, as pure views. */

const en = readerFor('en-US');
const plan: MovePlan = {
  kind: 'points-give',
  prize: { type: 'POINTS', systemId: 'sys1', systemName: 'Sparks', emoji: '✨', amount: '25' },
  role: { roleId: '1203458820156250777', members: 4_120, names: ['Ana', 'Bo'], bots: 2, parts: 5 },
  irreversible: false,
};
const parts = (states: RolePart['state'][]): RolePart[] => states.map((state, i) => ({ members: i < 4 ? 1_000 : 120, state }));

describe('progressBar', () => {
  it('shows one block a part, filled for each finished', () => {
    expect(progressBar(3, 5)).toBe('▰▰▰▱▱');
    expect(progressBar(0, 3)).toBe('▱▱▱');
    expect(progressBar(1, 1)).toBe('▰');
  });
  it('shares ten blocks among more parts than ten', () => {
    expect(progressBar(50, 100)).toBe('▰▰▰▰▰▱▱▱▱▱');
    expect(progressBar(99, 100)).toBe('▰▰▰▰▰▰▰▰▰▱');
    expect(progressBar(100, 100)).toBe('▰▰▰▰▰▰▰▰▰▰');
  });
});

describe('roleMoveProgress', () => {
  it('reads as the issue shows it while parts are out', () => {
    expect(progressLine(parts(['created', 'created', 'created', 'sending', 'waiting']), en)).toBe('▰▰▰▱▱ 3 of 5 · 3,000 of 4,120 members');
    const r = roleMoveProgress(plan, parts(['created', 'created', 'created', 'sending', 'waiting']), en);
    expect(r.content).toMatch(/^▰▰▰▱▱ 3 of 5 · 3,000 of 4,120 members\nSending/);
    expect(r.components).toEqual([]);
  });
  it('ends on done, or names each part that did not go through (unknown is not sent again)', () => {
    expect(roleMoveProgress(plan, parts(['created', 'created', 'created', 'created', 'created']), en).content).toBe(
      '▰▰▰▰▰ 5 of 5 · 4,120 of 4,120 members\nDone: every part went through.',
    );
    // Done says what was done; while parts are out it still says what will be.
    expect(roleMoveProgress(plan, parts(['created', 'created', 'created', 'created', 'created']), en).embeds![0]!.description).toBe(
      'Gave **25 ✨ Sparks** to every member holding <@&1203458820156250777> (4,120 in all).',
    );
    expect(roleMoveProgress(plan, parts(['created', 'sending', 'waiting', 'waiting', 'waiting']), en).embeds![0]!.description).toMatch(
      /^Give /,
    );
    const partly = String(
      roleMoveProgress(
        plan,
        [...parts(['created', 'unknown', 'created', 'expired']), { members: 120, state: 'refused', reason: () => 'balance too low' }],
        en,
      ).content,
    );
    expect(partly).toContain('Part 2 (1,000 members): outcome unknown');
    expect(partly).toContain('it is not sent again');
    expect(partly).toContain('Part 4 (1,000 members) was not sent');
    expect(partly).toContain('Part 5 (120 members) was refused, so nothing changed for them: balance too low');
    expect(partly).not.toContain('Part 1 ');
  });
  it('fits Discord in every language, the role and its first names shown', () => {
    for (const s of EVERY_READER) {
      for (const states of [
        ['waiting', 'waiting', 'waiting', 'waiting', 'waiting'],
        ['created', 'unknown', 'refused', 'expired', 'created'],
      ] as RolePart['state'][][]) {
        const r = roleMoveProgress(plan, parts(states), s);
        expectDiscordLimits(r as Record<string, unknown>);
        const embed = JSON.stringify(r.embeds);
        expect(embed).toContain('<@&1203458820156250777>');
        expect(embed).toContain(`Ana${s.t('board.comma')}Bo`);
      }
    }
  });
  it('a stopped take says which parts were not sent and from whom points were taken; members left out are counted', () => {
    const take: MovePlan = { ...plan, kind: 'points-take' };
    const ids = Array.from({ length: 1_000 }, (_, i) => String(1203458820156260000n + BigInt(i)));
    const stopped: RolePart[] = [
      { members: 1_000, state: 'created', userIds: ids, left: 3 },
      { members: 1_000, state: 'refused', reason: () => 'user holds 0; cannot take 1' },
      { members: 1_000, state: 'stopped' },
      { members: 1_000, state: 'stopped' },
      { members: 120, state: 'stopped' },
    ];
    for (const s of EVERY_READER) expectDiscordLimits(roleMoveProgress(take, stopped, s) as Record<string, unknown>);
    const said = String(roleMoveProgress(take, stopped, en).content);
    expect(said).toContain('Part 2 (1,000 members) was refused');
    expect(said).toContain('Part 5 (120 members) was not sent: the take stopped at the first part that did not go through.');
    expect(said).toContain('Part 1: 3 members who no longer hold the role were left out.');
    expect(said).toContain(`Taken from 1,000 members (parts 1): <@${ids[0]}>, <@${ids[1]}>`);
    expect(said).toContain('and 990 more');
    // A give whose every part went through still says who was left out.
    const done = String(
      roleMoveProgress(
        plan,
        [{ members: 1_000, state: 'created', left: 1 }, ...parts(['created', 'created', 'created', 'created']).slice(1)],
        en,
      ).content,
    );
    expect(done).toContain('Done: every part went through.');
    expect(done).toContain('Part 1: 1 member who no longer holds the role was left out.');
  });
  it('a move stopped because who confirmed it may no longer send it gives the reason for each part not sent, and to whom points went, in every language', () => {
    const ids = Array.from({ length: 1_000 }, (_, i) => String(1203458820156270000n + BigInt(i)));
    const why = (s: { t(key: string): string }) => s.t('moves.roleMove.stop.notModerator');
    const stopped: RolePart[] = [
      { members: 1_000, state: 'created', userIds: ids },
      { members: 1, state: 'created', userIds: ['1203458820156279999'] },
      { members: 1_000, state: 'stopped', reason: why },
      { members: 1_000, state: 'stopped', reason: why },
      { members: 120, state: 'stopped', reason: why },
    ];
    for (const s of EVERY_READER) {
      const r = roleMoveProgress(plan, stopped, s);
      expectDiscordLimits(r as Record<string, unknown>);
      expect(String(r.content)).toContain(why(s));
    }
    const said = String(roleMoveProgress(plan, stopped, en).content);
    expect(said).toContain('Part 3 (1,000 members) was not sent: the moderator who confirmed it is no longer a moderator here.');
    expect(said).toContain('Part 5 (120 members) was not sent: the moderator who confirmed it is no longer a moderator here.');
    expect(said).not.toContain('the take stopped');
    expect(said).toContain(`Given to 1,001 members (parts 1 and 2): <@${ids[0]}>`);
    // A take stopped so says from whom points were taken.
    expect(String(roleMoveProgress({ ...plan, kind: 'points-take' }, stopped, en).content)).toContain(
      'Taken from 1,001 members (parts 1 and 2)',
    );
  });
  it("shows the whole move, not a part's own figures", () => {
    const part: MovePlan = { ...plan, role: { ...plan.role!, part: { index: 2, members: 1_000 } } };
    expect(wholeMove(part)).toEqual(plan);
  });
});

describe('partOf', () => {
  const entry = (state: JournalEntry['state'], expiresAt = 10): JournalEntry =>
    ({
      state,
      expiresAt,
      display: { plan: { ...plan, role: { ...plan.role!, part: { index: 1, members: 1_000 } } } },
      result: null,
      sentAt: null,
    }) as unknown as JournalEntry;
  it("reads a part's state from its journal entry", () => {
    expect(partOf(entry('previewed'), 5)).toEqual({ members: 1_000, state: 'waiting' });
    expect(partOf(entry('previewed'), 20).state).toBe('expired');
    expect(partOf(entry('sent'), 5).state).toBe('sending');
    expect(partOf(entry('unknown'), 5).state).toBe('unknown');
    expect(partOf(entry('created'), 5).state).toBe('created');
    expect(partOf(undefined, 5).state).toBe('expired');
    // Cancelled parts are those a take stopped before.
    expect(partOf(entry('cancelled'), 5).state).toBe('stopped');
    // Refused unsent because the move stopped (who confirmed it may no longer send it): stopped, with the reason.
    const halted = {
      ...entry('refused'),
      result: { reason: 'the moderator who confirmed it is no longer a moderator', phrase: { key: 'moves.roleMove.stop.notModerator' } },
    } as JournalEntry;
    const p = partOf(halted, 5);
    expect(p.state).toBe('stopped');
    expect(p.reason?.(en)).toBe('the moderator who confirmed it is no longer a moderator here');
    // Refused upstream: refused, as before.
    expect(partOf({ ...entry('refused'), result: { reason: 'balance too low' } } as JournalEntry, 5).state).toBe('refused');
  });
});
