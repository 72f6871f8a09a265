import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS_PAGER } from '../src/features/tokens/view.js';
import { tokens } from '../commands/tokens.js';
import { TOKEN_CHAINS } from '../src/api/chains.js';
import { MESSAGES } from '../src/bot/router/router.js';
import { DEMO } from '../src/sandbox/demo.js';
import { startTestBot, type TestBot } from './harness.js';
import { buttonId, embed, pager, previewAndConfirm, shown, upstream } from './reply-helpers.js';
import { call } from './sandbox-helpers.js';

const EMPTY_GUILD = '1203458820156252901';
const PAGED_GUILD = '1203458820156252902';
const BIG_GUILD = '1203458820156252903';
const FRESH_GUILD = '1203458820156252904';
const AUDIT_CHANNEL = '1203458820156252950';

const evm = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;

let bot: TestBot;
let keys: Record<string, string>;

/** Saves `count` tokens straight into the sandbox (no client, so no cache is involved). */
async function seed(key: string, count: number) {
  for (let i = 1; i <= count; i++) {
    const res = await call(bot.sandbox, '/v1/community/tokens', { key, body: { chain: 'Base', address: evm(i) } });
    expect(res.status).toBe(201);
  }
}

beforeAll(async () => {
  bot = await startTestBot({
    commands: [tokens],
    keys: (sb) =>
      (keys = {
        [DEMO.guildId]: sb.demoKey,
        [EMPTY_GUILD]: sb.addCommunity({ empty: true }),
        [PAGED_GUILD]: sb.addCommunity({ empty: true }),
        [BIG_GUILD]: sb.addCommunity({ empty: true }),
        [FRESH_GUILD]: sb.addCommunity({ empty: true }),
      }),
    config: (c) => {
      c.discord.auditChannelId = AUDIT_CHANNEL;
    },
  });
  await seed(keys[PAGED_GUILD] as string, 25);
  await seed(keys[BIG_GUILD] as string, 105);
});

afterAll(async () => {
  await bot?.close();
});

const member = (guildId: string = DEMO.guildId) => bot.member({ guildId });
const moderator = (guildId: string = DEMO.guildId) => bot.moderator({ guildId });

