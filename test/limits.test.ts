import { describe, expect, test } from 'vitest';
import { chunkLines, cut, embedLength, escape, fitChoices, fitEmbeds, fitReply, LIMITS } from '../src/discord/limits.js';
import { oversizedReply } from './fixtures/modules.js';

describe('escape', () => {
  test.each([
    ['# Title', '\\# Title'],
    ['### Small', '\\### Small'],
    ['- item', '\\- item'],
    ['* item', '\\* item'],
    ['1. item', '1\\. item'],
    ['[click](https://evil.example)', '\\[click](https://evil.example)'],
    ['**b** _i_ `c` ~~s~~ ||s||', '\\*\\*b\\*\\* \\_i\\_ \\`c\\` \\~\\~s\\~\\~ \\|\\|s\\|\\|'],
    ['line\n# heading\n- list', 'line\n\\# heading\n\\- list'],
    ['plain text 42', 'plain text 42'],
  ])('%j', (input, expected) => {
    expect(escape(input)).toBe(expected);
  });
});

describe('cut', () => {
  test('keeps short text and cuts long text to the limit with an ellipsis', () => {
    expect(cut('abc', 3)).toBe('abc');
    expect(cut('abcdef', 4)).toBe('abc…');
    expect(cut('abcdef', 4)).toHaveLength(4);
  });
  test('never leaves half a surrogate pair', () => {
    expect(cut('ab😀cd', 4)).toBe('ab…');
  });
});

describe('fitEmbeds', () => {
  const big = oversizedReply().embeds!;

  test('every part within its own limit', () => {
    for (const e of fitEmbeds(big)) {
      expect(e.title?.length ?? 0).toBeLessThanOrEqual(LIMITS.embedTitle);
      expect(e.description?.length ?? 0).toBeLessThanOrEqual(LIMITS.embedDescription);
      expect(e.fields?.length ?? 0).toBeLessThanOrEqual(LIMITS.embedFields);
      for (const f of e.fields ?? []) {
        expect(f.name.length).toBeLessThanOrEqual(LIMITS.fieldName);
        expect(f.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
        expect(f.name.length).toBeGreaterThan(0);
        expect(f.value.length).toBeGreaterThan(0);
      }
      expect(e.footer?.text.length ?? 0).toBeLessThanOrEqual(LIMITS.footer);
      expect(e.author?.name.length ?? 0).toBeLessThanOrEqual(LIMITS.author);
    }
  });

  test('the total across embeds is at most 6000, keeping earlier text first', () => {
    const fitted = fitEmbeds(big);
    expect(fitted.reduce((n, e) => n + embedLength(e), 0)).toBeLessThanOrEqual(LIMITS.embedTotal);
    expect(fitted[0]!.author!.name).toHaveLength(LIMITS.author);
    expect(fitted[0]!.title).toHaveLength(LIMITS.embedTitle);
    expect(fitted[0]!.description!.endsWith('…')).toBe(true);
  });

  test('embeds already within limits are left alone', () => {
    const small = [{ title: 'a', description: 'b', fields: [{ name: 'n', value: 'v' }] }];
    expect(fitEmbeds(small)).toEqual(small);
  });

  test('at most 10 embeds', () => {
    expect(fitEmbeds(Array.from({ length: 12 }, () => ({ title: 't' })))).toHaveLength(10);
  });
});

describe('fitReply', () => {
  test('content 2000, select options 25, rows 5', () => {
    const r = fitReply(oversizedReply());
    expect(r.content).toHaveLength(LIMITS.content);
    const select = r.components![0]!.components[0]! as { options: { label: string }[] };
    expect(select.options).toHaveLength(LIMITS.selectOptions);
    for (const o of select.options) expect(o.label.length).toBeLessThanOrEqual(100);
    const rows = Array.from({ length: 7 }, () => ({ type: 1, components: [] }));
    expect(fitReply({ components: rows as never }).components).toHaveLength(LIMITS.rows);
  });

  test('a custom id over 100 characters is a bug, not something to cut', () => {
    const row = { type: 1, components: [{ type: 2, style: 1, label: 'x', custom_id: 'a'.repeat(101) }] };
    expect(() => fitReply({ components: [row as never] })).toThrow(RangeError);
  });
});

test('fitChoices: at most 25, names at most 100, values over 100 left out', () => {
  const choices = [
    { name: 'n'.repeat(150), value: 'v'.repeat(101) },
    ...Array.from({ length: 30 }, (_, i) => ({ name: 'n'.repeat(150), value: String(i) })),
  ];
  const fitted = fitChoices(choices);
  expect(fitted).toHaveLength(25);
  expect(fitted[0]!.value).toBe('0');
  for (const c of fitted) expect(c.name.length).toBeLessThanOrEqual(100);
});

test('chunkLines groups lines into blocks within the limit', () => {
  const lines = Array.from({ length: 100 }, (_, i) => `line ${i} ${'x'.repeat(40)}`);
  const blocks = chunkLines(lines, 1024);
  expect(blocks.length).toBeGreaterThan(1);
  for (const b of blocks) expect(b.length).toBeLessThanOrEqual(1024);
  expect(blocks.join('\n').split('\n')).toEqual(lines);
});
