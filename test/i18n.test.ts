import { readdirSync, readFileSync } from 'node:fs';
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { describe, expect, test } from 'vitest';
import { commands } from '../commands/index.js';
import { OPT } from '../commands/shared-options.js';
import { definitionsOf } from '../src/command/contract.js';
import { slash } from '../src/discord/slash.js';
import { checkCommands } from '../src/bot/deploy.js';
import { createRegistry } from '../src/bot/registry.js';
import { checkTranslations, flatten, placeholders, type Tree } from '../src/i18n/check.js';
import { localizeDefinition, sharedKeyOf, sharedOption, sourceTexts } from '../src/i18n/commands.js';
import {
  DISCORD_LOCALES,
  I18N,
  LANGUAGES,
  NAMESPACE,
  RESOURCES,
  SOURCE_LANGUAGE,
  commandName,
  languageOf,
  translate,
  translator,
  withCommandNames,
  withRareForms,
  type Language,
} from '../src/i18n/index.js';
import { ENGLISH, messageReader, readerFor } from '../src/i18n/reader.js';
import { setupView, type SetupData } from '../src/features/setup/view.js';

/** Every command definition as the modules write it: the only English of their texts. */
const DEFINITIONS = commands.flatMap(definitionsOf);
/** Every language's texts, English's completed with what the definitions give (what the checks compare). */
const ALL = { ...RESOURCES, en: { ...RESOURCES.en, ...sourceTexts(DEFINITIONS).texts } } as Record<Language, Tree>;
const DE_COMMANDS = RESOURCES.de.commands!;

/**
 * The translations (src/i18n): every language has English's keys and placeholders, the command
 * definitions deploy-commands sends carry them and still obey Discord's rules in every locale.
 */