describe('/tokens list', () => {
  it('shows every demo token publicly, on one page without buttons', async () => {
    const r = await bot.slash('tokens', { subcommand: 'list' }, member());
    expect(r.ephemeral).toBe(false);
    const e = embed(r);
    expect(e.title).toBe('Custom tokens');
    expect(e.description).toContain('**USDC** · Ethereum · 6 decimals · added <t:');
    expect(e.description).toContain('`DezXAZ8z7PnrnRJjz3wXBoRgixCaTYMo3unH8P1B263`');
    expect(e.description?.match(/^\*\*/gm)).toHaveLength(DEMO.tokens.count);
    expect(e.footer?.text).toBe(`Page 1 of 1 · ${DEMO.tokens.count} tokens`);
    expect(shown(r).components).toEqual([]);
  });

  it('filters by chain, typed in any case or by display name', async () => {
    const r = await bot.slash('tokens', { subcommand: 'list', chain: 'ethereum' }, member());
    expect(embed(r).title).toBe('Custom tokens on Ethereum');
    expect(embed(r).description?.match(/^\*\*/gm)).toHaveLength(2);
    const none = await bot.slash('tokens', { subcommand: 'list', chain: 'Cosmos Hub' }, member());
    expect(embed(none).description).toContain('No custom tokens on Cosmos Hub yet.');
  });

  it('says so for a community without tokens', async () => {
    const r = await bot.slash('tokens', { subcommand: 'list' }, member(EMPTY_GUILD));
    expect(embed(r).description).toContain('This community has no custom tokens yet.');
    expect(shown(r).components).toEqual([]);
  });

  it('refuses a chain outside the 40 token chains, privately and before any request', async () => {
    const [r, sent] = await upstream(bot.sandbox, () => bot.slash('tokens', { subcommand: 'list', chain: 'Dogecoin' }, member()));
    expect(sent).toBe(0);
    expect(r.ephemeral).toBe(true);
    expect(shown(r).content).toContain('`chain`: "Dogecoin" is not a chain the Community API supports');
  });

  it('pages 10 at a time: first, next, last and a page that no longer exists', async () => {
    const [first, sent] = await upstream(bot.sandbox, () => bot.slash('tokens', { subcommand: 'list' }, member(PAGED_GUILD)));
    expect(sent).toBe(1);
    expect(embed(first).footer?.text).toBe('Page 1 of 3 · 25 tokens');
    // The member who ran it owns the list: their id travels in the buttons.
    const owner = member(PAGED_GUILD).userId;
    expect(pager(first).map((b) => [b.action, TOKENS_PAGER.parse(b.state ?? ''), b.disabled])).toEqual([
      ['first', { page: 0, owner }, true],
      ['prev', { page: 0, owner }, true],
      ['next', { page: 1, owner }, false],
      ['last', { page: 2, owner }, false],
    ]);
    // One API page of 100 holds all 25: the other pages come from the client's cache.
    const [next, nextSent] = await upstream(bot.sandbox, () => bot.button(buttonId(first, 'next'), member(PAGED_GUILD)));
    expect(nextSent).toBe(0);
    expect(next.ack).toBe('deferUpdate');
    expect(embed(next).footer?.text).toBe('Page 2 of 3 · 25 tokens');
    const last = await bot.button(buttonId(next, 'last'), member(PAGED_GUILD));
    expect(embed(last).footer?.text).toBe('Page 3 of 3 · 25 tokens');
    expect(embed(last).description?.match(/^\*\*/gm)).toHaveLength(5);
    expect(pager(last).map((b) => b.disabled)).toEqual([false, false, true, true]);
    const gone = await bot.button(TOKENS_PAGER.id('next', { page: 7 })!, member(PAGED_GUILD));
    expect(embed(gone).footer?.text).toBe('Page 3 of 3 · 25 tokens');
  });

  it('asks the API for the next 100 only when the view pages past them', async () => {
    const first = await bot.slash('tokens', { subcommand: 'list', chain: 'Base' }, member(BIG_GUILD));
    expect(embed(first).footer?.text).toBe('Page 1 of 11 · 105 tokens');
    const [last, sent] = await upstream(bot.sandbox, () => bot.button(buttonId(first, 'last'), member(BIG_GUILD)));
    expect(sent).toBe(1);
    expect(embed(last).description?.match(/^\*\*/gm)).toHaveLength(5);
    expect(embed(last).description).toContain(evm(105));
    const [prev, prevSent] = await upstream(bot.sandbox, () => bot.button(buttonId(last, 'prev'), member(BIG_GUILD)));
    expect(prevSent).toBe(0);
    expect(embed(prev).footer?.text).toBe('Page 10 of 11 · 105 tokens');
    expect(embed(prev).description).toContain(evm(91));
  });

  it('treats a tampered pager id as stale, without a request', async () => {
    for (const id of ['tokens:next:garbage', 'tokens:next:Dogecoin.1', 'tokens:next:*.1', 'tokens:next:Dogecoin:1~', 'tokens:next::1']) {
      const [r, sent] = await upstream(bot.sandbox, () => bot.button(id, member()));
      expect(sent).toBe(0);
      expect(r.ephemeral).toBe(true);
      expect(shown(r).content).toContain(MESSAGES.stale);
    }
  });
});

