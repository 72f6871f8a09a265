import {
  ApplicationCommandOptionType,
  MessageFlags,
  type AutocompleteInteraction,
  type BaseInteraction,
  type CommandInteractionOption,
  type ContextMenuCommandInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  type InteractionEditReplyOptions,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';
import type { Logger } from '../log.js';
import { fitChoices, fitReply } from '../discord/limits.js';
import { NO_MENTIONS } from '../discord/reply.js';
import { splitId } from '../discord/component-id.js';
import { readArgs } from '../discord/options.js';
import { InputError, StaleError, type AnyCommand, type BotServices, type Component, type ComponentContext, type Invoker } from '../kit/command.js';
import type { Choice, Reply } from '../discord/reply.js';
import { keylessClient, noWaitView, type CommunityLookup } from './community.js';
import { errorKind, errorReply, STALE } from './error-reply.js';
import { isAdmin, isModerator, memberRoleIds } from './permissions.js';
import type { Registry } from './registry.js';
import { ENGLISH, messageReader, readerFor, type Text, type Reader } from '../i18n/reader.js';

/**
 * The single `interactionCreate` entry. For every interaction it: finds the module, checks
 * guild and permissions, validates options, acknowledges (before any upstream call, as the
 * module declares), runs the handler, and sends its Reply with editReply. Any throw, at any
 * step, goes through errors.ts and is shown privately. Every interaction gets an answer.
 *
 * What a command module can rely on (see command.ts for the types):
 * - execute() runs after the guild, moderator (module `access`, `moderatorSubcommands`) and
 *   option checks, and after the defer: it may take up to 15 minutes. `options` are the
 *   interaction's options checked against the module's definition (readArgs), typed by it:
 *   `{ subcommand?, <name>: value }`, users, roles and channels as id strings; a user context
 *   menu's execute gets `{ target }`.
 * - Return a Reply built by a view; the router fits it into Discord's limits and sends it with
 *   no mentions allowed. Throw UserError for anything the user should read; every other
 *   error is mapped in errors.ts. Errors are always shown privately.
 * - autocomplete() gets a client whose calls carry `noWait` (never queued behind the rate
 *   limit) and must answer within 2.5 s; on timeout or error the user gets no choices.
 * - Components: the module's `components` declare their ids (src/discord/component-id.ts);
 *   an id whose codec does not parse it is answered "stale" here, before anything else,
 *   and the handler gets the typed data. 'update' edits the message the component sits
 *   on; 'private'/'public' send a new reply; a component may choose per press (its `reply`
 *   function, e.g. update for the message's owner and a private copy for anyone else).
 * - A Reply's `files` are attached (multipart) and replace the message's attachments.
 * - A guild without an API key gets a client that fails every call with a clear message
 *   before sending anything, so commands that need no API still work there.
 */

export const AUTOCOMPLETE_TIMEOUT_MS = 2_500;
/** How long shutdown waits for interactions in flight. */
export const DRAIN_TIMEOUT_MS = 10_000;

/** The router's own answers, by key in `errors.router` (STALE is errors.ts's). */
const SAYS = {
  notInGuild: (s) => s.t('errors.router.notInGuild'),
  notModerator: (s) => s.t('errors.router.notModerator'),
  notAdmin: (s) => s.t('errors.router.notAdmin'),
  unknownCommand: (s) => s.t('errors.router.unknownCommand'),
  stale: STALE,
  restarting: (s) => s.t('errors.router.restarting'),
  empty: (s) => s.t('errors.router.empty'),
  failedPublicly: (s) => s.t('errors.router.failedPublicly'),
} as const satisfies Record<string, Text>;

/** The same answers in English, as tests read them. */
export const MESSAGES = Object.fromEntries(Object.entries(SAYS).map(([k, text]) => [k, text(ENGLISH)])) as Record<keyof typeof SAYS, string>;


export type InteractionKind = 'command' | 'user-menu' | 'component' | 'modal' | 'autocomplete';
/** refused: the bot said no to the user or their input; stale: an old or forged component id. */
export type InteractionOutcome = 'answered' | 'refused' | 'failed' | 'stale';

/** One interaction finished; `command` is a registered command's name or 'unknown' (bounded, for metrics). */
export interface InteractionEvent {
  kind: InteractionKind;
  command: string;
  outcome: InteractionOutcome;
  guildId: string | null;
  /** From receipt to the acknowledgement (defer, modal, or the reply itself). */
  ackSeconds: number;
  /** From receipt to the last message sent. */
  replySeconds: number;
}

export interface RouterOptions {
  registry: Registry;
  communities: CommunityLookup;
  services: BotServices;
  logger: Logger;
  moderatorRoleIds: readonly string[];
  /** The language chosen with /setup for the guild's public messages (null: Discord's server language). */
  serverLanguage?: (guildId: string) => Promise<string | null>;
  /** The guild's moderator roles set with /setup (asked only for a member with roles who is not a moderator otherwise). */
  storedModeratorRoles?: (guildId: string) => Promise<readonly string[]>;
  autocompleteTimeoutMs?: number;
  observe?: (event: InteractionEvent) => void;
}

export interface Router {
  /** Handles one interaction; never rejects. */
  handle(interaction: Interaction): Promise<void>;
  /** The handling of an interaction still in progress, by interaction id (tests, console). */
  inFlight(interactionId: string): Promise<void> | undefined;
  readonly active: number;
  /** Stops taking interactions: later ones are told the bot is restarting. */
  close(): void;
  /** Waits for interactions in flight, at most `timeoutMs`; true when all finished. */
  drain(timeoutMs?: number): Promise<boolean>;
}

type Ack = 'none' | 'private' | 'public' | 'update';
type Repliable = ChatInputCommandInteraction | ContextMenuCommandInteraction | MessageComponentInteraction | ModalSubmitInteraction;

/** `{ subcommand?, <name>: value }`; users, channels, roles and mentionables are their ids. */
export function flattenOptions(data: readonly CommandInteractionOption[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const o of data) {
    if (o.type === ApplicationCommandOptionType.Subcommand) {
      out.subcommand = o.name;
      Object.assign(out, flattenOptions(o.options ?? []));
    } else {
      out[o.name] = o.value;
    }
  }
  return out;
}

/** A Reply as a complete message: it replaces whatever the deferred or updated message held. */
export function toMessage(reply: Reply, s: Reader): InteractionEditReplyOptions {
  const r = fitReply(reply);
  const empty = !r.content && !r.embeds?.length && !r.components?.length;
  return {
    content: empty ? SAYS.empty(s) : (r.content ?? ''),
    embeds: r.embeds ?? [],
    components: r.components ?? [],
    allowedMentions: NO_MENTIONS,
    // Files given replace the message's attachments (discord.js adds each file to this list).
    ...(r.files
      ? { attachments: [], files: r.files.map((f) => ({ attachment: Buffer.from(f.data), name: f.name, ...(f.description ? { description: f.description } : {}) })) }
      : {}),
  };
}

/** `'<sub>'` of flattened options; `''` without subcommands. */
export function subcommandPath(options: Record<string, unknown>): string {
  return typeof options.subcommand === 'string' ? options.subcommand : '';
}

export function createRouter(options: RouterOptions): Router {
  const { registry, communities, services, moderatorRoleIds } = options;
  const timeoutMs = options.autocompleteTimeoutMs ?? AUTOCOMPLETE_TIMEOUT_MS;
  const inFlight = new Map<string, Promise<void>>();
  let closed = false;

  const invokerOf = (i: BaseInteraction): Invoker => ({
    userId: i.user.id,
    guildId: i.guildId,
    channelId: i.channelId,
    locale: i.locale,
    isModerator: i.inGuild() && isModerator(i, moderatorRoleIds),
    name: i.user.globalName ?? i.user.username,
  });
  const apiFor = async (guildId: string | null) => (await communities.forGuild(guildId)) ?? keylessClient();

  /**
   * The language of a reply: a private one follows the member's client; a public one the
   * server's choice in /setup (read after the acknowledgement), else Discord's server language.
   */
  async function readerOf(i: BaseInteraction, isPrivate: boolean, log: Logger): Promise<Reader> {
    let serverLanguage: string | null = null;
    if (!isPrivate && options.serverLanguage && i.guildId) {
      try {
        serverLanguage = await options.serverLanguage(i.guildId);
      } catch (err) {
        log.warn({ err }, 'could not read the server language; using Discord\'s');
      }
    }
    return messageReader({ private: isPrivate, locale: i.locale, serverLanguage, guildLocale: i.guildLocale });
  }

  /**
   * Whether the invoker may use what `access` guards; a member holding a moderator role set
   * with /setup becomes a moderator here (and so for the handler too).
   */
  async function allowed(i: BaseInteraction, invoker: Invoker, access: 'member' | 'moderator' | 'admin', log: Logger): Promise<boolean> {
    if (access === 'member') return true;
    if (access === 'admin') return isAdmin(i);
    return moderatorNow(i, invoker, log);
  }

  /** Sets `invoker.isModerator` when the member holds a role the server chose with /setup (asked only for a member with roles). */
  async function moderatorNow(i: BaseInteraction, invoker: Invoker, log: Logger): Promise<boolean> {
    if (invoker.isModerator) return true;
    const roles = memberRoleIds(i.member);
    if (!options.storedModeratorRoles || !invoker.guildId || roles.length === 0) return false;
    try {
      const stored = await options.storedModeratorRoles(invoker.guildId);
      invoker.isModerator = roles.some((r) => stored.includes(r));
    } catch (err) {
      log.warn({ err }, 'could not read the stored moderator roles');
    }
    return invoker.isModerator;
  }

  /** Errors and refusals: always private, so in the member's language. */
  async function tell(i: Repliable, ack: Ack, text: Text): Promise<void> {
    const body = { content: text(readerFor(i.locale)), allowedMentions: NO_MENTIONS };
    if (ack === 'none') {
      await i.reply({ ...body, flags: MessageFlags.Ephemeral });
    } else if (ack === 'private') {
      await i.editReply({ ...body, embeds: [], components: [] });
    } else {
      // A public placeholder must not carry an error: remove it, then answer privately. If it
      // cannot be removed, Discord would make the first follow-up public whatever its flags,
      // so the placeholder gets a line with no details instead.
      if (ack === 'public') {
        const removed = await i.deleteReply().then(
          () => true,
          () => false,
        );
        if (!removed) return void (await i.editReply({ content: SAYS.failedPublicly(readerFor(i.guildLocale)), embeds: [], components: [], allowedMentions: NO_MENTIONS }));
      }
      await i.followUp({ ...body, flags: MessageFlags.Ephemeral });
    }
  }

  /** What the metrics hear of one interaction; its handler fills in the command and outcome. */
  interface Trace {
    kind: InteractionKind;
    guildId: string | null;
    command: string;
    outcome: InteractionOutcome;
    start: number;
    ackAt?: number;
  }
  const trace = (kind: InteractionKind, i: BaseInteraction): Trace => ({ kind, guildId: i.guildId, command: 'unknown', outcome: 'answered', start: performance.now() });
  function observe(t: Trace): void {
    const end = performance.now();
    options.observe?.({ kind: t.kind, command: t.command, outcome: t.outcome, guildId: t.guildId, ackSeconds: ((t.ackAt ?? end) - t.start) / 1000, replySeconds: (end - t.start) / 1000 });
  }

  interface Steps {
    /** The interaction is acknowledged (deferred or updating). */
    ack(mode: Ack): void;
    /** Answers privately with a refusal, as the acknowledgement. */
    refuse(text: Text): Promise<void>;
  }

  async function run(i: Repliable, log: Logger, t: Trace, body: (steps: Steps) => Promise<void>): Promise<void> {
    let ack: Ack = 'none';
    try {
      await body({
        ack: (mode) => {
          ack = mode;
          t.ackAt = performance.now();
        },
        refuse: (text) => {
          t.outcome = 'refused';
          return tell(i, 'none', text);
        },
      });
    } catch (err) {
      t.outcome = errorKind(err);
      const { content } = errorReply(err, { log, reader: readerFor(i.locale) });
      try {
        await tell(i, ack, () => content);
      } catch (sendErr) {
        t.outcome = 'failed';
        log.error({ err: sendErr }, 'could not send the error reply');
      }
    } finally {
      observe(t);
    }
  }

  async function command(i: ChatInputCommandInteraction | ContextMenuCommandInteraction, log: Logger): Promise<void> {
    const t = trace(i.isContextMenuCommand() ? 'user-menu' : 'command', i);
    await run(i, log, t, async ({ ack: setAck, refuse }) => {
      const m = registry.forDefinition(i.commandName, i.commandType);
      if (!m) {
        log.warn('command not in the registry (stale deploy?)');
        return refuse(SAYS.unknownCommand);
      }
      t.command = m.name;
      if (!i.inGuild()) return refuse(SAYS.notInGuild);
      const invoker = invokerOf(i);
      if (!(await allowed(i, invoker, m.access, log))) {
        log.info({ access: m.access }, 'command refused for lack of permission');
        return refuse(m.access === 'admin' ? SAYS.notAdmin : SAYS.notModerator);
      }
      const raw = i.isChatInputCommand() ? flattenOptions(i.options.data) : { target: i.targetId };
      if ((m.moderatorSubcommands as readonly string[] | undefined)?.includes(subcommandPath(raw)) && !(await allowed(i, invoker, 'moderator', log))) {
        log.info('moderator subcommand refused');
        return refuse(SAYS.notModerator);
      }
      // A modal is the member's own (private); a reply gets its reader once its visibility is known.
      const base = { commandName: i.commandName, invoker, log, services, reader: readerFor(i.locale) };
      if (i.isContextMenuCommand()) {
        const menu = m.userMenus?.find((u) => u.definition.name === i.commandName);
        if (!menu) return refuse(SAYS.unknownCommand);
        const isPrivate = m.private !== false;
        await i.deferReply(isPrivate ? { flags: MessageFlags.Ephemeral } : {});
        setAck(isPrivate ? 'private' : 'public');
        // After the acknowledgement (it may read the store): what a member command shows moderators.
        await moderatorNow(i, invoker, log);
        const reader = await readerOf(i, isPrivate, log);
        const reply = await menu.execute({ ...base, reader, options: { target: i.targetId }, api: await apiFor(i.guildId) });
        return void (await i.editReply(toMessage(reply, reader)));
      }
      const read = readArgs(m.definition, raw);
      if (!read.ok) throw new InputError(read.issues);
      const modal = m.modal?.({ ...base, options: read.args });
      if (modal) {
        await i.showModal(modal);
        return setAck('none');
      }
      const isPrivate = typeof m.private === 'function' ? m.private(read.args) : m.private;
      await i.deferReply(isPrivate ? { flags: MessageFlags.Ephemeral } : {});
      setAck(isPrivate ? 'private' : 'public');
      await moderatorNow(i, invoker, log);
      const reader = await readerOf(i, isPrivate, log);
      const reply = await m.execute({ ...base, reader, options: read.args, api: await apiFor(i.guildId) });
      await i.editReply(toMessage(reply, reader));
    });
  }

  /** The component an id belongs to and its typed data; undefined for a stale or forged id. */
  function findComponent(i: MessageComponentInteraction | ModalSubmitInteraction): { m: AnyCommand; c: Component; action: string; data: unknown } | undefined {
    const id = splitId(i.customId);
    const m = id ? registry.byName(id.command) : undefined;
    const list = m && (i.isModalSubmit() ? m.modals : m.components);
    const c = id && list?.find((x) => x.ids.actions.includes(id.action));
    const data = id && c ? c.ids.parse(id.state) : undefined;
    return m && c && id && data !== undefined ? { m, c, action: id.action, data } : undefined;
  }

  async function component(i: MessageComponentInteraction | ModalSubmitInteraction, log: Logger): Promise<void> {
    const t = trace(i.isModalSubmit() ? 'modal' : 'component', i);
    await run(i, log, t, async ({ ack: setAck, refuse }) => {
      const found = findComponent(i);
      if (!found) {
        log.warn({ customId: i.customId }, 'stale or unknown component id');
        throw new StaleError();
      }
      const { m, c: h, action, data } = found;
      t.command = m.name;
      if (!i.inGuild()) return refuse(SAYS.notInGuild);
      const invoker = invokerOf(i);
      const access = h.access ?? m.access;
      if (!(await allowed(i, invoker, access, log))) {
        log.info({ action, access }, 'component refused for lack of permission');
        return refuse(access === 'admin' ? SAYS.notAdmin : SAYS.notModerator);
      }
      const fields: Record<string, string> = {};
      if (i.isModalSubmit()) {
        for (const [name, f] of i.fields.fields) if ('value' in f && typeof f.value === 'string') fields[name] = f.value;
      }
      const message = i.message;
      const base: Omit<ComponentContext, 'api'> = {
        action,
        values: i.isAnySelectMenu() ? [...i.values] : [],
        fields,
        invoker,
        log,
        services,
        reader: readerFor(i.locale),
        ...((message?.interactionMetadata?.user.id ?? message?.interaction?.user.id)
          ? { messageInteractionUserId: message?.interactionMetadata?.user.id ?? message?.interaction?.user.id }
          : {}),
      };
      if (h.showModal && !i.isModalSubmit()) {
        const modal = h.showModal(base, data);
        await i.showModal(modal);
        return setAck('none');
      }
      // A modal not opened from a message has nothing to update: answer privately instead.
      const wanted = typeof h.reply === 'function' ? h.reply(base, data) : h.reply;
      const mode = wanted === 'update' && (i.isMessageComponent() || i.isFromMessage()) ? 'update' : wanted === 'public' ? 'public' : 'private';
      if (mode === 'update') await i.deferUpdate();
      else await i.deferReply(mode === 'private' ? { flags: MessageFlags.Ephemeral } : {});
      setAck(mode);
      await moderatorNow(i, invoker, log);
      // An update keeps the message's own visibility.
      const isPrivate = mode === 'private' || (mode === 'update' && (message?.flags.has(MessageFlags.Ephemeral) ?? true));
      const reader = await readerOf(i, isPrivate, log);
      const reply = await h.handle({ ...base, reader, api: await apiFor(i.guildId) }, data);
      try {
        await i.editReply(toMessage(reply, reader));
      } catch (err) {
        if (mode !== 'update') throw err;
        // The work is done (a write is already recorded); only changing the message failed.
        // The answer goes in a private follow-up rather than "something went wrong".
        log.warn({ err }, 'could not update the message; answering in a follow-up');
        const { content, embeds, components, allowedMentions } = toMessage(reply, reader);
        await i.followUp({ content: content ?? '', embeds, components, allowedMentions, flags: MessageFlags.Ephemeral });
      }
    });
  }

  async function autocomplete(i: AutocompleteInteraction, log: Logger): Promise<void> {
    let choices: Choice[] = [];
    const m = registry.forDefinition(i.commandName, i.commandType);
    const api = await communities.forGuild(i.guildId).catch((err: unknown) => void log.debug({ err }, 'no client for autocomplete'));
    const t = trace('autocomplete', i);
    t.command = m?.name ?? 'unknown';
    t.outcome = 'refused';
    if (!closed && m?.autocomplete && api && i.inGuild()) {
      const invoker = invokerOf(i);
      const all = flattenOptions(i.options.data);
      const forModerators = m.access !== 'member' || (m.moderatorSubcommands as readonly string[] | undefined)?.includes(subcommandPath(all));
      if (!forModerators || (await moderatorNow(i, invoker, log))) {
        t.outcome = 'failed';
        const abort = new AbortController();
        const focused = i.options.getFocused(true);
        delete all[focused.name];
        const subcommand = i.options.getSubcommand(false);
        const suggest = m.autocomplete.bind(m);
        // Through then(): a handler that throws synchronously still ends in a respond().
        const work = Promise.resolve().then(() => suggest({
          commandName: i.commandName,
          ...(subcommand ? { subcommand } : {}),
          focused: { name: focused.name, value: String(focused.value) },
          options: all,
          api: noWaitView(api, abort.signal),
          invoker,
          log,
          services,
          reader: readerFor(i.locale),
        }));
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, timeoutMs, 'late')));
        try {
          const result = await Promise.race([work, late]);
          if (result === 'late') {
            abort.abort();
            log.debug({ timeoutMs }, 'autocomplete too slow; answered with no choices');
            work.catch(() => undefined);
          } else {
            choices = result;
            t.outcome = 'answered';
          }
        } catch (err) {
          log.debug({ err }, 'autocomplete failed; answered with no choices');
        } finally {
          clearTimeout(timer);
        }
      }
    }
    try {
      await i.respond(fitChoices(choices));
    } catch (err) {
      t.outcome = 'failed';
      log.warn({ err }, 'could not answer autocomplete');
    } finally {
      observe(t);
    }
  }

  async function dispatch(i: Interaction): Promise<void> {
    const log = options.logger.child({
      interaction: i.id,
      guildId: i.guildId,
      userId: i.user.id,
      ...('commandName' in i ? { command: i.commandName } : 'customId' in i ? { customId: i.customId } : {}),
    });
    try {
      if (i.isAutocomplete()) return await autocomplete(i, log);
      if (closed) {
        if (i.isRepliable()) await i.reply({ content: SAYS.restarting(readerFor(i.locale)), flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
        return;
      }
      if (i.isChatInputCommand() || i.isContextMenuCommand()) return await command(i, log);
      if (i.isMessageComponent() || i.isModalSubmit()) return await component(i, log);
      log.debug({ type: i.type }, 'interaction type not handled');
    } catch (err) {
      log.error({ err }, 'interaction handling failed');
    }
  }

  return {
    handle(i) {
      const p = dispatch(i).finally(() => inFlight.delete(i.id));
      inFlight.set(i.id, p);
      return p;
    },
    inFlight: (id) => inFlight.get(id),
    get active() {
      return inFlight.size;
    },
    close() {
      closed = true;
    },
    async drain(ms = DRAIN_TIMEOUT_MS) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
      const all = Promise.allSettled([...inFlight.values()]).then(() => true);
      const done = await Promise.race([all, timeout]);
      clearTimeout(timer);
      return done;
    },
  };
}
