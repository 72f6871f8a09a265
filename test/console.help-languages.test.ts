import { CONSOLE_ROLES } from '../src/console/members.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { helpLines } from '../commands/help.js';
import { commands } from '../commands/index.js';
import { parseConfig } from '../src/config.js';
import { parseFlags } from '../src/console/flags.js';
import { runLine } from '../src/console/loop.js';
import { createOutput, type ConsoleOutput } from '../src/console/output.js';
import { resolve, type Invocation, type ResolveContext } from '../src/console/resolve.js';
import { setUp, type ConsoleSetup } from '../src/console/setup.js';
import { DISCORD_LOCALES, LANGUAGES, SOURCE_LANGUAGE, TEXTS, type Language } from '../src/i18n/locales.js';
import { ENGLISH, readerFor } from '../src/i18n/reader.js';
import { definitionsOf } from '../src/command/contract.js';
import { silentLogger } from '../src/log.js';

/**
 * Every /help example in every language runs in the console as a member of
 * that language types it in Discord. The console accepts the language's command, subcommand,
 * option and choice names (as Discord does for a member whose client speaks it); the example
 * uses them, the language's True/False words and its sample texts; and it asks the bot exactly
 * what the English example asks (the same command, options and values as Discord sends them),
 * its sample texts in the language.
 */

/** Each runnable example: `/…` lines, in English and as a member of `language` reads it in /help. */
function examples(language: Language): { english: string; theirs: string }[] {
  return commands.flatMap((m) => {
    const en = helpLines(m, definitionsOf(m), ENGLISH);
    const theirs = helpLines(m, definitionsOf(m), readerFor(language));
    return en
      .map((l, i) => ({ english: l.example, theirs: theirs[i]!.example }))
      .filter((e) => e.english.startsWith('/') && !e.english.includes(':<'));
  });
}

const samples = TEXTS[SOURCE_LANGUAGE].board.help.sample;
const sampleKeys = Object.keys(samples) as (keyof typeof samples)[];

/** The invocation as Discord sends it, each English sample text replaced by its key, the rest as typed. */
function sent(invocation: Invocation, language: Language) {
  const own = TEXTS[language].board.help.sample;
  return {
    commandName: invocation.commandName,
    subcommand: invocation.subcommand,
    options: invocation.options.map((o) => {
      const key = sampleKeys.find((k) => o.value === samples[k] || o.value === own[k]);
      return { name: o.name, value: key ? `sample:${key}` : o.value };
    }),
  };
}

test('the examples use choices, True/False and sample texts, so the check below has something to check', () => {
  const english = examples('de')
    .map((e) => e.english)
    .join('\n');
  expect(english).toContain('order:lowest first');
  expect(english).toContain('include-shared:True');
  expect(english).toContain(`reason:${samples.helpedInSupport}`);
});

for (const language of LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE)) {
  const locale = DISCORD_LOCALES[language][0]!;
  describe(`/help examples typed in ${language}`, () => {
    let setup: ConsoleSetup;
    let output: ConsoleOutput;
    let printed = '';
    let context: ResolveContext;
    beforeAll(async () => {
      const parsed = parseFlags(['--as', 'moderator', '--fast', '--locale', locale]);
      if (parsed.kind !== 'run') throw new Error('flags');
      setup = await setUp(parsed.flags, parseConfig({ NODE_ENV: 'test' }), commands, silentLogger);
      const sink = { write: (t: string) => ((printed += t), true) } as unknown as NodeJS.WritableStream;
      output = createOutput(
        { output: sink, errors: sink },
        { json: false, ansi: false, names: (id) => setup.session.members.name(id), locale },
      );
      context = {
        self: '318204957716152321',
        memberId: (n) => setup.session.members.id(n),
        channelId: () => '1203458820156252999',
        roleId: (n) => CONSOLE_ROLES.get(n),
        locale,
      };
    }, 120_000);
    afterAll(() => setup?.close());

    test('no English choice name, True/False or sample text is left in an example', () => {
      const lines = examples(language).map((e) => e.theirs);
      for (const text of [
        ...Object.values(samples),
        'lowest first',
        'include-shared:True',
        'status:active',
        'status:archived',
        'Token pool',
      ]) {
        expect(lines.filter((l) => l.includes(text))).toEqual([]);
      }
    });

    test.each(examples(language).map((e) => [e.theirs, e.english]))(
      '%s',
      async (theirs, english) => {
        const typed = resolve(setup.session.definitions, theirs, context);
        const original = resolve(setup.session.definitions, english, { ...context, locale: 'en-US' });
        if (!typed.ok) throw new Error(typed.error);
        if (!original.ok) throw new Error(original.error);
        expect(sent(typed.invocation, language)).toEqual(sent(original.invocation, language));
        printed = '';
        await runLine(setup.session, theirs, output, { json: false, interactive: false });
        expect(printed).not.toMatch(/^✖/m);
        expect(printed).toMatch(/┌ (reply|edit of) #\d+/);
      },
      120_000,
    ); // the first write of a session sets up its store: slow on a shared machine
  });
}
