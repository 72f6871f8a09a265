import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { commands } from '../../commands/index.js';
import { parseConfig } from '../../src/config.js';
import { parseFlags } from '../../src/console/flags.js';
import { runLine } from '../../src/console/loop.js';
import { createOutput, type ConsoleOutput } from '../../src/console/output.js';
import { setUp, type ConsoleSetup } from '../../src/console/setup.js';
import { silentLogger } from '../../src/log.js';

/** A fenced block tagged `console` in the README or a docs/*.md file: lines typed into the console. */
export interface ConsoleBlock {
  /** Where it is written, relative to the repository (`README.md`, `docs/console.md`). */
  file: string;
  /** Its id, from the fence's info string (```` ```console id=role-move ````); worked examples have one. */
  id?: string;
  /** The `npm run console -- …` line it starts with, when it is a worked example. */
  start?: string;
  /** The lines typed, in order. */
  lines: string[];
}

const ROOT = new URL('../../', import.meta.url);

/** The files documentation examples live in: the README, then every docs/*.md. */
export function docFiles(): string[] {
  return [
    'README.md',
    ...readdirSync(new URL('docs/', ROOT))
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => `docs/${f}`),
  ];
}

/** Every ```` ```console ```` block of the README and docs/, in file order. */
export function consoleBlocks(): ConsoleBlock[] {
  const blocks: ConsoleBlock[] = [];
  for (const file of docFiles()) {
    const text = readFileSync(new URL(file, ROOT), 'utf8');
    for (const m of text.matchAll(/^```console([^\n]*)\n([\s\S]*?)^```$/gm)) {
      const id = /\bid=([\w-]+)/.exec(m[1]!)?.[1];
      const all = m[2]!
        .split('\n')
        .map((l) => l.trim().replace(/^\$ (?=npm run console)/, ''))
        .filter(Boolean);
      const start = all[0]?.startsWith('npm run console') ? all[0] : undefined;
      blocks.push({ file, ...(id ? { id } : {}), ...(start ? { start } : {}), lines: start ? all.slice(1) : all });
    }
  }
  return blocks;
}

/**
 * A documented worked example, as a reader types it: the ```` ```console id=<id> ```` block of
 * the README or docs/, its `npm run console -- …` line and the lines typed after it.
 */
export function docExample(id: string): { start: string; lines: string[] } {
  const block = consoleBlocks().find((b) => b.id === id);
  if (!block?.start) throw new Error(`no worked example \`\`\`console id=${id} starting with npm run console in README.md or docs/`);
  return { start: block.start, lines: block.lines };
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
    output = createOutput(
      { output: sink, errors: sink },
      {
        json: false,
        ansi: false,
        names: (id) => opened.session.members.name(id),
        channels: (id) => opened.session.channelName(id),
        roles: (id) => opened.session.roleName(id),
      },
    );
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
