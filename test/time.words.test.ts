import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tip } from '../commands/tip.js';
import { commands } from '../commands/index.js';
import { createRegistry } from '../src/bot/registry.js';
import { DISCORD_LOCALES, LANGUAGES, SOURCE_LANGUAGE, type Language } from '../src/i18n/index.js';
import { readerFor } from '../src/i18n/reader.js';
import { DEMO } from '../src/sandbox/demo.js';
import { parseRunAt } from '../src/time/schedule.js';
import { parseSendAt } from '../src/time/when.js';
import { englishTimeWords, weekdayWords } from '../src/views/time-words.js';
import { startTestBot, type TestBot } from './harness.js';

/**
 * A time typed in the member's language (`at:`): today, tomorrow, a weekday and a month's last day
 * in each language's words (`morgen 9:00`, `mo 18:00`, `letzter 23:30`) name the same times as the
 * English ones, and the examples the texts and option descriptions give are in the reader's words.
 */

const ZONE = 'Europe/Berlin';
const NOW = Date.parse('2026-12-06T12:00:00Z');
const at = (typed: string) => {
  const r = parseSendAt(englishTimeWords(typed), ZONE, NOW);
  return r.ok ? r.at : r.why;
};

describe('time words in every language', () => {
  test.each(LANGUAGES.map((l) => [l]))('%s: today, tomorrow, the weekdays and last read as in English', (language) => {
    const s = readerFor(language);
    expect(at(`${s.t('common.timeWords.tomorrow')} 9:00`)).toBe(at('tomorrow 9:00'));
    expect(at(`${s.t('common.timeWords.today')} 20:15`)).toBe(at('today 20:15'));
    const english = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
    weekdayWords(s).forEach((words, i) => {
      for (const word of words) {
        expect(at(`${word} 18:00`), word).toBe(at(`${english[i]} 18:00`));
        expect(at(`${word.toUpperCase()} 18:00`), word).toBe(at(`${english[i]} 18:00`));
        expect(parseRunAt('week', englishTimeWords(`${word} 18:00`)), word).toEqual(parseRunAt('week', `${english[i]} 18:00`));
      }
    });
    expect(parseRunAt('month', englishTimeWords(`${s.t('common.timeWords.last')} 23:30`))).toEqual(parseRunAt('month', 'last 23:30'));
  });

  test('no word names two different days (or a day and another word) across the languages', () => {
    const meaning = new Map<string, string>();
    const clash: string[] = [];
    const add = (word: string, what: string) => {
      const key = englishTimeWords(word);
      const seen = meaning.get(word.toLowerCase());
      if (seen !== undefined && seen !== what) clash.push(`${word}: ${seen} and ${what}`);
      meaning.set(word.toLowerCase(), what);
      if (key !== what) clash.push(`${word} reads as ${key}, not ${what}`);
    };
    for (const l of LANGUAGES) {
      const s = readerFor(l);
      for (const w of ['today', 'tomorrow', 'last'] as const) add(s.t(`common.timeWords.${w}`), w);
      weekdayWords(s).forEach((words, i) => {
        words.forEach((w) => {
          add(w, ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'][i]!);
        });
      });
    }
    expect(clash).toEqual([]);
  });

  test.each(LANGUAGES.map((l) => [l]))(
    "%s: the examples of at: (refusal, option descriptions, a schedule's time) are in its words",
    (language) => {
      const s = readerFor(language);
      const tomorrow = s.t('common.timeWords.tomorrow');
      const monday = weekdayWords(s)[0]![0]!;
      const form = s.t('writes.when.form', { typed: 'x', zone: ZONE });
      expect(form).toContain(`${tomorrow} 9:00`);
      expect(form).toContain(`${monday} 18:00`);
      expect(s.t('schedule.badAt.week')).toContain(`${monday} 18:00`);
      expect(s.t('schedule.badAt.month')).toContain(`${s.t('common.timeWords.last')} 23:30`);
      const defined = createRegistry(commands).definitions() as unknown as {
        name: string;
        options?: { name: string; description: string; description_localizations?: Record<string, string>; options?: unknown[] }[];
      }[];
      const described = (o: { description: string; description_localizations?: Record<string, string> }) =>
        language === SOURCE_LANGUAGE ? o.description : o.description_localizations![DISCORD_LOCALES[language][0]!]!;
      const tipAt = (
        defined.find((d) => d.name === 'tip')!.options![0]!.options as {
          name: string;
          description: string;
          description_localizations?: Record<string, string>;
        }[]
      ).find((o) => o.name === 'at')!;
      expect(described(tipAt)).toContain(`${tomorrow} 9:00`);
      const scheduleAt = (
        defined.find((d) => d.name === 'schedule')!.options!.find((o) => o.name === 'leaderboard')!.options as {
          name: string;
          description: string;
          description_localizations?: Record<string, string>;
        }[]
      ).find((o) => o.name === 'at')!;
      expect(described(scheduleAt)).toContain(`${monday} 18:00`);
    },
  );
});

describe('/tip at: typed in German', () => {
  let bot: TestBot;
  beforeAll(async () => {
    bot = await startTestBot({ commands: [tip] });
  }, 60_000);
  afterAll(() => bot?.close());

  test('at:"morgen 9:00" is read as tomorrow at 9:00 and previewed for then, not refused', async () => {
    const de = bot.moderator({ locale: DISCORD_LOCALES['de' as Language][0]! });
    const r = await bot.slash(
      'tip',
      {
        subcommand: 'token',
        member: DEMO.memberId,
        chain: 'Ethereum',
        token: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        amount: '1',
        at: 'morgen 9:00',
      },
      de,
    );
    const shown = JSON.stringify(r.message ?? {});
    expect(shown).not.toContain('keine Zeit');
    expect(r.message?.embeds ?? r.message?.components).toBeTruthy();
  });
});
