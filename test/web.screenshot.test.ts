import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryArgs } from './support/entries.js';
import {
  emojiFontProblem,
  SCREENSHOTS,
  startConsoleWeb,
  takeScreenshots,
  type Box,
  type TakenScreenshots,
} from './support/web-screenshot.js';

/**
 * The web board's pictures (docs/web-board.md), taken as `npm run screenshots` takes them (the console's
 * web board in Debian's chromium, with the colour emoji font .ci/run installs) into
 * test-artifacts/: the medals are drawn in colour, not as empty boxes; the member's own page shows
 * their row marked, inside the picture, under the name the console knows them by; and the
 * pictures committed in docs/ are of that size and have their medals in colour too.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'test-artifacts', 'web', 'docs');

let taken: TakenScreenshots;
let stopConsole: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // The font is installed as chromium is (.ci/run); without it the pictures show empty boxes.
  const problem = emojiFontProblem();
  if (problem) throw new Error(problem);
  const web = await startConsoleWeb([process.execPath, entryArgs('src/console/main.ts')]);
  stopConsole = web.stop;
  taken = await takeScreenshots(web.url, OUT);
}, 180_000);

afterAll(async () => {
  await stopConsole?.();
});

/** Pixels of `box` (with a margin) in the PNG at `path` that are clearly coloured, not grey. */
async function colouredPixels(path: string, box: Box): Promise<number> {
  const image = await loadImage(readFileSync(path));
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  const x = Math.max(0, Math.floor(box.x) - 2);
  const y = Math.max(0, Math.floor(box.y) - 2);
  const { data } = g.getImageData(x, y, Math.ceil(box.width) + 4, Math.ceil(box.height) + 4);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, gr, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (Math.max(r, gr, b) - Math.min(r, gr, b) > 60) n++;
  }
  return n;
}

async function sizeOf(path: string): Promise<{ width: number; height: number }> {
  const image = await loadImage(readFileSync(path));
  return { width: image.width, height: image.height };
}

describe('the web leaderboard pictures', () => {
  it("draw the first page's three medals in colour", async () => {
    expect(taken.medals).toHaveLength(3);
    for (const box of taken.medals) expect(await colouredPixels(taken.board, box)).toBeGreaterThan(20);
  });

  it("show the member's own row marked, inside the picture, under the console's name for them", () => {
    expect(taken.marked).toEqual({ rank: '343', name: 'alice', inView: true });
  });

  it('in docs/ are the ones `npm run screenshots` takes: same sizes, medals in colour', async () => {
    const docs = (file: string) => join(ROOT, 'docs', file);
    expect(await sizeOf(docs(SCREENSHOTS.board.file))).toEqual(await sizeOf(taken.board));
    expect(await sizeOf(docs(SCREENSHOTS.me.file))).toEqual(await sizeOf(taken.me));
    for (const box of taken.medals) expect(await colouredPixels(docs(SCREENSHOTS.board.file), box)).toBeGreaterThan(20);
  });
});
