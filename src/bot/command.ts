import type {
  APIModalInteractionResponseCallbackData,
  RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import type { z } from 'zod';
import type { CommunityClient } from '../api/types.js';
import type { Logger } from '../log.js';
import type { Choice, Reply } from '../discord/reply.js';


/**
 * The contract of a command module (commands/<name>.ts). Handlers receive validated options
 * and the client of the interaction's community, and return a message built by a view.
 * They never talk to Discord themselves: the router acknowledges, sends and maps errors.
 */

export type Access = 'member' | 'moderator';

export interface Invoker {
  userId: string;
  guildId: string | null;
  channelId: string | null;
  /** The user's Discord locale (e.g. `en-US`, `de`), for number and date formatting. */
  locale: string;
  isModerator: boolean;
}

/** Things commands share beyond the API: an audit trail, pending confirmations, a clock. */
export interface BotServices {
  /** Posts a line to the configured audit channel (no-op when none) and logs it. */
  audit(entry: { guildId: string | null; userId: string; action: string; detail: string }): Promise<void>;
  /** Process-local store for short-lived confirmations (e.g. a raid preview), keyed by id. */
  pending: PendingStore;
  now(): number;
  /** Every loaded command module (e.g. for /help). Read-only. */
  commands: readonly CommandModule[];
}

export interface PendingStore {
  /** Stores `value` for `ttlMs` and returns a short id (fits in a custom id). */
  put<T>(value: T, ttlMs: number): string;
  get<T>(id: string): { value: T; expiresAt: number } | undefined;
  /**
   * Claims the entry for exactly-once work: the first caller gets it, every later caller (a
   * double click, a second client) gets `undefined` or the settled outcome.
   */
  claim<T>(id: string): T | undefined;
  settle(id: string, outcome: unknown): void;
  outcome(id: string): unknown;
  delete(id: string): void;
}

interface BaseContext {
  api: CommunityClient;
  invoker: Invoker;
  log: Logger;
  services: BotServices;
}

export interface CommandContext<O = Record<string, unknown>> extends BaseContext {
  /** Which definition was invoked (slash name or context-menu name). */
  commandName: string;
  /** Flattened options: `subcommand` (and `group`) plus each option by name, validated by `options`. */
  options: O;
}

export interface AutocompleteContext extends BaseContext {
  commandName: string;
  subcommand?: string;
  /** The option being typed and its partial value. */
  focused: { name: string; value: string };
  /** The other options given so far (raw strings/numbers/booleans). */
  options: Record<string, unknown>;
}

export interface ComponentContext extends BaseContext {
  action: string;
  /** The `<state>` part of the custom id, as the module encoded it. */
  state: string;
  /** Selected values (select menus). */
  values: string[];
  /** Submitted fields (modals). */
  fields: Record<string, string>;
  /** Id of the user who ran the command the component belongs to, when Discord tells us. */
  messageInteractionUserId?: string;
}

export interface ComponentHandler {
  /** `update` edits the message the component sits on; `private`/`public` send a new reply. */
  reply: 'update' | 'private' | 'public';
  access?: Access;
  handle(ctx: ComponentContext): Promise<Reply>;
  /**
   * Buttons and selects only: answer by opening this modal instead of calling `handle`. It
   * must be synchronous and local (a modal has to be the first answer, so no upstream call
   * fits before it). Its custom id should be a `modals` action of the same module.
   */
  showModal?(ctx: Omit<ComponentContext, 'api'>): APIModalInteractionResponseCallbackData;
}

export interface CommandModule<O = any> {
  /** Top-level name; also the `<command>` part of its components' custom ids. */
  name: string;
  /** Every definition this module owns (slash command, and e.g. a user context menu). */
  definitions: RESTPostAPIApplicationCommandsJSONBody[];
  access: Access;
  /** Whether the reply is visible only to the invoker. */
  private: boolean | ((options: O) => boolean);
  /** Validates the flattened options; its messages are shown to the user as they are. */
  options: z.ZodType<O>;
  execute(ctx: CommandContext<O>): Promise<Reply>;
  /**
   * Optional: answer the command by opening a modal instead of running `execute` (return
   * undefined to run `execute`). Synchronous and local, like ComponentHandler.showModal.
   */
  modal?(ctx: Omit<CommandContext<O>, 'api'>): APIModalInteractionResponseCallbackData | undefined;
  autocomplete?(ctx: AutocompleteContext): Promise<Choice[]>;
  /**
   * Subcommands of a member command that only moderators may run, by path (`'<sub>'` or
   * `'<group> <sub>'`). The router refuses members for them (before any defer or request)
   * and /help hides them from members.
   */
  moderatorSubcommands?: readonly string[];
  /**
   * Optional examples for /help, by invocation path: `''` for the command itself (or a
   * context menu), `'<sub>'` or `'<group> <sub>'` for subcommands. Without one, /help shows
   * a usage line built from the definition.
   */
  examples?: Record<string, string>;
  /** Button and select handlers by action name. */
  components?: Record<string, ComponentHandler>;
  /** Modal submit handlers by action name. */
  modals?: Record<string, ComponentHandler>;
}

/** A message meant for the user (bad input, not allowed, expired). The router shows it privately. */
export class UserError extends Error {
  constructor(message: string, readonly field?: string) {
    super(message);
    this.name = 'UserError';
  }
}
