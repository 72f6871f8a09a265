import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { helpLines } from '../commands/help.js';
import { commands } from '../commands/index.js';
import { definitionsOf } from '../src/command/contract.js';
import { parseConfig } from '../src/config.js';
import { parseFlags } from '../src/console/flags.js';
import { runLine } from '../src/console/loop.js';
import { createOutput } from '../src/console/output.js';
import { setUp, type ConsoleSetup } from '../src/console/setup.js';
import { flatten } from '../src/i18n/check.js';
import { DISCORD_LOCALES, LANGUAGES, SOURCE_LANGUAGE, type Language } from '../src/i18n/locales.js';
import { TEXTS } from '../src/i18n/locales.js';
import { silentLogger } from '../src/log.js';
import { readerFor } from '../src/i18n/reader.js';

/**
 * A member whose Discord speaks another language tries every command in the console, as a new
 * user would (`npm run console -- --locale de`): every /help example, the buttons they lead to,
 * and refusals and errors. Nothing they read may be English the translation files translate:
 * no fixed part of any English reply text appears in what the console printed, and the
 * language's own texts do.
 */

/** A console session's lines: every /help example, presses on what they show, and refusals. */
const helpExamples = (language: Language) =>
  commands.flatMap((m) => helpLines(m, definitionsOf(m), readerFor(language)).map((l) => l.example)).filter((e) => e.startsWith('/'));
/** The member's own /help examples (names, choices and sample words in their language), then lines typed with English names, which Discord also accepts. */
const lines = (language: Language) => [
  ...helpExamples(language),
  '/leaderboard',
  'press 2',
  '/points balance',
  '/quest list',
  '/tokens list',
  '/raid create title:x post-url:https://example.com reward-type:Token pool chain:Polygon token:native amount:1',
  '/raid create title:Launch post-url:https://x.com/acme/status/1790000000000000000 reward-type:Token pool chain:Polygon token:native amount:1 duration:0',
  '/tip member:@alice chain:Polygon token:native amount:-1',
  '/points give member:@alice amount:25',
  'press Cancel',
  '/quest info quest:"No such quest"',
  '/transfer chain:Nowhere token:native amount:1 address:0x1',
  '/raffle chain:Polygon token:native amount:1 duration:0s',
];

/** The fixed parts of English texts (between placeholders) long enough to be sentences, and the language's own texts' parts. */
function fragments(language: Language): { english: string[]; own: string[] } {
  const parts = (text: string) => text.split(/\{\{[^}]*\}\}|[*_`]/).map((c) => c.trim());
  // English sentences: two words of three letters or more. The language's own: any script (Japanese has no spaces).
  const sentences = (text: string) => parts(text).filter((c) => c.length >= 14 && /[A-Za-z]{3,} [A-Za-z]{3,}/.test(c));
  const ownTexts = (text: string) => parts(text).filter((c) => c.length >= 8 && /\p{L}{2,}/u.test(c));
  const english = new Set<string>();
  const own = new Set<string>();
  // The replies' areas, English's only ones (the command definitions' texts are Discord's, not a reply's).
  for (const area of Object.keys(TEXTS.en) as (keyof typeof TEXTS.en)[]) {
    const en = flatten(TEXTS[SOURCE_LANGUAGE][area] as never);
    const theirs = flatten(TEXTS[language][area] as never);
    for (const [key, text] of en)
      if (theirs.get(key) !== text)
        sentences(text).forEach((c) => {
          english.add(c);
        });
    for (const [key, text] of theirs)
      if (en.get(key) !== text)
        ownTexts(text).forEach((c) => {
          own.add(c);
        });
  }
  // A part the language's own texts also contain (a name, a command) is not a sign of English.
  return { english: [...english].filter((c) => ![...own].some((o) => o.includes(c))), own: [...own] };
}

for (const language of LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE)) {
  describe(`console --locale ${language}`, () => {
    let setup: ConsoleSetup;
    let printed = '';
    beforeAll(async () => {
      const parsed = parseFlags(['--as', 'moderator', '--fast', '--locale', DISCORD_LOCALES[language][0]!]);
      if (parsed.kind !== 'run') throw new Error('flags');
      setup = await setUp(parsed.flags, parseConfig({ NODE_ENV: 'test' }), commands, silentLogger);
      const sink = { write: (t: string) => ((printed += t), true) } as unknown as NodeJS.WritableStream;
      const output = createOutput(
        { output: sink, errors: sink },
        { json: false, ansi: false, names: (id) => setup.session.members.name(id), locale: DISCORD_LOCALES[language][0]! },
      );
      for (const line of lines(language)) await runLine(setup.session, line, output, { json: false, interactive: false });
    }, 120_000);
    afterAll(() => setup?.close());

    test('every reply, button and error is in the language: no English text the files translate', () => {
      const { english } = fragments(language);
      expect(english.length).toBeGreaterThan(100);
      expect(english.filter((c) => printed.includes(c))).toEqual([]);
    });

    test("the language's own texts are what the member read", () => {
      const { own } = fragments(language);
      if (process.env.SHOW_CONSOLE) console.log(printed);
      expect(own.filter((c) => printed.includes(c)).length).toBeGreaterThan(40);
    });
  });
}
