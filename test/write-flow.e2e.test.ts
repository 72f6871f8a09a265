import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../commands/audit.js';
import { points } from '../commands/points.js';
import { raid } from '../commands/raid.js';
import { setup } from '../commands/setup.js';
import { tip } from '../commands/tip.js';
import { tokens } from '../commands/tokens.js';
import { MESSAGES } from '../src/bot/router/router.js';
import { splitId } from '../src/discord/component-id.js';
import { RAID } from '../bench/busy-channel.js';
import { DEMO } from '../src/sandbox/index.js';
import { confirmIds } from '../src/features/writes/confirm-view.js';
import { SETUP_LIMITS, SETUP_LIMITS_FORM } from '../src/features/setup/view.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { textOf } from './raid.limits-helper.js';

/**
 * The one confirmed-write flow, as moderators meet it through raids, value moves and /tokens
 * add: the typed confirmation by the one threshold rule (dollars above the server's limit,
 * unknown worth, points above its points limit) and its /setup setting; buttons that refuse
 * whoever is no longer a moderator; an answer of 500, 502, 503, 504 or none recorded and shown
 * as "unknown", with only "Send anyway" offered for the same write again.
 */

const [UNPRICED, LIMITED, SETTING] = [
  /** A community whose tipping wallet has no dollar prices. */
  '1203458820156252931',
  /** A server with its own limits, $10 and 500 points (set in the store before the tests). */
  '1203458820156252932',
  /** A server whose administrator sets the limits with /setup. */
  '1203458820156252933',
] as const;
/** Members with no points yet. */
const [NEWCOMER, OTHER] = ['318204957716150001', '318204957716150002'];
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot({
    commands: [raid, tip, points, tokens, setup, audit],
    keys: (sb) => ({
      [DEMO.guildId]: sb.demoKey,
      [UNPRICED]: sb.addCommunity({ unpriced: true }),
      [LIMITED]: sb.demoKey,
      [SETTING]: sb.demoKey,
    }),
  });
  // Opens the store here (the embedded database takes seconds to start) rather than in the first test.
  await bot.bot.services.store.settings.update(
    LIMITED,
    { typedLimitUsd: 10, typedLimitPoints: 500 },
    { userId: DEMO.memberId, summary: 'limits for the tests' },
  );
}, 120_000);
afterAll(() => bot?.close());
afterEach(() => bot.sandbox.faults.clear());

type Message = {
  content?: string;
  embeds?: { title?: string; description?: string }[];
  components?: { components: { custom_id?: string; label?: string }[] }[];
};
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const content = (r: RunResult) => String(msg(r).content ?? '');
const buttons = (r: RunResult) =>
  (msg(r).components?.[0]?.components ?? []).map((c) => ({
    action: splitId(c.custom_id ?? '')?.action,
    label: c.label,
    id: c.custom_id ?? '',
  }));
const actions = (r: RunResult) => buttons(r).map((b) => b.action);
const posts = (route: string) => bot.sandbox.stats.byRoute()[route as 'sendTip'] ?? 0;
const writes = () => bot.sandbox.moves(bot.demoKey).length;

/** The benchmarks' raid (5 POL from the tipping wallet), titled. */
const raidOf = (title: string, values: Record<string, unknown> = {}) => ({ ...RAID, title, ...values });
const usdcTip = (amount: string, unit?: 'dollar') => ({
  subcommand: 'token',
  member: DEMO.memberId,
  chain: 'Ethereum',
  token: USDC,
  amount,
  ...(unit ? { unit } : {}),
});

/**
 * The plain Confirm id of a preview that asks for typing (kept or forged): the typed button's id
 * also carries what to type, so it is rebuilt from the preview id, not edited in place.
 */
function plainConfirm(typedId: string): string {
  const parts = splitId(typedId)!;
  const ids = confirmIds(parts.command);
  const { preview } = ids.typedButton.parse(parts.state)!;
  return ids.buttons.id('confirm', { preview })!;
}

/** Opens the typed form from the preview's first button and answers it. */
async function typeIn(preview: RunResult, answer: string, actor: ReturnType<TestBot['moderator']>): Promise<RunResult> {
  const opened = await bot.button(buttons(preview)[0]!.id, actor);
  const form = String((opened.modal as { custom_id?: string } | undefined)?.custom_id);
  return bot.modal(form, { answer }, actor, true);
}

