import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { commands } from '../commands/index.js';
import { parseFlags } from '../src/console/flags.js';
import { runLine } from '../src/console/loop.js';
import { createOutput, csvRecords, type ConsoleOutput } from '../src/console/output.js';
import { setUp, type ConsoleSetup } from '../src/console/setup.js';
import { parseConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { DEMO } from '../src/sandbox/demo.js';

/** An export in the console: the file is written where it can be opened, and its rows counted. */

let setup: ConsoleSetup;
let printed = '';
let logged = '';
const logger = createLogger({ level: 'warn', destination: { write: (line: string) => void (logged += line) } });
let output: ConsoleOutput;
const dir = mkdtempSync(join(tmpdir(), 'console-export-test-'));
beforeAll(async () => {
  const parsed = parseFlags(['--fast']);
  if (parsed.kind !== 'run') throw new Error('flags');
  setup = await setUp(parsed.flags, parseConfig({ NODE_ENV: 'test' }), commands, logger);
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

test('/leaderboard export:True prints the attachment with its rows and saves the CSV', async () => {
  const text = await run(`/leaderboard system:${DEMO.pointSystems.archived} export:True`);
  const saved = /📎 attached: board\.csv \((\d+) rows\) saved to (.+)$/m.exec(text);
  expect(saved, `${text}\n${logged}`).not.toBeNull();
  const rows = parse(readFileSync(saved![2]!.trim(), 'utf8'), { bom: true }) as string[][];
  expect(Number(saved![1])).toBe(rows.length - 1);
  expect(rows.length - 1).toBe(80);
});

test('csvRecords counts records, not lines: a quoted line break stays in its cell', () => {
  expect(csvRecords(Buffer.from('\uFEFFa,b\r\n1,"x\ny"\r\n2,z\r\n'))).toBe(2);
  expect(csvRecords(Buffer.from('\uFEFFa,b\r\n'))).toBe(0);
  expect(csvRecords(Buffer.from('a,b\r\n1,2'))).toBe(1);
});
