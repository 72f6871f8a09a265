import { LANGUAGES, SOURCE_LANGUAGE, type Language } from './locales.js';
import { FORMS, type Form, type Tree } from './shape.js';

/**
 * The checks every set of translations must pass, kept apart from the tests so a new
 * language reuses them: each language has exactly English's keys, no empty text, the same
 * placeholders (`{{name}}`, `{{count}}`, `$t(key)`) as English, and for each plural exactly
 * the forms its grammar has.
 */

export type { Tree };

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`; a plural's forms stay one entry each (`a.n_one`). */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** `board.holders_few` → `['board.holders', 'few']`; undefined for a key that is no plural form. */
function pluralForm(key: string): [string, Form] | undefined {
  const at = key.lastIndexOf('_');
  const form = key.slice(at + 1) as Form;
  return at > 0 && FORMS.includes(form) ? [key.slice(0, at), form] : undefined;
}

/**
 * The forms a language needs: the categories whole numbers 0 to 1000 fall in. French's,
 * Spanish's and Portuguese's `many` only serves millions written out; i18next then reads the
 * language's own `_other`, which reads fine.
 */
export function neededForms(language: string): Form[] {
  const rules = new Intl.PluralRules(language);
  const seen = new Set<string>(['other']);
  for (let n = 0; n <= 1000; n++) seen.add(rules.select(n));
  return FORMS.filter((c) => seen.has(c));
}

/**
 * The placeholders of a text, sorted: `{{ name }}` (with or without a format), a command
 * reference whole (`{{/setup periods:}}`, rendered in the reader's names) and nested `$t(key)`.
 */
export function placeholders(text: string): string[] {
  const found = [
    ...[...text.matchAll(/\{\{\s*(\/[^}]*?)\s*\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...text.matchAll(/\{\{\s*-?\s*([^},\s/][^},\s]*)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...text.matchAll(/\$t\(\s*([^,)\s]+)[^)]*\)/g)].map((m) => `$t(${m[1]})`),
  ];
  return found.sort();
}

/** Every problem with a set of translations, each naming the language and key; empty when fine. */
export function checkTranslations(
  resources: Readonly<Partial<Record<Language, Tree>>>,
  languages: readonly Language[] = LANGUAGES,
): string[] {
  const source = resources[SOURCE_LANGUAGE];
  if (!source) return [`${SOURCE_LANGUAGE}: the source language is missing`];
  const english = flatten(source);
  // A plural is a key English has with `_other`; its other forms are the language's own.
  const plurals = new Set([...english.keys()].flatMap((k) => (pluralForm(k)?.[1] === 'other' ? [pluralForm(k)![0]] : [])));
  const inPlural = (key: string) => plurals.has(pluralForm(key)?.[0] ?? '');
  const problems: string[] = [];
  for (const language of languages) {
    const tree = resources[language];
    if (!tree) {
      problems.push(`${language}: no translations`);
      continue;
    }
    const texts = flatten(tree);
    const need = neededForms(language);
    for (const key of plurals) {
      const have = FORMS.filter((f) => texts.has(`${key}_${f}`));
      if (have.length === 0) {
        problems.push(`${language}: ${key} is missing (a plural)`);
        continue;
      }
      for (const f of need)
        if (!have.includes(f)) problems.push(`${language}: ${key}_${f} is missing (${language} needs the forms ${need.join(', ')})`);
      for (const f of have)
        if (!need.includes(f)) problems.push(`${language}: ${key}_${f} is a form ${language} does not use (it needs ${need.join(', ')})`);
      const want = placeholders(english.get(`${key}_other`)!).join(' ');
      for (const f of have) {
        const text = texts.get(`${key}_${f}`)!;
        if (text.trim() === '') problems.push(`${language}: ${key}_${f} is empty`);
        if (placeholders(text).join(' ') !== want)
          problems.push(`${language}: ${key}_${f} has placeholders [${placeholders(text).join(' ')}], English has [${want}]`);
      }
    }
    for (const [key, text] of english) {
      if (inPlural(key)) continue;
      const translated = texts.get(key);
      if (translated === undefined) {
        problems.push(`${language}: ${key} is missing`);
        continue;
      }
      if (translated.trim() === '') problems.push(`${language}: ${key} is empty`);
      const want = placeholders(text).join(' ');
      const have = placeholders(translated).join(' ');
      if (want !== have) problems.push(`${language}: ${key} has placeholders [${have}], English has [${want}]`);
    }
    for (const key of texts.keys())
      if (!english.has(key) && !inPlural(key)) problems.push(`${language}: ${key} is not in English (a typo, or a key English dropped)`);
  }
  return problems;
}
