import { LANGUAGES, SOURCE_LANGUAGE, type Language } from './locales.js';
import { isPluralNode, neededForms } from './plural.js';

/**
 * The checks every set of translations must pass, kept apart from the tests so a new
 * language (or the replies, next) reuses them: each language has exactly English's keys, no
 * empty text, and the same placeholders (`{{name}}`, `{{count}}`, `$t(key)`) as English.
 */

type Tree = { readonly [key: string]: string | Tree };

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`; a plural's forms stay one entry each (`a.n.one`). */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The plural texts of a tree by path, with their forms. */
function plurals(tree: Tree, prefix = '', out = new Map<string, Record<string, string>>()): Map<string, Record<string, string>> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPluralNode(value)) out.set(path, value as Record<string, string>);
    else plurals(value, path, out);
  }
  return out;
}

/** The placeholders of a text, sorted: `{{ name }}` (with or without a format) and nested `$t(key)`. */
export function placeholders(text: string): string[] {
  const found = [
    ...[...text.matchAll(/\{\{\s*-?\s*([^},\s]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...text.matchAll(/\$t\(\s*([^,)\s]+)[^)]*\)/g)].map((m) => `$t(${m[1]})`),
  ];
  return found.sort();
}

/** Every problem with a set of translations, each naming the language and key; empty when fine. */
export function checkTranslations(resources: Readonly<Partial<Record<Language, Tree>>>, languages: readonly Language[] = LANGUAGES): string[] {
  const source = resources[SOURCE_LANGUAGE];
  if (!source) return [`${SOURCE_LANGUAGE}: the source language is missing`];
  const english = flatten(source);
  const problems: string[] = [];
  for (const language of languages) {
    const tree = resources[language];
    if (!tree) {
      problems.push(`${language}: no translations`);
      continue;
    }
    const texts = flatten(tree);
    const englishPlurals = plurals(source);
    const inPlural = (key: string) => englishPlurals.has(key.slice(0, key.lastIndexOf('.')));
    // Plurals: exactly the forms the language's grammar has, each with English's placeholders.
    const theirs = plurals(tree);
    for (const [key, forms] of englishPlurals) {
      const translated = theirs.get(key);
      if (!translated) {
        problems.push(`${language}: ${key} is missing (a plural)`);
        continue;
      }
      const need = neededForms(language);
      const have = Object.keys(translated);
      for (const f of need) if (!have.includes(f)) problems.push(`${language}: ${key}.${f} is missing (${language} needs the forms ${need.join(', ')})`);
      for (const f of have) if (!need.includes(f)) problems.push(`${language}: ${key}.${f} is a form ${language} does not use (it needs ${need.join(', ')})`);
      const want = placeholders(forms.other ?? '').join(' ');
      for (const [f, text] of Object.entries(translated)) {
        if (text.trim() === '') problems.push(`${language}: ${key}.${f} is empty`);
        if (placeholders(text).join(' ') !== want) problems.push(`${language}: ${key}.${f} has placeholders [${placeholders(text).join(' ')}], English has [${want}]`);
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
    for (const key of texts.keys()) if (!english.has(key) && !inPlural(key)) problems.push(`${language}: ${key} is not in English (a typo, or a key English dropped)`);
  }
  return problems;
}
