import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { points } from '../commands/points.js';
import { DEMO } from '../src/sandbox/index.js';
import { buttons, confirm, expectMemberRefused, expectRefused, msg, shown, startMoveBot, type MoveBot } from './moves.e2e-helpers.js';

/**
 * /points give|take through the offline bot against the sandbox: a private preview with each
 * member's balance before and after, one points change on Confirm, and /points balance and
 * /leaderboard then show it. Bad input and members are refused privately with nothing sent.
 */

const NEWCOMER = '318204957716150001';
const OTHER = '318204957716150002';

let m: MoveBot;
beforeAll(async () => {
  m = await startMoveBot(points);
});
afterAll(() => m?.bot.close());

const balanceOf = async (member: string) => m.read('points', { subcommand: 'balance', member, system: DEMO.pointSystems.active });

describe('/points give', () => {
  it('previews balances before → after privately; Confirm sends one change and /points balance and /leaderboard show it', async () => {
    expect(await balanceOf(NEWCOMER)).not.toContain('1,000,000,000');
    const p = await m.bot.slash(
      'points',
      { subcommand: 'give', member: NEWCOMER, amount: '1000000000', 'more-members': `<@${OTHER}>`, reason: 'launch bonus' },
      m.mod,
    );
    expect(p.ephemeral).toBe(true);
    expect(m.writes()).toBe(0);
    const text = shown(p);
    for (const part of [
      'Give **1,000,000,000 ⚡ Sparks** to each of 2 members.',
      `<@${NEWCOMER}>: 0 → 1,000,000,000`,
      `<@${OTHER}>: 0 → 1,000,000,000`,
      'launch bonus',
    ]) {
      expect(text).toContain(part);
    }
    // 2,000,000,000 points in all, above the points limit: Confirm asks for the amount typed.
    const done = await confirm(m, p, '1000000000');
    expect(msg(done).content).toContain('Points given');
    expect(msg(done).components).toEqual([]);
    expect(m.writes()).toBe(1);
    expect(m.lastWrite()).toEqual({
      route: 'changePoints',
      body: {
        changes: [
          { platform: 'chat', userId: NEWCOMER, amount: 1000000000 },
          { platform: 'chat', userId: OTHER, amount: 1000000000 },
        ],
        metadata: { reason: 'launch bonus' },
      },
      at: expect.any(Number),
    });
    // Submitted again: the outcome, not a second write.
    expect(msg(await confirm(m, p, '1000000000')).content).toContain('Points given');
    expect(m.writes()).toBe(1);
    expect(await balanceOf(NEWCOMER)).toContain('1,000,000,000');
    const board = await m.read('leaderboard', { system: DEMO.pointSystems.active });
    expect(board).toContain(`<@${NEWCOMER}>`);
    expect(board).toContain('1,000,000,000');
    expect(m.audit().at(-1)).toContain('Outcome: done');
  });
});

describe('/points take', () => {
  it('reads every member of a long list: the 21st to 25th members are shown with what they hold', async () => {
    const { data } = await m.bot.api
      .forKey(m.bot.demoKey)
      .getPointBalances({ pointSystemId: DEMO.pointSystems.active, offset: 100, limit: 25 });
    const [first, ...rest] = data.map((e) => e.userId);
    const writes = m.writes();
    const p = await m.bot.slash(
      'points',
      {
        subcommand: 'take',
        member: first,
        amount: '1',
        system: DEMO.pointSystems.active,
        'more-members': rest.map((id) => `<@${id}>`).join(' '),
      },
      m.mod,
    );
    const text = shown(p);
    expect(text).not.toMatch(/holds 0|cannot go below 0/);
    const last = data.at(-1)!;
    expect(text).toContain(`<@${last.userId}>`);
    expect(text).toContain(last.balance.toLocaleString('en-US'));
    expect(m.writes()).toBe(writes);
  });

  it('takes from a balance; /points balance shows the rest', async () => {
    const p = await m.bot.slash('points', { subcommand: 'take', member: NEWCOMER, amount: '250' }, m.mod);
    expect(shown(p)).toContain(`<@${NEWCOMER}>: 1,000,000,000 → 999,999,750`);
    await confirm(m, p);
    expect(m.lastWrite()?.body).toEqual({ changes: [{ platform: 'chat', userId: NEWCOMER, amount: -250 }] });
    expect(await balanceOf(NEWCOMER)).toContain('999,999,750');
  });

  it('Cancel sends nothing', async () => {
    const n = m.writes();
    const p = await m.bot.slash('points', { subcommand: 'take', member: NEWCOMER, amount: '1' }, m.mod);
    const cancelled = await m.bot.button(buttons(p)[1]!, m.mod);
    expect(msg(cancelled).content).toContain('Cancelled; nothing was sent');
    expect(m.writes()).toBe(n);
  });

  it.each([
    [
      'overspending (more than the member holds)',
      { subcommand: 'take', member: OTHER, amount: '1000000001' },
      'a balance cannot go below 0',
    ],
    ['a zero amount', { subcommand: 'give', member: OTHER, amount: '0' }, 'greater than 0'],
    ['an unknown system', { subcommand: 'give', member: OTHER, amount: '5', system: 'no such thing' }, 'point system'],
    [
      'an archived system',
      { subcommand: 'give', member: OTHER, amount: '5', system: DEMO.pointSystems.archived },
      'only active point systems',
    ],
    [
      'a pasted list with a typo',
      { subcommand: 'give', member: OTHER, amount: '5', 'more-members': '<@318204957716150003> bob' },
      '`more-members`: "bob" is not a member',
    ],
  ])('refuses %s privately with no write', (_label, options, words) => expectRefused(m, 'points', options, words));

  // The refusal names the option once and does not offer "@name" while refusing it.
  it('a plain-text @name in more-members: named once, and told how to make it a mention', async () => {
    const r = await m.bot.slash('points', { subcommand: 'give', member: OTHER, amount: '5', 'more-members': '@aurora.builds' }, m.mod);
    expect(r.ephemeral).toBe(true);
    expect(shown(r)).toContain(
      '`more-members`: "@aurora.builds" is not a member: type @ and pick the member from Discord\'s list, or paste their id',
    );
    expect(shown(r)).not.toMatch(/more-members.*more-members/);
    expect(shown(r)).not.toContain('(@name)');
  });

  it("refuses overspending in the moderator's own language, naming what each member holds", async () => {
    const n = m.writes();
    const r = await m.bot.slash('points', { subcommand: 'take', member: OTHER, amount: '1000000001' }, { ...m.mod, locale: 'de' });
    expect(r.ephemeral).toBe(true);
    expect(shown(r)).toContain(`denn ein Guthaben kann nicht unter 0 fallen: <@${OTHER}> hat 1.000.000.000. Es wurde nichts abgezogen.`);
    expect(m.writes()).toBe(n);
  });

  it.each(['give', 'take'])('refuses a member (not moderator) /points %s before any request', (subcommand) =>
    expectMemberRefused(m, 'points', { subcommand, member: OTHER, amount: '5' }),
  );

  it('a bad amount is refused before any request at all', async () => {
    const before = m.requests();
    await m.bot.slash('points', { subcommand: 'give', member: OTHER, amount: 'lots' }, m.mod);
    expect(m.requests()).toBe(before);
  });
});
