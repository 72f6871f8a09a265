import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { Session, type Delivery, type Outcome } from '../src/console/session.js';
import { FEED_POLL, FEED_TICK } from '../src/features/feeds/jobs.js';
import { DEMO } from '../src/sandbox/demo.js';
import { CONSOLE_MODERATOR_ROLE } from '../src/console/members.js';
import { fixtureModules } from './fixtures/modules.js';
import { startTestBot, type TestBot } from './harness.js';

/** The session against the real router, real discord.js and the sandbox over loopback. */

let bot: TestBot;
beforeAll(async () => {
  // Configured as the console's bot is: its moderator role counts (as MODERATOR_ROLE_IDS would name it).
  bot = await startTestBot({
    commands: [...commands, ...fixtureModules()],
    config: (c) => void (c.discord.moderatorRoleIds = [CONSOLE_MODERATOR_ROLE]),
  });
});
afterAll(async () => {
  await bot?.close();
});

const session = (role: 'member' | 'moderator' | 'admin' = 'member') =>
  new Session(bot, { role, userId: DEMO.memberId, guildId: DEMO.guildId, channelId: DEMO.channelId });

function ok(outcome: Outcome): Delivery[] {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.deliveries;
}
const text = (d: Delivery | undefined) => JSON.stringify(d?.message ?? null);

