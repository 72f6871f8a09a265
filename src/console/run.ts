import type { EventEmitter } from 'node:events';
import { commands as allCommands } from '../../commands/index.js';
import type { CommandModule } from '../command/contract.js';
import { loadConfig, type Config } from '../config.js';
import { exitWhenWritten } from '../exit.js';
import { createLogger } from '../log.js';
import { complete } from './complete.js';
import { parseFlags, USAGE } from './flags.js';
import { createInput } from './input.js';
import { runLoop } from './loop.js';
import { createOutput } from './output.js';
import { setupProblem, setUp, type ConsoleSetup } from './setup.js';
import type { StoreOptions } from '../store/index.js';

/**
 * The console (`npm run console`, src/console/main.ts): the bot on the embedded sandbox (or COMMUNITY_API_URL), in a terminal.
 * Every line goes through real discord.js interactions and the bot's router (the offline
 * harness), and what the bot sends Discord is shown as a text card, or as JSON with --json.
 * Interactive on a terminal (tab completion); one command per line from a pipe.
 *
 * The parts: flags.ts (command line), setup.ts (sandbox, API client, bot, session),
 * input.ts (lines, stop, masked fields), loop.ts (one line at a time), modal.ts (forms),
 * output.ts (cards, JSON lines, help).
 */

export interface ConsoleIO {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  output: NodeJS.WritableStream & { isTTY?: boolean; hasColors?: () => boolean };
  errors: NodeJS.WritableStream & { isTTY?: boolean };
}

export interface ConsoleOptions {
  io?: ConsoleIO;
  /** The command modules (tests add fixtures). */
  commands?: readonly CommandModule[];
  config?: Config;
  /** Where SIGINT and SIGTERM come from; default the process. */
  signals?: Pick<EventEmitter, 'on' | 'off'>;
  /** Options for the --data store (the kill-point test stops the process at a journal step). */
  storeOptions?: StoreOptions;
}

/** Returns the exit code: 0, or 1 in scripted mode when a line was refused by the console, 2 for bad flags. */
export async function runConsole(argv: string[], options: ConsoleOptions = {}): Promise<number> {
  const io: ConsoleIO = options.io ?? { input: process.stdin, output: process.stdout, errors: process.stderr };
  const parsed = parseFlags(argv);
  if (parsed.kind === 'help') {
    io.output.write(`${USAGE}\n`);
    return 0;
  }
  if (parsed.kind === 'error') {
    io.errors.write(`${parsed.message}\n`);
    return 2;
  }
  const { flags } = parsed;
  const config = options.config ?? loadConfig();
  const problem = setupProblem(flags, config);
  if (problem) {
    io.errors.write(`${problem}\n`);
    return 2;
  }
  const interactive = io.input.isTTY === true;
  const logger = createLogger({ level: flags.logLevel, format: io.errors.isTTY ? 'pretty' : 'json' });
  const ansi = interactive && !flags.json && io.output.hasColors?.() === true;
  let setup: ConsoleSetup | undefined;
  let input: ReturnType<typeof createInput> | undefined;
  const output = createOutput(io, {
    json: flags.json,
    ansi,
    names: (id) => setup?.session.members.name(id),
    channels: (id) => setup?.session.channelName(id),
    roles: (id) => setup?.session.roleName(id),
    now: () => setup?.session.now() ?? Date.now(),
    ...(flags.locale ? { locale: flags.locale } : {}),
  });
  try {
    try {
      setup = await setUp(flags, config, options.commands ?? allCommands, logger, options.storeOptions);
    } catch (err) {
      // A start-up problem (a SETTINGS_SECRET that cannot read the stored keys, a data folder in
      // use, a server that cannot be reached) is said once, in words; the stack is for --log-level debug.
      logger.debug({ err }, 'console could not start');
      output.note(`The console could not start: ${(err as Error).message}`);
      return 1;
    }
    const { session } = setup;
    (interactive ? output.say : output.note)(setup.banner);
    input = createInput(io, {
      interactive,
      complete: (line) =>
        complete(line, session.visibleDefinitions(), {
          suggest: (l) => session.autocomplete(l),
          controls: session.controls(),
          members: session.members.all(),
        }),
      ...(options.signals ? { signals: options.signals } : {}),
    });
    await runLoop(session, input, output, { json: flags.json, interactive });
    await finishWork(session, output, input.stopped);
  } catch (err) {
    logger.error({ err }, 'console failed');
    output.note(`The console stopped: ${(err as Error).message}`);
    return 1;
  } finally {
    input?.close();
    if (interactive) io.output.write('\n');
    await setup?.close();
  }
  return output.refused && !interactive ? 1 : 0;
}

/**
 * Before the console exits: work the bot took on that answers later (a long export's file, a
 * whole-role move's parts) is waited for, with a line saying so, and what it sends is shown, as
 * a running bot would still send it. After a stop (Ctrl-C, SIGTERM) it is not waited for: the
 * line says it is dropped.
 */
async function finishWork(session: ConsoleSetup['session'], output: ReturnType<typeof createOutput>, stopped: boolean): Promise<void> {
  const jobs = await session.inFlight();
  if (jobs === 0) return;
  const what = `${jobs} ${jobs === 1 ? 'job' : 'jobs'} in flight (a long export or a whole-role move)`;
  if (stopped) {
    output.note(`Stopping: ${what} dropped; run the command again to get its answer.`);
    return;
  }
  output.note(`Waiting for ${what} to finish before exiting…`);
  output.show(await session.settle());
}

/** The console as a process: runs it on `argv`, then exits with its code. */
export function main(argv: string[], options: ConsoleOptions = {}): void {
  runConsole(argv, options).then(
    // Everything of the console's is closed by now, but not the in-memory database (src/exit.ts).
    (code) => exitWhenWritten(code),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
