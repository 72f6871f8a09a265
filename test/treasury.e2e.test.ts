import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treasury } from '../commands/treasury.js';
import { TIPPING_INVENTORY_CHAINS } from '../src/api/chains.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { splitId as decode } from '../src/discord/component-id.js';
import { createHarness, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { MESSAGES } from '../src/bot/router/router.js';
import { textOf } from './raid.limits-helper.js';

const EMPTY_GUILD = '1203458820156252999';

let sb: Sandbox;
let api: CommunityApi;
let h: Harness;

beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
  api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0 });
  const emptyKey = sb.addCommunity({ empty: true });
  h = await createHarness({ commands: [treasury], api, keysByGuild: { [DEMO.guildId]: sb.demoKey, [EMPTY_GUILD]: emptyKey } });
});

afterAll(async () => {
  await h?.close();
  await api?.close();
  await sb?.close();
});

type Message = {
  content?: string;
  embeds?: { title?: string; thumbnail?: { url: string } }[];
  components?: { components: { custom_id?: string; disabled?: boolean }[] }[];
};
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const buttons = (r: RunResult) =>
  (msg(r).components?.[0]?.components ?? []).map((b) => ({ ...decode(b.custom_id ?? ''), disabled: b.disabled ?? false }));

/** Runs `fn` and returns how many requests reached the sandbox meanwhile. */
async function upstream<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const before = sb.stats.total();
  const result = await fn();
  return [result, sb.stats.total() - before];
}

