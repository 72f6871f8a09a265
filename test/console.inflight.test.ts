import { EventEmitter } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { PassThrough } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { runConsole } from '../src/console/run.js';
import { parseConfig } from '../src/config.js';
import { DEMO } from '../src/sandbox/demo.js';

/**
 * A piped console whose last line started work that answers later (a long export as a job):
 * it waits for that work, says so, shows its file, and exits 0; stopped instead (Ctrl-C), it
 * says the work is dropped.
 */

const saved: string[] = [];
afterAll(() => {
  for (const path of saved) rmSync(dirname(path), { recursive: true, force: true });
});

function consoleIo(lines: string[], endInput: boolean) {
  const input = new PassThrough();
  let out = '';
  let err = '';
  const output = new PassThrough();
  output.on('data', (d: Buffer) => void (out += d.toString('utf8')));
  const errors = new PassThrough();
  errors.on('data', (d: Buffer) => void (err += d.toString('utf8')));
  input.write(lines.map((l) => `${l}\n`).join(''));
  if (endInput) input.end();
  return { io: { input, output, errors }, input, printed: () => out, noted: () => err };
}

describe('a piped console with work in flight', () => {
  it('waits for a long export before it exits, says so, and shows the file', async () => {
    const c = consoleIo(['/leaderboard export:true'], true);
    const code = await runConsole(['--fast'], { io: c.io, signals: new EventEmitter(), config: parseConfig({ NODE_ENV: 'test' }) });
    expect(code).toBe(0);
    expect(c.printed()).toContain(`Exporting ${DEMO.pointSystems.activeHolders.toLocaleString('en-US')} rows`);
    expect(c.noted()).toContain('Waiting for 1 job in flight (a long export or a whole-role move) to finish before exiting');
    const file = /📎 attached: board\.csv \((\d+) rows\) saved to (.+)$/m.exec(c.printed());
    expect(file, c.printed() + c.noted()).not.toBeNull();
    saved.push(file![2]!.trim());
    expect(Number(file![1])).toBe(DEMO.pointSystems.activeHolders);
    const rows = parse(readFileSync(file![2]!.trim(), 'utf8'), { bom: true }) as string[][];
    expect(rows).toHaveLength(DEMO.pointSystems.activeHolders + 1);
  }, 180_000);

  it('stopped (Ctrl-C) with an export in flight: says it is dropped, and exits', async () => {
    const signals = new EventEmitter();
    const c = consoleIo(['/leaderboard export:true'], false);
    // The stop comes once the export's first answer is printed.
    const stop = setInterval(() => {
      if (c.printed().includes('Exporting')) {
        clearInterval(stop);
        signals.emit('SIGINT');
      }
    }, 20);
    const code = await runConsole(['--fast'], { io: c.io, signals, config: parseConfig({ NODE_ENV: 'test' }) });
    clearInterval(stop);
    expect(code).toBe(0);
    expect(c.noted()).toMatch(/Stopping: 1 job in flight \(a long export or a whole-role move\) dropped/);
    expect(c.printed()).not.toContain('attached: board.csv');
  }, 180_000);
});
