import { PermissionFlagsBits as P } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { points } from '../commands/points.js';
import { raffle } from '../commands/raffle.js';
import { tip } from '../commands/tip.js';
import { DANGEROUS_PERMISSIONS } from '../src/features/moves/role-prize.js';
import { splitId } from '../src/discord/component-id.js';
import { DEMO } from '../src/sandbox/index.js';
import { confirmIds } from '../src/features/writes/confirm-view.js';
import { MEMBER_PERMISSIONS, startTestBot, type RunResult, type TestBot } from './harness.js';

/**
 * Money guards, through the real discord.js interaction objects, the Discord
 * stand-in (its servers, roles and users) and the sandbox: a role prize is checked against what
 * Discord says of the role and of the hierarchy; recipients are users, not bots; a moderator
 * moving value to themself types the confirmation and the audit says so; balances and a role
 * prize are checked again just before sending, and a failed check sends nothing.
 */

const AUDIT = '1203458820156252777';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
/** A role that makes its holders moderators (MODERATOR_ROLE_IDS) without granting any permission. */
const HELPERS = '1203458820156259001';

let bot: TestBot;
let ordinary: string;
beforeAll(async () => {
  bot = await startTestBot({
    commands: [raffle, tip, points],
    config: (c) => {
      c.discord.auditChannelId = AUDIT;
      c.discord.moderatorRoleIds = [HELPERS];
    },
  });
  bot.standIn.addRole(DEMO.guildId, { id: HELPERS, name: 'Helpers', position: 6 });
  ordinary = bot.standIn.addRole(DEMO.guildId, { name: 'Winners', position: 2 }).id;
  // Opens the store here (the embedded database takes seconds to start) rather than in the first test.
  await bot.bot.services.store.settings.get(DEMO.guildId);
}, 120_000);
afterAll(() => bot?.close());

type Message = { content?: string; components?: { components: { custom_id?: string; label?: string }[] }[] };
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const content = (r: RunResult) => String(msg(r).content ?? '');
const ids = (r: RunResult) => (msg(r).components?.[0]?.components ?? []).map((c) => c.custom_id ?? '');
const actions = (r: RunResult) => ids(r).map((id) => splitId(id)?.action);
/** The plain Confirm id of the preview a typed Confirm id points at (kept from an earlier preview, or forged). */
function plainConfirm(typedId: string): string {
  const { command, state } = splitId(typedId)!;
  const codec = confirmIds(command);
  return codec.buttons.id('confirm', { preview: codec.typedButton.parse(state)!.preview })!;
}
const writes = () => bot.sandbox.moves(bot.demoKey).length;
const auditLines = () =>
  bot.calls
    .filter((c) => c.method === 'POST' && c.path === `/channels/${AUDIT}/messages`)
    .map((c) => String((c.body as { content?: string }).content));
const roleRaffle = (role: string) => ({ subcommand: 'role', role, duration: '1d', entries: 50 });
const usdcTip = (member: string, amount: string) => ({ subcommand: 'token', member, chain: 'Ethereum', token: USDC, amount });

/** Opens the typed form from the preview's first button and answers it. */
async function typeIn(preview: RunResult, answer: string, actor = bot.moderator()): Promise<RunResult> {
  const opened = await bot.button(ids(preview)[0]!, actor);
  expect(opened.ack, content(opened)).toBe('modal');
  return bot.modal(String((opened.modal as { custom_id?: string }).custom_id), { answer }, actor, true);
}

/** Refused privately, with no preview to confirm and nothing sent. */
async function expectRefused(run: Promise<RunResult>, words: string | RegExp): Promise<void> {
  const before = writes();
  const r = await run;
  expect(r.ephemeral).toBe(true);
  expect(content(r)).toMatch(words);
  expect(ids(r)).toEqual([]);
  expect(writes()).toBe(before);
}