describe('languageOf: Discord locales to our languages', () => {
  test.each([
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['de', 'de'],
    ['es-ES', 'es'],
    ['es-419', 'es'],
    ['fr', 'fr'],
    ['pt-BR', 'pt-BR'],
    ['ru', 'ru'],
    ['ja', 'ja'],
    ['de-AT', 'de'],
    ['pt-PT', 'pt-BR'],
    ['PT_br', 'pt-BR'],
    ['uk', 'en'],
    ['zh-CN', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (locale, language) => {
    expect(languageOf(locale)).toBe(language);
  });

  test('every language serves at least one Discord locale, and no locale serves two', () => {
    const all = LANGUAGES.flatMap((l) => DISCORD_LOCALES[l]);
    expect(new Set(all).size).toBe(all.length);
    for (const l of LANGUAGES) {
      expect(DISCORD_LOCALES[l].length).toBeGreaterThan(0);
      for (const locale of DISCORD_LOCALES[l]) expect(languageOf(locale)).toBe(l);
    }
  });
});

describe('the languages table drives everything: a language is one folder and one line', () => {
  const ROOT = new URL('..', import.meta.url).pathname;
  const folders = readdirSync(`${ROOT}src/i18n/languages`, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const files = (dir: string): string[] =>
    readdirSync(`${ROOT}${dir}`, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(`${dir}/${e.name}`) : e.name.endsWith('.ts') ? [`${dir}/${e.name}`] : [],
    );

  test('every language of the table has a folder, and every folder is in the table', () => {
    expect([...folders].sort()).toEqual([...LANGUAGES].sort());
  });

  test("every translated folder has the same files: English's areas and the definitions' commands.ts", () => {
    const english = readdirSync(`${ROOT}src/i18n/languages/en`).sort();
    expect(english).not.toContain('commands.ts');
    for (const l of LANGUAGES.filter((x) => x !== SOURCE_LANGUAGE))
      expect(readdirSync(`${ROOT}src/i18n/languages/${l}`).sort(), l).toEqual([...english, 'commands.ts'].sort());
  });

  test("i18next's resources are the table's texts, plus only rare plural forms given the language's own `other`", () => {
    expect(Object.keys(I18N.store.data).sort()).toEqual([...LANGUAGES].sort());
    for (const l of LANGUAGES) {
      expect(Object.keys(I18N.store.data[l]!)).toEqual([NAMESPACE]);
      const held = new Map(flatten(I18N.store.data[l]![NAMESPACE] as never));
      // The table's texts with their command references in the language's names (withCommandNames).
      const table = new Map(flatten(withCommandNames(RESOURCES[l] as never)));
      for (const [key, text] of table) expect(held.get(key), `${l} ${key}`).toBe(text);
      for (const [key, text] of held) {
        if (table.has(key)) continue;
        // Added: only a `many` (French, Spanish, Portuguese), equal to the same plural's `other`.
        expect(key, l).toMatch(/_many$/);
        expect(['fr', 'es', 'pt-BR'], l).toContain(l);
        expect(text, `${l} ${key}`).toBe(table.get(key.replace(/_many$/, '_other')));
      }
    }
    expect(withRareForms('en', RESOURCES.en as never)).toBe(RESOURCES.en);
    expect(withRareForms('ru', RESOURCES.ru as never)).toBe(RESOURCES.ru);
  });

  test("no other file names a language: only locales.ts imports the folders, and no code writes a translated language's code", () => {
    const code = [...files('src'), ...files('commands')].filter((f) => !f.startsWith('src/i18n/languages/'));
    const imports = code.filter(
      (f) => f !== 'src/i18n/locales.ts' && /from '[^']*languages\/(?!en\/index\.js')[^']*'/.test(readFileSync(`${ROOT}${f}`, 'utf8')),
    );
    expect(imports).toEqual([]);
    const codes = LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE).flatMap((l) => [l, ...DISCORD_LOCALES[l]]);
    const quoted = new RegExp(`['"](${codes.join('|')})['"]`);
    expect(code.filter((f) => f !== 'src/i18n/locales.ts' && quoted.test(readFileSync(`${ROOT}${f}`, 'utf8')))).toEqual([]);
  });
});

describe('the translations', () => {
  test('English and six more languages, one of them in a non-Latin script', () => {
    // arrayContaining: a language added to the table needs no change here.
    expect(LANGUAGES).toEqual(expect.arrayContaining(['en', 'de', 'es', 'fr', 'pt-BR', 'ru', 'ja']));
    expect(LANGUAGES[0]).toBe('en');
    expect(SOURCE_LANGUAGE).toBe('en');
  });

  test('every language has exactly English keys, none empty, with the same placeholders', () => {
    expect(checkTranslations(ALL)).toEqual([]);
  });

  test('a key missing in a language fails', () => {
    const { chains: _gone, ...rest } = DE_COMMANDS;
    const broken = { ...ALL, de: { ...ALL.de, commands: rest } } as never;
    expect(checkTranslations(broken)).toEqual(['de: commands.chains.name is missing', 'de: commands.chains.description is missing']);
  });

  test('a plural has exactly the forms each language uses, with English placeholders', () => {
    // i18next's plural keys: `members_one`, `members_few`…, one per form.
    const withPlural = (forms: Record<string, Record<string, string>>) =>
      Object.fromEntries(
        LANGUAGES.map((l) => [
          l,
          {
            ...ALL[l],
            test: Object.fromEntries(
              Object.entries(forms[l] ?? { one: '{{n}} x', other: '{{n}} x' }).map(([f, text]) => [`members_${f}`, text]),
            ),
          },
        ]),
      ) as never;
    const good = {
      en: { one: '{{n}} member', other: '{{n}} members' },
      ru: { one: '{{n}} участник', few: '{{n}} участника', many: '{{n}} участников', other: '{{n}} участника' },
      ja: { other: '{{n}} 人' },
    };
    expect(checkTranslations(withPlural(good))).toEqual([]);
    expect(checkTranslations(withPlural({ ...good, ru: { one: '{{n}} участник', other: '{{n}} участника' } }))).toEqual([
      'ru: test.members_few is missing (ru needs the forms one, few, many, other)',
      'ru: test.members_many is missing (ru needs the forms one, few, many, other)',
    ]);
    expect(checkTranslations(withPlural({ ...good, ja: { one: '{{n}} 人', other: '{{n}} 人' } }))).toEqual([
      'ja: test.members_one is a form ja does not use (it needs other)',
    ]);
    expect(checkTranslations(withPlural({ ...good, de: { one: 'ein Mitglied', other: '{{n}} Mitglieder' } }))).toEqual([
      'de: test.members_one has placeholders [], English has [{{n}}]',
    ]);
  });

  test("i18next picks the plural form, with {{n}} formatted for the reader's locale", () => {
    const [ru, ja, fr, en] = [readerFor('ru'), readerFor('ja'), readerFor('fr'), readerFor('en-US')];
    const ruForms = RESOURCES.ru.board as unknown as Record<string, string>;
    expect([1, 3, 5, 21, 1000].map((n) => ru.plural('board.holders', n))).toEqual(
      [ruForms.holders_one, ruForms.holders_few, ruForms.holders_many, ruForms.holders_one, ruForms.holders_many].map((t, i) =>
        t!.replace('{{n}}', [1, 3, 5, 21, 1000][i]!.toLocaleString('ru')),
      ),
    );
    expect(ja.plural('board.holders', 1)).toBe(RESOURCES.ja.board.holders_other.replace('{{n}}', '1'));
    expect(en.plural('board.holders', 1)).toBe('1 holder');
    expect(en.plural('board.holders', 1234)).toBe('1,234 holders');
    // French has no `many` text (it only serves millions written out): its own `other`, not English.
    expect(fr.plural('board.holders', 1_000_000)).toBe(RESOURCES.fr.board.holders_other.replace('{{n}}', (1_000_000).toLocaleString('fr')));
    // A count unknown: the general form, `{{n}}` as given.
    expect(en.plural('board.holders', Number.NaN, { n: '?' })).toBe('? holders');
  });

  test('a plural text picks the form of the number, in each language', () => {
    const ru = readerFor('ru');
    const forms = { one: '{{n}} участник', few: '{{n}} участника', many: '{{n}} участников', other: '{{n}} участника' };
    const pick = (n: number) => forms[new Intl.PluralRules('ru').select(n) as keyof typeof forms];
    expect([1, 3, 5, 21, 1000].map(pick)).toEqual([
      '{{n}} участник',
      '{{n}} участника',
      '{{n}} участников',
      '{{n}} участник',
      '{{n}} участников',
    ]);
    expect(ru.locale).toBe('ru');
  });

  test('an extra or empty key fails', () => {
    const extra = { ...ALL, fr: { ...ALL.fr, choices: { ...RESOURCES.fr.choices, NEW: 'nouveau' } } };
    expect(checkTranslations(extra)).toEqual(['fr: choices.NEW is not in English (a typo, or a key English dropped)']);
    const empty = { ...ALL, ja: { ...ALL.ja, options: { ...RESOURCES.ja.options, add: ' ' } } };
    expect(checkTranslations(empty)).toEqual(['ja: options.add is empty']);
  });

  test('a placeholder that differs from English fails, named with both sets', () => {
    const source = { greet: 'Hello {{name}}, you have {{count}} points', nested: 'See $t(help.title)' };
    expect(
      checkTranslations({ en: source, de: { greet: 'Hallo {{name}}, du hast {{count}} Punkte', nested: 'Siehe $t(help.title)' } }, ['de']),
    ).toEqual([]);
    expect(
      checkTranslations({ en: source, de: { greet: 'Hallo {{nom}}, du hast {{count}} Punkte', nested: 'Siehe $t(help.title)' } }, ['de']),
    ).toEqual(['de: greet has placeholders [{{count}} {{nom}}], English has [{{count}} {{name}}]']);
    expect(checkTranslations({ en: source, ru: { greet: 'Привет, {{name}}', nested: 'См. $t(help.text)' } }, ['ru'])).toEqual([
      'ru: greet has placeholders [{{name}}], English has [{{count}} {{name}}]',
      'ru: nested has placeholders [$t(help.text)], English has [$t(help.title)]',
    ]);
    expect(placeholders('{{ amount, number }} and {{- raw}}')).toEqual(['{{amount}}', '{{raw}}']);
  });

  test('translator: one language, keys checked by tsc', () => {
    const t = translator(languageOf('es-419'));
    // The definitions' texts are looked up by the definition, not by a reply key.
    expect(commandName({ language: languageOf('es-419') }, 'tip')).toBe('propina');
    expect(translate(languageOf('es-419'), 'choices.dollar')).toBe('dólares estadounidenses');
    expect(t('board.leaderboard.goto')).toBe('Ir a la página…');
    // @ts-expect-error a key English does not have
    expect(t('commands.tip.nope')).toBe('commands.tip.nope');
  });

  test('messageReader: private replies follow the member, public messages the server setting, else the server locale', () => {
    const language = (where: Parameters<typeof messageReader>[0]) => messageReader(where).language;
    expect(language({ private: true, locale: 'ja', serverLanguage: 'de', guildLocale: 'fr' })).toBe('ja');
    expect(language({ private: true, locale: 'uk', serverLanguage: 'de' })).toBe('en');
    expect(language({ private: false, locale: 'ja', serverLanguage: 'de', guildLocale: 'fr' })).toBe('de');
    expect(language({ private: false, locale: 'ja', serverLanguage: null, guildLocale: 'pt-BR' })).toBe('pt-BR');
    expect(language({ private: false, locale: 'ja' })).toBe('en');
    // Numbers follow the member's own variant of the language: es-419 groups as Latin America does.
    expect(messageReader({ private: true, locale: 'es-419' }).locale).toBe('es-419');
    expect(messageReader({ private: false, serverLanguage: 'es' }).locale).toBe('es');
  });

  test("translate: the language's text; a key no language has reads as itself", () => {
    expect(translate('de', 'commands.points.name')).toBe('punkte');
    expect(translate('ja', 'commands.raid.name')).toBe('レイド');
    expect(translate('ru', 'no.such.key')).toBe('no.such.key');
  });
});

describe('command definitions in every language', () => {
  const english = DEFINITIONS;
  const localized = createRegistry(commands).definitions();

  test('the definitions are the only English of their texts: src/i18n has none, and what they give is unambiguous', () => {
    // English's folder holds the replies only; the other languages mirror what the definitions give (checked above).
    expect(Object.keys(RESOURCES.en).sort()).toEqual([
      'board',
      'common',
      'errors',
      'feed',
      'info',
      'moves',
      'period',
      'quest',
      'raid',
      'rewards',
      'schedule',
      'setup',
      'web',
      'writes',
    ]);
    for (const l of LANGUAGES.filter((x) => x !== SOURCE_LANGUAGE))
      expect(Object.keys(RESOURCES[l]).sort(), l).toEqual([
        'board',
        'choices',
        'commands',
        'common',
        'errors',
        'feed',
        'info',
        'moves',
        'optionDescriptions',
        'options',
        'period',
        'quest',
        'raid',
        'rewards',
        'schedule',
        'setup',
        'web',
        'writes',
      ]);
    const { texts, problems } = sourceTexts(english);
    expect(problems).toEqual([]);
    // Every name, description and choice Discord shows (194 when the English left src/i18n).
    expect(flatten(texts).size).toBeGreaterThan(150);
    expect(flatten(texts).get('optionDescriptions.tokenAmount')).toBe(OPT.tokenAmount.description);
    expect(flatten(texts).get('commands.Verified details.name')).toBe('Verified details');
    expect(translate('en', 'commands.tip.name')).toBe('commands.tip.name');
  });

  test('a choice value named two ways, or one option object in two places without a key, is refused', () => {
    const a = slash({
      name: 'a',
      description: 'A',
      options: [{ type: 3, name: 'status', description: 'S', choices: [{ name: 'active', value: 'ACTIVE' }] }],
    });
    const b = slash({
      name: 'b',
      description: 'B',
      options: [{ type: 3, name: 'status', description: 'S', choices: [{ name: 'Active', value: 'ACTIVE' }] }],
    });
    expect(sourceTexts([a, b]).problems).toEqual(['choices.ACTIVE: "active" at /a status (ACTIVE), "Active" at /b status (ACTIVE)']);
    const loose = { type: 3, name: 'colour', description: 'A colour' } as const;
    const c = slash({
      name: 'c',
      description: 'C',
      options: [
        { type: 1, name: 'x', description: 'X', options: [loose] },
        { type: 1, name: 'y', description: 'Y', options: [loose] },
      ],
    });
    expect(sourceTexts([c]).problems).toEqual([
      'option "colour" is one object at /c x colour, /c y colour: mark it with sharedOption(key, …) so its description is translated once',
    ]);
  });

  test('a shared option is one object in every command using it, translated once, found by identity', () => {
    type Opt = { name: string; options?: Opt[]; description_localizations?: Record<string, string> };
    const optionAt = (defs: readonly object[], command: string, ...path: string[]) =>
      path.reduce<Opt | undefined>(
        (o, name) => o?.options?.find((x) => x.name === name),
        defs.find((d) => (d as Opt).name === command) as Opt | undefined,
      );
    // The same object in /tip and /burn, carrying its key.
    expect(optionAt(english, 'tip', 'token', 'channel')).toBe(OPT.channel);
    expect(optionAt(english, 'burn', 'nft', 'channel')).toBe(OPT.channel);
    expect(sharedKeyOf(OPT.channel)).toBe('channel');
    const de = RESOURCES.de.optionDescriptions!.channel;
    expect(optionAt(localized, 'tip', 'token', 'channel')?.description_localizations?.de).toBe(de);
    expect(optionAt(localized, 'burn', 'nft', 'channel')?.description_localizations?.de).toBe(de);
    // By identity, not wording: a copy with the same words is not the shared option; the shared
    // object keeps its translation even with other English.
    const copy = { ...OPT.channel };
    const reworded = sharedOption('channel', { ...OPT.channel, description: 'Somewhere else' });
    const first = localizeDefinition(slash({ name: 'x', description: 'X', options: [copy] })) as Opt;
    const second = localizeDefinition(slash({ name: 'x', description: 'X', options: [reworded] })) as Opt;
    expect(first.options?.[0]?.description_localizations).toBeUndefined();
    expect(second.options?.[0]?.description_localizations?.de).toBe(de);
  });

  test('every command has a localised name and description in every language', () => {
    for (const d of localized) {
      const locales = Object.keys(d.name_localizations ?? {});
      const needed = LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE && translate(l, `commands.${d.name}.name`) !== d.name).flatMap(
        (l) => DISCORD_LOCALES[l],
      );
      expect(locales.sort()).toEqual([...needed].sort());
      if ('description' in d && d.description) {
        const all = LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE).flatMap((l) => DISCORD_LOCALES[l]);
        expect(Object.keys(d.description_localizations ?? {}).sort(), d.name).toEqual([...all].sort());
      }
    }
  });

  test('every option description is translated, in every language', () => {
    const all = LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE)
      .flatMap((l) => DISCORD_LOCALES[l])
      .sort();
    type Opt = { name: string; options?: Opt[]; description_localizations?: Record<string, string> };
    const walk = (options: Opt[] | undefined, at: string): string[] =>
      (options ?? []).flatMap((o) => [
        ...(JSON.stringify(Object.keys(o.description_localizations ?? {}).sort()) === JSON.stringify(all) ? [] : [`${at} ${o.name}`]),
        ...walk(o.options, `${at} ${o.name}`),
      ]);
    const untranslated = localized.flatMap((d) => walk(('options' in d ? d.options : []) as Opt[], `/${d.name}`));
    expect(untranslated).toEqual([]);
    const order = localized.find((d) => d.name === 'leaderboard')!;
    expect(('options' in order ? (order.options as Opt[]) : []).find((o) => o.name === 'order')?.description_localizations?.ja).toBe(
      '残高の多い順か少ない順か（既定：多い順）',
    );
  });

  test("the localised definitions obey Discord's rules in every locale (names, lengths, 8000 characters)", () => {
    expect(checkCommands(localized)).toEqual([]);
  });

  test('only localisations are added: names, values and everything else stay as defined', () => {
    const strip = (x: unknown): unknown =>
      JSON.parse(JSON.stringify(x, (k, v) => (k === 'name_localizations' || k === 'description_localizations' ? undefined : v)));
    expect(strip(localized)).toEqual(strip(english));
  });

  const ok = () => new SlashCommandBuilder().setName('thing').setDescription('A thing').setContexts(InteractionContextType.Guild).toJSON();
  test.each<[string, object, RegExp]>([
    [
      'a localised name with a space',
      { ...ok(), name_localizations: { de: 'ein ding' } },
      /command "thing" \[de\]: name "ein ding" must match/,
    ],
    ['a localised name in capitals', { ...ok(), name_localizations: { fr: 'Chose' } }, /\[fr\]: name "Chose" must be lowercase/],
    ['a localised name over 32', { ...ok(), name_localizations: { ru: 'ы'.repeat(33) } }, /\[ru\]: name .* must match/],
    [
      'a localised description over 100',
      { ...ok(), description_localizations: { ja: 'あ'.repeat(101) } },
      /\[ja\]: description must be 1-100 characters \(has 101\)/,
    ],
    ['an unknown locale', { ...ok(), name_localizations: { 'pt-PT': 'coisa' } }, /"pt-PT" is not a Discord locale/],
    [
      'a localised option name breaking the rules',
      { ...ok(), options: [{ type: 3, name: 'o', description: 'd', name_localizations: { 'es-ES': 'Opción Uno' } }] },
      /thing" > o \[es-ES\]: name "Opción Uno" must match/,
    ],
    [
      'two options with the same localised name',
      {
        ...ok(),
        options: [
          { type: 3, name: 'a', description: 'd', name_localizations: { de: 'x' } },
          { type: 3, name: 'b', description: 'd', name_localizations: { de: 'x' } },
        ],
      },
      /\[de\]: option name "x" used twice/,
    ],
    [
      'a localised choice name over 100',
      {
        ...ok(),
        options: [
          { type: 3, name: 'o', description: 'd', choices: [{ name: 'c', value: 'c', name_localizations: { fr: 'c'.repeat(101) } }] },
        ],
      },
      /\[fr\]: choice name .* must be 1-100 characters/,
    ],
    [
      'over 8000 characters counting each text in its longest language',
      {
        ...ok(),
        options: Array.from({ length: 25 }, (_, i) => ({
          type: 3,
          name: `o${i}`,
          description: 'd',
          description_localizations: { de: 'd'.repeat(100) },
          choices: Array.from({ length: 25 }, (_, j) => ({
            name: `c${j}`,
            value: `${j}`,
            name_localizations: { de: `c${j}`.padEnd(20, 'x') },
          })),
        })),
      },
      /command "thing": \d+ characters in names, descriptions and values \(each in its longest language\); at most 8000/,
    ],
  ])('refuses %s', (_what, def, message) => {
    const problems = checkCommands([def as never]);
    expect(
      problems.some((p) => message.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });

  test('two commands with the same localised name are refused', () => {
    const a = { ...ok(), name: 'a', name_localizations: { de: 'x' } };
    const b = { ...ok(), name: 'b', name_localizations: { de: 'x' } };
    expect(checkCommands([a, b])).toEqual(['command "b" [de]: name "x" used twice']);
  });

  test('a translation that breaks a rule is caught on the real definitions', () => {
    const withBad = localizeDefinition(english.find((d) => d.name === 'tip')!);
    const broken = { ...withBad, name_localizations: { ...withBad.name_localizations, de: 'Trink Geld' } };
    expect(checkCommands([broken])).toEqual([expect.stringMatching(/command "tip" \[de\]: name "Trink Geld" must match/)]);
  });
});

