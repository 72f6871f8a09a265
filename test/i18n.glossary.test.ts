import { describe, expect, test } from 'vitest';
import { flatten } from '../src/i18n/check.js';
import { LANGUAGES, RESOURCES, type Language } from '../src/i18n/index.js';
import { GLOSSARIES } from '../src/i18n/locales.js';
import type { Tree } from '../src/i18n/shape.js';
import { sourceTexts } from '../src/i18n/commands.js';
import { commands } from '../commands/index.js';
import { definitionsOf } from '../src/command/contract.js';

/**
 * One concept, one word (each language's glossary.ts, src/i18n/glossary.ts): every text of a language, replies and command
 * definitions alike (names, option names, descriptions, choices), uses the glossary's word for
 * each concept and none of the alternatives. Code spans, placeholders and command references
 * are taken out first: they are names, not words of the language.
 */

/** Every text of a language by key (English: its replies and the definitions' own English), as a reader reads its words. */
function wordsOf(language: Language): [string, string][] {
  const tree = (language === 'en'
    ? { ...RESOURCES.en, ...sourceTexts(commands.flatMap(definitionsOf)).texts }
    : RESOURCES[language]) as unknown as Tree;
  return [...flatten(tree)].map(([k, v]) => [
    k,
    v
      .replace(/`[^`]*`/g, ' ')
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .replace(/<[^>]*>/g, ' '),
  ]);
}

/** What a glossary check finds wrong in `texts`: alternatives used, chosen words never used. */
function glossaryProblems(language: Language, texts: [string, string][]): string[] {
  const problems: string[] = [];
  for (const term of GLOSSARIES[language]) {
    if (!texts.some(([, v]) => term.word.test(v))) problems.push(`${language} ${term.concept}: no text uses ${term.word}`);
    for (const not of term.not)
      for (const [k, v] of texts)
        if (not.test(v)) problems.push(`${language} ${k}: ${term.concept} is ${term.word}, not ${not} ("${v.match(not)![0]}")`);
  }
  return problems;
}

describe.each(LANGUAGES.map((l) => [l]))('%s', (language) => {
  test('the glossary holds in every message and option name: one word per concept', () => {
    expect(GLOSSARIES[language].length).toBeGreaterThanOrEqual(9);
    expect(glossaryProblems(language, wordsOf(language))).toEqual([]);
  });
});

describe('the check itself', () => {
  test('fails on a planted second word for "leaderboard"', () => {
    expect(glossaryProblems('de', [...wordsOf('de'), ['planted.text', 'Die Bestenliste von ⚡ Sparks']])).toEqual([
      'de planted.text: leaderboard is /Rangliste/, not /Bestenliste/ ("Bestenliste")',
    ]);
    expect(
      glossaryProblems('ru', [['planted.text', 'Таблица лидеров ⚡ Sparks']]).some((p) => p.startsWith('ru planted.text: leaderboard')),
    ).toBe(true);
  });
});
