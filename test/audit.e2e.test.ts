import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../commands/audit.js';
import { points } from '../commands/points.js';
import { DEMO } from '../src/sandbox/demo.js';
import { buttonId } from './reply-helpers.js';
import { MESSAGES } from '../src/bot/router/router.js';
import { splitId } from '../src/discord/component-id.js';
import { storeOn, type Store } from '../src/store/index.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { memoryDb, type TestDb } from './support/store.js';

/** /audit reads the store's audit trail: moderators only, private, newest first, filtered, paged. */

let t: TestDb;
let store: Store;
let bot: TestBot;
const OTHER_GUILD = '1203458820156250001';
const ALICE = '1203458820156250011';
const BOB = '1203458820156250012';
const T0 = Date.UTC(2026, 10, 20, 12);

beforeAll(async () => {
  t = await memoryDb();
  store = await storeOn(t.db);
  bot = await startTestBot({ commands: [audit], store });
  // 12 raids by Alice, 3 tips by Bob, in this guild; one row in another guild.
  for (let i = 0; i < 12; i++) {
    await store.audit.record({
      at: T0 + i * 60_000,
      guildId: bot.guildId,
      userId: ALICE,
      operation: 'raid.create',
      summary: `"Raid ${i}" for https://x.com/a/status/1`,
      outcome: i === 11 ? 'unknown' : 'created',
      reference: `raid-${i}`,
    });
  }
  for (let i = 0; i < 3; i++) {
    await store.audit.record({
      at: T0 + (20 + i) * 60_000,
      guildId: bot.guildId,
      userId: BOB,
      operation: 'tip.send',
      summary: `Tip ${i}`,
      outcome: i === 0 ? 'refused' : 'created',
    });
  }
  await store.audit.record({
    at: T0,
    guildId: OTHER_GUILD,
    userId: ALICE,
    operation: 'raid.create',
    summary: 'elsewhere',
    outcome: 'created',
  });
}, 120_000);
afterAll(async () => {
  await bot?.close();
  await t?.drop();
});

type Message = {
  content?: string;
  embeds?: { description?: string; footer?: { text: string } }[];
  components?: { components: { custom_id: string; label: string; disabled?: boolean }[] }[];
};
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const text = (r: RunResult) => msg(r).embeds?.[0]?.description ?? '';
const button = (r: RunResult, label: string) => msg(r).components?.[0]?.components.find((c) => c.label === label);
const order = (r: RunResult) => [...text(r).matchAll(/"Raid (\d+)"|Tip (\d)/g)].map((m) => (m[1] !== undefined ? `r${m[1]}` : `t${m[2]}`));