describe('/setup offers the languages of src/i18n for public messages', () => {
  const data = (language: string | null): SetupData => ({
    guildId: '123456789012345678',
    source: 'stored',
    storedLast4: 'abcd',
    moderatorRoleIds: [],
    auditChannelId: null,
    defaultPointSystem: null,
    language,
    updatedAt: 0,
    updatedBy: '',
  });
  type Select = { custom_id?: string; options?: { label: string; value: string; default?: boolean }[] };
  const picker = (language: string | null) =>
    ((setupView(data(language), ENGLISH).components ?? []) as unknown as { components: Select[] }[])
      .flatMap((r) => r.components)
      .find((c) => c.custom_id?.startsWith('setup:language'));
  const content = (language: string | null) => JSON.stringify(setupView(data(language), ENGLISH));

  test('the picker lists exactly the translated languages, by their own names, the stored one chosen', () => {
    // Exactly the table's languages, in its order; these seven among them, by their own names.
    expect(picker('ru')?.options?.map((o) => o.value)).toEqual([...LANGUAGES]);
    expect(picker('ru')?.options).toEqual(
      expect.arrayContaining([
        { label: 'English', value: 'en', default: false },
        { label: 'Deutsch', value: 'de', default: false },
        { label: 'Español', value: 'es', default: false },
        { label: 'Français', value: 'fr', default: false },
        { label: 'Português (Brasil)', value: 'pt-BR', default: false },
        { label: 'Русский', value: 'ru', default: true },
        { label: '日本語', value: 'ja', default: false },
      ]),
    );
    expect(picker(null)?.options?.find((o) => o.default)?.value).toBe('en');
    expect(content(null)).toContain("Language: English: the server's Discord language (?) has no translation (none chosen here)");
    expect(content('ru')).toContain('Language: Русский, chosen here');
  });

  // What is really in force for public messages, and why.
  test("with no language chosen, the panel shows the server's Discord language as the one in force (the picker marks it too)", () => {
    const withDiscord = (guildLocale: string) => setupView({ ...data(null), guildLocale }, ENGLISH);
    expect(JSON.stringify(withDiscord('de'))).toContain("Language: Deutsch, the server's Discord language (none chosen here)");
    expect(JSON.stringify(withDiscord('en-US'))).toContain("Language: English, the server's Discord language (none chosen here)");
    expect(JSON.stringify(withDiscord('ko'))).toContain(
      "Language: English: the server's Discord language (ko) has no translation (none chosen here)",
    );
    const marked = ((withDiscord('ja').components ?? []) as unknown as { components: Select[] }[])
      .flatMap((r) => r.components)
      .find((c) => c.custom_id?.startsWith('setup:language'));
    expect(marked?.options?.find((o) => o.default)?.value).toBe('ja');
    // A language chosen here wins over Discord's.
    expect(JSON.stringify(setupView({ ...data('fr'), guildLocale: 'de' }, ENGLISH))).toContain('Language: Français, chosen here');
  });

  test('a code stored before the list matched the translations (pt) reads as the language it maps to', () => {
    expect(content('pt')).toContain('Language: Português (Brasil)');
    expect(picker('pt')?.options?.find((o) => o.default)?.value).toBe('pt-BR');
  });
});

