import { describe, expect, test } from 'vitest';
import { LANGUAGES, type Language } from '../src/i18n/index.js';
import { PLACEHOLDERS } from '../src/i18n/placeholders.js';
import { readerFor } from '../src/i18n/reader.js';
import { COUNTED } from './support/counted-nouns.js';
import { placeholderNames, renderAll, replyTexts } from './support/render-texts.js';

/**
 * Sentences that cannot break: a number a word agrees with is a plural's `{{n}}` (i18next picks
 * the language's form from `count`), every other number is formatted and has nothing agreeing
 * after it, and no sentence puts a span after "every". Checked twice: on the templates (each
 * placeholder is one of src/i18n/placeholders.ts's kinds, a number is followed by no word) and on
 * the rendered sentences (test/support/render-texts.ts), where a number and the noun after it
 * must agree, "every 1 minute" is refused, and every number is in the reader's format.
 */

/** Examples of what to type where a number is typed without a thousands separator (the texts say so). */
const UNGROUPED = new Set(['setup.limitsForm.pointsPlaceholder', 'setup.refusals.limitPoints']);

const PLURAL = /_(zero|one|two|few|many|other)$/;
const NUMBER_KINDS = new Set(['count', 'number']);

/** The words that put a span or count after "every" (`every 5 minutes`: chosen whole, see `common.every`). */
const EVERY: Record<Language, RegExp> = {
  en: /\bevery\s+(\{\{|1\s+\p{L})/iu,
  de: /\b(alle|jede[nmrs]?)\s+(\{\{|1\s+\p{L})/iu,
  es: /\bcada\s+(\{\{|1\s+\p{L})/iu,
  fr: /\b(toutes les|tous les|chaque)\s+(\{\{|1\s+\p{L})/iu,
  'pt-BR': /\bcada\s+(\{\{|1\s+\p{L})/iu,
  ru: /(?<![\p{L}])кажд\p{L}*\s+(\{\{|1\s+\p{L})/iu,
  ja: /(\{\{\s*(interval|span)\s*\}\}|(?<![\d,])1\s*分)ごと/,
};

describe.each(LANGUAGES.map((l) => [l]))('%s templates', (language) => {
  const texts = [...replyTexts(language)];

  test('every placeholder is one src/i18n/placeholders.ts says what it holds', () => {
    const unknown = texts.flatMap(([k, v]) =>
      placeholderNames(v)
        .filter((n) => !(n in PLACEHOLDERS))
        .map((n) => `${k}: {{${n}}}`),
    );
    expect(unknown).toEqual([]);
  });

  test.skipIf(language === 'ja')("a number has no noun after it that agrees with it, unless it is a plural's {{n}}", () => {
    const f = COUNTED[language as Exclude<Language, 'ja'>];
    const nouns = new Set([...f.one, ...(f.few ?? []), ...(f.many ?? []), ...(f.other ?? [])]);
    const problems: string[] = [];
    for (const [key, text] of texts) {
      for (const m of text.matchAll(/\{\{\s*([A-Za-z_]\w*)\s*\}\}(?=[ \u00a0]+(\p{L}+))/gu)) {
        const name = m[1]!;
        if (!NUMBER_KINDS.has(PLACEHOLDERS[name] ?? '') || !nouns.has(m[2]!)) continue;
        if (name === 'n' && PLURAL.test(key)) continue;
        problems.push(`${key}: {{${name}}} ${m[2]} (a count: make the text a plural, or the count a phrase of common.count)`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('no span or count after "every": the sentence is chosen whole (common.every says how often)', () => {
    // common.every's plurals are the one place a count follows "every": they are never given 1.
    const found = texts.filter(([k, v]) => !(k.startsWith('common.every.') && PLURAL.test(k)) && EVERY[language].test(v));
    expect(found.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
});

/** Where a number and the counted noun after it disagree (`2 запросов`, `1 Zeilen`), in rendered sentences. */
function agreementProblems(language: Exclude<Language, 'ja'>, sentences: readonly { where: string; text: string }[]): string[] {
  const forms = COUNTED[language];
  const rules = new Intl.PluralRules(readerFor(language).locale);
  const problems: string[] = [];
  for (const s of sentences) {
    for (const m of s.text.matchAll(/(?<![\d.,\p{L}#])(\d{1,3}(?:[ \u00a0\u202f.,]\d{3})*)(?![\d]|[.,]\d)[ \u00a0]+(\p{L}+)/gu)) {
      const n = Number(m[1]!.replace(/\D/g, ''));
      const word = m[2]!;
      const before = s.text.slice(0, m.index).trimEnd().split(/\s+/).at(-1)?.toLowerCase() ?? '';
      const category = rules.select(n);
      const inOne = forms.one.includes(word);
      const inOther = (forms.other ?? []).includes(word);
      const inFew = (forms.few ?? []).includes(word);
      const inMany = (forms.many ?? []).includes(word);
      if (!inOne && !inOther && !inFew && !inMany) continue;
      const ok =
        language === 'ru'
          ? category === 'one'
            ? inOne
            : category === 'few'
              ? inFew || (inMany && /^(из|до|от|более|менее|больше|меньше|около|свыше|с|для|у|без|экспорт)$/.test(before))
              : inMany
          : category === 'one'
            ? inOne || !inOther
            : inOther || !inOne;
      if (!ok) problems.push(`${s.where}: "${m[1]} ${word}" (${n} is ${category})`);
    }
  }
  return problems;
}

describe.each(LANGUAGES.map((l) => [l]))('%s rendered', (language) => {
  const sentences = renderAll(language).flatMap((x) =>
    x.lines.map((l) => ({ where: `${x.key}${l.label ? ` (${l.label})` : ''}`, text: l.text.replace(/`[^`]*`/g, '`…`') })),
  );

  test('no "every 1 minute": one unit is said without a number', () => {
    expect(sentences.filter((s) => EVERY[language].test(s.text)).map((s) => `${s.where}: ${s.text}`)).toEqual([]);
  });

  test.skipIf(language === 'ja')('a number and the noun after it agree', () => {
    expect(agreementProblems(language as Exclude<Language, 'ja'>, sentences)).toEqual([]);
  });

  test("every number is in the reader's format (no 5,000,000 written 5000000)", () => {
    const thousand = language === 'es' ? /$^/ : /(?<![\d.,:/-])1000(?![\d])/;
    const problems = sentences
      .filter((s) => !UNGROUPED.has(s.where))
      .filter((s) => /(?<![\w.,:/#-])\d{5,}(?![\w])/.test(s.text.replace(/https?:\S+/g, '')) || thousand.test(s.text))
      .map((s) => `${s.where}: ${s.text}`);
    expect(problems).toEqual([]);
  });
});

describe('the checks themselves', () => {
  test('fail on a planted "каждые 1 минута" and a count that does not agree', () => {
    expect(EVERY.ru.test('проверка каждые 1 минута')).toBe(true);
    expect(EVERY.ru.test('проверка каждую минуту')).toBe(false);
    expect(agreementProblems('ru', [{ where: 'planted', text: 'Экспорт 1 строк, 2 запросов' }]).length).toBeGreaterThan(0);
  });
});
