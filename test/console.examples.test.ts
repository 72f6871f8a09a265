import { ENGLISH } from '../src/i18n/reader.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { helpLines } from '../commands/help.js';
import { commands } from '../commands/index.js';
import { definitionsOf } from '../src/command/contract.js';
import { parseFlags } from '../src/console/flags.js';
import { runLine } from '../src/console/loop.js';
import { CONSOLE_HELP, CONSOLE_HELP_EXAMPLES, createOutput, type ConsoleOutput } from '../src/console/output.js';
import { setUp, type ConsoleSetup } from '../src/console/setup.js';
import { parseConfig } from '../src/config.js';
import { silentLogger } from '../src/log.js';
import { consoleBlocks } from './support/readme-console.js';

/**
 * Every example a user is shown runs in the console exactly as printed: each `/help` example
 * and each line of the documentation's console blocks (```` ```console ```` in the README and
 * docs/, those without a start line of their own), in order (the presses follow the command
 * whose buttons they press), through the console's own line handling, on the sandbox as a
 * moderator (so moderator examples run too).
 */

const readmeLines = consoleBlocks()
  .filter((b) => b.start === undefined)
  .flatMap((b) => b.lines);
const helpExamples = commands.flatMap((m) => helpLines(m, definitionsOf(m), ENGLISH).map((l) => l.example));

/** What a reply says when the example did not do what it shows. */
const REFUSAL =
  /something went wrong|must be|must not|is required|not a valid|unknown (command|option|subcommand)|no such|did you mean|check the|choose one of|is for moderators|not available|enter a /i;

let setup: ConsoleSetup;
let printed = '';
let output: ConsoleOutput;
beforeAll(async () => {
  const parsed = parseFlags(['--as', 'moderator', '--fast']);
  if (parsed.kind !== 'run') throw new Error('flags');
  setup = await setUp(parsed.flags, parseConfig({ NODE_ENV: 'test' }), commands, silentLogger);
  const sink = { write: (t: string) => ((printed += t), true) } as unknown as NodeJS.WritableStream;
  output = createOutput({ output: sink, errors: sink }, { json: false, ansi: false, names: (id) => setup.session.members.name(id) });
});
afterAll(() => setup?.close());

async function run(line: string): Promise<string> {
  printed = '';
  await runLine(setup.session, line, output, { json: false, interactive: false });
  return printed;
}

test('the documentation and /help have examples to run', () => {
  expect(readmeLines).toEqual(
    expect.arrayContaining(['/leaderboard order:lowest first', 'press 3', 'menu "Verified details" @aurora.builds']),
  );
  expect(readmeLines.length).toBeGreaterThanOrEqual(20);
  expect(helpExamples.length).toBeGreaterThanOrEqual(15);
});

describe('documented console lines, in order', () => {
  test.each(readmeLines.map((l) => [l]))('%s', async (line) => {
    const text = await run(line);
    expect(text).not.toMatch(/^✖/m);
    expect(text).not.toMatch(REFUSAL);
    expect(text.trim()).not.toBe('');
  });
});

describe('/help examples', () => {
  // A context menu's example tells a Discord user where to click; docs/console.md's `menu` line runs it.
  test.each(helpExamples.filter((e) => e.startsWith('/')).map((e) => [e]))('%s', async (line) => {
    const text = await run(line);
    expect(text).not.toMatch(/^✖/m);
    expect(text).not.toMatch(REFUSAL);
    expect(text).toMatch(/┌ (reply|edit of) #\d+/);
  });
});

describe("the console's help examples (each runs as printed, the raid's with its reward-type)", () => {
  test.each(CONSOLE_HELP_EXAMPLES.map((e) => [e]))('%s', async (line) => {
    expect(CONSOLE_HELP).toContain(line);
    const text = await run(line);
    expect(text).not.toMatch(/^✖/m);
    expect(text).not.toMatch(REFUSAL);
    expect(text).toMatch(/┌ (reply|edit of) #\d+/);
  });
});
