import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { commands } from '../commands/index.js';
import { CARD_WIDTH } from '../src/cards/draw.js';
import { parseFlags } from '../src/console/flags.js';
import { runLine } from '../src/console/loop.js';
import { createOutput, type ConsoleOutput } from '../src/console/output.js';
import { setUp, type ConsoleSetup } from '../src/console/setup.js';
import { parseConfig } from '../src/config.js';
import { silentLogger } from '../src/log.js';

/** `press Card` in the console writes the PNG to a file and prints its path. */

let setup: ConsoleSetup;
let printed = '';
let output: ConsoleOutput;
const dir = mkdtempSync(join(tmpdir(), 'console-card-test-'));
beforeAll(async () => {
  const parsed = parseFlags(['--fast']);
  if (parsed.kind !== 'run') throw new Error('flags');
  setup = await setUp(parsed.flags, parseConfig({ NODE_ENV: 'test' }), commands, silentLogger);
  const sink = { write: (t: string) => ((printed += t), true) } as unknown as NodeJS.WritableStream;
  output = createOutput({ output: sink, errors: sink }, { json: false, ansi: false, filesDir: dir });
});
afterAll(async () => {
  await setup?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(line: string): Promise<string> {
  printed = '';
  await runLine(setup.session, line, output, { json: false, interactive: false });
  return printed;
}

test('press Card writes the page as a PNG and prints where', async () => {
  expect(await run('/leaderboard')).toContain('Card');
  const text = await run('press Card');
  const saved = /📎 leaderboard\.png saved to (.+)$/m.exec(text);
  expect(saved, text).not.toBeNull();
  const path = saved![1]!.trim();
  expect(path.startsWith(dir)).toBe(true);
  expect(existsSync(path)).toBe(true);
  const png = readFileSync(path);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: CARD_WIDTH, height: 84 + 10 * 46 + 56 });
  // The board it was pressed on now shows the card in its embed.
  expect(text).toContain('image: attachment://leaderboard.png');

  // Paging the carded board writes the next page's card beside it, never over it.
  const next = /📎 leaderboard\.png saved to (.+)$/m.exec(await run('press Next'))?.[1]?.trim();
  expect(next).toBeDefined();
  expect(next).not.toBe(path);
  expect(readFileSync(next!).equals(png)).toBe(false);
});
