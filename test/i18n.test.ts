import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { describe, expect, test } from 'vitest';
import { commands } from '../commands/index.js';
import { definitionsOf } from '../src/kit/command.js';
import { checkCommands } from '../src/bot/deploy.js';
import { createRegistry } from '../src/bot/registry.js';
import { checkTranslations, flatten, placeholders } from '../src/i18n/check.js';
import { localizeDefinition, translatedTexts } from '../src/i18n/commands.js';
import { DISCORD_LOCALES, LANGUAGES, RESOURCES, SOURCE_LANGUAGE, languageOf, translate, translator } from '../src/i18n/index.js';
import { commands as en } from '../src/i18n/languages/en/commands.js';
import { ENGLISH, messageReader, readerFor } from '../src/i18n/reader.js';
import { setupView, type SetupData } from '../src/views/setup.js';

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

describe('the translations', () => {
  test('English and six more languages, one of them in a non-Latin script', () => {
    expect(LANGUAGES).toEqual(['en', 'de', 'es', 'fr', 'pt-BR', 'ru', 'ja']);
    expect(SOURCE_LANGUAGE).toBe('en');
  });

  test('every language has exactly English keys, none empty, with the same placeholders', () => {
    expect(checkTranslations(RESOURCES)).toEqual([]);
  });

  test('a key missing in a language fails', () => {
    const { chains: _gone, ...rest } = RESOURCES.de.commands;
    const broken = { ...RESOURCES, de: { ...RESOURCES.de, commands: rest } } as never;
    expect(checkTranslations(broken)).toEqual(['de: commands.chains.name is missing', 'de: commands.chains.description is missing']);
  });

  test('a plural has exactly the forms each language uses, with English placeholders', () => {
    const withPlural = (forms: Record<string, Record<string, string>>) =>
      Object.fromEntries(LANGUAGES.map((l) => [l, { ...RESOURCES[l], test: { members: forms[l] ?? { one: '{{n}} x', other: '{{n}} x' } } }])) as never;
    const good = { en: { one: '{{n}} member', other: '{{n}} members' }, ru: { one: '{{n}} участник', few: '{{n}} участника', many: '{{n}} участников', other: '{{n}} участника' }, ja: { other: '{{n}} 人' } };
    expect(checkTranslations(withPlural(good))).toEqual([]);
    expect(checkTranslations(withPlural({ ...good, ru: { one: '{{n}} участник', other: '{{n}} участника' } }))).toEqual([
      'ru: test.members.few is missing (ru needs the forms one, few, many, other)',
      'ru: test.members.many is missing (ru needs the forms one, few, many, other)',
    ]);
    expect(checkTranslations(withPlural({ ...good, ja: { one: '{{n}} 人', other: '{{n}} 人' } }))).toEqual(['ja: test.members.one is a form ja does not use (it needs other)']);
    expect(checkTranslations(withPlural({ ...good, de: { one: 'ein Mitglied', other: '{{n}} Mitglieder' } }))).toEqual(['de: test.members.one has placeholders [], English has [{{n}}]']);
  });

  test('a plural text picks the form of the number, in each language', () => {
    const ru = readerFor('ru');
    const forms = { one: '{{n}} участник', few: '{{n}} участника', many: '{{n}} участников', other: '{{n}} участника' };
    const pick = (n: number) => forms[new Intl.PluralRules('ru').select(n) as keyof typeof forms];
    expect([1, 3, 5, 21, 1000].map(pick)).toEqual(['{{n}} участник', '{{n}} участника', '{{n}} участников', '{{n}} участник', '{{n}} участников']);
    expect(ru.locale).toBe('ru');
  });

  test('an extra or empty key fails', () => {
    const extra = { ...RESOURCES, fr: { ...RESOURCES.fr, choices: { ...RESOURCES.fr.choices, NEW: 'nouveau' } } };
    expect(checkTranslations(extra)).toEqual(['fr: choices.NEW is not in English (a typo, or a key English dropped)']);
    const empty = { ...RESOURCES, ja: { ...RESOURCES.ja, options: { ...RESOURCES.ja.options, add: ' ' } } };
    expect(checkTranslations(empty)).toEqual(['ja: options.add is empty']);
  });

  test('a placeholder that differs from English fails, named with both sets', () => {
    const source = { greet: 'Hello {{name}}, you have {{count}} points', nested: 'See $t(help.title)' };
    expect(checkTranslations({ en: source, de: { greet: 'Hallo {{name}}, du hast {{count}} Punkte', nested: 'Siehe $t(help.title)' } }, ['de'])).toEqual([]);
    expect(checkTranslations({ en: source, de: { greet: 'Hallo {{nom}}, du hast {{count}} Punkte', nested: 'Siehe $t(help.title)' } }, ['de'])).toEqual([
      'de: greet has placeholders [{{count}} {{nom}}], English has [{{count}} {{name}}]',
    ]);
    expect(checkTranslations({ en: source, ru: { greet: 'Привет, {{name}}', nested: 'См. $t(help.text)' } }, ['ru'])).toEqual([
      'ru: greet has placeholders [{{name}}], English has [{{count}} {{name}}]',
      'ru: nested has placeholders [$t(help.text)], English has [$t(help.title)]',
    ]);
    expect(placeholders('{{ amount, number }} and {{- raw}}')).toEqual(['{{amount}}', '{{raw}}']);
  });

  test('translator: one language, keys checked by tsc', () => {
    const t = translator(languageOf('es-419'));
    expect(t('commands.tip.name')).toBe('propina');
    expect(t('choices.dollar')).toBe('dólares estadounidenses');
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

  test('translate: the language\'s text; a key no language has reads as itself', () => {
    expect(translate('de', 'commands.points.name')).toBe('punkte');
    expect(translate('ja', 'commands.raid.name')).toBe('レイド');
    expect(translate('ru', 'no.such.key')).toBe('no.such.key');
  });
});

describe('command definitions in every language', () => {
  const english = commands.flatMap(definitionsOf);
  const localized = createRegistry(commands).definitions();

  test('English text in src/i18n is the definitions\' own text, and every English key is used', () => {
    const used = english.flatMap(translatedTexts);
    for (const { key, english: text } of used) expect({ key, text: translate('en', key) }).toEqual({ key, text });
    const keys = new Set(used.map((u) => u.key));
    expect([...flatten(en).keys()].filter((k) => !keys.has(k))).toEqual([]);
  });

  test('every command has a localised name and description in every language', () => {
    for (const d of localized) {
      const locales = Object.keys(d.name_localizations ?? {});
      const needed = LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE && translate(l, `commands.${d.name}.name`) !== d.name).flatMap((l) => DISCORD_LOCALES[l]);
      expect(locales.sort()).toEqual([...needed].sort());
      if ('description' in d && d.description) {
        const all = LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE).flatMap((l) => DISCORD_LOCALES[l]);
        expect(Object.keys(d.description_localizations ?? {}).sort(), d.name).toEqual([...all].sort());
      }
    }
  });

  test('every option description is translated, in every language', () => {
    const all = LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE).flatMap((l) => DISCORD_LOCALES[l]).sort();
    type Opt = { name: string; options?: Opt[]; description_localizations?: Record<string, string> };
    const walk = (options: Opt[] | undefined, at: string): string[] =>
      (options ?? []).flatMap((o) => [
        ...(JSON.stringify(Object.keys(o.description_localizations ?? {}).sort()) === JSON.stringify(all) ? [] : [`${at} ${o.name}`]),
        ...walk(o.options, `${at} ${o.name}`),
      ]);
    const untranslated = localized.flatMap((d) => walk(('options' in d ? d.options : []) as Opt[], `/${d.name}`));
    expect(untranslated).toEqual([]);
    const order = localized.find((d) => d.name === 'leaderboard')!;
    expect(('options' in order ? (order.options as Opt[]) : []).find((o) => o.name === 'order')?.description_localizations?.ja).toBe('残高の多い順か少ない順か（既定：多い順）');
  });

  test('the localised definitions obey Discord\'s rules in every locale (names, lengths, 8000 characters)', () => {
    expect(checkCommands(localized)).toEqual([]);
  });

  test('only localisations are added: names, values and everything else stay as defined', () => {
    const strip = (x: unknown): unknown =>
      JSON.parse(JSON.stringify(x, (k, v) => (k === 'name_localizations' || k === 'description_localizations' ? undefined : v)));
    expect(strip(localized)).toEqual(strip(english));
  });

  const ok = () => new SlashCommandBuilder().setName('thing').setDescription('A thing').setContexts(InteractionContextType.Guild).toJSON();
  test.each<[string, object, RegExp]>([
    ['a localised name with a space', { ...ok(), name_localizations: { de: 'ein ding' } }, /command "thing" \[de\]: name "ein ding" must match/],
    ['a localised name in capitals', { ...ok(), name_localizations: { fr: 'Chose' } }, /\[fr\]: name "Chose" must be lowercase/],
    ['a localised name over 32', { ...ok(), name_localizations: { ru: 'ы'.repeat(33) } }, /\[ru\]: name .* must match/],
    ['a localised description over 100', { ...ok(), description_localizations: { ja: 'あ'.repeat(101) } }, /\[ja\]: description must be 1-100 characters \(has 101\)/],
    ['an unknown locale', { ...ok(), name_localizations: { 'pt-PT': 'coisa' } }, /"pt-PT" is not a Discord locale/],
    [
      'a localised option name breaking the rules',
      { ...ok(), options: [{ type: 3, name: 'o', description: 'd', name_localizations: { 'es-ES': 'Opción Uno' } }] },
      /thing" > o \[es-ES\]: name "Opción Uno" must match/,
    ],
    [
      'two options with the same localised name',
      { ...ok(), options: [{ type: 3, name: 'a', description: 'd', name_localizations: { de: 'x' } }, { type: 3, name: 'b', description: 'd', name_localizations: { de: 'x' } }] },
      /\[de\]: option name "x" used twice/,
    ],
    [
      'a localised choice name over 100',
      { ...ok(), options: [{ type: 3, name: 'o', description: 'd', choices: [{ name: 'c', value: 'c', name_localizations: { fr: 'c'.repeat(101) } }] }] },
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
          choices: Array.from({ length: 25 }, (_, j) => ({ name: `c${j}`, value: `${j}`, name_localizations: { de: `c${j}`.padEnd(20, 'x') } })),
        })),
      },
      /command "thing": \d+ characters in names, descriptions and values \(each in its longest language\); at most 8000/,
    ],
  ])('refuses %s', (_what, def, message) => {
    const problems = checkCommands([def as never]);
    expect(problems.some((p) => message.test(p)), problems.join('\n')).toBe(true);
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
    expect(picker('ru')?.options).toEqual([
      { label: 'English', value: 'en', default: false },
      { label: 'Deutsch', value: 'de', default: false },
      { label: 'Español', value: 'es', default: false },
      { label: 'Français', value: 'fr', default: false },
      { label: 'Português (Brasil)', value: 'pt-BR', default: false },
      { label: 'Русский', value: 'ru', default: true },
      { label: '日本語', value: 'ja', default: false },
    ]);
    expect(picker(null)?.options?.find((o) => o.default)?.value).toBe('en');
    expect(content(null)).toContain('Language: English (default)');
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
      const name = language === SOURCE_LANGUAGE ? d.name : (d.name_localizations?.[DISCORD_LOCALES[language][0] as keyof typeof d.name_localizations] ?? d.name);
      const subs = new Map<string, string>();
      for (const o of ('options' in d ? d.options : undefined) ?? []) {
        if (o.type !== 1) continue;
        subs.set(o.name, language === SOURCE_LANGUAGE ? o.name : (o.name_localizations?.[DISCORD_LOCALES[language][0] as keyof typeof o.name_localizations] ?? o.name));
      }
      out.set(name, { english: d.name, subs });
    }
    return out;
  };

  test.each(LANGUAGES.map((l) => [l]))('%s: every /command in a reply is one its members can type, subcommand included', (language) => {
    const names = named(language);
    const english = named(SOURCE_LANGUAGE);
    const problems: string[] = [];
    for (const [key, text] of flatten(RESOURCES[language] as never)) {
      if (key.startsWith('commands.') || key.startsWith('options.') || key.startsWith('optionDescriptions.') || key.startsWith('choices.')) continue;
      for (const m of text.matchAll(/(?<![\p{L}\p{N}/:.<_…-])\/([\p{L}\p{N}_-]+)(?: ([\p{L}\p{N}_-]+))?/gu)) {
        const [, first, second] = m;
        const command = names.get(first!);
        if (!command) {
          problems.push(`${language} ${key}: /${first} is not a command in ${language}`);
          continue;
        }
        // A subcommand left in English where the language has its own name for it.
        const englishSubs = english.get(command.english)?.subs;
        if (second && englishSubs?.has(second) && command.subs.get(second) !== second) problems.push(`${language} ${key}: /${first} ${second} should be /${first} ${command.subs.get(second)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
