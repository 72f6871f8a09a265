import type {
  APIModalInteractionResponseCallbackData,
  RESTPostAPIApplicationCommandsJSONBody,
  RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from 'discord.js';
import type { z } from 'zod';
import type { CommunityClient } from '../api/types.js';
import type { ComponentIds } from '../discord/component-id.js';
import type { ArgsOf, OptionIssue, SlashDefinition, SubcommandOf } from '../discord/slash.js';
import type { Choice, Reply } from '../discord/reply.js';
import type { Logger } from '../log.js';
import type { BotServices } from '../services/services.js';
import type { RoleFacts } from '../services/discord-facts.js';
import { optionName, SOURCE_LANGUAGE } from '../i18n/index.js';
import { inEnglish, type Text, type Reader } from '../i18n/reader.js';
import { fromStored, type StoredText } from './error-texts.js';

/**
 * The contract of a command module (commands/<name>.ts), written with `command({...})`:
 *
 * - `definition`: the slash command as Discord receives it, written once with `slash({...})`.
 *   `execute` gets `options: ArgsOf<typeof definition>` (a union over subcommands), already
 *   checked against the definition by the router (types, required, choices, lengths, ranges).
 *   Checks the definition cannot express are the command's: throw `InputError` naming the
 *   option, before any upstream call.
 * - `components`: each `component({ ids, reply, handle })`. `ids` (from `componentIds` in
 *   src/discord, usually declared by the view that draws the buttons) parses the custom id
 *   into typed data; `handle(ctx, data)` gets that data. An id that does not parse gets the
 *   router's one stale answer; so does a handler that throws `StaleError`.
 * - `userMenus`: user context menus the module owns, each with its own `execute` (`target`).
 * - Errors: `UserError` for the module's own message to the user, `InputError` for "your
 *   input is wrong" (the user's text, escaped when shown); anything else is mapped in one
 *   place (src/bot/error-reply.ts). Every error is shown privately.
 * Handlers never talk to Discord: the router acknowledges, fits the reply and sends it.
 */

/** `admin`: Manage Server or Administrator only (moderator roles do not count), e.g. /setup. */
export type Access = 'member' | 'moderator' | 'admin';

export interface Invoker {
  userId: string;
  guildId: string | null;
  channelId: string | null;
  /** The user's Discord locale (e.g. `en-US`, `de`): private replies and every error follow it. */
  locale: string;
  /** The server's Discord language (community servers set it), for public messages while /setup sets none. */
  guildLocale?: string | null;
  isModerator: boolean;
  /** The name Discord shows for the user (display name, else username), for image cards. */
  name?: string;
  /** The name the server shows for them: their nickname there, else `name`. */
  memberName?: string;
  /**
   * The member's permissions in the channel, as the interaction carries them (Administrator
   * included); for a job acting for them, server-wide, as Discord lists their roles now.
   */
  permissions?: bigint;
  /** The member's role ids, as the interaction carries them (a job: as Discord lists them now). */
  roleIds?: readonly string[];
  /**
   * The interaction itself, for work that answers it later (a long export's job edits the
   * reply through its token, which lives 15 minutes from `createdAt`).
   */
  interaction?: { applicationId: string; token: string; createdAt: number; attachmentSizeLimit?: number };
}

/** The users, roles and members the interaction's options name, as its payload describes them. */
export interface ResolvedFacts {
  roles: Record<string, RoleFacts>;
  /** Each user option's user: whether it is a bot. */
  users: Record<string, { bot: boolean }>;
  /**
   * Each channel option's channel: what the invoker may do there (their permissions with the
   * channel's overwrites, as Discord computed them for this interaction); null when not sent.
   */
  channels: Record<string, { permissions: bigint | null }>;
}

/** The bot's services as a handler sees them, with every loaded command module (/help lists them). */
export interface Services extends BotServices {
  readonly commands: readonly AnyCommand[];
}

interface BaseContext {
  api: CommunityClient;
  invoker: Invoker;
  /**
   * The language and locale of this handler's reply: the member's for a private reply, the
   * server's (/setup, else Discord's server language) for a public one. Errors thrown are
   * always shown privately, so write them as `Text` (src/i18n/reader.ts), not with this.
   */
  reader: Reader;
  log: Logger;
  services: Services;
}

export interface CommandContext<O> extends BaseContext {
  /** Which definition was invoked (slash name or context-menu name). */
  commandName: string;
  /** The options, typed from the definition and checked against it. */
  options: O;
  /** What the payload says of the users and roles the options name (absent outside a slash command). */
  resolved?: ResolvedFacts;
}

export interface AutocompleteContext extends BaseContext {
  commandName: string;
  subcommand?: string;
  /** The option being typed and its partial value. */
  focused: { name: string; value: string };
  /** The other options given so far, raw (unchecked: the user is still typing). */
  options: Record<string, unknown>;
}

export interface ComponentContext extends BaseContext {
  /** The action of the custom id (e.g. `next`), for components that share one codec. */
  action: string;
  /** Selected values (select menus). */
  values: string[];
  /**
   * The interaction's token: a job may edit the message this press answered with it (Discord
   * accepts it for 15 minutes). Kept in the database only sealed.
   */
  token?: string;
  /** Submitted fields (modals). */
  fields: Record<string, string>;
  /** Id of the user who ran the command the component belongs to, when Discord tells us. */
  messageInteractionUserId?: string;
  /**
   * A line shown in place of "thinking…" while the work goes on (a new reply only; an update
   * keeps its message). Edited at most once a second, the first time a second after the
   * acknowledgement, never after the answer; the latest line wins.
   */
  progress?: (line: string) => void;
}

export type ReplyMode = 'update' | 'private' | 'public';

export interface Component<D = any> {
  /** Which custom ids this component answers (command and actions) and how to read their data. */
  ids: ComponentIds<string, D>;
  /**
   * `update` edits the message the component sits on; `private`/`public` send a new reply. A
   * function decides per press, from the presser and the id's data (synchronous and local: it
   * runs before the acknowledgement), e.g. "update for the message's owner, else a private copy".
   */
  reply: ReplyMode | ((ctx: Omit<ComponentContext, 'api'>, data: D) => ReplyMode);
  /** Defaults to the module's access. */
  access?: Access;
  handle(ctx: ComponentContext, data: D): Promise<Reply>;
  /**
   * Buttons and selects only: answer by opening this modal instead of calling `handle`. It
   * must be synchronous and local (a modal has to be the first answer).
   */
  showModal?(ctx: Omit<ComponentContext, 'api'>, data: D): APIModalInteractionResponseCallbackData;
}

/** Infers the component's data type from its `ids`, so `handle` is checked against it. */
export function component<D>(c: Component<D>): Component<D> {
  return c;
}

export interface UserMenu {
  /** A user context menu (`type: ApplicationCommandType.User`). */
  definition: RESTPostAPIContextMenuApplicationCommandsJSONBody;
  /** Runs with the id of the member the menu was opened on. */
  execute(ctx: CommandContext<{ target: string }>): Promise<Reply>;
}

export interface CommandModule<D extends SlashDefinition = SlashDefinition> {
  /** Top-level name, equal to the definition's; also the `<command>` part of its custom ids. */
  name: D['name'];
  definition: D;
  userMenus?: readonly UserMenu[];
  access: Access;
  /** Whether the reply is visible only to the invoker. */
  private: boolean | ((options: ArgsOf<D>) => boolean);
  execute(ctx: CommandContext<ArgsOf<D>>): Promise<Reply>;
  /**
   * Optional: answer the command by opening a modal instead of running `execute` (return
   * undefined to run `execute`). Synchronous and local, like Component.showModal.
   */
  modal?(ctx: Omit<CommandContext<ArgsOf<D>>, 'api'>): APIModalInteractionResponseCallbackData | undefined;
  autocomplete?(ctx: AutocompleteContext): Promise<Choice[]>;
  /**
   * Subcommands of a member command that only moderators may run. The router refuses members
   * for them (before any defer or request) and /help hides them from members.
   */
  moderatorSubcommands?: readonly SubcommandOf<D>[];
  /**
   * Optional examples for /help, by invocation path: `''` for the command itself, `'<sub>'`
   * for a subcommand, the menu's name for a context menu. Without one, /help shows a usage
   * line built from the definition.
   */
  examples?: Record<string, string>;
  /** Buttons and selects. */
  components?: readonly Component[];
  /** Modal submit handlers. */
  modals?: readonly Component[];
}

/** A module of any definition, as the registry and the router hold them. */
export type AnyCommand = CommandModule<any>;

/** Every definition a module owns: its slash command, then its context menus. */
export function definitionsOf(m: AnyCommand): RESTPostAPIApplicationCommandsJSONBody[] {
  return [m.definition, ...(m.userMenus ?? []).map((u) => u.definition)];
}

/** Declares a command module; infers the definition so `execute` gets its typed options. */
export function command<const D extends SlashDefinition>(m: CommandModule<D>): CommandModule<D> {
  return m;
}

/**
 * A message the module wrote for the user (not allowed, not found, nothing to show), in
 * Markdown (the module escapes what it inserts). Shown privately, in the member's language.
 */
export class UserError extends Error {
  /** Set when the text is a StoredText, so a write refused with it can be kept and shown again in any language. */
  readonly stored?: StoredText;

  constructor(
    message: Text | StoredText,
    readonly field?: string,
  ) {
    const text = typeof message === 'function' ? message : fromStored(message);
    super(inEnglish(text));
    this.text = text;
    if (typeof message === 'object') this.stored = message;
    this.name = 'UserError';
  }

  readonly text: Text;
}

/**
 * The user's input is wrong: each issue names the option. Distinct from the API client's
 * ValidationError (a request the client refused to send): this is about what was typed.
 * Messages may quote the input, so they are escaped when shown.
 */
export class InputError extends Error {
  constructor(readonly issues: readonly OptionIssue[]) {
    super(issues.map((i) => inEnglish(i.message)).join('; '));
    this.name = 'InputError';
  }

  static of(field: string, message: Text): InputError {
    return new InputError([{ field, message }]);
  }
}

/** The component's id or its state is no longer valid (an old message, an expired preview). */
export class StaleError extends Error {
  constructor() {
    super('stale component');
    this.name = 'StaleError';
  }
}

/**
 * An option's value through a schema (usually the API's own input schema, so the refusal and
 * the client agree), or an InputError naming the option. Undefined (not given) stays undefined.
 */
export function check<T, V>(option: string, schema: z.ZodType<T>, value: V): undefined extends V ? T | undefined : T {
  type Out = undefined extends V ? T | undefined : T;
  if (value === undefined) return undefined as Out;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as Out;
  throw new InputError(parsed.error.issues.slice(0, 1).map((i) => ({ field: option, message: schemaIssue(option, i) })));
}

/**
 * A schema's refusal: the API's own English words in English, and in another language the
 * same refusal from its kind (too short, too long, out of range), or "not valid".
 */
export function schemaIssue(option: string, issue: z.core.$ZodIssue): Text {
  return (s) => {
    if (s.language === SOURCE_LANGUAGE) return issue.message;
    const name = optionName(s, option);
    if (issue.code === 'too_small' || issue.code === 'too_big') {
      const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      if (issue.origin === 'string')
        return s.t(issue.code === 'too_small' ? 'errors.option.tooShort' : 'errors.option.tooLong', {
          name,
          min: s.plural('common.count.characters', bound),
          max: s.plural('common.count.characters', bound),
        });
      if (issue.origin === 'number')
        return s.t(issue.code === 'too_small' ? 'errors.option.rangeAtLeast' : 'errors.option.rangeAtMost', {
          name,
          min: bound,
          max: bound,
        });
    }
    return s.t('errors.option.invalid', { name });
  };
}
