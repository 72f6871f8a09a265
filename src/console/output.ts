import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { ApplicationCommandType, type RESTPostAPIApplicationCommandsJSONBody } from 'discord.js';
import { plain, renderCard, type TextOptions } from './render.js';
import { chatInputDefinitions, type OptionDef, optionsOf } from './resolve.js';
import { ROLE_WORDS } from './flags.js';
import type { Delivery, Outcome, Session } from './session.js';

/**
 * What the console prints: the bot's payloads as cards (or one JSON line each with --json),
 * the console's own refusals, and its help. With --json, stdout holds only the bot's payloads;
 * everything else goes to stderr.
 */

/** The commands the help shows as examples, each runnable as printed (test/console.examples.test.ts runs them). */
export const CONSOLE_HELP_EXAMPLES = [
  '/chains',
  '/raid create title:"Launch day" post-url:https://x.com/acme/status/1790000000000000000 reward-type:Token pool chain:Polygon token:native amount:25',
] as const;

export const CONSOLE_HELP = `Type a slash command as in Discord, e.g. ${CONSOLE_HELP_EXAMPLES.join(' or ')}
  Who you are (--as): ${ROLE_WORDS.member}; ${ROLE_WORDS.moderator}; ${ROLE_WORDS.admin}.
  Options are name:value; a text value runs to the next name: as in Discord ("…" keeps it exactly, \\" for a quote).
  Members: @name for those the console knows (you are @alice), me, <@ID> or the id. Tab completes names and suggestions.
  press N            press button N of the last message (or press <label>); for a select menu: press N <option>…
  wait 90s           let time pass, then show what the bot posted meanwhile: each scheduled board or write falls
                     due at its time on the way, as on a running bot; past 10m (wait 2h) the bot's clock moves on
                     instead of waiting for real. The bot's jobs (feeds, schedules, period boards) also run
                     between lines: what is due runs before the next line is answered
  suggest <line>     show the bot's autocomplete suggestions for the option at the end of <line>
  menu "<name>" ID   open a user menu (right-click a member → Apps) on a member (@name, ID, <@ID> or me)
  help               this text and the commands
  exit               leave (Ctrl-D too)`;

export interface OutputStreams {
  output: NodeJS.WritableStream;
  errors: NodeJS.WritableStream;
}

export interface ConsoleOutput {
  /** A line for the user (stdout). */
  say(text: string): void;
  /** A line beside the payloads (stderr). */
  note(text: string): void;
  /** Prints an outcome; false when the console refused the line. */
  show(outcome: Outcome): boolean;
  /** Whether the console has refused any line (a script's exit code is then 1). */
  readonly refused: boolean;
  /** The console's help and the app's commands. */
  help(session: Session): void;
}

export interface OutputOptions {
  json: boolean;
  ansi: boolean;
  /** Member names for mentions on cards. */
  names?: (id: string) => string | undefined;
  /** Channel and role names for their mentions on cards (and where the bot posted). */
  channels?: (id: string) => string | undefined;
  roles?: (id: string) => string | undefined;
  /** The member's Discord locale (`--locale`): timestamps read as their Discord client writes them. */
  locale?: string;
  /** Where attached files (image cards) are written; default a new folder in the system's temp dir. */
  filesDir?: string;
  /**
   * The bot's clock, which relative timestamps (`<t:…:R>`) count from: the console's moves ahead
   * on a long `wait`, as the world's would while a bot runs. Default the system's.
   */
  now?: () => number;
}

/**
 * Writes a message's attachments where they can be opened, one file each (numbered by the
 * message and the order sent, so a later card never overwrites an earlier one); returns the paths.
 */
function fileSaver(dir: string | undefined) {
  let folder = dir;
  let n = 0;
  return (d: Delivery): string[] =>
    (d.files ?? []).map((f) => {
      folder ??= mkdtempSync(join(tmpdir(), 'community-console-'));
      mkdirSync(folder, { recursive: true });
      const safe = basename(f.name).replace(/[^\w.-]/g, '_') || 'file';
      const path = join(folder, `${d.ref ?? 0}-${++n}-${safe}`);
      writeFileSync(path, f.data);
      return path;
    });
}

/**
 * Records of a CSV file (the header row not counted), read as a spreadsheet would: a line
 * break inside a quoted cell does not end a record.
 */
export function csvRecords(data: Uint8Array): number {
  const text = Buffer.from(data).toString('utf8');
  let records = 0;
  let quoted = false;
  let open = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === '\n') {
      records++;
      open = false;
    } else if (ch !== '\r' && ch !== '\uFEFF') open = true;
  }
  return Math.max(0, records + (open ? 1 : 0) - 1);
}

/** "attached: board.csv (12 rows)" for an export, the file's name for anything else. */
function attached(file: { name: string; data: Uint8Array }): string {
  if (!file.name.endsWith('.csv')) return file.name;
  const rows = csvRecords(file.data);
  return `attached: ${file.name} (${rows} ${rows === 1 ? 'row' : 'rows'})`;
}

