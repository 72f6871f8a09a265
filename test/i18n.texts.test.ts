import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { sourceFiles, userTextsIn } from './support/user-texts.js';

/**
 * Everything members read comes from the translation files (src/i18n): no user-facing text is
 * written in the code that builds replies. The scanner's own rules are tested first, so a
 * scanner that finds nothing cannot pass for clean code.
 */

const ROOT = new URL('..', import.meta.url).pathname;

/** The code that writes what members read: views, commands, the router and its errors and checks. */
const REPLY_CODE = [
  'src/views',
  'src/features',
  'commands',
  'src/cards',
  'src/discord/slash.ts',
  'src/command',
  'src/input',
  ...['router/router', 'error-reply', 'community', 'permissions'].map((f) => `src/bot/${f}.ts`),
];

describe('the scanner', () => {
  const texts = (code: string) => userTextsIn('x.ts', code).map((f) => f.text);

  test('finds sentences, labels, and words around inserted values', () => {
    expect(texts(`const a = 'Nothing was sent.';`)).toEqual(['Nothing was sent.']);
    expect(texts(`const b = { label: 'Confirm' };`)).toEqual(['Confirm']);
    expect(texts(`const c = { placeholder: 'amount' };`)).toEqual(['amount']);
    expect(texts(`const f = { name: 'Total holders', value: '3' };`)).toEqual(['Total holders']);
    expect(texts('const d = `${n} holders`;')).toEqual(['§ holders']);
    expect(texts('throw new UserError(`Quest ${id} is over`);')).toEqual(['Quest § is over']);
  });

  test('leaves code alone: keys, ids, paths, logs, internal errors, types, comparisons', () => {
    const code = `
      import { x } from '../some path/file.js';
      type Mode = 'not shown';
      log.info({ id }, 'request sent upstream');
      ctx.log.warn('could not update the message');
      throw new Error('unreachable state reached');
      if (kind === 'two words') {}
      const k = s.t('raid.preview.title', { name });
      const id = \`raid:confirm:\${id}\`;
      const url = 'https://x.com/acme/status/1';
      const o = { 'two words': 1, custom_id: 'raid:next', detail: 'kept in English for the audit' };
      const def = slash({ name: 'raid', description: 'Raids on posts on X' });
      const menu = { name: 'Verified details', type: 2 };
      const unit = sharedOption('amountUnit', { type: 3, name: 'unit', description: 'Tokens or US dollars', choices: [{ name: 'US dollars', value: 'dollar' }] });
    `;
    expect(texts(code)).toEqual([]);
  });
});

describe('reply code', () => {
  // A job's own English (refusal reasons kept in the journal and the audit: a feature's jobs and
  // what they run, its syncs) and a feature's SQL (its store and schema) are not reply code.
  const files = sourceFiles(ROOT, REPLY_CODE).filter((f) => !/(jobs|sync|store|schema)\.ts$/.test(f));

  test('covers the views, the commands and the router', () => {
    expect(files.length).toBeGreaterThan(50);
    for (const f of ['src/features/raids/view.ts', 'commands/raid.ts', 'src/bot/router/router.ts']) expect(files).toContain(f);
  });

  test('writes no user-facing text outside src/i18n', () => {
    const found = files.flatMap((f) => userTextsIn(`${ROOT}${f}`).map((x) => `${f}:${x.line}: ${x.text}`));
    expect(found).toEqual([]);
  });

  test('never writes in English on purpose: views and commands use the reader they are given', () => {
    // The router, the command contract, input parsing and the write pipeline write English on purpose where no member reads it: Error.message and log lines.
    const english = files
      .filter((f) => !['src/bot/', 'src/command/', 'src/input/', 'src/features/writes/'].some((d) => f.startsWith(d)))
      .filter((f) => /\bENGLISH\b|\bverbatim\(['`"]/.test(readFileSync(`${ROOT}${f}`, 'utf8')));
    expect(english).toEqual([]);
  });
});