describe('/raffle role (item 1)', () => {
  it("an ordinary role below the moderator's and the bot's: previewed with the typed confirmation (ROLE), created once", async () => {
    const mod = bot.moderator();
    const p = await bot.slash('raffle', roleRaffle(ordinary), mod);
    expect(actions(p), content(p)).toEqual(['confirmtyped', 'cancel']);
    expect(content(p)).toContain('Because it hands out a role, **Confirm** then asks you to type `ROLE`.');
    const before = writes();
    // The plain Confirm id (kept or forged) does not send it.
    expect(content(await bot.button(plainConfirm(ids(p)[0]!), mod))).toBe('Press Confirm and type ROLE to confirm.');
    // The word exactly, in capitals, as asked.
    expect(content(await typeIn(p, 'role', mod))).toMatch(/^That does not match; nothing was sent/);
    expect(writes()).toBe(before);
    expect(content(await typeIn(p, 'ROLE', mod))).toMatch(/^Raffle created/);
    expect(writes()).toBe(before + 1);
    expect(bot.sandbox.moves(bot.demoKey).at(-1)?.body).toMatchObject({ item: { type: 'ROLE', roleId: ordinary } });
    // The first write opens the journal's tables: seconds on a busy machine.
  }, 120_000);

  it("@everyone (its id is the server's) is refused", () =>
    expectRefused(bot.slash('raffle', roleRaffle(DEMO.guildId), bot.moderator()), "@everyone is everyone's role already"));

  it('a role an integration manages is refused', async () => {
    const managed = bot.standIn.addRole(DEMO.guildId, { name: 'Server Booster', position: 2, managed: true }).id;
    await expectRefused(bot.slash('raffle', roleRaffle(managed), bot.moderator()), `<@&${managed}> is managed by an integration`);
  });

  it.each(Object.entries(DANGEROUS_PERMISSIONS))('a role carrying %s is refused, naming it', async (_name, bit) => {
    const role = bot.standIn.addRole(DEMO.guildId, { name: 'Powerful', position: 2, permissions: bit | P.SendMessages }).id;
    const words = {
      Administrator: 'Administrator',
      ManageGuild: 'Manage Server',
      ManageRoles: 'Manage Roles',
      ManageChannels: 'Manage Channels',
      ManageWebhooks: 'Manage Webhooks',
      BanMembers: 'Ban Members',
      KickMembers: 'Kick Members',
      MentionEveryone: 'Mention @everyone',
    }[_name as string]!;
    await expectRefused(
      bot.slash('raffle', roleRaffle(role), bot.moderator()),
      new RegExp(`<@&${role}> grants "${words}.*cannot be a prize`),
    );
  });

  it("a role at or above the moderator's highest role is refused; the owner may, up to the bot's role", async () => {
    const level = bot.standIn.addRole(DEMO.guildId, { name: 'Level', position: 5 }).id;
    const higher = bot.standIn.addRole(DEMO.guildId, { name: 'Higher', position: 8 }).id;
    const top = bot.standIn.addRole(DEMO.guildId, { name: 'Top', position: 12 }).id;
    for (const role of [level, higher])
      await expectRefused(bot.slash('raffle', roleRaffle(role), bot.moderator()), `<@&${role}> is not below your highest role`);
    const owner = bot.moderator({ userId: bot.standIn.guild(DEMO.guildId).ownerId, roles: [] });
    const p = await bot.slash('raffle', roleRaffle(higher), owner);
    expect(actions(p), content(p)).toEqual(['confirmtyped', 'cancel']);
    await bot.button(ids(p)[1]!, owner);
    await expectRefused(bot.slash('raffle', roleRaffle(top), owner), `<@&${top}> is not below the bot's highest role`);
    await expectRefused(bot.slash('raffle', roleRaffle(bot.standIn.guild(DEMO.guildId).botRoleId), owner), /is managed by an integration/);
  });

  it("a moderator by a moderator role, without Manage Roles (the review's scenario), is refused", async () => {
    const helper = bot.member({ userId: '318204957716159101', roles: [HELPERS] });
    await expectRefused(
      bot.slash('raffle', roleRaffle(ordinary), helper),
      'A role prize needs the Manage Roles permission, which you do not have.',
    );
    // Manage Server alone is not enough either.
    await expectRefused(
      bot.slash('raffle', roleRaffle(ordinary), bot.moderator({ permissions: MEMBER_PERMISSIONS | P.ManageGuild })),
      'needs the Manage Roles permission',
    );
  });

  it('checked again at Confirm: a role given Administrator since the preview is refused, and nothing is sent', async () => {
    const mod = bot.moderator();
    const role = bot.standIn.addRole(DEMO.guildId, { name: 'Later admin', position: 3 });
    const p = await bot.slash('raffle', roleRaffle(role.id), mod);
    expect(actions(p)).toEqual(['confirmtyped', 'cancel']);
    role.permissions = String(P.Administrator);
    const before = writes();
    const r = await typeIn(p, 'ROLE', mod);
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toContain(`<@&${role.id}> grants "Administrator"`);
    expect(writes()).toBe(before);
    // Back to harmless: the same preview sends.
    role.permissions = '0';
    expect(content(await typeIn(p, 'ROLE', mod))).toMatch(/^Raffle created/);
    expect(writes()).toBe(before + 1);
  });

  it("when Discord's roles cannot be read, the role is refused and nothing is recorded", async () => {
    bot.standIn.fail({ method: 'GET', path: /^\/guilds\/\d+$/, status: 500, times: 1 });
    await expectRefused(bot.slash('raffle', roleRaffle(ordinary), bot.moderator()), "could not read this server's roles");
  });
});

