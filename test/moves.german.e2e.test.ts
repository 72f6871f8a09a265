import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airdrop } from '../commands/airdrop.js';
import { burn } from '../commands/burn.js';
import { raffle } from '../commands/raffle.js';
import { tip } from '../commands/tip.js';
import { transfer } from '../commands/transfer.js';
import { DEMO } from '../src/sandbox/index.js';
import { AUDIT, buttons, msg, shown } from './moves.e2e-helpers.js';
import { startTestBot, type TestBot } from './harness.js';

/**
 * The value moves run by a moderator whose Discord speaks German: every preview, button,
 * typed confirmation, outcome and refusal arrives in German (the replies are private, so they
 * follow the member's client), while the audit line stays in English. Nothing is sent before
 * Bestätigen, and a wrong typed answer or Abbrechen sends nothing.
 */

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ROLE = '1203458820156252170';
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

let bot: TestBot;
let de: ReturnType<TestBot['moderator']>;
const writes = () => bot.sandbox.moves(bot.demoKey).length;
const audit = () =>
  bot.calls
    .filter((c) => c.method === 'POST' && c.path === `/channels/${AUDIT}/messages`)
    .map((c) => String((c.body as { content?: string }).content));
const labels = (r: Awaited<ReturnType<TestBot['slash']>>) =>
  ((r.message as { components?: { components: { label?: string }[] }[] } | undefined)?.components?.[0]?.components ?? []).map(
    (c) => c.label,
  );

beforeAll(async () => {
  bot = await startTestBot({
    commands: [tip, transfer, airdrop, raffle, burn],
    config: (c) => {
      c.discord.auditChannelId = AUDIT;
    },
  });
  de = bot.moderator({ locale: 'de' });
});
afterAll(() => bot?.close());

