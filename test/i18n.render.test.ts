import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../src/i18n/index.js';
import { COUNTS, NEVER_ONE, renderAll, renderedFile, replyTexts } from './support/render-texts.js';

/**
 * Every reply text of every language renders with realistic values: no placeholder left
 * unfilled, nothing undefined, every plural at every count. With RENDER_DIR set, each language's
 * rendering is written to `<RENDER_DIR>/<language>.txt` for a reviewer to read sentences, not
 * templates: `RENDER_DIR=/tmp/render npx vitest run test/i18n.render.test.ts`.
 */

describe.each(LANGUAGES.map((l) => [l]))('%s', (language) => {
  const rendered = renderAll(language);

  test('every reply text renders, each placeholder filled', () => {
    const english = [...replyTexts('en').keys()].filter((k) => !/_(one|other)$/.test(k)).length;
    expect(rendered.length).toBeGreaterThanOrEqual(english);
    const problems = rendered.flatMap((x) =>
      x.lines.filter((l) => /\{\{|\}\}|undefined|NaN|\[object/.test(l.text)).map((l) => `${x.key} (${l.label}): ${l.text}`),
    );
    expect(problems).toEqual([]);
  });

  test('every plural is rendered at each count that picks a form', () => {
    const plurals = rendered.filter((x) => x.lines.some((l) => l.label.includes('count=')));
    expect(plurals.length).toBeGreaterThan(40);
    for (const p of plurals)
      for (const c of COUNTS) expect(p.lines.some((l) => l.label.endsWith(`count=${c}`)) || (c === 1 && NEVER_ONE.test(p.key))).toBe(true);
  });

  test.runIf(process.env.RENDER_DIR)('writes the rendering for review', () => {
    const dir = process.env.RENDER_DIR!;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${language}.txt`), renderedFile(language, rendered));
  });
});
