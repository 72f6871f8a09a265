import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { flatten } from '../src/i18n/check.js';
import { LANGUAGES, SOURCE_LANGUAGE, TEXTS, type Language } from '../src/i18n/locales.js';
import type { Tree } from '../src/i18n/shape.js';

/**
 * The translations read as written in the language. Each language quotes one way;
 * Japanese names have no Latin lowercase; each language's glossary (its commands.ts header)
 * holds for the whole language: the alternatives a reviewer found are gone.
 */

const OTHERS = LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE);

/** Every text of a language (replies and command definitions), by key, code spans and placeholders taken out. */
function texts(language: Language): [string, string][] {
  return [...flatten(TEXTS[language] as unknown as Tree)].map(([k, v]) => [k, v.replace(/`[^`]*`/g, '').replace(/\{\{[^}]*\}\}/g, '§')]);
}

/** The one way each language quotes (a name, a typed value, a button's label), and quote pairs it must not use. */
const QUOTES: Record<Exclude<Language, 'en'>, { own: RegExp; foreign: RegExp }> = {
  de: { own: /„[^“]+“/, foreign: /"|«[^»]+»|“[^“]*”|‚/ },
  es: { own: /«[^»]+»/, foreign: /"|„|“|”/ },
  fr: { own: /«\u202f[^»]+\u202f»/, foreign: /"|„|“|”|«\S|\S»/ },
  'pt-BR': { own: /“[^”]+”/, foreign: /"|„|«[^»]+»/ },
  ru: { own: /«[^»]+»/, foreign: /"|„|“|”/ },
  ja: { own: /「[^」]+」/, foreign: /"|„|“|”|«[^»]+»/ },
};

describe.each(OTHERS.map((l) => [l]))('%s', (language) => {
  const all = texts(language);

  test('one quote style', () => {
    const { own, foreign } = QUOTES[language as Exclude<Language, 'en'>];
    expect(all.filter(([, v]) => own.test(v)).length).toBeGreaterThan(5);
    expect(all.filter(([, v]) => foreign.test(v)).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  test('the glossary holds: none of the alternatives it replaces', () => {
    const banned = BANNED[language as Exclude<Language, 'en'>];
    expect(banned.length).toBeGreaterThan(0);
    const found = all.flatMap(([k, v]) => banned.filter((b) => b.test(v)).map((b) => `${k}: ${b} in ${v}`));
    expect(found).toEqual([]);
  });

  test('the glossary is written in the language folder, as docs/languages.md says', () => {
    const header = readFileSync(new URL(`../src/i18n/languages/${language}/commands.ts`, import.meta.url), 'utf8')
      .split('\n')
      .slice(0, 8)
      .join('\n');
    expect(header).toMatch(/Glossary/);
  });
});

test('French quotes and apostrophes: the typographic ones only', () => {
  // Option names may keep Discord's straight apostrophe (its name rule allows no other).
  expect(
    texts('fr')
      .filter(([k, v]) => !k.startsWith('options.') && /'/.test(v))
      .map(([k, v]) => `${k}: ${v}`),
  ).toEqual([]);
});

test('Japanese command, option and choice names have no Latin lowercase letters but the word nft (保有一覧, not 保有items)', () => {
  const names = texts('ja').filter(([k]) => k.startsWith('options.') || /^commands\.[^.]+\.name$/.test(k));
  expect(names.length).toBeGreaterThan(40);
  // Japanese writes NFT in Latin letters, and Discord's names are lower case: nft, never エヌエフティー.
  expect(names.filter(([, v]) => /[a-z]/.test(v.replace(/\bnft\b/g, ''))).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
});

/** What each language's glossary replaced (a native reviewer's finds): a word for the same thing, a calque, a gender clash. */
const BANNED: Record<Exclude<Language, 'en'>, RegExp[]> = {
  de: [
    /\bHalter\b/,
    /Schaltfläche/,
    /Seitenknöpfe/,
    /\bdie native Coin\b/,
    /\bder nativen Coin\b/,
    /Wallet hält\b/,
    /\bsie hält\b/,
    /\bbehalten-für\b/,
    /Moderatorrollen geleert/,
    /mit einheit\b/,
  ],
  es: [
    /escrituras?\b/,
    /\bCoste\b/,
    /\bha fallado\b/,
    /\bMi rango\b/,
    /\buno de las\b/,
    /de como máximo/,
    /de como mínimo/,
    /completada\(s\)/,
  ],
  fr: [/écritures?\b/, /Brûlage/, /n’y contient/, /\bseul-rôle\b/, /\bsauf-rôle\b/, /Toi seul peux voir/, /\(plus de 0\)/, /écritures/],
  'pt-BR': [/escritas\b/, /ganhador/, /\bapert(ar|e|ou)\b/i, /conclusões/, /\bTirar pontos\b/, /\bum das\b/, /\bfeito\b/],
  ru: [/ему ничего/, /ему можно/, /в сети\b/, /Каждые \{\{/, /Каждые §/, /Этому серверу можно/],
  ja: [/NFT[^。]*送金/, /送金[^。]*NFT/, /いつから|いつまで/, / 人中/, /何日前か/],
};
