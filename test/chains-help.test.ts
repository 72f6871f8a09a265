import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { definitionsOf } from '../src/command/contract.js';
import { commands } from '../commands/index.js';
import { helpLines } from '../commands/help.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { chainsView } from '../src/features/chains/view.js';
import { fixtureModules } from './fixtures/modules.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';

type Embed = { title?: string; fields?: { name: string; value: string }[] };
const embed = (r: RunResult) => ((r.message?.embeds ?? []) as Embed[])[0]!;
const text = (e: Embed) => (e.fields ?? []).map((f) => `${f.name}\n${f.value}`).join('\n');

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot({ commands: [...commands, ...fixtureModules()] });
});
afterAll(() => bot?.close());

describe('/chains', () => {
  test('lists the chains from the API, EVM (numeric id) apart from the others, publicly', async () => {
    const before = bot.sandbox.stats.byRoute().listChains ?? 0;
    const r = await bot.slash('chains');
    expect(bot.sandbox.stats.byRoute().listChains).toBe(before + 1);
    expect(r.ack).toBe('defer');
    expect(r.ephemeral).toBe(false);
    const chains = await bot.api.forKey(bot.demoKey).listChains();
    const e = embed(r);
    expect(e.title).toBe(`Supported chains (${chains.length})`);
    const evm = e.fields!.find((f) => f.name.startsWith('EVM'))!;
    const other = e.fields!.find((f) => f.name.startsWith('Other'))!;
    expect(evm.value).toContain('Ethereum · `1`');
    expect(evm.value).not.toContain('Solana');
    expect(other.value).toContain('Solana');
    expect(other.value).toContain('Cosmos Hub · `cosmoshub-4`');
    const count = (f: { name: string }) => Number(/\((\d+)\)/.exec(f.name)?.[1]);
    expect(count(evm) + count(other)).toBe(chains.length);
    for (const c of chains) expect(text(e)).toContain(c.name);
  });

  test('view: names escaped, long lists split into fields, empty list said plainly', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ key: `C${i}`, id: String(1000 + i), name: `Chain_${i} with a long name` }));
    const r = chainsView([...many, { key: 'X', id: '', name: '**Bold**' }], ENGLISH);
    const fields = r.embeds![0]!.fields!;
    expect(fields.filter((f) => f.name.startsWith('EVM')).length).toBeGreaterThan(1);
    for (const f of fields) expect(f.value.length).toBeLessThanOrEqual(1024);
    expect(fields.find((f) => f.name.startsWith('Other'))!.value).toBe('\\*\\*Bold\\*\\*');
    expect(chainsView([], ENGLISH).content).toMatch(/no supported chains/);
  });
});

describe('/chains in German', () => {
  test("the public list follows the server language (Discord's, or the one chosen with /setup)", async () => {
    const r = await bot.slash('chains', {}, bot.member({ guildLocale: 'de' }));
    expect(r.ephemeral).toBe(false);
    const e = embed(r) as Embed & { description?: string; footer?: { text: string } };
    expect(e.title).toMatch(/^Unterstützte Blockchains \(\d+\)$/);
    expect(e.fields!.map((f) => f.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^EVM · Chain-ID \(\d+\)$/), expect.stringMatching(/^Andere \(\d+\)$/)]),
    );
    expect(e.description).toContain(
      'Befehle akzeptieren eine Blockchain als Namen, Chain-ID (`1`, `osmosis-1`) oder Kurzform (`eth`, `matic`).',
    );
    expect(e.footer?.text).toBe('Aus der Blockchain-Liste der Community-API');
    // The member's own language does not change a public reply.
    expect(embed(await bot.slash('chains', {}, bot.member({ locale: 'de' }))).title).toMatch(/^Supported chains/);
  });
});

describe('/help', () => {
  test('a member sees member commands, one line each with an example, and no moderator commands', async () => {
    const r = await bot.slash('help');
    expect(r.ephemeral).toBe(true);
    const body = text(embed(r));
    expect(body).toContain('`/chains` — List the blockchains the Community API supports');
    expect(body).toContain('`/help`');
    expect(body).toContain('`/probe count n:<n> [who:<who>]` — Count');
    expect(body).not.toContain('Moderator commands');
    expect(body).not.toContain('/modtool');
    expect(body).not.toContain('/probe secret');
    expect(body).not.toContain('Inspect member');
    for (const m of commands.filter((c) => c.access === 'moderator')) expect(body).not.toContain(`/${m.name}`);
  });

  test("in the member's language: the titles, and each description as Discord shows it to them", async () => {
    const r = await bot.slash('help', {}, bot.member({ locale: 'de' }));
    const e = embed(r);
    expect(e.title).toBe('Das kann der Bot');
    expect(e.fields?.[0]?.name).toBe('Befehle');
    // The command as a German member's Discord shows it, so the line can be typed as read.
    expect(text(e)).toContain('`/blockchains` — Die von der Community-API unterstützten Blockchains');
    const mod = text(embed(await bot.slash('help', {}, bot.moderator({ locale: 'de' }))));
    expect(mod).toContain('Befehle für Moderatoren');
    expect(mod).toContain('Rechtsklick auf ein Mitglied → Apps → Inspect member');
  });

  test('a moderator also sees the moderator commands, including context menus', async () => {
    const r = await bot.slash('help', {}, bot.moderator());
    const body = text(embed(r));
    expect(body).toContain('Moderator commands');
    expect(body).toContain('`/modtool` — A moderator tool');
    expect(body).toContain('`/probe secret` — Only for moderators');
    expect(body).toContain('Right-click a member → Apps → Inspect member');
    expect(body).toContain('`/chains`');
  });

  test('works in a guild without a key, without any request', async () => {
    const before = bot.sandbox.stats.total();
    const r = await bot.slash('help', {}, bot.member({ guildId: '888888888888888888' }));
    expect(text(embed(r))).toContain('`/chains`');
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  test('every real command has at least one help line, each a concrete example', () => {
    for (const m of commands) expect(helpLines(m, definitionsOf(m), ENGLISH).length).toBeGreaterThan(0);
    for (const line of commands.flatMap((m) => helpLines(m, definitionsOf(m), ENGLISH))) expect(line.example).not.toMatch(/<\w|\[…\]/);
  });
});