describe('the /setup limits', () => {
  it('are shown with their defaults, set in a form, audited, and then used by the writes of that server', async () => {
    const admin = bot.moderator({ guildId: SETTING });
    const panel = await bot.slash('setup', {}, admin);
    expect(textOf(msg(panel) as never)).toContain('⌨️ Typed confirmation above $100.00 (default) or 10,000 points (default)');
    const opened = await bot.button(SETUP_LIMITS.id('limits', { guild: SETTING })!, admin);
    expect(opened.ack).toBe('modal');
    const form = SETUP_LIMITS_FORM.id('limitsform', { guild: SETTING })!;
    // Bad input saves nothing.
    const bad = await bot.modal(form, { usd: '1,000', points: '500' }, admin, true);
    expect(content(bad)).toContain('The dollar limit must be an amount such as 250');
    const saved = await bot.modal(form, { usd: '10', points: '500' }, admin, true);
    expect(content(saved)).toBe('✅ Saved: an action asks for the amount typed above $10.00 or 500 points.');
    expect(textOf(msg(saved) as never)).toContain('⌨️ Typed confirmation above $10.00 or 500 points');
    const { rows } = await bot.bot.services.store.audit.list({ guildId: SETTING, limit: 5 });
    expect(rows[0]).toMatchObject({ operation: 'setup', outcome: 'changed', summary: 'typed confirmation asked above $10 or 500 points' });
    // Used at once: a $12.50 raid now asks for typing there.
    expect(actions(await bot.slash('raid', raidOf('Set here', { amount: 50 }), admin))).toEqual(['confirmtyped', 'cancel']);
    // A German admin writes cents after a comma, as the panel shows them; three digits after it are no cents.
    const german = bot.moderator({ guildId: SETTING, locale: 'de' });
    expect(content(await bot.modal(form, { usd: '12,50', points: '500' }, german, true))).toMatch(/12,50\s\$/);
    expect(content(await bot.modal(form, { usd: '1,000', points: '500' }, german, true))).toContain(
      'Das Dollarlimit muss ein Betrag wie 250 oder 99,50 sein',
    );
    // Emptied again: the defaults.
    const reset = await bot.modal(form, { usd: '', points: '' }, admin, true);
    expect(content(reset)).toContain('$100.00 or 10,000 points');
    expect(actions(await bot.slash('raid', raidOf('Set here again', { amount: 50 }), admin))).toEqual(['confirm', 'cancel']);
  });

  it('at the boundary: exactly the limit asks for Confirm, a cent more for typing, unknown worth for typing', async () => {
    const mod = bot.moderator({ guildId: LIMITED });
    // Dollars given as dollars: the worth is exactly what was typed.
    const at = await bot.slash('tip', usdcTip('10', 'dollar'), mod);
    expect(actions(at), content(at)).toEqual(['confirm', 'cancel']);
    const above = await bot.slash('tip', usdcTip('10.01', 'dollar'), mod);
    expect(actions(above)).toEqual(['confirmtyped', 'cancel']);
    expect(content(above)).toContain(
      "Because it is worth more than this server's limit of $10.00, **Confirm** then asks you to type `10.01`.",
    );
    // An NFT has no price: its worth is unknown.
    const nft = await bot.slash('tip', { subcommand: 'nft', member: DEMO.memberId, chain: 'Base', nft: 'Base Builders #2' }, mod);
    expect(actions(nft)).toEqual(['confirmtyped', 'cancel']);
    expect(content(nft)).toContain(
      "Because it is of unknown worth (no dollar price is known for it), it cannot be measured against this server's limit of $10.00, so **Confirm** then asks you to type `SEND`.",
    );
    // The default server keeps the default: $10.01 is one click there.
    const elsewhere = await bot.slash('tip', usdcTip('10.01', 'dollar'), bot.moderator());
    expect(actions(elsewhere)).toEqual(['confirm', 'cancel']);
    for (const p of [at, above, nft]) await bot.button(buttons(p)[1]!.id, mod);
  });

  it('at the default limit: exactly $100 asks for Confirm, $100.01 for typing, unknown worth for typing', async () => {
    const mod = bot.moderator();
    const at = await bot.slash('tip', usdcTip('100', 'dollar'), mod);
    expect(actions(at), content(at)).toEqual(['confirm', 'cancel']);
    const above = await bot.slash('tip', usdcTip('100.01', 'dollar'), mod);
    expect(actions(above), content(above)).toEqual(['confirmtyped', 'cancel']);
    expect(content(above)).toContain(
      "Because it is worth more than this server's limit of $100.00, **Confirm** then asks you to type `100.01`.",
    );
    const nft = await bot.slash('tip', { subcommand: 'nft', member: DEMO.memberId, chain: 'Base', nft: 'Base Builders #2' }, mod);
    expect(actions(nft), content(nft)).toEqual(['confirmtyped', 'cancel']);
    const before = writes();
    for (const p of [at, above, nft]) await bot.button(buttons(p)[1]!.id, mod);
    expect(writes()).toBe(before);
  });

  it('points: a print above the points limit (all members counted) asks for the amount typed, and sends once it is typed', async () => {
    const mod = bot.moderator({ guildId: LIMITED });
    const at = await bot.slash('points', { subcommand: 'give', member: NEWCOMER, amount: '250', 'more-members': `<@${OTHER}>` }, mod);
    expect(actions(at), content(at)).toEqual(['confirm', 'cancel']);
    const above = await bot.slash('points', { subcommand: 'give', member: NEWCOMER, amount: '251', 'more-members': `<@${OTHER}>` }, mod);
    expect(actions(above)).toEqual(['confirmtyped', 'cancel']);
    expect(content(above)).toContain(
      "Because it moves more than this server's limit of 500 points, **Confirm** then asks you to type `251`.",
    );
    const before = writes();
    // The plain Confirm id for it (kept or forged) does not send: typing is never skipped.
    const forged = await bot.button(plainConfirm(buttons(above)[0]!.id), mod);
    expect(content(forged)).toBe('Press Confirm and type 251 to confirm.');
    const wrong = await typeIn(above, '2510', mod);
    expect(content(wrong)).toContain('That does not match; nothing was sent');
    expect(writes()).toBe(before);
    const done = await typeIn(above, '251', mod);
    expect(content(done)).toMatch(/^Points given/);
    expect(writes()).toBe(before + 1);
    await bot.button(buttons(at)[1]!.id, mod);
  });

  it('a raid whose reward is worth more than the limit asks for the amount typed', async () => {
    const mod = bot.moderator({ guildId: LIMITED });
    // 50 POL at $0.25: $12.50, above $10.
    const p = await bot.slash('raid', raidOf('Worth more', { amount: 50 }), mod);
    expect(actions(p), content(p)).toEqual(['confirmtyped', 'cancel']);
    expect(content(p)).toContain("Because it is worth more than this server's limit of $10.00, **Confirm** then asks you to type `50`.");
    const raids = bot.sandbox.raids(bot.demoKey).length;
    expect(content(await bot.button(plainConfirm(buttons(p)[0]!.id), mod))).toBe('Press Confirm and type 50 to confirm.');
    expect(content(await typeIn(p, '50', mod))).toMatch(/^Raid created/);
    expect(bot.sandbox.raids(bot.demoKey).length).toBe(raids + 1);
    // 4 POL ($1) stays one click; so does a reward pool (its contents are the service's).
    expect(actions(await bot.slash('raid', raidOf('Worth less', { amount: 4 }), mod))).toEqual(['confirm', 'cancel']);
    const pool = await bot.slash(
      'raid',
      raidOf('Pool', { 'reward-type': 'RANDOM', chain: undefined, token: undefined, amount: undefined, 'reward-pool': 'pool-1' }),
      mod,
    );
    expect(actions(pool)).toEqual(['confirm', 'cancel']);
  });
});