describe('/treasury balance', () => {
  it('lists tokens by USD value, native marked, the 18-decimal amount exact, with the total', async () => {
    const r = await h.slash('treasury', { subcommand: 'balance', chain: 'Ethereum' }, h.moderator());
    expect(r.ephemeral).toBe(true);
    const text = textOf(msg(r));
    expect(text).toMatch(/Wallet: `0x[0-9a-fA-F]+`/);
    expect(text).toContain('**123,456.789012345678901234 SIGNAL**');
    const lines = text.split('\n').filter((l) => l.startsWith('**'));
    expect(lines).toHaveLength(3);
    const usd = lines.map((l) => Number(/· \$([\d,.]+)/.exec(l)?.[1]?.replace(/,/g, '')));
    expect(usd).toEqual([...usd].sort((a, b) => b - a));
    expect(lines.filter((l) => l.includes('**native coin**'))).toHaveLength(1);
    expect(lines.find((l) => l.includes('native coin'))).toContain(' ETH**');
    const total = usd.reduce((a, b) => a + b, 0);
    expect(text).toContain(`Total value\n$${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  });

  it('accepts a chain typed in another case', async () => {
    const r = await h.slash('treasury', { subcommand: 'balance', chain: 'polygon' }, h.moderator());
    expect(textOf(msg(r))).toContain('Tipping wallet on Polygon');
  });

  it('says so for an empty wallet', async () => {
    const r = await h.slash('treasury', { subcommand: 'balance', chain: 'Ethereum' }, h.moderator({ guildId: EMPTY_GUILD }));
    expect(textOf(msg(r))).toContain('The wallet holds no tokens on Ethereum.');
  });

  it('refuses a chain outside the balance list with the list, before any request', async () => {
    const [r, sent] = await upstream(() => h.slash('treasury', { subcommand: 'balance', chain: 'Stargaze' }, h.moderator()));
    expect(sent).toBe(0);
    expect(r.ephemeral).toBe(true);
    // One sentence by name, not a list of API keys.
    expect(msg(r).content).toBe(
      '`chain`: the Community API has no tipping wallet balance on Stargaze; it keeps them only on the chains /chains lists',
    );
  });

  it('refuses a member', async () => {
    const [r, sent] = await upstream(() => h.slash('treasury', { subcommand: 'balance', chain: 'Ethereum' }, h.member()));
    expect(sent).toBe(0);
    expect(r.ephemeral).toBe(true);
    expect(msg(r).content).toBe(MESSAGES.notModerator);
  });
});

describe('/treasury inventory', () => {
  it('pages through the NFTs: first, next, last, and back to the first', async () => {
    const mod = h.moderator();
    const first = await h.slash('treasury', { subcommand: 'inventory', chain: 'Ethereum' }, mod);
    expect(first.ephemeral).toBe(true);
    expect(msg(first).content).toContain('30 NFTs, page 1 of 6');
    expect(msg(first).embeds).toHaveLength(5);
    expect(msg(first).embeds?.[0]?.thumbnail?.url).toMatch(/^https:\/\//);
    expect(buttons(first)).toEqual([
      { command: 'treasury', action: 'first', state: 'Ethereum:0~', disabled: true },
      { command: 'treasury', action: 'prev', state: 'Ethereum:0~', disabled: true },
      { command: 'treasury', action: 'next', state: 'Ethereum:1~', disabled: false },
      { command: 'treasury', action: 'last', state: 'Ethereum:5~', disabled: false },
    ]);

    const next = await h.button('treasury:next:Ethereum:1~', mod);
    expect(next.ack).toBe('deferUpdate');
    expect(msg(next).content).toContain('page 2 of 6');
    const titles = (r: RunResult) => msg(r).embeds?.map((e) => e.title);
    expect(titles(next)).not.toEqual(titles(first));

    const last = await h.button('treasury:last:Ethereum:5~', mod);
    expect(msg(last).content).toContain('page 6 of 6');
    expect(buttons(last).map((b) => b.disabled)).toEqual([false, false, true, true]);

    const back = await h.button('treasury:first:Ethereum:0~', mod);
    expect(titles(back)).toEqual(titles(first));
  });

  it('shows a single page without a pager', async () => {
    const r = await h.slash('treasury', { subcommand: 'inventory', chain: 'Base' }, h.moderator());
    expect(msg(r).content).toContain('4 NFTs, page 1 of 1');
    expect(msg(r).components).toEqual([]);
  });

  it('says so when the wallet has no NFTs', async () => {
    const r = await h.slash('treasury', { subcommand: 'inventory', chain: 'Ethereum' }, h.moderator({ guildId: EMPTY_GUILD }));
    expect(msg(r).content).toMatch(/holds no NFTs on Ethereum\.$/);
    expect(msg(r).embeds).toEqual([]);
  });

  it('refuses a chain outside the inventory list with the list, before any request', async () => {
    const [r, sent] = await upstream(() => h.slash('treasury', { subcommand: 'inventory', chain: 'Atto' }, h.moderator()));
    expect(sent).toBe(0);
    expect(msg(r).content).toBe('`chain`: the Community API has no NFT inventory on Atto; /treasury balance shows the tokens on Atto');
  });

  it('refuses a forged pager state and a member pressing a pager, before any request', async () => {
    for (const id of ['treasury:next:Atto.1', 'treasury:next:Atto:1~', 'treasury:next:Ethereum.1']) {
      const [forged, sent] = await upstream(() => h.button(id, h.moderator()));
      expect(sent).toBe(0);
      expect(forged.ephemeral).toBe(true);
      expect(msg(forged).content).toContain('no longer valid');
    }
    const [member, sent2] = await upstream(() => h.button('treasury:next:Ethereum:1~', h.member()));
    expect(sent2).toBe(0);
    expect(msg(member).content).toBe(MESSAGES.notModerator);
  });

  it('refuses a member', async () => {
    const [r, sent] = await upstream(() => h.slash('treasury', { subcommand: 'inventory', chain: 'Ethereum' }, h.member()));
    expect(sent).toBe(0);
    expect(msg(r).content).toBe(MESSAGES.notModerator);
  });
});

describe('/treasury in German', () => {
  it('answers a German moderator privately in German, numbers written the German way', async () => {
    const de = h.moderator({ locale: 'de' });
    const balance = await h.slash('treasury', { subcommand: 'balance', chain: 'Ethereum' }, de);
    expect(balance.ephemeral).toBe(true);
    const text = textOf(msg(balance));
    expect(msg(balance).embeds?.[0]?.title).toBe('Trinkgeld-Wallet auf Ethereum');
    expect(text).toMatch(/Wallet: `0x[0-9a-fA-F]+`/);
    expect(text).toContain('**123.456,789012345678901234 SIGNAL**');
    expect(text).toContain('**nativer Coin**');
    expect(text).toContain('Gesamtwert\n');
    const inventory = await h.slash('treasury', { subcommand: 'inventory', chain: 'Ethereum' }, de);
    expect(msg(inventory).content).toContain('30 NFTs, Seite 1 von 6.');
    const empty = await h.slash(
      'treasury',
      { subcommand: 'inventory', chain: 'Ethereum' },
      h.moderator({ guildId: EMPTY_GUILD, locale: 'de' }),
    );
    expect(msg(empty).content).toMatch(/^Die Trinkgeld-Wallet `.+` enthält keine NFTs auf Ethereum\.$/);
  });
});

describe('/treasury chain autocomplete', () => {
  it('offers only the chains each endpoint allows', async () => {
    const balance = await h.autocomplete('treasury', { subcommand: 'balance', chain: 'a' }, 'chain', h.moderator());
    expect(balance.choices?.map((c) => c.value)).toContain('Atto');
    const inventory = await h.autocomplete('treasury', { subcommand: 'inventory', chain: 'a' }, 'chain', h.moderator());
    const values = inventory.choices?.map((c) => c.value) ?? [];
    expect(values).not.toContain('Atto');
    expect(values.every((v) => (TIPPING_INVENTORY_CHAINS as readonly string[]).includes(String(v)))).toBe(true);
    const stargaze = await h.autocomplete('treasury', { subcommand: 'inventory', chain: 'star' }, 'chain', h.moderator());
    expect(stargaze.choices).toEqual([{ name: 'Stargaze', value: 'Stargaze' }]);
  });
});