describe('/tokens add', () => {
  it('saves, audits, and the token is in the next list at once (the cache is dropped)', async () => {
    const before = await bot.slash('tokens', { subcommand: 'list' }, member(FRESH_GUILD));
    expect(embed(before).description).toContain('no custom tokens yet');
    const address = '0x1111111111111111111111111111111111111111';
    const saves = bot.sandbox.stats.byRoute().saveToken;
    const mod = moderator(FRESH_GUILD);
    const preview = await bot.slash('tokens', { subcommand: 'add', chain: 'Polygon', address: ` ${address} ` }, mod);
    // Private, and nothing is saved before Confirm; Confirm updates the private preview in place.
    expect(preview.ephemeral).toBe(true);
    expect(bot.sandbox.stats.byRoute().saveToken).toBe(saves);
    const r = await bot.button(buttonId(preview, 'confirm'), mod);
    expect(r.ack).toBe('deferUpdate');
    expect(embed(r).title).toBe('Token added');
    expect(embed(r).description).toContain(`· Polygon\n\`${address}\``);
    expect(bot.sandbox.stats.byRoute().saveToken).toBe(saves + 1);
    const audit = bot.calls.find((c) => c.method === 'POST' && c.path.endsWith(`/channels/${AUDIT_CHANNEL}/messages`));
    expect(JSON.stringify(audit?.body)).toContain(`Polygon ${address}`);
    const after = await bot.slash('tokens', { subcommand: 'list' }, member(FRESH_GUILD));
    expect(embed(after).description).toContain(address);
    expect(embed(after).footer?.text).toBe('Page 1 of 1 · 1 token');
  });

  it('takes any non-empty address on chains whose family is not checked', async () => {
    const r = await previewAndConfirm(
      moderator(FRESH_GUILD),
      (mod) =>
        bot.slash(
          'tokens',
          { subcommand: 'add', chain: 'Osmosis', address: 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2' },
          mod,
        ),
      (id, mod) => bot.button(id, mod),
    );
    expect(embed(r).title).toBe('Token added');
    const s = await previewAndConfirm(
      moderator(FRESH_GUILD),
      (mod) => bot.slash('tokens', { subcommand: 'add', chain: 'Solana', address: 'So11111111111111111111111111111111111111112' }, mod),
      (id, mod) => bot.button(id, mod),
    );
    expect(embed(s).title).toBe('Token added');
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    [
      'a short EVM address',
      { chain: 'Ethereum', address: '0x1234' },
      '`address`: must be 0x followed by 40 hexadecimal characters on Ethereum',
    ],
    ['an EVM address with non-hex', { chain: 'Base', address: `0x${'g'.repeat(40)}` }, '`address`: must be 0x followed by 40'],
    ['a Solana address with 0 and l', { chain: 'Solana', address: `0l${'1'.repeat(40)}` }, '`address`: must be a Solana mint address'],
    ['an empty address', { chain: 'Osmosis', address: '   ' }, '`address`: must not be empty'],
    ['an address over 256 characters', { chain: 'Osmosis', address: 'a'.repeat(257) }, '`address`: must be at most 256 characters'],
    ['a chain outside the list', { chain: 'Dogecoin', address: 'D123' }, '`chain`: "Dogecoin" is not a chain the Community API supports'],
  ];
  for (const [what, values, message] of refusals) {
    it(`refuses ${what} privately, before any request`, async () => {
      const [r, sent] = await upstream(bot.sandbox, () => bot.slash('tokens', { subcommand: 'add', ...values }, moderator()));
      expect(sent).toBe(0);
      expect(r.ephemeral).toBe(true);
      expect(shown(r).content).toContain(message);
    });
  }

  it('refuses a member, before any request', async () => {
    const [r, sent] = await upstream(bot.sandbox, () =>
      bot.slash('tokens', { subcommand: 'add', chain: 'Ethereum', address: evm(7) }, member()),
    );
    expect(sent).toBe(0);
    expect(r.ephemeral).toBe(true);
    expect(shown(r).content).toContain(MESSAGES.notModerator);
  });
});

describe('/tokens in German', () => {
  it('the public list follows the server language; a German member in an English server reads it in English', async () => {
    const r = await bot.slash('tokens', { subcommand: 'list', chain: 'ethereum' }, bot.member({ guildLocale: 'de' }));
    expect(r.ephemeral).toBe(false);
    expect(embed(r).title).toBe('Eigene Token auf Ethereum');
    expect(embed(r).description).toContain('**USDC** · Ethereum · 6 Dezimalstellen · hinzugefügt am <t:');
    expect(embed(r).footer?.text).toBe('Seite 1 von 1 · 2 Token');
    const none = await bot.slash('tokens', { subcommand: 'list' }, bot.member({ guildId: EMPTY_GUILD, guildLocale: 'de' }));
    expect(embed(none).description).toBe(
      'Diese Community hat noch keine eigenen Token.\nModeratoren können mit `/token hinzufügen` einen hinzufügen.',
    );
    const english = await bot.slash('tokens', { subcommand: 'list' }, bot.member({ locale: 'de' }));
    expect(embed(english).title).toBe('Custom tokens');
  });

  it("a refusal is private and in the member's language, naming the option as they see it", async () => {
    const [r, sent] = await upstream(bot.sandbox, () =>
      bot.slash('tokens', { subcommand: 'list', chain: 'Dogecoin' }, bot.member({ locale: 'de' })),
    );
    expect(sent).toBe(0);
    expect(r.ephemeral).toBe(true);
    expect(shown(r).content).toMatch(/^`blockchain`: „Dogecoin“ ist keine von der Community-API unterstützte Blockchain; /);
    const moderatorsOnly = await bot.slash('tokens', { subcommand: 'add', chain: 'Base', address: evm(8) }, bot.member({ locale: 'de' }));
    expect(shown(moderatorsOnly).content).toBe(
      'Das dürfen nur Moderatoren („Server verwalten“, „Administrator“ oder eine Moderatorenrolle).',
    );
  });

  it('add answers a German moderator privately in German: added, then already listed', async () => {
    const address = '0x2222222222222222222222222222222222222222';
    const de = bot.moderator({ guildId: FRESH_GUILD, locale: 'de' });
    // The preview is private and in German; Confirm updates it in place (so it stays private).
    const preview = await bot.slash('tokens', { subcommand: 'add', chain: 'Base', address }, de);
    expect(preview.ephemeral).toBe(true);
    expect(embed(preview).title).toBe('Eigenen Token hinzufügen');
    expect(pager(preview).map((b) => b.label)).toEqual(['Bestätigen', 'Abbrechen']);
    const added = await bot.button(buttonId(preview, 'confirm'), de);
    expect(added.ack).toBe('deferUpdate');
    expect(embed(added).title).toBe('Token hinzugefügt');
    expect(embed(added).description).toMatch(/erscheint in `\/token liste`|erscheinen in `\/token liste`/);
    const again = await bot.slash('tokens', { subcommand: 'add', chain: 'Base', address }, de);
    expect(embed(again).title).toBe('Schon in der Liste');
    expect(embed(again).description).toContain('nichts wurde geändert');
  });
});

describe('/tokens autocomplete', () => {
  it('offers matching chains from the static list, without a request', async () => {
    const [r, sent] = await upstream(bot.sandbox, () =>
      bot.autocomplete('tokens', { subcommand: 'list', chain: 'cro' }, 'chain', member()),
    );
    expect(sent).toBe(0);
    // Prefix matches first, then names that merely contain what was typed.
    expect(r.choices).toEqual([
      { name: 'Cronos', value: 'Cronos' },
      { name: 'zkCronos', value: 'zkCronos' },
    ]);
    const hub = await bot.autocomplete('tokens', { subcommand: 'list', chain: 'hub' }, 'chain', member());
    expect(hub.choices).toEqual([{ name: 'Cosmos Hub', value: 'CosmosHub' }]);
    const all = await bot.autocomplete('tokens', { subcommand: 'add', chain: '' }, 'chain', moderator());
    expect(all.choices).toHaveLength(25);
    expect(all.choices?.map((c) => c.value)).toEqual(TOKEN_CHAINS.slice(0, 25));
  });
});