describe('the value moves in German', () => {
  it('/tip: a German preview, German buttons, sent once, a German outcome; the audit line in English', async () => {
    const p = await bot.slash('tip', { subcommand: 'token', member: DEMO.memberId, chain: 'Ethereum', token: USDC, amount: '1.5' }, de);
    expect(p.ephemeral).toBe(true);
    const text = shown(p);
    for (const part of [
      'Prüfe das, bevor es gesendet wird. Erst wenn du **Bestätigen** drückst, wird etwas gesendet',
      'Vorschau: Trinkgeld',
      `<@${DEMO.memberId}> ein Trinkgeld von **1,5 USDC** aus der Trinkgeld-Wallet geben.`,
      'Trinkgeld-Wallet',
      'Unumkehrbar',
    ]) {
      expect(text).toContain(part);
    }
    expect(labels(p)).toEqual(['Bestätigen', 'Abbrechen']);
    expect(writes()).toBe(0);

    const done = await bot.button(buttons(p)[0]!, de);
    expect(msg(done).content).toMatch(
      /^Trinkgeld gesendet\. <@\d+> hat ein Trinkgeld von \*\*1,5 USDC\*\* aus der Trinkgeld-Wallet erhalten; die Plattform postet in <#\d+>\.$/,
    );
    expect(writes()).toBe(1);
    expect(audit().at(-1)).toMatch(/Tip 1\.5 USDC to <@\d+> from the tipping wallet\. Outcome: done/);
  });

  it('/transfer: a decimal comma is read in German; a preview Abbrechen sends nothing', async () => {
    const p = await bot.slash('transfer', { subcommand: 'token', address: ADDRESS, chain: 'Ethereum', token: USDC, amount: '1,5' }, de);
    expect(shown(p)).toContain(`**1,5 USDC** aus der Trinkgeld-Wallet an \`${ADDRESS}\` auf Ethereum überweisen.`);
    expect(shown(p)).toContain('Empfängeradresse');
    const n = writes();
    const cancelled = await bot.button(buttons(p)[1]!, de);
    expect(msg(cancelled).content).toBe('Abgebrochen; es wurde nichts gesendet.');
    expect(shown(cancelled)).toContain('Überweisung: abgebrochen');
    expect(writes()).toBe(n);
  });

  // One rule for what is typed, shown and refused.
  it('an amount with two readings in German (1.000) is refused with both, before any request', async () => {
    const requests = bot.sandbox.stats.total();
    const refused = await bot.slash(
      'transfer',
      { subcommand: 'token', address: ADDRESS, chain: 'Ethereum', token: USDC, amount: '1.000' },
      de,
    );
    expect(refused.ephemeral).toBe(true);
    expect(shown(refused)).toContain('`menge`: „1.000“ kann 1 oder 1000 bedeuten, daher wurde nichts übernommen: Tippe 1 oder 1000');
    expect(bot.sandbox.stats.total()).toBe(requests);
    // Written with the German grouping and a decimal comma, it has one reading.
    const p = await bot.slash('tip', { subcommand: 'token', member: DEMO.memberId, chain: 'Ethereum', token: USDC, amount: '1.000,5' }, de);
    const text = shown(p);
    expect(text, text).toContain('1.000,5 USDC');
  });

  it('refusals write amounts as the German reader does', async () => {
    const r = await bot.slash(
      'tip',
      { subcommand: 'token', member: DEMO.memberId, chain: 'Ethereum', token: USDC, amount: '9000000,5' },
      de,
    );
    const text = shown(r);
    expect(text).toContain('9.000.000,5 USDC');
    expect(text).not.toMatch(/9000000\.5/);
  });

  it('the typed confirmation shows the amount as the preview does and accepts it typed that way (600,5)', async () => {
    const p = await bot.slash('tip', { subcommand: 'token', member: DEMO.memberId, chain: 'Ethereum', token: USDC, amount: '150,5' }, de);
    expect(shown(p)).toContain('**150,5 USDC**');
    expect(msg(p).content).toContain('zusätzlich `150,5` eintippen');
    const opened = await bot.button(buttons(p)[0]!, de);
    const modal = opened.modal as { custom_id: string; components: { components: { label: string; placeholder?: string }[] }[] };
    expect(modal.components[0]!.components[0]!.label).toBe('Tippe genau 150,5 ein');
    const n = writes();
    const wrong = await bot.modal(modal.custom_id, { answer: '1505' }, de, true);
    expect(msg(wrong).content).toContain('tippe die Menge 150,5 so ein, wie die Vorschau sie zeigt');
    expect(writes()).toBe(n);
    const right = await bot.modal(modal.custom_id, { answer: '150,5' }, de, true);
    expect(msg(right).content).toMatch(/^Trinkgeld gesendet\. <@\d+> hat ein Trinkgeld von /);
    expect(writes()).toBe(n + 1);
  });

  it('/airdrop: the pool, how long and how many, in German', async () => {
    const p = await bot.slash('airdrop', { subcommand: 'points', amount: '500', duration: '2h', entries: 50, 'only-role': ROLE }, de);
    const text = shown(p);
    expect(text).toContain('Airdrop starten: ein Topf von **500 ⚡ Sparks**, aufgeteilt unter bis zu 50 teilnehmenden Mitgliedern.');
    expect(text).toContain('2 Stunden nach deiner Bestätigung');
    expect(text).toContain('höchstens 50');
    expect(text).toContain('Nur für');
    const done = await bot.button(buttons(p)[0]!, de);
    expect(msg(done).content).toContain(
      'Airdrop gestartet. Ein Topf von **500 ⚡ Sparks** wird unter bis zu 50 teilnehmenden Mitgliedern aufgeteilt',
    );
  });

  it('/raffle: the role prize and the winners, in German; the same role allowed and forbidden is refused in German', async () => {
    const p = await bot.slash('raffle', { subcommand: 'role', role: ROLE, duration: '1d', entries: 50, winners: 3, 'keep-for': '30d' }, de);
    expect(shown(p)).toContain(`**die Rolle <@&${ROLE}> für 30 Tage** unter bis zu 50 teilnehmenden Mitgliedern verlosen; 3 Gewinner.`);
    // A role prize always asks for its word typed, in German: ROLLE (ROLE is accepted too).
    expect(msg(p).content).toContain('`ROLLE`');
    const opened = await bot.button(buttons(p)[0]!, de);
    const modal = opened.modal as { custom_id: string; components: { components: { label: string }[] }[] };
    expect(modal.components[0]!.components[0]!.label).toBe('Tippe genau ROLLE ein');
    const n = writes();
    expect(msg(await bot.modal(modal.custom_id, { answer: 'Rolle' }, de, true)).content).toContain('tippe genau ROLLE ein');
    expect(writes()).toBe(n);
    await bot.modal(modal.custom_id, { answer: 'ROLLE' }, de, true);
    expect(writes()).toBe(n + 1);
    const refused = await bot.slash(
      'raffle',
      { subcommand: 'role', role: ROLE, duration: '1d', entries: 5, 'only-role': ROLE, 'not-role': ROLE },
      de,
    );
    expect(shown(refused)).toContain('`ohne-rolle`: ist dieselbe Rolle wie bei „nur-rolle“; niemand könnte teilnehmen');
  });

  it('/burn: the typed confirmation asks in German, for the German word; a wrong answer sends nothing, the German word sends once', async () => {
    const p = await bot.slash('burn', { subcommand: 'token', chain: 'Ethereum', token: USDC, amount: '150' }, de);
    expect(msg(p).content).toContain('musst du nach **Bestätigen** zusätzlich `VERBRENNEN` eintippen.');
    expect(shown(p)).toContain('**150 USDC** aus der Trinkgeld-Wallet verbrennen: Diese Menge ist danach unwiderruflich vernichtet.');
    const opened = await bot.button(buttons(p)[0]!, de);
    const modal = opened.modal as { custom_id: string; title: string; components: { components: { label: string }[] }[] };
    // One form for every typed confirmation (points and raids too, which are not irreversible moves); its label repeats the word as the preview shows it.
    expect(modal.title).toBe('Zur Bestätigung eintippen');
    expect(modal.components[0]!.components[0]!.label).toBe('Tippe genau VERBRENNEN ein');
    const n = writes();
    const wrong = await bot.modal(modal.custom_id, { answer: '150' }, de, true);
    expect(msg(wrong).content).toBe(
      'Das stimmt nicht überein; es wurde nichts gesendet. Um zu bestätigen, drücke **Bestätigen** und tippe genau VERBRENNEN ein, in Großbuchstaben.',
    );
    expect(writes()).toBe(n);
    // "genau" means exactly: lower case is not the word.
    const lower = await bot.modal(modal.custom_id, { answer: 'Verbrennen' }, de, true);
    expect(msg(lower).content).toContain('tippe genau VERBRENNEN ein');
    expect(writes()).toBe(n);
    const right = await bot.modal(modal.custom_id, { answer: 'VERBRENNEN' }, de, true);
    expect(msg(right).content).toMatch(/^Verbrannt\. .* aus der Trinkgeld-Wallet verbrannt: /);
    expect(writes()).toBe(n + 1);
  });
});
