import type { EventEmitter } from 'node:events';
import { createInterface } from 'node:readline';
import type { Completion } from './complete.js';
import { renderChoices } from './render.js';

/**
 * The console's input: readline over stdin, read one line at a time in order (command lines
 * and form answers alike). A stop (Ctrl-C, SIGINT, SIGTERM, or the end of input) ends reading
 * at once: lines already typed or piped but not yet read are dropped, so nothing queued behind
 * a stop is ever sent. Form fields can be read masked: the terminal shows • for each
 * character and the line stays out of the history.
 */

export interface InputStreams {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  output: NodeJS.WritableStream;
}

export interface InputOptions {
  interactive: boolean;
  /** Tab completion (terminals only). */
  complete?: (line: string) => Promise<Completion>;
  /** Where SIGINT and SIGTERM come from; default the process. */
  signals?: Pick<EventEmitter, 'on' | 'off'>;
}

export interface ConsoleInput {
  /** The next line, shown after `prompt` on a terminal; undefined at the end of input or after a stop. */
  next(prompt: string): Promise<string | undefined>;
  /** Like next, but the terminal shows • instead of the characters and history does not keep it. */
  masked(prompt: string): Promise<string | undefined>;
  readonly stopped: boolean;
  /** Stops reading and removes the signal handlers. */
  close(): void;
}

/** What readline needs from its own internals to mask a line; stable across Node 18 to 24. */
interface ReadlineInternals {
  _writeToOutput(text: string): void;
  history?: string[];
}

export function createInput(streams: InputStreams, options: InputOptions): ConsoleInput {
  const { interactive } = options;
  const signals = options.signals ?? process;
  let masking = false;
  let prompt = '';
  const rl = createInterface({
    input: streams.input,
    output: interactive ? streams.output : undefined,
    terminal: interactive,
    historySize: 200,
    ...(interactive && options.complete
      ? {
          completer: (line: string, done: (err: Error | null, result: [string[], string]) => void) => {
            // A form field is typed blind; nothing may be completed from (or listed about) it.
            if (masking) return done(null, [[], line]);
            options.complete!(line).then(
              (c) =>
                done(
                  null,
                  toReadline(c, (text) => {
                    streams.output.write(`\n${text}\n`);
                    rl.prompt(true);
                  }),
                ),
              () => done(null, [[], line]),
            );
          },
        }
      : {}),
  });

  if (interactive) {
    const internals = rl as unknown as ReadlineInternals;
    const write = internals._writeToOutput.bind(rl);
    internals._writeToOutput = (text: string) => {
      if (!masking) return write(text);
      // readline writes the prompt, then each character, and redraws as prompt + line.
      const typed = text.startsWith(prompt) ? text.slice(prompt.length) : text;
      write((text.startsWith(prompt) ? prompt : '') + typed.replace(/[^\r\n]/g, '•'));
    };
  }

  const queued: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  let stopped = false;
  let closed = false;
  rl.on('line', (line) => {
    if (stopped) return;
    const w = waiting.shift();
    if (w) w(line);
    else queued.push(line);
  });
  const stop = () => {
    if (stopped) return;
    stopped = true;
    queued.length = 0;
    rl.close();
  };
  rl.on('close', () => {
    // The end of input: lines already read are still answered, in order.
    for (const w of waiting.splice(0)) w(undefined);
    closed = true;
  });
  rl.on('SIGINT', stop);
  signals.on('SIGINT', stop);
  signals.on('SIGTERM', stop);

  const read = (text: string): Promise<string | undefined> => {
    if (stopped) return Promise.resolve(undefined);
    if (interactive) {
      prompt = text;
      rl.setPrompt(text);
      rl.prompt();
    }
    if (queued.length) return Promise.resolve(queued.shift());
    if (closed) return Promise.resolve(undefined);
    return new Promise((resolve) => waiting.push(resolve));
  };

  return {
    next: read,
    async masked(text) {
      masking = true;
      try {
        const line = await read(text);
        const history = (rl as unknown as ReadlineInternals).history;
        if (line !== undefined && history?.[0] === line) history.shift();
        return line;
      } finally {
        masking = false;
      }
    },
    get stopped() {
      return stopped;
    },
    close() {
      signals.off('SIGINT', stop);
      signals.off('SIGTERM', stop);
      stopped = true;
      rl.close();
    },
  };
}

/** Readline's completer answer; several bot suggestions are listed with their names first. */
function toReadline(c: Completion, list: (text: string) => void): [string[], string] {
  // readline inserts completion.slice(replace.length), so only completions extending the typed text fit.
  const fitting = c.completions.filter((s) => s.startsWith(c.replace));
  if (c.suggested && c.completions.length !== 1) {
    list(renderChoices(c.suggested.choices, c.suggested.option));
    const common = fitting.reduce<string | undefined>((p, s) => (p === undefined ? s : commonPrefix(p, s)), undefined);
    return [common && common.length > c.replace.length ? [common] : [], c.replace];
  }
  return [fitting, c.replace];
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}
