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
 * README's worked example of a write at a set time runs in the console exactly as printed (its
 * flags too), and shows what it says: the preview says when, Confirm schedules it with Cancel,
 * the list shows it waiting; `wait 2h` moves the bot's clock on, the tip is sent and the audit
 * channel says so; the list then says it was sent.
 */

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('### Writes at a set time'), readme.indexOf('## Feeds'));
const block = /\*\*Worked example, a write at a set time\*\*[\s\S]*?```\n([\s\S]*?)```/.exec(section)![1]!.trim().split('\n');
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

test('the worked example runs as printed: scheduled, listed, sent after wait 2h and told in the audit channel', async () => {
  expect(start).toBe('npm run console -- --as admin --fast');
  expect(lines).toHaveLength(7);
  const said: string[] = [];
  for (const line of lines) {
    const text = await run(line);
    expect(text, line).not.toMatch(/^✖/m);
    said.push(text);
  }
  const [zone, audit, preview, confirmed, waiting, waited, list] = said as [string, string, string, string, string, string, string];
  expect(zone).toContain('Time zone set to Europe/Berlin');
  expect(audit).toContain('audit channel set to');
  expect(preview).toMatch(/To be sent .* \(in 2 hours\)/);
  expect(confirmed).toContain('Scheduled as');
  expect(confirmed).toMatch(/\[1\] Cancel/);
  expect(waiting).toContain('⏳ waiting');
  expect(waited).toContain('your scheduled write');
  expect(waited).toContain('Tip sent');
  expect(waited).toContain('Outcome: done');
  expect(list).toContain('✅ sent');
}, 180_000);