describe('Session', () => {
  it('shows what the bot posts in a channel, and `wait` lets a feed find new completions', async () => {
    const s = session('moderator');
    const channel = '1203458820156252571';
    const made = ok(await s.command(`/feed quests channel:${channel}`));
    const greeting = made.find((d) => d.kind === 'channel-message');
    expect(greeting?.channelId).toBe(channel);
    expect(text(greeting)).toContain('will be announced here');
    await new Promise((r) => setTimeout(r, 5));
    bot.sandbox.addCompletions(bot.demoKey, 3);
    const waited = ok(await s.wait(10));
    expect(waited.map((d) => [d.kind, d.channelId])).toEqual([['channel-message', channel]]);
    expect(text(waited[0]).match(/ completed /g)).toHaveLength(3);
    // Nothing new: a second wait shows nothing.
    expect(ok(await s.wait(10))).toEqual([]);
  }, 120_000);

  it('`wait` shows what a poll the minute tick started before it posts, however slow the read (a slow key)', async () => {
    const s = session('moderator');
    const channel = '1203458820156252572';
    ok(await s.command(`/feed quests channel:${channel}`));
    await new Promise((r) => setTimeout(r, 5));
    bot.sandbox.addCompletions(bot.demoKey, 3);
    const engine = await bot.bot.jobs.start();
    // The minute's tick, as the engine's cron queues it, starts the poll; its read of the
    // completions takes seconds (the key's queue, a slow answer).
    bot.sandbox.faults.set('listQuestCompletions', { latencyMs: 2_500 });
    try {
      await engine.send(FEED_TICK, {});
      for (let i = 0; !(await engine.counts()).some((c) => c.name === FEED_POLL && c.state === 'active' && c.count > 0); i++) {
        if (i > 600) throw new Error('the poll never started');
        await new Promise((r) => setTimeout(r, 50));
      }
      // The wait ends while that poll still reads: what it posts is shown before the wait returns.
      const waited = ok(await s.wait(10));
      const posted = waited.filter((d) => d.kind === 'channel-message' && d.channelId === channel);
      expect(posted).toHaveLength(1);
      expect(text(posted[0]).match(/ completed /g)).toHaveLength(3);
    } finally {
      bot.sandbox.faults.clear();
    }
  }, 120_000);

  it('runs a command: a deferred reply, then its content as the first edit of that message', async () => {
    const s = session();
    const ds = ok(await s.command('/chains'));
    expect(ds.map((d) => [d.kind, d.ref, d.deferred ?? false, d.isEdit ?? false, d.private])).toEqual([
      ['reply', 1, true, false, false],
      ['edit', 1, false, false, false],
    ]);
    expect(text(ds[1])).toContain('Supported chains');
    expect(s.controls()).toEqual([]);
  });

  it('presses a pager button: the same message is edited, and press works again on the new buttons', async () => {
    const s = session();
    ok(await s.command('/leaderboard'));
    expect(s.controls().map((c) => c.label)).toContain('Next ›');
    const next = ok(await s.press('next'));
    expect(next.map((d) => [d.kind, d.ref, d.deferred ?? false, d.isEdit ?? false])).toEqual([
      ['update', 1, true, false],
      ['edit', 1, false, true],
    ]);
    expect(text(next[1])).toContain('Page 2 of');
    const last = ok(await s.press('4'));
    expect(text(last[1])).toContain('Page 120 of 120');
    await expect(s.press('Next ›')).resolves.toEqual({ ok: false, error: 'Next › is disabled.' });
  });

  it('refuses a member on a moderator command, privately, and lets a moderator through', async () => {
    const refused = ok(await session('member').command('/treasury balance chain:Ethereum'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ kind: 'reply', private: true });
    expect(text(refused[0])).toContain('This is for moderators');
    for (const role of ['moderator', 'admin'] as const) {
      const allowed = ok(await session(role).command('/treasury balance chain:Ethereum'));
      expect(text(allowed.at(-1))).not.toContain('This is for moderators');
      expect(allowed.at(-1)?.kind).toBe('edit');
    }
  });

  it('gives console errors for what Discord would not send, without an interaction', async () => {
    const s = session();
    const before = bot.calls.length;
    expect(await s.command('/nope')).toMatchObject({ ok: false, error: expect.stringMatching(/Unknown command \/nope/) });
    expect(await s.command('/leaderboard colour:red')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Unknown option "colour"/),
    });
    expect(await s.press('1')).toEqual({ ok: false, error: 'Nothing to press: the last message has no buttons or menus.' });
    expect(bot.calls.length).toBe(before);
  });

  it('picks from a select menu and opens a modal from a button, then submits it', async () => {
    const s = session();
    ok(await s.command('/probe pager'));
    expect(await s.press('4', ['Three'])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no option "Three"; choose 1 \(One\), 2 \(Two\)/),
    });
    expect(await s.press('4')).toMatchObject({ ok: false, error: expect.stringMatching(/choose 1 option/) });
    const picked = ok(await s.press('4', ['Two']));
    expect(picked.at(-1)).toMatchObject({ kind: 'edit', private: true, ref: 2 });
    expect(text(picked.at(-1))).toContain(`picked 2 on a message of ${DEMO.memberId}`);

    // The private reply has no buttons; the pager's buttons are still there to press.
    ok(await s.command('/probe pager'));
    const opened = ok(await s.press('form'));
    expect(opened.map((d) => d.kind)).toEqual(['modal']);
    expect(s.modalFields().map((f) => [f.customId, f.label, f.required])).toEqual([['note', 'Note', true]]);
    const submitted = ok(await s.submitModal({ note: 'hello *there*' }));
    expect(submitted.at(-1)).toMatchObject({ kind: 'edit', private: true });
    expect(text(submitted.at(-1))).toContain('form from-button: hello \\\\*there\\\\*');
    expect(s.pendingModal).toBeUndefined();
    expect(await s.submitModal({})).toEqual({ ok: false, error: 'No form is open.' });
  });

  it('shows a public placeholder deleted and the error followed up privately', async () => {
    const ds = ok(await session().command('/probe boom'));
    expect(ds.map((d) => [d.kind, d.private])).toEqual([
      ['reply', false],
      ['delete', false],
      ['follow-up', true],
    ]);
    // The placeholder never showed anything, so there is nothing to say about its removal.
    expect(ds[1]!.message).toBeUndefined();
    expect(text(ds[2])).not.toContain('internal detail');
  });

  it("runs the module's autocomplete through the router", async () => {
    const s = session('moderator');
    const answer = await s.autocomplete('/probe suggest q:eth');
    expect(answer?.option).toBe('q');
    expect(answer?.choices.map((c) => c.name)).toContain('Ethereum');
    expect(answer?.deliveries.map((d) => d.kind)).toEqual(['autocomplete']);
    expect(await s.autocomplete('/probe suggest q:eth ')).toBeUndefined();
    expect(await s.autocomplete('/probe count n:1')).toBeUndefined();
  });
});