export function createOutput(streams: OutputStreams, options: OutputOptions): ConsoleOutput {
  const say = (text: string) => streams.output.write(`${text}\n`);
  const note = (text: string) => streams.errors.write(`${text}\n`);
  let refused = false;
  const save = fileSaver(options.filesDir);
  return {
    say,
    note,
    get refused() {
      return refused;
    },
    show(outcome) {
      if (!outcome.ok) {
        refused = true;
        if (options.json) note(outcome.error);
        else say(`✖ ${outcome.error}`);
        return false;
      }
      for (const d of outcome.deliveries) {
        if (d.roleChange) {
          // Not a message: stdout's JSON lines stay the bot's payloads.
          (options.json ? note : say)(roleChangeLine(d.roleChange, options));
          continue;
        }
        const files = save(d);
        if (options.json) say(JSON.stringify({ ...jsonLine(d), ...(files.length ? { files } : {}) }));
        else {
          // Relative timestamps count from the moment the card is printed, as in Discord's client.
          const card = cardOf(d, {
            ansi: options.ansi,
            now: options.now?.() ?? Date.now(),
            ...(options.names ? { names: options.names } : {}),
            ...(options.channels ? { channels: options.channels } : {}),
            ...(options.roles ? { roles: options.roles } : {}),
            ...(options.locale ? { locale: options.locale } : {}),
          });
          if (card) say(card);
          for (const [i, path] of files.entries()) say(`📎 ${attached(d.files![i]!)} saved to ${path}`);
        }
      }
      return true;
    },
    help(session) {
      (options.json ? note : say)(`${CONSOLE_HELP}\n\n${commandList(session)}`);
    },
  };
}

/** A role the bot gave or took, as Discord's member list would show the member after: "👤 @aurora.builds +@gold (Points reward: …)". */
function roleChangeLine(c: NonNullable<Delivery['roleChange']>, options: Pick<OutputOptions, 'names' | 'roles'>): string {
  const mentions = plain(`<@${c.userId}> ${c.added ? '+' : '−'}<@&${c.roleId}>`, {
    ...(options.names ? { names: options.names } : {}),
    ...(options.roles ? { roles: options.roles } : {}),
  });
  return `👤 ${mentions}${c.reason ? ` (${c.reason})` : ''}`;
}

function cardOf(d: Delivery, options: TextOptions): string | undefined {
  if (d.deferred || d.kind === 'autocomplete' || d.kind === 'modal') return undefined;
  // A deleted placeholder that never showed anything is not worth a line.
  if (d.kind === 'delete') return d.message ? `(message #${d.ref} was deleted)` : undefined;
  if (!d.message) return undefined;
  // The channel as the rest of the card names it (#general where the console knows it).
  const channel = d.channelId ? plain(`<#${d.channelId}>`, options) : '';
  const label =
    d.kind === 'channel-message'
      ? d.isEdit
        ? `edit of #${d.ref} in ${channel}`
        : `posted in ${channel} #${d.ref}`
      : d.kind === 'follow-up'
        ? `follow-up #${d.ref}`
        : d.isEdit
          ? `edit of #${d.ref}`
          : `reply #${d.ref}`;
  return renderCard(d.message, { ...options, label, private: d.private });
}

function jsonLine(d: Delivery) {
  return {
    kind: d.kind,
    private: d.private,
    ...(d.channelId ? { channel: d.channelId } : {}),
    ...(d.ref !== undefined ? { message: d.ref } : {}),
    ...(d.deferred ? { deferred: true } : {}),
    body: d.body,
  };
}

function commandList(session: Session): string {
  const lines = ['Commands:'];
  // Who may run it, as the bot checks it (src/command/roles.ts): /setup administrators (Manage
  // Server), the moderator commands moderators (a moderator role, or an administrator); a member
  // command's moderator-only subcommands (e.g. /points give) show in everyone's picker but are for moderators.
  const who = (d: RESTPostAPIApplicationCommandsJSONBody, sub?: string) => {
    const { access, moderatorSubcommands } = session.accessOf(d);
    if (access === 'admin') return ' (administrators: Manage Server or Administrator)';
    return access === 'moderator' || (sub !== undefined && moderatorSubcommands.includes(sub)) ? ' (moderators)' : '';
  };
  for (const d of chatInputDefinitions(session.definitions)) {
    const subs = optionsOf(d).filter((o: OptionDef) => o.type === 1 || o.type === 2);
    if (!subs.length) lines.push(`  /${d.name}${who(d)} — ${d.description}`);
    for (const s of subs) {
      if (s.type === 2)
        for (const ss of s.options ?? []) lines.push(`  /${d.name} ${s.name} ${ss.name}${who(d, s.name)} — ${ss.description}`);
      else lines.push(`  /${d.name} ${s.name}${who(d, s.name)} — ${s.description}`);
    }
  }
  const menus = session.definitions.filter((d) => d.type === ApplicationCommandType.User);
  if (menus.length) lines.push('User menus (menu "<name>" <member>):', ...menus.map((d) => `  ${d.name}${who(d)}`));
  return lines.join('\n');
}
