import { describe, expect, test } from 'vitest';
import { flatten } from '../src/i18n/check.js';
import { I18N, LANGUAGES, NAMESPACE, SOURCE_LANGUAGE, type Language } from '../src/i18n/index.js';
import { TEXTS } from '../src/i18n/locales.js';
import { commands } from '../commands/index.js';
import { definitionsOf } from '../src/command/contract.js';
import { localizeDefinition } from '../src/i18n/commands.js';

/**
 * Option and subcommand names quoted in a reply are the reader's, taken from the definitions'
 * names when the texts load (`{{/setup periods:}}`), never written by hand: in every language
 * but English, no reply, as a reader gets it, shows an English option name whose localised name
 * differs (`periods:`, `` `at` ``) where the reader's Discord shows another. The scanner's own
 * rule is tested first, so a scanner that finds nothing cannot pass for clean texts.
 */

const DEFINITION_TEXT = /^(commands|options|choices|optionDescriptions)\./;

/** The English option names in `text` that `language` names otherwise: `periods:` or `` `at` ``. */
function handWritten(text: string, names: Readonly<Record<string, string>>): string[] {
  return [...text.matchAll(/`([a-z][a-z-]*):?`|(?<![\p{L}\p{N}/_-])([a-z][a-z-]+):(?![/\d])/gu)]
    .map((m) => m[1] ?? m[2]!)
    .filter((name) => names[name] !== undefined && names[name] !== name);
}

test("the scanner finds an English option name written by hand, and leaves the reader's own alone", () => {
  const names = { periods: 'periodenranglisten', at: 'um', id: 'id' };
  expect(handWritten('Schalte sie mit /einrichtung periods: ein', names)).toEqual(['periods']);
  expect(handWritten('Gib `at` an', names)).toEqual(['at']);
  expect(handWritten('/einrichtung periodenranglisten: · `id` · https://x.com · 18:00', names)).toEqual([]);
});

describe.each(LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE).map((l) => [l]))('%s', (language) => {
  test("no reply quotes an option by its English name where the reader's Discord names it otherwise", () => {
    const names = (TEXTS[language as Language] as { options?: Record<string, string> }).options ?? {};
    expect(Object.keys(names).length).toBeGreaterThan(40);
    const replies = [...flatten(I18N.store.data[language]![NAMESPACE] as never)].filter(([k]) => !DEFINITION_TEXT.test(k));
    expect(replies.flatMap(([k, v]) => handWritten(v, names).map((n) => `${k}: ${n}: (the reader sees ${names[n]}:)`))).toEqual([]);
  });
});

test('/quest info asks for `quest`, named in every language as /quest completions names the same option', () => {
  type Option = { name: string; name_localizations?: Record<string, string>; options?: Option[] };
  const quest = definitionsOf(commands.find((c) => c.name === 'quest')!)
    .map((d) => localizeDefinition(d) as unknown as Option)
    .find((d) => d.name === 'quest')!;
  const optionOf = (sub: string) => quest.options!.find((o) => o.name === sub)!.options!.find((o) => o.name === 'quest')!;
  const info = optionOf('info');
  expect(Object.keys(info.name_localizations ?? {}).length).toBeGreaterThanOrEqual(LANGUAGES.length - 1);
  expect(info.name_localizations).toEqual(optionOf('completions').name_localizations);
});
