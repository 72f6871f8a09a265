import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { commands } from '../commands/index.js';
import { createRegistry } from '../src/bot/registry.js';
import { flatten } from '../src/i18n/check.js';
import { DISCORD_LOCALES, I18N, LANGUAGES, NAMESPACE, RESOURCES, SOURCE_LANGUAGE, type Language } from '../src/i18n/index.js';
import { readerFor } from '../src/i18n/reader.js';
import { PERIOD_TEXTS } from '../src/features/periods/view.js';

/**
 * Commands and options named in replies are the ones a member of the reader's language can type:
 * no text spells a command by hand (each names it as `{{/setup periods:}}`, written in the
 * reader's names when the texts load), every such reference is a command, subcommand and option
 * of the definitions, and every text, rendered in every language, names only commands,
 * subcommands and options that language's Discord shows.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFINITION_TEXT = /^(commands|options|choices|optionDescriptions)\./;
/** A command reference in a text, as the translations write it: `{{/setup periods:}}`. */
const COMMAND_REFERENCE = /\{\{\s*(\/[^}]*?)\s*\}\}/g;

interface Named {
  name: string;
  type?: number;
  name_localizations?: Record<string, string> | null;
  options?: Named[];
}
/** A command or subcommand: its options and subcommands by the name a reader types. */
interface Node {
  english: string;
  options: Set<string>;
  subs: Map<string, Node>;
}

const definitions = createRegistry(commands).definitions() as unknown as Named[];
const isSub = (o: Named) => o.type === 1 || o.type === 2;

/** Each command as a reader of `language` sees it in Discord: localised names, from the deployed definitions. */
function commandsIn(language: Language): Map<string, Node> {
  const shown = (n: Named) => (language === SOURCE_LANGUAGE ? n.name : (n.name_localizations?.[DISCORD_LOCALES[language][0]!] ?? n.name));
  const node = (n: Named): Node => ({
    english: n.name,
    options: new Set((n.options ?? []).filter((o) => !isSub(o)).map(shown)),
    subs: new Map((n.options ?? []).filter(isSub).map((o) => [shown(o), node(o)])),
  });
  return new Map(definitions.filter((d) => (d.type ?? 1) === 1).map((d) => [shown(d), node(d)]));
}

const WORD = /^[\p{L}\p{N}_-]+/u;

/**
 * The command lines in `text` that start with one of `known`'s commands (`/name`, not inside a
 * word or a path), each checked against it: its subcommand (when it has them), then each
 * `option:` after it. The problems found.
 */
function checkLines(text: string, known: Map<string, Node>, where: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}/:.<_…{-])\/([\p{L}\p{N}_-]+)/gu)) {
    const command = known.get(m[1]!);
    if (!command) continue;
    let node = command;
    let rest = text.slice(m.index + m[0].length);
    const next = () => (rest.startsWith(' ') ? WORD.exec(rest.slice(1))?.[0] : undefined);
    if (node.subs.size > 0) {
      // A command with subcommands is typed with one of them.
      const sub = next();
      const found = sub === undefined ? undefined : node.subs.get(sub);
      if (!found) {
        problems.push(`${where}: /${m[1]} ${sub ?? ''}: not one of its subcommands (${[...node.subs.keys()].join(', ')})`);
        continue;
      }
      node = found;
      rest = rest.slice(1 + sub!.length);
    }
    for (let option = next(); option !== undefined && rest.slice(1 + option.length).startsWith(':'); option = next()) {
      if (!node.options.has(option)) problems.push(`${where}: /${m[1]} … ${option}: is not an option here`);
      rest = rest.slice(2 + option.length);
    }
  }
  return problems;
}

/** The reply texts of a language (not the definitions' own). */
const replies = (tree: unknown) => [...flatten(tree as never)].filter(([key]) => !DEFINITION_TEXT.test(key));

