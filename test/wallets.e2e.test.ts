import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallets } from '../commands/wallets.js';
import { LISTED_CHAINS } from '../src/api/chains.js';
import { DEMO } from '../src/sandbox/demo.js';
import { startTestBot, type TestBot } from './harness.js';
import { embed, shown, upstream } from './reply-helpers.js';

const EMPTY_GUILD = '1203458820156252921';
let bot: TestBot;

beforeAll(async () => {
  bot = await startTestBot({
    commands: [wallets],
    keys: (sb) => ({ [DEMO.guildId]: sb.demoKey, [EMPTY_GUILD]: sb.addCommunity({ empty: true }) }),
  });
});
afterAll(async () => {
  await bot?.close();
});

/** One line per address: 24 EVM chains share one, each of the other 12 has its own. */
const GROUPS = 13;
const lines = (r: Awaited<ReturnType<TestBot['slash']>>) => (embed(r).description ?? '').split('\n').slice(1);

describe('/wallets', () => {
  it("shows the invoker's own wallets privately, one line per address naming its chains from the chain list", async () => {
    const me = bot.member({ userId: '318204957716152399' });
    const [r, sent] = await upstream(bot.sandbox, () => bot.slash('wallets', {}, me));
    expect(sent).toBe(2); // service wallets + chain list
    expect(r.ephemeral).toBe(true);
    expect(embed(r).description).toMatch(new RegExp(`^Your service wallets \\(${LISTED_CHAINS.length} chains, ${GROUPS} addresses\\):`));
    expect(lines(r)).toHaveLength(GROUPS);
    expect(lines(r)).toContainEqual(expect.stringMatching(/^\*\*Cosmos Hub\*\* `cosmos1\w+`$/));
    // The EVM chains share one address, shown once with every chain named.
    const evm = lines(r).filter((l) => /`0x[0-9a-fA-F]{40}`$/.test(l));
    expect(evm).toHaveLength(1);
    expect(evm[0]).toMatch(/^\*\*Abstract, .*HyperEVM, .*Sei EVM, .* \(24 chains\)\*\* `0x[0-9a-fA-F]{40}`$/);
    expect(bot.sandbox.stats.byRoute().getServiceWallets).toBeGreaterThan(0);
  });

  it("shows the wallets of another member who shares their details, which differ from the invoker's", async () => {
    const mine = await bot.slash('wallets', {}, bot.member({ userId: '318204957716152398' }));
    const theirs = await bot.slash('wallets', { member: DEMO.gating.linked }, bot.member({ userId: '318204957716152398' }));
    expect(theirs.ephemeral).toBe(true);
    expect(embed(theirs).description).toContain(`Service wallets of <@${DEMO.gating.linked}> (`);
    expect(lines(theirs)).toHaveLength(GROUPS);
    expect(lines(theirs)).not.toEqual(lines(mine));
  });

  // What members see of others: only the wallets of a member who shares their details with the
  // service (verified, not redacted); one who never verified made no choice to share.
  it('hides the wallets of a member the service does not know as verified, without reading them', async () => {
    const asker = bot.member({ userId: '318204957716152394' });
    const before = bot.sandbox.stats.byRoute().getServiceWallets ?? 0;
    const r = await bot.slash('wallets', { member: DEMO.memberId }, asker);
    expect(r.ephemeral).toBe(true);
    expect(embed(r).description).toBe(
      `Service wallets of <@${DEMO.memberId}>: not shown. The service does not know them as verified, so they have not chosen to share their details; only the wallets of members who share them are shown to others. They can see their own with /wallets.`,
    );
    expect(JSON.stringify(r.message)).not.toMatch(/0x[0-9a-fA-F]{40}/);
    expect(bot.sandbox.stats.byRoute().getServiceWallets ?? 0).toBe(before);
    // The same for a moderator; the member sees their own.
    expect(embed(await bot.slash('wallets', { member: DEMO.memberId }, bot.moderator())).description).toContain('not shown');
    expect(embed(await bot.slash('wallets', {}, bot.member({ userId: DEMO.memberId }))).description).toMatch(/^Your service wallets \(/);
  });

  // The service's privacy setting (isRedacted details) hides a member's addresses from others, as /verify does.
  it('hides the wallets of a member who keeps their details private from others, not from themselves', async () => {
    const other = bot.member({ userId: '318204957716152395' });
    const hidden = await bot.slash('wallets', { member: DEMO.gating.redacted }, other);
    expect(hidden.ephemeral).toBe(true);
    expect(embed(hidden).description).toBe(
      `Service wallets of <@${DEMO.gating.redacted}>: hidden by the member's privacy settings (they keep their details private). They can see them with /wallets themselves.`,
    );
    expect(JSON.stringify(hidden.message)).not.toMatch(/0x[0-9a-fA-F]{40}/);
    const moderator = await bot.slash('wallets', { member: DEMO.gating.redacted }, bot.moderator());
    expect(embed(moderator).description).toContain("hidden by the member's privacy settings");
    const own = await bot.slash('wallets', {}, bot.member({ userId: DEMO.gating.redacted }));
    expect(embed(own).description).toMatch(/^Your service wallets \(/);
    const open = await bot.slash('wallets', { member: DEMO.gating.linked }, other);
    expect(embed(open).description).toMatch(/^Service wallets of <@298176450913796097> \(/);
  });

  it('works the same in a community without data: wallets belong to the user, not the community', async () => {
    const r = await bot.slash('wallets', {}, bot.member({ guildId: EMPTY_GUILD, userId: '318204957716152397' }));
    expect(lines(r)).toHaveLength(GROUPS);
  });

  it('falls back to the static chain names when the chain list fails', async () => {
    // A fresh client: the chain list of the tests above is cached in the shared one.
    const other = await startTestBot({ commands: [wallets], keys: (sb) => ({ [DEMO.guildId]: sb.demoKey }) });
    try {
      other.sandbox.faults.set('listChains', { errorRate: 1, errorStatus: 503 });
      const r = await other.slash('wallets', {}, other.member({ guildId: DEMO.guildId }));
      expect(other.sandbox.stats.byRoute().listChains).toBe(1);
      expect(lines(r)).toContainEqual(expect.stringMatching(/^\*\*Cosmos Hub\*\* /));
      expect(lines(r)).toHaveLength(GROUPS);
    } finally {
      await other.close();
    }
  });

  it('refuses a member option that is not a user id, before any request', async () => {
    const [r, sent] = await upstream(bot.sandbox, () => bot.slash('wallets', { member: 'abc' }, bot.member()));
    expect(sent).toBe(0);
    expect(r.ephemeral).toBe(true);
    expect(shown(r).content).toContain('`member`: abc is not a user id');
  });
});

describe('/wallets in German', () => {
  it('answers a German member privately in German, counts in their forms', async () => {
    const r = await bot.slash('wallets', {}, bot.member({ userId: '318204957716152396', locale: 'de' }));
    expect(r.ephemeral).toBe(true);
    expect(embed(r).title).toBe('Plattform-Wallets');
    expect(embed(r).description).toMatch(
      new RegExp(`^Deine Plattform-Wallets \\(${LISTED_CHAINS.length} Blockchains, ${GROUPS} Adressen\\):`),
    );
    expect(lines(r)).toContainEqual(expect.stringMatching(/ \(24 Blockchains\)\*\* `0x[0-9a-fA-F]{40}`$/));
    expect(embed(r).footer?.text).toBe('Wallets, die der Plattform für dieses Mitglied bekannt sind; sie können sich mit der Zeit ändern.');
    const theirs = await bot.slash('wallets', { member: DEMO.gating.linked }, bot.member({ locale: 'de' }));
    expect(embed(theirs).description).toContain(`Plattform-Wallets von <@${DEMO.gating.linked}> (`);
    const unverified = await bot.slash('wallets', { member: DEMO.memberId }, bot.member({ locale: 'de' }));
    expect(embed(unverified).description).toMatch(new RegExp(`^Plattform-Wallets von <@${DEMO.memberId}>: nicht angezeigt\\.`));
  });
});
