import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_IDS, chainName, chainsFor, findChain, resolveChain, TOKEN_CHAINS } from '../src/api/chains.js';
import { chainChoices } from '../src/input/parse.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';

/** One chain resolver behind every chain option, and words /chains uses. */

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot();
});
afterAll(() => bot?.close());

const content = (r: RunResult) => String(r.message?.content ?? '');
const embedText = (r: RunResult) => JSON.stringify(r.message?.embeds ?? []);

describe('findChain: names, keys, aliases and chain ids', () => {
  it.each([
    ['eth', 'Ethereum'],
    ['1', 'Ethereum'],
    ['137', 'Polygon'],
    ['matic', 'Polygon'],
    ['Cosmos Hub', 'CosmosHub'],
    ['cosmoshub-4', 'CosmosHub'],
    ['osmosis-1', 'Osmosis'],
    ['HYPEREVM', 'HyperEvm'],
    ['sei evm', 'SeiEvm'],
    ['sei', 'Sei'],
    ['bnb', 'BSC'],
    ['zkcronos', 'zkCronos'],
  ])('%s → %s', (typed, key) => {
    expect(findChain(typed)).toBe(key);
  });

  it('every key, display name and chain id resolves to itself', () => {
    for (const key of TOKEN_CHAINS) {
      expect(findChain(key)).toBe(key);
      expect(findChain(chainName(key))).toBe(key);
    }
    for (const [key, id] of Object.entries(CHAIN_IDS)) if (id) expect(findChain(id)).toBe(key);
  });

  it('refuses with a reason: unknown (with a near name) or not served for this use', () => {
    expect(resolveChain('Narnia', 'balance')).toMatchObject({ ok: false, reason: 'unknown' });
    expect(resolveChain('etherum', 'tokens')).toMatchObject({ ok: false, reason: 'unknown', suggestion: 'Ethereum' });
    expect(resolveChain('Stargaze', 'balance')).toMatchObject({ ok: false, reason: 'unsupported', chain: 'Stargaze' });
    expect(resolveChain('Atto', 'inventory')).toMatchObject({ ok: false, reason: 'unsupported', chain: 'Atto' });
    expect(chainsFor('tokens')).toHaveLength(40);
  });

  it('autocomplete finds a chain by alias or id too', () => {
    expect(chainChoices(TOKEN_CHAINS, 'eth')[0]).toEqual({ name: 'Ethereum', value: 'Ethereum' });
    expect(chainChoices(TOKEN_CHAINS, '137')[0]).toEqual({ name: 'Polygon', value: 'Polygon' });
  });
});

describe('every chain option takes the same names', () => {
  const uses: [string, string, Record<string, unknown>][] = [
    ['tokens list', 'tokens', { subcommand: 'list' }],
    ['treasury balance', 'treasury', { subcommand: 'balance' }],
    ['treasury inventory', 'treasury', { subcommand: 'inventory' }],
  ];
  for (const [what, command, values] of uses) {
    it.each(['eth', '1', 'Ethereum', 'ethereum'])(`${what} accepts %s`, async (chain) => {
      const r = await bot.slash(command, { ...values, chain }, bot.moderator());
      expect(r.ack).toBe('defer');
      expect(content(r) + embedText(r)).toContain('Ethereum');
    });
  }

  it('a raid reward takes chain id 8453 for Base', async () => {
    const r = await bot.slash(
      'raid',
      {
        subcommand: 'create',
        title: 'Base raid',
        'post-url': 'https://x.com/acme/status/1790000000000000000',
        'reward-type': 'TOKEN_POOL',
        chain: '8453',
        token: 'native',
        amount: 0.001,
      },
      bot.moderator(),
    );
    expect(embedText(r)).toContain('on Base');
  });
});

describe('one clear message per refusal, in the names /chains shows', () => {
  it('an unknown chain is called unknown, not "has no tipping balance"', async () => {
    const before = bot.sandbox.stats.total();
    const r = await bot.slash('treasury', { subcommand: 'balance', chain: 'Narnia' }, bot.moderator());
    expect(content(r)).toBe(
      '`chain`: "Narnia" is not a chain the Community API supports; /chains lists them (names, chain ids such as 1 or osmosis-1, and short forms such as eth work)',
    );
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  it('a misspelt chain gets a did-you-mean, and no list of API keys', async () => {
    const r = await bot.slash('tokens', { subcommand: 'list', chain: 'Cosmos Hubb' }, bot.member());
    expect(content(r)).toContain('did you mean Cosmos Hub?');
    expect(content(r)).not.toMatch(/CosmosHub|HyperEvm|allowed:/);
  });

  it('a known chain a use does not serve says so by name', async () => {
    const inv = await bot.slash('treasury', { subcommand: 'inventory', chain: 'atto' }, bot.moderator());
    expect(content(inv)).toBe('`chain`: the Community API has no NFT inventory on Atto; /treasury balance shows the tokens on Atto');
    const bal = await bot.slash('treasury', { subcommand: 'balance', chain: 'stargaze' }, bot.moderator());
    expect(content(bal)).toContain('no tipping wallet balance on Stargaze');
  });
});

describe('/chains tells where the commands differ from its list', () => {
  it('names the token-only chains and the chains without an NFT inventory', async () => {
    const r = await bot.slash('chains', {}, bot.member());
    const description = String((r.message?.embeds as { description?: string }[])[0]?.description);
    const title = String((r.message?.embeds as { title?: string }[])[0]?.title);
    // "(36)" then four more names read as a contradiction; the four are said to be outside the count.
    const total = /\((\d+)\)/.exec(title)?.[1];
    expect(description).toContain(
      `Not among these ${total}, but taken for custom tokens, raid rewards and NFT inventories: Intergaze, Stargaze, Zaar, zkCronos.`,
    );
    expect(description).toContain('No NFT inventory (/treasury inventory) on: Atto, Nano, Pepecoin, Plasma, Robinhood, Somnia.');
    expect(description).toContain('chain id');
  });
});