describe('commands named in reply texts', () => {
  /** Each language's command names and, per command, its subcommands' names, as its members' Discord shows them. */
  const named = (language: (typeof LANGUAGES)[number]) => {
    const out = new Map<string, { english: string; subs: Map<string, string> }>();
    for (const d of createRegistry(commands).definitions()) {
      if ('type' in d && d.type !== undefined && d.type !== 1) continue;
      const name =
        language === SOURCE_LANGUAGE
          ? d.name
          : (d.name_localizations?.[DISCORD_LOCALES[language][0] as keyof typeof d.name_localizations] ?? d.name);
      const subs = new Map<string, string>();
      for (const o of ('options' in d ? d.options : undefined) ?? []) {
        if (o.type !== 1) continue;
        subs.set(
          o.name,
          language === SOURCE_LANGUAGE
            ? o.name
            : (o.name_localizations?.[DISCORD_LOCALES[language][0] as keyof typeof o.name_localizations] ?? o.name),
        );
      }
      out.set(name, { english: d.name, subs });
    }
    return out;
  };

  test.each(LANGUAGES.map((l) => [l]))('%s: every /command in a reply is one its members can type, subcommand included', (language) => {
    const names = named(language);
    const english = named(SOURCE_LANGUAGE);
    const problems: string[] = [];
    // The texts as a reader gets them, command references written in the language's names.
    for (const [key, text] of flatten(I18N.store.data[language]![NAMESPACE] as never)) {
      if (key.startsWith('commands.') || key.startsWith('options.') || key.startsWith('optionDescriptions.') || key.startsWith('choices.'))
        continue;
      for (const m of text.matchAll(/(?<![\p{L}\p{N}/:.<_…-])\/([\p{L}\p{N}_-]+)(?: ([\p{L}\p{N}_-]+))?/gu)) {
        const [, first, second] = m;
        const command = names.get(first!);
        if (!command) {
          problems.push(`${language} ${key}: /${first} is not a command in ${language}`);
          continue;
        }
        // A subcommand left in English where the language has its own name for it.
        const englishSubs = english.get(command.english)?.subs;
        if (second && englishSubs?.has(second) && command.subs.get(second) !== second)
          problems.push(`${language} ${key}: /${first} ${second} should be /${first} ${command.subs.get(second)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