describe('commands and options named in replies', () => {
  const english = commandsIn(SOURCE_LANGUAGE);

  test.each(LANGUAGES.map((l) => [l]))('%s: no text writes a command by hand; each names it as {{/command …}}', (language) => {
    const every = new Set([...commandsIn(language).keys(), ...english.keys()]);
    const problems: string[] = [];
    for (const [key, text] of replies(RESOURCES[language])) {
      const bare = text.replace(COMMAND_REFERENCE, '');
      for (const m of bare.matchAll(/(?<![\p{L}\p{N}/:.<_…{-])\/([\p{L}\p{N}_-]+)/gu))
        if (every.has(m[1]!)) problems.push(`${language} ${key}: /${m[1]}`);
    }
    expect(problems).toEqual([]);
  });

  test('every {{/command …}} of every language is a command, subcommand and options of the definitions', () => {
    const problems: string[] = [];
    let seen = 0;
    for (const language of LANGUAGES) {
      for (const [key, text] of replies(RESOURCES[language])) {
        for (const m of text.matchAll(COMMAND_REFERENCE)) {
          seen++;
          const path = m[1]!;
          // Written out in English's names, the line must check out against the English definitions whole.
          const words = path.slice(1).split(' ');
          const command = english.get(words[0]!);
          if (!command) {
            problems.push(`${language} ${key}: ${path}: no command ${words[0]}`);
            continue;
          }
          const scoped = words[1] && !words[1].endsWith(':') ? command.subs.get(words[1]) : command;
          if (!scoped) problems.push(`${language} ${key}: ${path}: no subcommand ${words[1]}`);
          else if (command.subs.size > 0 && scoped === command && words.length > 1)
            problems.push(`${language} ${key}: ${path}: options need the subcommand`);
          for (const w of words.slice(scoped === command ? 1 : 2)) {
            if (!w.endsWith(':') || !scoped?.options.has(w.slice(0, -1)))
              problems.push(`${language} ${key}: ${path}: ${w} is not an option: of it`);
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(30 * LANGUAGES.length);
    expect(problems).toEqual([]);
  });

  test("every {{:option}} of every language names an option of the definitions, and is written out in the reader's names", () => {
    const options = new Set<string>();
    const walk = (n: Named) => {
      for (const o of n.options ?? []) isSub(o) ? walk(o) : options.add(o.name);
    };
    for (const d of definitions) walk(d);
    const problems: string[] = [];
    let seen = 0;
    for (const language of LANGUAGES)
      for (const [key, text] of replies(RESOURCES[language]))
        for (const m of text.matchAll(/\{\{\s*:([a-z][a-z0-9-]*)\s*\}\}/g)) {
          seen++;
          if (!options.has(m[1]!)) problems.push(`${language} ${key}: {{:${m[1]}}} is no option`);
        }
    expect(seen).toBeGreaterThanOrEqual(4 * LANGUAGES.length);
    expect(problems).toEqual([]);
    // Loaded, none is left unwritten.
    for (const language of LANGUAGES)
      for (const [key, text] of replies(I18N.store.data[language]![NAMESPACE])) expect(text, key).not.toMatch(/\{\{\s*:/);
  });

  test.each(LANGUAGES.map((l) => [l]))(
    '%s: every text, as a reader gets it, names only commands, subcommands and options its Discord shows',
    (language) => {
      const known = commandsIn(language);
      const problems: string[] = [];
      let lines = 0;
      for (const [key, text] of replies(I18N.store.data[language]![NAMESPACE])) {
        lines += [...text.matchAll(/(?<![\p{L}\p{N}/:.<_…{-])\/([\p{L}\p{N}_-]+)/gu)].filter((m) => known.has(m[1]!)).length;
        problems.push(...checkLines(text, known, `${language} ${key}`));
      }
      expect(lines).toBeGreaterThan(30);
      expect(problems).toEqual([]);
    },
  );

  test.each(LANGUAGES.map((l) => [l]))(
    "%s: a period board that is off names /setup's periods option as the reader's Discord shows it",
    (language) => {
      const known = commandsIn(language);
      const text = PERIOD_TEXTS.notOn({ id: 'ps-sparks', name: 'Sparks', emoji: '⚡' })(readerFor(language));
      const setup = [...known].find(([, n]) => n.english === 'setup')!;
      const periods = definitions.find((d) => d.name === 'setup')!.options!.find((o) => o.name === 'periods')!;
      const shown = language === SOURCE_LANGUAGE ? 'periods' : periods.name_localizations![DISCORD_LOCALES[language][0]!]!;
      expect(text).toContain(`/${setup[0]} ${shown}:`);
      expect(checkLines(text, known, language)).toEqual([]);
    },
  );

  test('no code outside src/i18n puts a command line together from names itself (commandLine and the {{/…}} references do)', () => {
    const files = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      );
    const offenders = [...files('src'), ...files('commands')]
      .filter((f) => !f.startsWith('src/i18n/'))
      .filter((f) => /\bcommandName\(/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
