import { loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { CARD_WIDTH, cardSize, drawCard, MEDAL_COLORS, medalCenter, type BoardCard } from '../src/cards/draw.js';
import { CardRenderer, CardsBusyError, inlineBackend } from '../src/cards/renderer.js';
import { cleanName, fitWidth, MAX_NAME_CHARS } from '../src/cards/text.js';

const ZALGO = `Z${'\u0336\u0335\u0334\u0338\u0337\u0321\u0322\u0327\u0328\u031b'.repeat(20)}algo`;
const RTL = '\u202eevil name\u202c';
const LONG = 'W'.repeat(1000);

function board(names: string[]): BoardCard {
  return {
    kind: 'board',
    system: { name: 'Sparks', emoji: '⚡' },
    title: '⚡ Sparks leaderboard',
    empty: 'Nobody holds ⚡ Sparks yet.',
    medals: true,
    rows: names.map((name, i) => ({ rank: i + 1, place: `#${i + 1}`, name, balance: (50_000 - i * 1_111).toLocaleString('en-US') })),
    footer: 'Page 1 of 120 · 1,200 holders · highest first',
  };
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('card names', () => {
  it('drops direction overrides and invisible controls, keeps real text', () => {
    expect(cleanName(RTL)).toBe('evil name');
    expect(cleanName('a\u2066b\u2069c\u200fd\u0000e\nf')).toBe('abcd e f');
    expect(cleanName('Привет Γειά 😀 Nguyễn')).toBe('Привет Γειά 😀 Nguyễn');
  });

  it('keeps at most two combining marks per letter and at most 80 characters', () => {
    const z = cleanName(ZALGO);
    expect(z.startsWith('Z')).toBe(true);
    expect(z.match(/\p{M}/gu)?.length).toBe(2);
    expect(z.endsWith('algo')).toBe(true);
    const long = cleanName(LONG);
    expect([...long]).toHaveLength(MAX_NAME_CHARS + 1);
    expect(long.endsWith('…')).toBe(true);
  });

  it('fits text to a width with an ellipsis', () => {
    const measure = (s: string) => [...s].length * 10;
    expect(fitWidth('short', 100, measure)).toBe('short');
    const cut = fitWidth('a much longer name than fits', 100, measure);
    expect(cut).toBe('a much lo…');
    expect(measure(cut)).toBeLessThanOrEqual(100);
  });
});

describe('drawing a card', () => {
  // The bot's renderer: a worker thread.
  const inWorker = new CardRenderer();
  afterAll(() => inWorker.close());

  it('renders the hostile community’s names into a PNG of the expected size that decodes (in the worker)', async () => {
    const card = board([RTL, ZALGO, LONG, '@everyone <@&1203458820156252555>', 'Привет', 'Γειά σου', '😀🔥⚡', '', 'ok', 'last']);
    const png = await inWorker.render(card);
    const expected = cardSize(card);
    expect(expected).toEqual({ width: CARD_WIDTH, height: 84 + 10 * 46 + 56 });
    expect(pngSize(png)).toEqual(expected);
    const image = await loadImage(png);
    expect({ width: image.width, height: image.height }).toEqual(expected);
  });

  it('keeps a hostile name inside its own cell: every other pixel is as with a plain name', () => {
    const plain = board(['first', 'plain', 'third']);
    const hostile = board(['first', `${ZALGO}${RTL}${LONG}`, 'third']);
    const { width, height } = cardSize(plain);
    const a = drawCard(plain).getContext('2d').getImageData(0, 0, width, height).data;
    const b = drawCard(hostile).getContext('2d').getImageData(0, 0, width, height).data;
    // Row 2's name cell: from the name column to the balance, within the row's 46 pixels.
    const inNameCell = (x: number, y: number) => y >= 84 + 46 && y < 84 + 2 * 46 && x >= 138 && x < CARD_WIDTH - 28 - 90;
    let outside = 0;
    let inside = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const same = a[i] === b[i] && a[i + 1] === b[i + 1] && a[i + 2] === b[i + 2];
        if (!same && inNameCell(x, y)) inside++;
        if (!same && !inNameCell(x, y)) outside++;
      }
    }
    expect(inside).toBeGreaterThan(0);
    expect(outside).toBe(0);
  });

  it('medals in colour: gold, silver and bronze for the first three of a highest-first board, none after', () => {
    const card = board(['first', 'second', 'third', 'fourth']);
    const g = drawCard(card).getContext('2d');
    const at = (row: number) => {
      const c = medalCenter(row);
      return [...g.getImageData(c.x, c.y, 1, 1).data.subarray(0, 3)];
    };
    const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
    for (const row of [0, 1, 2]) expect(at(row), `row ${row + 1}`).toEqual(hex(MEDAL_COLORS[row]!));
    // Not the same grey three times: the emoji font is monochrome, which is why they are drawn.
    expect(new Set([0, 1, 2].map((r) => at(r).join())).size).toBe(3);
    expect(at(3)).not.toEqual(hex(MEDAL_COLORS[2]!));
    const lowestFirst = drawCard({ ...card, medals: false }).getContext('2d');
    const c = medalCenter(0);
    expect([...lowestFirst.getImageData(c.x, c.y, 1, 1).data.subarray(0, 3)]).not.toEqual(hex(MEDAL_COLORS[0]!));
  });

  it('draws a rank card and an empty board', async () => {
    const r = inWorker;
    const rank = await r.render({
      kind: 'rank',
      system: { name: 'Sparks', emoji: '⚡' },
      name: ZALGO,
      rank: '#42',
      detail: 'of 1,200 holders · top 3.5%',
      balance: '1,234 Sparks',
    });
    expect(pngSize(rank)).toEqual({ width: CARD_WIDTH, height: 240 });
    const empty = await r.render(board([]));
    expect(pngSize(empty)).toEqual({ width: CARD_WIDTH, height: 84 + 46 + 56 });
  });
});

describe('the card renderer', () => {
  it('draws a page once: the same content comes from the cache, a changed page is drawn anew', async () => {
    const r = new CardRenderer({ backend: inlineBackend() });
    const first = await r.render(board(['a', 'b']));
    expect(await r.render(board(['a', 'b']))).toBe(first);
    expect(r.stats).toMatchObject({ drawn: 1, fromCache: 1 });
    await r.render(board(['a', 'c']));
    expect(r.stats.drawn).toBe(2);
  });

  it('refuses at once when too many cards wait, and goes on afterwards', async () => {
    const r = new CardRenderer({ maxWaiting: 2, backend: inlineBackend() });
    const asked = Array.from({ length: 4 }, (_, i) => r.render(board([`member ${i}`])));
    const settled = await Promise.allSettled(asked);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(2);
    const refused = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
    expect(refused).toHaveLength(2);
    for (const s of refused) expect(s.reason).toBeInstanceOf(CardsBusyError);
    await expect(r.render(board(['later']))).resolves.toBeInstanceOf(Buffer);
  });
});
