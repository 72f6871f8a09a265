import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens } from '../commands/tokens.js';
import { addressProblem } from '../src/input/parse.js';
import { DEMO } from '../src/sandbox/demo.js';
import { startTestBot, type TestBot } from './harness.js';
import { embed, previewAndConfirm, shown, upstream } from './reply-helpers.js';

/**
 * /tokens add says when the token is listed already (and sends no save),
 * checks the address's shape for the chain's family, and shows what was added.
 */

const FRESH_GUILD = '1203458820156252911';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot({
    commands: [tokens],
    keys: (sb) => ({ [DEMO.guildId]: sb.demoKey, [FRESH_GUILD]: sb.addCommunity({ empty: true }) }),
  });
});
afterAll(() => bot?.close());

const moderator = (guildId: string = DEMO.guildId) => bot.moderator({ guildId });
const saves = () => bot.sandbox.stats.byRoute().saveToken ?? 0;
/** /tokens add, confirmed when it previews (a token already listed is answered at once). */
const add = (values: Record<string, unknown>, guildId?: string) =>
  previewAndConfirm(
    moderator(guildId),
    (mod) => bot.slash('tokens', { subcommand: 'add', ...values }, mod),
    (id, mod) => bot.button(id, mod),
  );

describe('/tokens add: already listed', () => {
  it('a token the community lists already (any letter case on a hex chain) is named, and no save is sent', async () => {
    for (const address of [USDC, USDC.toLowerCase()]) {
      const before = saves();
      const r = await add({ chain: 'Ethereum', address });
      expect(r.ephemeral).toBe(true);
      expect(embed(r).title).toBe('Already listed');
      expect(embed(r).description).toContain('**USDC** · 6 decimals · Ethereum');
      expect(embed(r).description).toContain(`\`${USDC}\``);
      expect(embed(r).description).toContain('nothing was changed');
      expect(saves()).toBe(before);
    }
  });

  it('the same address added twice: the first is added, the second is already listed', async () => {
    const address = `0x${'2'.repeat(40)}`;
    const before = saves();
    const first = await add({ chain: 'Polygon', address }, FRESH_GUILD);
    expect(embed(first).title).toBe('Token added');
    const second = await add({ chain: 'Polygon', address }, FRESH_GUILD);
    expect(embed(second).title).toBe('Already listed');
    expect(saves()).toBe(before + 1);
  });
});

describe('/tokens add: what was added', () => {
  it('shows the symbol, decimals and chain the service read', async () => {
    const address = `0x${'3'.repeat(40)}`;
    const r = await add({ chain: 'Base', address }, FRESH_GUILD);
    expect(embed(r).title).toBe('Token added');
    expect(embed(r).description).toMatch(/^\*\*T3333\*\* · 18 decimals · Base\n`0x3{40}`/);
  });
});

describe('/tokens add: address shape by chain family', () => {
  const refusals: [string, string, string][] = [
    [
      'Osmosis',
      'foo',
      '`address`: must be a token on Osmosis: ibc/ followed by 64 hexadecimal characters, factory/osmo1…/name, or a contract address osmo1…',
    ],
    ['Atto', 'abc', '`address`: must be an Atto address (atto://…)'],
    ['Nano', 'abc', '`address`: must be a Nano address'],
    ['Pepecoin', 'abc', '`address`: must be a Pepecoin address'],
    ['Cosmos Hub', 'cosmos1', '`address`: must be a token on Cosmos Hub'],
    ['HyperCore', 'USDC', '`address`: must be a HyperCore token id'],
  ];
  it.each(refusals)('refuses %s address %j privately, before any request', async (chain, address, message) => {
    const [r, sent] = await upstream(bot.sandbox, () => add({ chain, address }));
    expect(sent).toBe(0);
    expect(r.ephemeral).toBe(true);
    expect(shown(r).content).toContain(message);
  });

  it('accepts the token forms each family has', () => {
    const bech = (prefix: string, n: number) => `${prefix}1${'q'.repeat(n)}`;
    const ok: [Parameters<typeof addressProblem>[0], string][] = [
      ['Osmosis', `ibc/${'A'.repeat(64)}`],
      ['Osmosis', `factory/${bech('osmo', 38)}/uspark`],
      ['Osmosis', bech('osmo', 58)],
      ['Injective', `peggy0x${'a'.repeat(40)}`],
      ['Terra', bech('terra', 58)],
      ['HyperCore', `0x${'b'.repeat(32)}`],
      ['Ethereum', USDC],
      ['Solana', 'So11111111111111111111111111111111111111112'],
      ['Atto', `atto://a${'b'.repeat(60)}`],
      ['Nano', `nano_1${'3'.repeat(59)}`],
      ['Pepecoin', `P${'a'.repeat(33)}`],
    ];
    for (const [chain, address] of ok) expect(addressProblem(chain, address), `${chain} ${address}`).toBeUndefined();
  });
});