describe('unknown worth', () => {
  it('a raid whose reward token has no dollar price asks for the amount typed, at the default limit too', async () => {
    const mod = bot.moderator({ guildId: UNPRICED });
    const p = await bot.slash('raid', raidOf('No price', { amount: 0.5 }), mod);
    expect(actions(p), content(p)).toEqual(['confirmtyped', 'cancel']);
    expect(textOf(msg(p) as never)).toContain('no dollar price known');
    expect(content(p)).toContain(
      "Because it is of unknown worth (no dollar price is known for it), it cannot be measured against this server's limit of $100.00, so **Confirm** then asks you to type `0.5`.",
    );
  });

  it('a token tip of unknown worth asks for the amount typed', async () => {
    const p = await bot.slash('tip', { ...usdcTip('0.01'), chain: 'Polygon', token: 'native' }, bot.moderator({ guildId: UNPRICED }));
    expect(actions(p), content(p)).toEqual(['confirmtyped', 'cancel']);
  });
});

describe('a moderator who lost the role since the preview', () => {
  it('is refused privately at Confirm, the typed button, the typed form and Cancel; nothing is sent and the preview stays', async () => {
    const mod = bot.moderator();
    const plain = await bot.slash('tip', usdcTip('0.25'), mod);
    const typed = await bot.slash('tip', usdcTip('150'), mod);
    expect(actions(plain)).toEqual(['confirm', 'cancel']);
    expect(actions(typed)).toEqual(['confirmtyped', 'cancel']);
    const opened = await bot.button(buttons(typed)[0]!.id, mod);
    const form = String((opened.modal as { custom_id?: string }).custom_id);
    // The same person, now without Manage Server or a moderator role.
    const demoted = bot.member({ userId: mod.userId, channelId: mod.channelId });
    const before = posts('sendTip');
    for (const press of [
      () => bot.button(buttons(plain)[0]!.id, demoted),
      () => bot.button(buttons(plain)[1]!.id, demoted),
      () => bot.button(buttons(typed)[0]!.id, demoted),
      () => bot.button(buttons(typed)[1]!.id, demoted),
      () => bot.modal(form, { answer: '150' }, demoted, true),
    ]) {
      const r = await press();
      expect(r.ephemeral).toBe(true);
      expect(r.modal).toBeUndefined();
      expect(content(r)).toBe(MESSAGES.notModerator);
    }
    expect(posts('sendTip')).toBe(before);
    // Nothing was cancelled either: the moderator, a moderator again, still can.
    expect(content(await bot.button(buttons(plain)[0]!.id, mod))).toMatch(/^Tip sent/);
    expect(posts('sendTip')).toBe(before + 1);
  });

  it('the same for /tokens add, a command members may run (its buttons are still for moderators)', async () => {
    const mod = bot.moderator();
    const p = await bot.slash('tokens', { subcommand: 'add', chain: 'Base', address: `0x${'9'.repeat(40)}` }, mod);
    const saves = posts('saveToken');
    for (const id of buttons(p).map((b) => b.id)) {
      const r = await bot.button(id, bot.member({ userId: mod.userId }));
      expect(r.ephemeral).toBe(true);
      expect(content(r)).toBe(MESSAGES.notModerator);
    }
    expect(posts('saveToken')).toBe(saves);
  });
});

