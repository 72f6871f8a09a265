import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leaderboard } from '../commands/leaderboard.js';
import { periodOf } from '../src/features/periods/board.js';
import { commands } from '../commands/index.js';
import { createRegistry } from '../src/bot/registry.js';
import { DISCORD_LOCALES, LANGUAGES, SOURCE_LANGUAGE, type Language } from '../src/i18n/index.js';
import { readerFor } from '../src/i18n/reader.js';
import { DEMO } from '../src/sandbox/demo.js';
import { PERIOD_WORDS } from '../src/time/period.js';
import { PERIOD_TEXTS, periodWords } from '../src/features/periods/view.js';
import { periodLabelWords } from '../src/views/period-label.js';
import { startTestBot, type TestBot } from './harness.js';

/**
 * `period:` in the member's language: each language has its words for this week, this month,
 * last week and last month (`woche`, `letzte-woche`, `先週`), which the bot reads as the English
 * ones; the refusal of a period it cannot read lists the reader's words, and the option's
 * description in each language names them.
 */

const ZONE = 'Europe/Berlin';
const NOW = Date.parse('2026-12-06T12:00:00Z');
const label = (typed: string) => periodOf(typed, ZONE, NOW).label;

describe('period words in every language', () => {
  test.each(LANGUAGES.map((l) => [l]))('%s: its words name the same periods as week, month, last-week, last-month', (language) => {
    const words = periodWords(readerFor(language));
    expect(words).toHaveLength(PERIOD_WORDS.length);
    expect(words.map(label)).toEqual(PERIOD_WORDS.map(label));
    // As a member may type them: capitals, and a space for the dash.
    expect(label(words[2]!.toUpperCase().replace('-', ' '))).toBe(label('last-week'));
    // English stays valid whatever the language.
    expect(label('last-month')).toBe('2026-11');
  });

  test.each(LANGUAGES.map((l) => [l]))("%s: a period it cannot read is refused with the reader's own words", (language) => {
    const s = readerFor(language);
    const text = PERIOD_TEXTS.bad(s);
    for (const word of periodWords(s)) expect(text).toContain(word);
    if (language !== SOURCE_LANGUAGE) expect(text).not.toMatch(/\blast-week\b|\blast-month\b/);
  });

  test.each(LANGUAGES.map((l) => [l]))("%s: the period option's description names the language's words", (language) => {
    const definition = createRegistry(commands)
      .definitions()
      .find((d) => d.name === 'leaderboard') as {
      options: { name: string; description: string; description_localizations?: Record<string, string> }[];
    };
    const period = definition.options.find((o) => o.name === 'period')!;
    const description =
      language === SOURCE_LANGUAGE ? period.description : period.description_localizations![DISCORD_LOCALES[language][0]!]!;
    for (const word of periodWords(readerFor(language))) expect(description).toContain(word);
  });
});

describe('/leaderboard period: typed in German', () => {
  let bot: TestBot;
  beforeAll(async () => {
    bot = await startTestBot({ commands: [leaderboard] });
  }, 60_000);
  afterAll(() => bot?.close());

  const content = (r: { message?: Record<string, unknown> }) => String(r.message?.content ?? '');
  const de = (language: Language = 'de') => bot.member({ locale: DISCORD_LOCALES[language][0]! });

  test('letzte-woche is read as last week (no final board is stored here, so that is what it says), and a refusal lists German words', async () => {
    const read = await bot.slash('leaderboard', { period: 'letzte-woche', system: DEMO.pointSystems.active }, de());
    expect(read.ephemeral).toBe(true);
    // The server has no zone set: UTC.
    // Named as German readers name a week (KW 48/2026), not by its ISO label.
    expect(content(read)).toContain(
      `Für ${periodLabelWords(periodOf('last-week', 'UTC', Date.now()).label, readerFor('de'))} ist kein Endstand gespeichert`,
    );
    expect(content(read)).toMatch(/Für KW \d{1,2}\/\d{4} ist kein Endstand/);
    const bad = await bot.slash('leaderboard', { period: 'vierzehn-tage', system: DEMO.pointSystems.active }, de());
    expect(content(bad)).toContain('„woche“, „monat“, „letzte-woche“, „letzter-monat“');
    expect(content(bad)).not.toContain('last-week');
  });
});
