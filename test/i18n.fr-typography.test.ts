import { expect, test } from 'vitest';
import { flatten } from '../src/i18n/check.js';
import { TEXTS } from '../src/i18n/locales.js';
import type { Tree } from '../src/i18n/shape.js';

/**
 * French spacing, one rule everywhere (replies, command and option descriptions, choices): a
 * no-break space (U+00A0) before a colon, a narrow no-break space (U+202F) before ; ? ! % and
 * inside « », and in a number's thousands (1 000,5). A plain space there lets Discord wrap a
 * lone « : » or « ? » onto the next line. Placeholders, code spans and URLs are not prose: a
 * value typed as `:15` or an option written `/setup fuseau:` keeps its own form.
 */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

function prose(): [string, string][] {
  return [...flatten(TEXTS.fr as unknown as Tree)]
    .filter(([k]) => !k.startsWith('options.'))
    .map(([k, v]) => [
      k,
      v
        .replace(/\{\{[^}]*\}\}/g, '§')
        .replace(/`[^`]*`/g, '§')
        .replace(/https?:\/\/\S+/g, '§'),
    ]);
}

const RULES: [string, RegExp][] = [
  ['plain space before a colon', / :(?=\s|$|[*).,§])/],
  ['plain space before ; ? ! or %', / [;?!%]/],
  ['plain space inside « »', /« | »/],
  ['plain space in a number’s thousands', /\d \d{3}(?!\d)/],
  ['narrow space before a colon (the rule is U+00A0 there)', new RegExp(`${NNBSP}:`)],
  ['U+00A0 before ; ? ! % or inside « » (the rule is U+202F there)', new RegExp(`${NBSP}[;?!%»]|«${NBSP}`)],
  ['missing space before ; ? ! or inside « »', /[\p{L}\d)][;?!]|«[^\s]|[^\s]»/u],
];

test.each(RULES)('French texts: no %s', (_, rule) => {
  const found = prose()
    .filter(([, v]) => rule.test(v))
    .map(([k, v]) => `${k}: ${v}`);
  expect(found).toEqual([]);
});

test('the rules see the French texts (they are not vacuous)', () => {
  const all = prose();
  expect(all.length).toBeGreaterThan(500);
  expect(all.filter(([, v]) => v.includes(`${NBSP}:`)).length).toBeGreaterThan(100);
  expect(all.filter(([, v]) => v.includes(`${NNBSP};`)).length).toBeGreaterThan(50);
  expect(all.filter(([, v]) => v.includes(`«${NNBSP}`)).length).toBeGreaterThan(20);
});

test('each rule catches the plain-space form it bans', () => {
  const samples = [
    'Statut : actif',
    'Réessaie ; merci',
    'Publier ?',
    'top 5 %',
    '« abc »',
    '1 000,5',
    `a${NNBSP}: b`,
    `c${NBSP}; d`,
    'quoi?',
  ];
  for (const sample of samples)
    expect(
      RULES.some(([, rule]) => rule.test(sample)),
      sample,
    ).toBe(true);
  for (const ok of [`Statut${NBSP}: actif`, `Publier${NNBSP}?`, `«${NNBSP}abc${NNBSP}»`, `1${NNBSP}000,5`, 'à 18:00, :15'])
    expect(
      RULES.some(([, rule]) => rule.test(ok)),
      ok,
    ).toBe(false);
});