describe('/tokens add through the flow', () => {
  it('previews, sends once on Confirm, and appears in /audit and the audit channel', async () => {
    const mod = bot.moderator();
    const address = `0x${'8'.repeat(40)}`;
    const saves = posts('saveToken');
    const p = await bot.slash('tokens', { subcommand: 'add', chain: 'Base', address }, mod);
    expect(p.ephemeral).toBe(true);
    expect(msg(p).embeds?.[0]?.title).toBe('Add a custom token');
    expect(msg(p).embeds?.[0]?.description).toContain(`\`${address}\` on Base becomes a custom token of this community.`);
    expect(buttons(p).map((b) => b.label)).toEqual(['Confirm', 'Cancel']);
    expect(posts('saveToken')).toBe(saves);
    const [done, again] = [await bot.button(buttons(p)[0]!.id, mod), await bot.button(buttons(p)[0]!.id, mod)];
    expect(msg(done).embeds?.[0]?.title).toBe('Token added');
    expect(msg(again).embeds?.[0]?.title).toBe('Token added');
    expect(posts('saveToken')).toBe(saves + 1);
    const shown = await bot.slash('audit', { operation: 'token.save' }, mod);
    expect(msg(shown).embeds?.[0]?.description).toMatch(
      new RegExp(`\`token\\.save\` · <@${mod.userId}> · \\*\\*✅ created\\*\\*\\nBase ${address}`),
    );
  });

  it('a refusal says why and nothing is resent; Cancel sends nothing', async () => {
    const mod = bot.moderator();
    bot.sandbox.faults.set('saveToken', { errorRate: 1, errorStatus: 422 });
    const p = await bot.slash('tokens', { subcommand: 'add', chain: 'Base', address: `0x${'7'.repeat(40)}` }, mod);
    const refused = await bot.button(buttons(p)[0]!.id, mod);
    expect(msg(refused).embeds?.[0]?.title).toBe('Token not added');
    expect(content(refused)).toMatch(/^The token was not added: /);
    bot.sandbox.faults.clear();
    const saves = posts('saveToken');
    const c = await bot.slash('tokens', { subcommand: 'add', chain: 'Base', address: `0x${'6'.repeat(40)}` }, mod);
    expect(content(await bot.button(buttons(c)[1]!.id, mod))).toBe('Cancelled; nothing was sent.');
    expect(posts('saveToken')).toBe(saves);
  });
});

