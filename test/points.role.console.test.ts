import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { commands } from '../commands/index.js';
import { parseConfig } from '../src/config.js';
import { parseFlags } from '../src/console/flags.js';
import { runLine } from '../src/console/loop.js';
import { createOutput, type ConsoleOutput } from '../src/console/output.js';
import { setUp, type ConsoleSetup } from '../src/console/setup.js';
import { silentLogger } from '../src/log.js';

/**
 * README's whole-role worked example runs in the console exactly as printed (its flags too), and
 * shows what it says: the role's members with the bot left out, the progress bar once
 * confirmed, its last edit after `wait`, and the part's audit row with the move's total.
 */

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Points for a whole role'), readme.indexOf('## Feeds'));
const block = /\*\*Worked example\*\*[\s\S]*?```\n([\s\S]*?)```/.exec(section)![1]!.trim().split('\n');
const [start, ...lines] = block;

let setup: ConsoleSetup;
let printed = '';
let output: ConsoleOutput;
beforeAll(async () => {
  const parsed = parseFlags(start!.replace('npm run console -- ', '').split(' '));
  if (parsed.kind !== 'run') throw new Error('flags');
  setup = await setUp(parsed.flags, parseConfig({ NODE_ENV: 'test' }), commands, silentLogger);
  const sink = { write: (t: string) => ((printed += t), true) } as unknown as NodeJS.WritableStream;
  output = createOutput({ output: sink, errors: sink }, { json: false, ansi: false, names: (id) => setup.session.members.name(id) });
}, 120_000);
afterAll(() => setup?.close());

async function run(line: string): Promise<string> {
  printed = '';
  await runLine(setup.session, line, output, { json: false, interactive: false });
  return printed;
}

test('the worked example runs as printed: preview, progress bar, its last edit, the audit row', async () => {
  expect(start).toBe('npm run console -- --as moderator --fast');
  expect(lines).toHaveLength(4);
  const said: string[] = [];
  for (const line of lines) {
    const text = await run(line);
    expect(text, line).not.toMatch(/^✖/m);
    said.push(text);
  }
  const [preview, pressed, waited, audit] = said as [string, string, string, string];
  expect(preview).toMatch(/Give \*?\*?5 .+ to every member holding/);
  expect(preview).toContain('aurora.builds');
  expect(preview).toMatch(/Bots left out\W+1/);
  expect(pressed).toContain('▱ 0 of 1');
  expect(waited).toContain('▰ 1 of 1');
  expect(waited).toContain('Done: every part went through.');
  expect(audit).toContain('(part 1 of 1:');
}, 120_000);