describe('recipients (item 9)', () => {
  const BOT = '318204957716159201';
  const CHANNEL = '1203458820156259301';
  beforeAll(() => {
    bot.standIn.bots.add(BOT);
    bot.standIn.notUsers.add(CHANNEL);
  });

  it('a tip or points for a bot are refused before any request', async () => {
    const before = bot.sandbox.stats.total();
    await expectRefused(bot.slash('tip', usdcTip(BOT, '1'), bot.moderator()), `<@${BOT}> is a bot; bots cannot receive tips or points.`);
    await expectRefused(bot.slash('points', { subcommand: 'give', member: BOT, amount: '5' }, bot.moderator()), `<@${BOT}> is a bot`);
    await expectRefused(
      bot.slash('points', { subcommand: 'give', member: DEMO.memberId, amount: '5', 'more-members': `<@${BOT}>` }, bot.moderator()),
      `<@${BOT}> is a bot`,
    );
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  it.each([
    ['the server', DEMO.guildId],
    ['a role', () => ordinary],
    ['a channel', CHANNEL],
  ])('an id in more-members that is %s is refused, naming it', async (_what, id) => {
    const given = typeof id === 'function' ? id() : id;
    const before = bot.sandbox.stats.total();
    await expectRefused(
      bot.slash('points', { subcommand: 'give', member: DEMO.memberId, amount: '5', 'more-members': `${given}` }, bot.moderator()),
      `\`more-members\`: ${given} is not a member`,
    );
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  it('a moderator tipping themself gets the typed confirmation, however small, and the audit row says so', async () => {
    const mod = bot.moderator();
    const p = await bot.slash('tip', usdcTip(mod.userId, '0.01'), mod);
    expect(actions(p), content(p)).toEqual(['confirmtyped', 'cancel']);
    expect(content(p)).toContain('Because it moves value to you yourself, **Confirm** then asks you to type `0.01`.');
    const before = writes();
    expect(content(await typeIn(p, '0.01', mod))).toMatch(/^Tip sent/);
    expect(writes()).toBe(before + 1);
    const { rows } = await bot.bot.services.store.audit.list({ guildId: DEMO.guildId, operation: 'tip.send', limit: 1 });
    expect(rows[0]).toMatchObject({ outcome: 'created', userId: mod.userId });
    expect(rows[0]!.summary).toContain('(to the moderator themself)');
    expect(auditLines().at(-1)).toContain('(to the moderator themself) Outcome: done');
    // Points to themself among others: typed too; to someone else, one click.
    const self = await bot.slash(
      'points',
      { subcommand: 'give', member: DEMO.memberId, amount: '1', 'more-members': `<@${mod.userId}>` },
      mod,
    );
    expect(actions(self)).toEqual(['confirmtyped', 'cancel']);
    const other = await bot.slash('points', { subcommand: 'give', member: DEMO.memberId, amount: '1' }, mod);
    expect(actions(other)).toEqual(['confirm', 'cancel']);
    for (const r of [self, other]) await bot.button(ids(r)[1]!, mod);
  });
});

describe('balances checked again just before sending (item 10)', () => {
  const wallet = async () =>
    (await bot.api.forKey(bot.demoKey).getTippingBalance('Ethereum', { fresh: true })).tokens.find((t) => t.contractAddress === USDC)!;

  it('a token tip the wallet no longer covers is refused at Confirm with the new figures; nothing is sent', async () => {
    const mod = bot.moderator();
    const held = BigInt((await wallet()).balanceRaw);
    // Two previews, each covered when shown: all but 1 USDC, then 2 USDC.
    const most = `${(held - 1_000_000n) / 1_000_000n}.${String((held - 1_000_000n) % 1_000_000n).padStart(6, '0')}`.replace(/\.?0+$/, '');
    const big = await bot.slash('tip', usdcTip(DEMO.memberId, most), mod);
    const small = await bot.slash('tip', usdcTip(DEMO.memberId, '2'), mod);
    expect(ids(small).length, content(small)).toBe(2);
    expect(content(actions(big)[0] === 'confirmtyped' ? await typeIn(big, most, mod) : await bot.button(ids(big)[0]!, mod))).toMatch(
      /^Tip sent/,
    );
    const before = writes();
    const r = await bot.button(ids(small)[0]!, mod);
    expect(r.ephemeral).toBe(true);
    const heldText = (raw: bigint) =>
      `${raw / 1_000_000n}${
        raw % 1_000_000n
          ? `.${String(raw % 1_000_000n)
              .padStart(6, '0')
              .replace(/0+$/, '')}`
          : ''
      }`;
    expect(content(r)).toBe(
      `Nothing was sent: since the preview the tipping wallet's USDC went from ${heldText(held)} to 1, less than the 2 USDC this needs.`,
    );
    expect(writes()).toBe(before);
  });

  it('an NFT that left the wallet since the preview is refused; nothing is sent', async () => {
    const mod = bot.moderator();
    const nft = { subcommand: 'nft', member: DEMO.memberId, chain: 'Base', nft: 'Base Builders #3' };
    const [first, second] = [await bot.slash('tip', nft, mod), await bot.slash('tip', nft, mod)];
    expect(content(await typeIn(first, 'SEND', mod))).toMatch(/^Tip sent/);
    const before = writes();
    const r = await typeIn(second, 'SEND', mod);
    expect(content(r)).toBe('Nothing was sent: since the preview, Base Builders #3 left the tipping wallet.');
    expect(writes()).toBe(before);
  });

  it('a points take that would now leave a member below 0 is refused with the balance as it is now', async () => {
    const mod = bot.moderator();
    const member = '318204957716159401';
    const give = await bot.slash('points', { subcommand: 'give', member, amount: '7' }, mod);
    await bot.button(ids(give)[0]!, mod);
    const all = await bot.slash('points', { subcommand: 'take', member, amount: '7' }, mod);
    const some = await bot.slash('points', { subcommand: 'take', member, amount: '3' }, mod);
    expect(ids(some).length, content(some)).toBe(2);
    expect(content(await bot.button(ids(all)[0]!, mod))).toMatch(/^Points taken/);
    const before = writes();
    const r = await bot.button(ids(some)[0]!, mod);
    expect(content(r)).toMatch(
      new RegExp(
        `^Balances changed since the preview\\. Cannot take 3 .*: <@${member}> holds 0; a balance cannot go below 0\\. Nothing was sent\\.$`,
      ),
    );
    expect(writes()).toBe(before);
  });
});