describe('a write answered with a server error or with nothing is "unknown", end to end', () => {
  const cases: [string, { errorRate: number; errorStatus: number } | { dropAnswer: number }, string][] = [
    ['HTTP 500', { errorRate: 1, errorStatus: 500 }, '0.51'],
    ['HTTP 502', { errorRate: 1, errorStatus: 502 }, '0.52'],
    ['HTTP 503', { errorRate: 1, errorStatus: 503 }, '0.53'],
    ['HTTP 504', { errorRate: 1, errorStatus: 504 }, '0.54'],
    ['no status (the connection closed unanswered)', { dropAnswer: 1 }, '0.55'],
  ];

  it.each(cases)(
    '%s: the reply says unknown, the audit row is unknown, and the same tip again offers only "Send anyway"',
    async (_what, fault, amount) => {
      const mod = bot.moderator();
      const p = await bot.slash('tip', usdcTip(amount), mod);
      expect(actions(p)).toEqual(['confirm', 'cancel']);
      const before = posts('sendTip');
      bot.sandbox.faults.set('sendTip', fault);
      const done = await bot.button(buttons(p)[0]!.id, mod);
      bot.sandbox.faults.clear();
      expect(posts('sendTip')).toBe(before + 1);
      expect(content(done)).toMatch(/^Outcome unknown: .*pressing Confirm again will not resend it\./);
      const { rows } = await bot.bot.services.store.audit.list({ guildId: DEMO.guildId, operation: 'tip.send', limit: 1 });
      expect(rows[0]).toMatchObject({ outcome: 'unknown', userId: mod.userId });
      expect(rows[0]!.summary).toContain(`Tip ${amount} USDC`);
      // Pressed again: the same outcome, not a second request.
      expect(content(await bot.button(buttons(p)[0]!.id, mod))).toMatch(/^Outcome unknown/);
      const again = await bot.slash('tip', usdcTip(amount), mod);
      expect(buttons(again).map((b) => [b.action, b.label])).toEqual([
        ['anyway', 'Send anyway'],
        ['cancel', 'Cancel'],
      ]);
      expect(content(again)).toMatch(/its outcome is unknown/);
      expect(posts('sendTip')).toBe(before + 1);
      await bot.button(buttons(again)[1]!.id, mod);
    },
  );

  it('while a refusal (HTTP 422) is "refused": nothing happened, so the same tip again is a plain Confirm', async () => {
    const mod = bot.moderator();
    const p = await bot.slash('tip', usdcTip('0.42'), mod);
    bot.sandbox.faults.set('sendTip', { errorRate: 1, errorStatus: 422 });
    expect(content(await bot.button(buttons(p)[0]!.id, mod))).toMatch(/^Nothing was moved: /);
    bot.sandbox.faults.clear();
    const { rows } = await bot.bot.services.store.audit.list({ guildId: DEMO.guildId, operation: 'tip.send', limit: 1 });
    expect(rows[0]).toMatchObject({ outcome: 'refused' });
    expect(actions(await bot.slash('tip', usdcTip('0.42'), mod))).toEqual(['confirm', 'cancel']);
  });

  it('a raid answered HTTP 500 is unknown too, and offered again only as "Create anyway"', async () => {
    const mod = bot.moderator();
    const p = await bot.slash('raid', raidOf('Server error'), mod);
    bot.sandbox.faults.set('createRaid', { errorRate: 1, errorStatus: 500 });
    expect(content(await bot.button(buttons(p)[0]!.id, mod))).toMatch(/^Outcome unknown — /);
    bot.sandbox.faults.clear();
    const { rows } = await bot.bot.services.store.audit.list({ guildId: DEMO.guildId, operation: 'raid.create', limit: 1 });
    expect(rows[0]).toMatchObject({ outcome: 'unknown' });
    expect(buttons(await bot.slash('raid', raidOf('Server error'), mod)).map((b) => b.label)).toEqual(['Create anyway', 'Cancel']);
  });
});
