import { ApplicationCommandType, type RESTPostAPIApplicationCommandsJSONBody } from 'discord.js';
import { createInterface, type Interface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { commands as allCommands } from '../../commands/index.js';
import { createCommunityApi } from '../api/index.js';
import type { CommunityApi } from '../api/types.js';
import type { CommandModule } from '../bot/command.js';
import { createHarness, type Harness } from '../bot/offline/harness.js';
import { loadConfig, type Config } from '../config.js';
import { createLogger, registerSecret } from '../log.js';
import { DEMO, startSandbox, type Sandbox } from '../sandbox/index.js';
import { complete, type Completion } from './complete.js';
import { fieldPrompt, renderCard, renderChoices, renderModal } from './render.js';
import { chatInputDefinitions, type OptionDef, optionsOf } from './resolve.js';
import { Session, type Delivery, type Outcome, type Role } from './session.js';
import { tokenize } from './tokenize.js';

/**
 * `npm run console`: the bot on the embedded sandbox (or COMMUNITY_API_URL), in a terminal.
 * Every line goes through real discord.js interactions and the bot's router (the offline
 * harness), and what the bot sends Discord is shown as a text card, or as JSON with --json.
 * Interactive on a terminal (tab completion); one command per line from a pipe.
 */

const USAGE = `Usage: npm run console -- [options]
  --as member|moderator|admin   who you are (permissions in the member payload; default member)
  --user ID                     your Discord user id (default: the demo member)
  --guild ID                    the server id (default: the demo server)
  --json                        print each payload the bot sends as one JSON line
  --fast                        no rate limit on the embedded sandbox (default: 1 request/s, like the live API)
  --log-level LEVEL             log level on stderr (default warn)
  -h, --help                    this text
With COMMUNITY_API_URL and COMMUNITY_API_KEY set, talks to that API instead of the sandbox.
From a pipe it reads one command per line and exits at the end: 0, or 1 when the console refused
a line (unknown command or option, nothing to press, a form field out of bounds).`;

const CONSOLE_HELP = `Type a slash command as in Discord, e.g. /chains or /raid create title:"Launch day" post-url:… amount:50
  Options are name:value; quote values with spaces ("…", \\" for a quote). Tab completes names and suggestions.
  press N            press button N of the last message (or press <label>); for a menu: press N <option>…
  suggest <line>     show the bot's autocomplete suggestions for the option at the end of <line>
  menu "<name>" ID   open a user menu (right-click a member → Apps) on member ID, <@ID> or me
  help               this text and the commands
  exit               leave (Ctrl-D too)`;

export interface ConsoleIO {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  output: NodeJS.WritableStream & { isTTY?: boolean; hasColors?: () => boolean };
  errors: NodeJS.WritableStream;
}

export interface ConsoleOptions {
  io?: ConsoleIO;
  /** The command modules (tests add fixtures). */
  commands?: readonly CommandModule[];
  config?: Config;
}

const ROLES = new Set<Role>(['member', 'moderator', 'admin']);
const SNOWFLAKE = /^\d{17,20}$/;

/** Returns the exit code: 0, or 1 in scripted mode when a line was refused by the console, 2 for bad flags. */
export async function runConsole(argv: string[], options: ConsoleOptions = {}): Promise<number> {
  const io: ConsoleIO = options.io ?? { input: process.stdin, output: process.stdout, errors: process.stderr };
  const say = (text: string) => io.output.write(`${text}\n`);
  const warn = (text: string) => io.errors.write(`${text}\n`);

  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        as: { type: 'string', default: 'member' },
        user: { type: 'string' },
        guild: { type: 'string' },
        json: { type: 'boolean', default: false },
        fast: { type: 'boolean', default: false },
        'log-level': { type: 'string', default: 'warn' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    warn(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    say(USAGE);
    return 0;
  }
  const problems: string[] = [];
  if (!ROLES.has(values.as as Role)) problems.push('--as must be member, moderator or admin');
  if (values.user !== undefined && !SNOWFLAKE.test(values.user)) problems.push('--user must be a Discord id (17 to 20 digits)');
  if (values.guild !== undefined && !SNOWFLAKE.test(values.guild)) problems.push('--guild must be a Discord id (17 to 20 digits)');
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
  if (!levels.includes(values['log-level'])) problems.push(`--log-level must be one of ${levels.join(', ')}`);
  if (problems.length) {
    warn(`${problems.join('\n')}\n${USAGE}`);
    return 2;
  }

  const config = options.config ?? loadConfig();
  const interactive = io.input.isTTY === true;
  const logger = createLogger({ level: values['log-level'], format: (io.errors as { isTTY?: boolean }).isTTY ? 'pretty' : 'json' });
  const guildId = values.guild ?? DEMO.guildId;
  const remote = config.api.baseUrl;
  const apiKey = remote ? (config.api.keysByGuild[guildId] ?? config.api.defaultKey) : undefined;
  if (remote && !apiKey) {
    warn('COMMUNITY_API_KEY: missing; set it with COMMUNITY_API_URL (or unset COMMUNITY_API_URL to use the sandbox)');
    return 2;
  }
  registerSecret(apiKey);

  let sandbox: Sandbox | undefined;
  let api: CommunityApi | undefined;
  let harness: Harness | undefined;
  let rl: Interface | undefined;
  let failed = false;
  const stops: (() => void)[] = [];
  try {
    sandbox = remote ? undefined : await startSandbox({ host: '127.0.0.1', port: 0, ratePerSecond: values.fast ? 0 : 1 });
    const baseUrl = remote ?? sandbox!.url;
    const key = apiKey ?? sandbox!.demoKey;
    api = createCommunityApi({
      baseUrl,
      // The client queues at the live rate; --fast only makes sense against the sandbox.
      ratePerSecond: values.fast && !remote ? 0 : config.api.ratePerSecond,
      timeoutMs: config.api.timeoutMs,
      spelling: config.api.spelling,
      logger,
    });
    harness = await createHarness({
      commands: options.commands ?? allCommands,
      api,
      keysByGuild: { [guildId]: key },
      logger,
      config: (c) => {
        c.discord.moderatorRoleIds = config.discord.moderatorRoleIds;
      },
    });
    const session = new Session(harness, {
      role: values.as as Role,
      userId: values.user ?? (remote ? '100000000000000001' : DEMO.memberId),
      guildId,
      channelId: DEMO.channelId,
    });

    const ansi = interactive && !values.json && io.output.hasColors?.() === true;
    const banner = [
      `Community bot console — ${remote ? `API ${remote}` : `sandbox ${baseUrl} (demo community${values.fast ? ', no rate limit' : ', 1 request/s like the live API'})`}`,
      `You are ${session.identity.role} ${session.identity.userId} in server ${guildId}. Type help, or a command such as /chains.`,
    ].join('\n');
    if (interactive) say(banner);
    else warn(banner);

    rl = createInterface({
      input: io.input,
      output: interactive ? io.output : undefined,
      terminal: interactive,
      historySize: 200,
      ...(interactive
        ? {
            completer: (line: string, done: (err: Error | null, result: [string[], string]) => void) => {
              complete(line, session.definitions, {
                suggest: (l) => session.autocomplete(l),
                controls: session.controls(),
              }).then(
                (c) => done(null, toReadline(c, (text) => {
                  io.output.write(`\n${text}\n`);
                  rl?.prompt(true);
                })),
                () => done(null, [[], line]),
              );
            },
          }
        : {}),
    });
    const lines = lineQueue(rl);
    const stop = () => rl?.close();
    rl.on('SIGINT', stop);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, stop);
      stops.push(() => process.off(signal, stop));
    }
    const prompt = (text: string) => {
      if (!interactive) return;
      rl!.setPrompt(text);
      rl!.prompt();
    };
    const mainPrompt = `${session.identity.role} › `;

    const show = (outcome: Outcome) => {
      if (!outcome.ok) {
        failed = true;
        if (values.json) warn(outcome.error);
        else say(`✖ ${outcome.error}`);
        return;
      }
      for (const d of outcome.deliveries) {
        if (values.json) say(JSON.stringify(jsonLine(d)));
        else {
          const card = cardOf(d, ansi);
          if (card) say(card);
        }
      }
    };

    const fillModal = async (): Promise<boolean> => {
      const pending = session.pendingModal;
      if (!pending) return true;
      if (!values.json) say(renderModal(pending.modal));
      const fields: Record<string, string> = {};
      for (const field of session.modalFields()) {
        for (;;) {
          prompt(fieldPrompt(field));
          const answer = await lines.next();
          if (answer === undefined) return false;
          if (answer.trim().toLowerCase() === 'cancel') {
            session.pendingModal = undefined;
            if (!values.json) say('(form closed without sending)');
            return true;
          }
          const value = answer === '' && field.value !== undefined ? field.value : answer;
          const problem =
            field.required && value.trim() === ''
              ? `${field.label} is required`
              : field.minLength !== undefined && value.length < field.minLength
                ? `${field.label} must be at least ${field.minLength} characters`
                : field.maxLength !== undefined && value.length > field.maxLength
                  ? `${field.label} must be at most ${field.maxLength} characters`
                  : undefined;
          if (!problem) {
            fields[field.customId] = value;
            break;
          }
          // Discord's form does not submit until the field is right; a script cannot retry.
          if (!interactive) {
            session.pendingModal = undefined;
            show({ ok: false, error: `${problem}; form not sent` });
            return true;
          }
          say(`✖ ${problem}`);
        }
      }
      show(await session.submitModal(fields));
      return fillModal();
    };

    for (;;) {
      prompt(mainPrompt);
      const raw = await lines.next();
      if (raw === undefined) break;
      const line = raw.trim();
      if (!line || line.startsWith('#')) continue;
      const [word] = line.split(/\s+/, 1);
      const rest = line.slice(word!.length).trim();
      if (word === 'exit' || word === 'quit') break;
      if (word === 'help') {
        // With --json, stdout holds only the bot's payloads.
        (values.json ? warn : say)(`${CONSOLE_HELP}\n\n${commandList(session)}`);
      } else if (word === 'press') {
        show(await pressLine(session, rest));
      } else if (word === 'menu') {
        show(await session.userMenu(line));
      } else if (word === 'suggest') {
        const answer = rest.startsWith('/') ? await session.autocomplete(rest) : undefined;
        if (!answer) show({ ok: false, error: 'suggest needs a command line ending in an autocomplete option, e.g. suggest /tokens list chain:eth' });
        else if (values.json) show({ ok: true, deliveries: answer.deliveries });
        else say(renderChoices(answer.choices, answer.option));
      } else if (line.startsWith('/')) {
        show(await session.command(line));
      } else {
        show({ ok: false, error: 'Plain text would go to the channel, not to the bot. Type a slash command such as /chains, press N, or help.' });
      }
      if (!(await fillModal())) break;
    }
  } catch (err) {
    logger.error({ err }, 'console failed');
    warn(`The console stopped: ${(err as Error).message}`);
    failed = true;
    return 1;
  } finally {
    for (const s of stops) s();
    rl?.close();
    if (interactive) io.output.write('\n');
    await harness?.close().catch(() => undefined);
    await api?.close().catch(() => undefined);
    await sandbox?.close().catch(() => undefined);
  }
  return failed && !interactive ? 1 : 0;
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

/** A queue over readline's lines, so command lines and form answers are read in order. */
function lineQueue(rl: Interface) {
  const queued: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  let closed = false;
  rl.on('line', (line) => {
    const w = waiting.shift();
    if (w) w(line);
    else queued.push(line);
  });
  rl.on('close', () => {
    closed = true;
    for (const w of waiting.splice(0)) w(undefined);
  });
  return {
    next(): Promise<string | undefined> {
      if (queued.length) return Promise.resolve(queued.shift());
      if (closed) return Promise.resolve(undefined);
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** `press 3`, `press next`, `press 5 2`, `press 5 sys1,sys2`: a label may have spaces; a menu takes options after its number. */
async function pressLine(session: Session, rest: string): Promise<Outcome> {
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

function cardOf(d: Delivery, ansi: boolean): string | undefined {
  if (d.deferred || d.kind === 'autocomplete' || d.kind === 'modal') return undefined;
  // A deleted placeholder that never showed anything is not worth a line.
  if (d.kind === 'delete') return d.message ? `(message #${d.ref} was deleted)` : undefined;
  if (!d.message) return undefined;
  const label =
    d.kind === 'follow-up'
      ? `follow-up #${d.ref}`
      : d.isEdit
        ? `edit of #${d.ref}`
        : `reply #${d.ref}`;
  return renderCard(d.message, { label, private: d.private, ansi });
}

function jsonLine(d: Delivery) {
  return { kind: d.kind, private: d.private, ...(d.ref !== undefined ? { message: d.ref } : {}), ...(d.deferred ? { deferred: true } : {}), body: d.body };
}

function commandList(session: Session): string {
  const lines = ['Commands:'];
  const forModerators = (d: RESTPostAPIApplicationCommandsJSONBody) =>
    d.default_member_permissions != null && d.default_member_permissions !== '0' ? ' (moderators)' : '';
  for (const d of chatInputDefinitions(session.definitions)) {
    const mod = forModerators(d);
    const subs = optionsOf(d).filter((o: OptionDef) => o.type === 1 || o.type === 2);
    if (!subs.length) lines.push(`  /${d.name}${mod} — ${d.description}`);
    for (const s of subs) {
      if (s.type === 2) for (const ss of s.options ?? []) lines.push(`  /${d.name} ${s.name} ${ss.name}${mod} — ${ss.description}`);
      else lines.push(`  /${d.name} ${s.name}${mod} — ${s.description}`);
    }
  }
  const menus = session.definitions.filter((d) => d.type === ApplicationCommandType.User);
  if (menus.length) lines.push('User menus (menu "<name>" <member>):', ...menus.map((d) => `  ${d.name}${forModerators(d)}`));
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runConsole(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
      // Everything is closed by now; a stray handle must not keep a finished console alive.
      setTimeout(() => process.exit(code), 2_000).unref();
    },
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
