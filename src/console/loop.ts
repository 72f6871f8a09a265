import type { ConsoleInput } from './input.js';
import { answerForms } from './modal.js';
import type { ConsoleOutput } from './output.js';
import { renderChoices } from './render.js';
import type { Outcome, Session } from './session.js';
import { tokenize } from './tokenize.js';

/**
 * The loop: one line at a time until exit, the end of input or a stop. A slash command, a
 * console word (press, menu, suggest, help, exit), or a comment; each answer is printed before
 * the next line is read, and a form the bot opens is answered from the lines that follow.
 */

export interface LoopOptions {
  json: boolean;
  interactive: boolean;
}

export async function runLoop(session: Session, input: ConsoleInput, output: ConsoleOutput, options: LoopOptions): Promise<void> {
  const prompt = `${session.identity.role} › `;
  for (;;) {
    const raw = await input.next(prompt);
    if (raw === undefined) return;
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (/^(exit|quit)\b/.test(line)) return;
    await runLine(session, line, output, options);
    if (!(await answerForms(session, input, output, options))) return;
  }
}

/** `90s`, `2m`, `1m30s`, `2h`, `1h30m` or plain seconds, up to a day (past 10 minutes the bot's clock moves on instead: Session.wait). */
export function parseWait(text: string): number | undefined {
  const m = /^(?:(\d+)h)?\s*(?:(\d+)m)?\s*(?:(\d+)s?)?$/i.exec(text.trim());
  if (!text.trim() || !m || (m[1] === undefined && m[2] === undefined && m[3] === undefined)) return undefined;
  const ms = (Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)) * 1000;
  return ms <= 86_400_000 ? ms : undefined;
}

/** One line that is not exit: a console word or a slash command, answered on `output`. */
export async function runLine(session: Session, line: string, output: ConsoleOutput, options: LoopOptions): Promise<void> {
  // The bot's jobs run between lines, as a running bot's do: what is due by now is done (and
  // what it posted shown) before the line is answered, whether typed or piped.
  output.show({ ok: true, deliveries: await session.catchUp() });
  const [word = ''] = line.split(/\s+/, 1);
  const rest = line.slice(word.length).trim();
  if (word === 'help') output.help(session);
  else if (word === 'press') output.show(await pressLine(session, rest));
  else if (word === 'menu') output.show(await session.userMenu(line));
  else if (word === 'wait') {
    const ms = parseWait(rest);
    output.show(
      ms === undefined ? { ok: false, error: 'wait how long? e.g. wait 90s, wait 2m, wait 2h (at most a day)' } : await session.wait(ms),
    );
  } else if (word === 'suggest') {
    const answer = rest.startsWith('/') ? await session.autocomplete(rest) : undefined;
    if (!answer)
      output.show({
        ok: false,
        error: 'suggest needs a command line ending in an autocomplete option, e.g. suggest /tokens list chain:eth',
      });
    else if (options.json) output.show({ ok: true, deliveries: answer.deliveries });
    else output.say(renderChoices(answer.choices, answer.option));
  } else if (line.startsWith('/')) output.show(await session.command(line));
  else
    output.show({
      ok: false,
      error: 'Plain text would go to the channel, not to the bot. Type a slash command such as /chains, press N, or help.',
    });
}

/** `press 3`, `press next`, `press 5 2`, `press 5 sys1,sys2`: a label may have spaces; a menu takes options after its number. */
export async function pressLine(session: Session, rest: string): Promise<Outcome> {
  if (!rest) return { ok: false, error: 'press what? e.g. press 1 (or press <label>)' };
  const words = tokenize(rest).tokens.map((t) => t.text);
  const whole = session.controls().find((c) => c.kind !== 'select' && c.label.toLowerCase() === rest.toLowerCase());
  if (whole) return session.press(String(whole.n));
  const [which, ...picked] = words;
  const control = session.controls().find((c) => String(c.n) === which);
  if (control?.kind === 'select' || picked.length === 0) {
    return session.press(which ?? rest, picked.flatMap((p) => p.split(',')).filter(Boolean));
  }
  return session.press(rest);
}