describe('/audit', () => {
  it('refuses members, before any read', async () => {
    const r = await bot.slash('audit', {}, bot.member());
    expect(msg(r).content).toBe(MESSAGES.notModerator);
  });

  it("shows this server's rows privately, newest first, with outcome, member and reference, ten a page", async () => {
    const mod = bot.moderator();
    const first = await bot.slash('audit', {}, mod);
    expect(first.ephemeral).toBe(true);
    expect(order(first)).toEqual(['t2', 't1', 't0', 'r11', 'r10', 'r9', 'r8', 'r7', 'r6', 'r5']);
    expect(text(first)).toContain('`tip.send` · <@1203458820156250012> · **⛔ refused (not done)**');
    expect(text(first)).toContain('`raid.create` · <@1203458820156250011> · **⚠️ outcome unknown** · ref `raid-11`');
    expect(text(first)).not.toContain('elsewhere');
    expect(button(first, '« Newest')?.disabled).toBe(true);
    const older = button(first, 'Older ›')!;
    expect(older.disabled).toBe(false);

    const second = await bot.button(older.custom_id, mod);
    expect(order(second)).toEqual(['r4', 'r3', 'r2', 'r1', 'r0']);
    expect(button(second, 'Older ›')?.disabled).toBe(true);
    const back = await bot.button(button(second, '« Newest')!.custom_id, mod);
    expect(order(back)).toEqual(order(first));
  });

  it('filters by operation and by member, and the filters survive paging', async () => {
    const mod = bot.moderator();
    const raids = await bot.slash('audit', { operation: 'raid.create' }, mod);
    expect(order(raids)).toEqual(['r11', 'r10', 'r9', 'r8', 'r7', 'r6', 'r5', 'r4', 'r3', 'r2']);
    const older = button(raids, 'Older ›')!;
    expect(splitId(older.custom_id)?.action).toBe('older');
    expect(order(await bot.button(older.custom_id, mod))).toEqual(['r1', 'r0']);
    const bob = await bot.slash('audit', { member: BOB }, mod);
    expect(order(bob)).toEqual(['t2', 't1', 't0']);
    expect(msg(bob).components).toEqual([]);
    const none = await bot.slash('audit', { operation: 'tip.send', member: ALICE }, mod);
    expect(text(none)).toContain('No actions recorded');
  });

  it("is written in the moderator's language, a refusal too", async () => {
    const mod = bot.moderator({ locale: 'de' });
    const r = await bot.slash('audit', {}, mod);
    expect((r.message?.embeds as { title?: string }[] | undefined)?.[0]?.title).toBe('Protokoll');
    expect(text(r)).toContain('**⛔ abgelehnt (nicht ausgeführt)**');
    expect(msg(r).embeds?.[0]?.footer?.text).toBe('Neueste zuerst · Mit „Ältere“ siehst du frühere Änderungen');
    expect(button(r, '‹ Neueste')?.disabled).toBe(true);
    expect(button(r, 'Ältere ›')?.disabled).toBe(false);
    const none = await bot.slash('audit', { operation: 'tip.send', member: ALICE }, mod);
    expect(text(none)).toBe('Noch keine Änderungen erfasst (Vorgang `tip.send`, von oder für <@1203458820156250011>).');
    const bad = await bot.slash('audit', { operation: 'raid create!' }, mod);
    expect(msg(bad).content).toBe('`vorgang`: muss ein Name wie raid.create sein (die Liste bietet die hier erfassten an)');
  });

  // Every operation is suggested (those recorded here first), an unknown one is refused.
  it('offers the operations recorded here first, then every other one the bot makes; refuses a malformed or unknown one by name', async () => {
    const r = await bot.autocomplete('audit', { operation: '' }, 'operation', bot.moderator());
    const names = (r.choices as { name: string }[]).map((c) => c.name);
    expect(names.slice(0, 2)).toEqual(['tip.send', 'raid.create']);
    expect(names).toEqual(
      expect.arrayContaining([
        'points.change',
        'treasury.transfer',
        'airdrop.create',
        'raffle.create',
        'token.burn',
        'token.save',
        'setup',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
    const typed = await bot.autocomplete('audit', { operation: 'poi' }, 'operation', bot.moderator());
    expect(typed.choices).toEqual([{ name: 'points.change', value: 'points.change' }]);
    const bad = await bot.slash('audit', { operation: 'raid create!' }, bot.moderator());
    expect(msg(bad).content).toMatch(/^`operation`/);
    const unknown = await bot.slash('audit', { operation: 'foo' }, bot.moderator());
    expect(unknown.ephemeral).toBe(true);
    expect(msg(unknown).content).toMatch(/^`operation`: "foo" is not an action this bot takes; use one of .*points\.change.*raid\.create/);
    expect(msg(unknown).content).not.toContain('No actions recorded');
    // A known operation with no rows here is still a filter, not a refusal.
    const none = await bot.slash('audit', { operation: 'token.burn' }, bot.moderator());
    expect(text(none)).toContain('No actions recorded');
  });
});

describe('/audit member: matches the recipients of a write too', () => {
  let t2: TestDb;
  let bot2: TestBot;
  beforeAll(async () => {
    t2 = await memoryDb();
    bot2 = await startTestBot({ commands: [points, audit], store: await storeOn(t2.db) });
  }, 120_000);
  afterAll(async () => {
    await bot2?.close();
    await t2?.drop();
  });

  it('after giving @aurora.builds points, /audit member:@aurora.builds finds the write; a member it did not name finds nothing', async () => {
    const mod = bot2.moderator();
    const preview = await bot2.slash('points', { subcommand: 'give', member: DEMO.gating.linked, amount: '5', reason: 'helped' }, mod);
    const done = await bot2.button(buttonId(preview, 'confirm'), mod);
    expect(JSON.stringify(done.message)).not.toContain('unknown');
    const theirs = await bot2.slash('audit', { member: DEMO.gating.linked }, mod);
    expect(text(theirs)).toContain('`points.change`');
    expect(text(theirs)).toContain(`<@${mod.userId}>`);
    const stranger = await bot2.slash('audit', { member: '1203458820156250099' }, mod);
    expect(text(stranger)).toContain('No actions recorded');
  });
});
