import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { commands } from '../../commands/index.js';
import { parseConfig } from '../../src/config.js';
import { parseFlags } from '../../src/console/flags.js';
import { runLine } from '../../src/console/loop.js';
import { createOutput, type ConsoleOutput } from '../../src/console/output.js';
import { setUp, type ConsoleSetup } from '../../src/console/setup.js';
import { silentLogger } from '../../src/log.js';

/**
 * A README worked example, as a reader types it: the first code block after `title` in the
 * README section that starts at `section` (up to "## Feeds"): its `npm run console -- …` line
 * and the lines typed after it.
 */
export function readmeExample(section: string, title = '**Worked example**'): { start: string; lines: string[] } {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const text = readme.slice(readme.indexOf(section), readme.indexOf('## Feeds'));
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [start, ...lines] = new RegExp(`${escaped}[\\s\\S]*?\`\`\`\\n([\\s\\S]*?)\`\`\``).exec(text)![1]!.trim().split('\n');
  return { start: start!, lines };
}

/**
 * A console started with `start`'s flags for this test file (opened before its tests, closed
 * after): `run(line)` types one line and returns what it printed.
 */
export function consoleFor(start: string): { run(line: string): Promise<string>; setup(): ConsoleSetup } {
  let setup: ConsoleSetup | undefined;
  let printed = '';
  let output: ConsoleOutput;
  beforeAll(async () => {
    const parsed = parseFlags(start.replace('npm run console -- ', '').split(' '));
    if (parsed.kind !== 'run') throw new Error(`not a console start: ${start}`);
    const opened = await setUp(parsed.flags, parseConfig({ NODE_ENV: 'test' }), commands, silentLogger);
    setup = opened;
    const sink = { write: (t: string) => ((printed += t), true) } as unknown as NodeJS.WritableStream;
    output = createOutput({ output: sink, errors: sink }, { json: false, ansi: false, names: (id) => opened.session.members.name(id), channels: (id) => opened.session.channelName(id), roles: (id) => opened.session.roleName(id) });
  }, 120_000);
  afterAll(() => setup?.close());
  return {
    async run(line) {
      printed = '';
      await runLine(setup!.session, line, output, { json: false, interactive: false });
      return printed;
    },
    setup: () => setup!,
  };
}
