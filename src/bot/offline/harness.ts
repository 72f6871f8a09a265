import {
  ApplicationCommandType,
  InteractionResponseType,
  MessageFlags,
  PermissionFlagsBits,
  type Client,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import type { CommunityApi } from '../../api/types.js';
import { parseConfig, type Config } from '../../config.js';
import { silentLogger, type Logger } from '../../log.js';
import { createBot, type Bot, type BotObserver } from '../bot.js';
import type { CommandModule } from '../../command/contract.js';
import type { Router } from '../router/router.js';
import type { Store } from '../../store/index.js';
import { startDiscordStandIn, snowflake, type DiscordStandIn, type RecordedCall, type RecordedFile } from './discord-rest.js';
import {
  autocompletePayload,
  buttonPayload,
  chatInputPayload,
  modalPayload,
  selectPayload,
  userCommandPayload,
  type Actor,
  type PayloadContext,
  type RawInteraction,
} from './payloads.js';

/**
 * The bot, offline: a real discord.js Client (REST pointed at the local stand-in, no gateway),
 * the real router, and raw interactions dispatched through discord.js's own
 * InteractionCreate action, exactly as the gateway would. Each run resolves when the router has
 * finished and tells what Discord would have shown.
 */

export const MEMBER_PERMISSIONS =
  PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages | PermissionFlagsBits.UseApplicationCommands;
/** Manage Server, and Manage Roles (a role prize asks for it): what the stand-in's Moderators role grants. */
export const MODERATOR_PERMISSIONS = MEMBER_PERMISSIONS | PermissionFlagsBits.ManageGuild | PermissionFlagsBits.ManageRoles;

export interface HarnessOptions {
  commands: readonly CommandModule[];
  api: CommunityApi;
  /** Guild id → API key. The default guild is the first one (or a fresh id when empty). */
  keysByGuild?: Record<string, string>;
  /** The default guild, when it has no key in keysByGuild (a server still to be set up). */
  guildId?: string;
  /** Changes to the parsed test config (discord.moderatorRoleIds, discord.auditChannelId…). */
  config?: (config: Config) => void;
  logger?: Logger;
  autocompleteTimeoutMs?: number;
  drainTimeoutMs?: number;
  now?: () => number;
  observer?: BotObserver;
  /** The store (closed with the harness); default a fresh one in memory. */
  store?: Store;
  /** How often the background job workers look for work, once `bot.jobs.start()` runs them. */
  jobPollSeconds?: number;
  /**
   * discord.js's global request limit towards the stand-in (Discord's own 50 a second by
   * default). A test whose command reads hundreds of members' names one by one (an export)
   * raises it, so it waits for the answer rather than for a limit the stand-in does not have.
   */
  discordRequestsPerSecond?: number;
}

/** What Discord would have shown for one interaction, read from the recorded REST calls. */
export interface RunResult {
  interactionId: string;
  /** This interaction's REST calls, in order. */
  calls: RecordedCall[];
  /** The first answer: `reply` (4), `defer` (5), `deferUpdate` (6), `update` (7), `choices` (8), `modal` (9). */
  ack?: 'reply' | 'defer' | 'deferUpdate' | 'update' | 'choices' | 'modal';
  /** The message the user ends up seeing from this interaction (last edit or follow-up). */
  message?: Record<string, unknown>;
  /** Whether `message` is visible only to the invoker. */
  ephemeral: boolean;
  /** Whether a deferred reply was deleted (public placeholder removed before a private error). */
  deleted: boolean;
  choices?: { name: string; value: string | number }[];
  modal?: Record<string, unknown>;
  /** Every message body sent (callback data, edits, follow-ups), for checks such as allowed_mentions. */
  payloads: Record<string, unknown>[];
  /** The files sent with `message` (multipart), when any. */
  files: RecordedFile[];
}

export interface Harness {
  bot: Bot;
  client: Client;
  router: Router;
  standIn: DiscordStandIn;
  config: Config;
  /** Every REST call recorded so far. */
  readonly calls: RecordedCall[];
  guildId: string;
  applicationId: string;
  /** An actor in the default guild; override any part. */
  member(overrides?: Partial<Actor>): Actor;
  moderator(overrides?: Partial<Actor>): Actor;
  /** Dispatches a raw payload through discord.js and waits for the router to finish. */
  run(payload: RawInteraction): Promise<RunResult>;
  slash(name: string, values?: Record<string, unknown>, actor?: Actor): Promise<RunResult>;
  userCommand(name: string, targetId: string, actor?: Actor): Promise<RunResult>;
  autocomplete(name: string, values: Record<string, unknown>, focused: string, actor?: Actor): Promise<RunResult>;
  button(customId: string, actor?: Actor, ownerId?: string): Promise<RunResult>;
  select(customId: string, values: string[], actor?: Actor, ownerId?: string): Promise<RunResult>;
  modal(customId: string, fields: Record<string, string>, actor?: Actor, fromMessage?: boolean): Promise<RunResult>;
  /** The final message of the last run. */
  lastReply(): Record<string, unknown> | undefined;
  lastRun(): RunResult | undefined;
  close(): Promise<void>;
}

const OFFLINE_TOKEN = 'offline.harness.token';

/** Reads the recorded calls of one interaction as Discord would display the outcome. */
export function summarize(interactionId: string, token: string, calls: RecordedCall[]): RunResult {
  const mine = calls.filter((c) => c.path.includes(`/${token}`));
  const result: RunResult = { interactionId, calls: mine, ephemeral: false, deleted: false, payloads: [], files: [] };
  let deferredEphemeral = false;
  for (const c of mine) {
    const body = (c.body ?? {}) as Record<string, unknown>;
    if (c.path.endsWith('/callback')) {
      const data = (body.data ?? {}) as Record<string, unknown>;
      const flags = Number(data.flags ?? 0);
      switch (body.type) {
        case InteractionResponseType.ChannelMessageWithSource:
          result.ack ??= 'reply';
          result.message = data;
          result.ephemeral = (flags & MessageFlags.Ephemeral) !== 0;
          result.payloads.push(data);
          break;
        case InteractionResponseType.DeferredChannelMessageWithSource:
          result.ack ??= 'defer';
          deferredEphemeral = (flags & MessageFlags.Ephemeral) !== 0;
          break;
        case InteractionResponseType.DeferredMessageUpdate:
          result.ack ??= 'deferUpdate';
          break;
        case InteractionResponseType.UpdateMessage:
          result.ack ??= 'update';
          result.message = data;
          result.payloads.push(data);
          break;
        case InteractionResponseType.ApplicationCommandAutocompleteResult:
          result.ack ??= 'choices';
          result.choices = (data.choices ?? []) as RunResult['choices'];
          break;
        case InteractionResponseType.Modal:
          result.ack ??= 'modal';
          result.modal = data;
          break;
      }
    } else if (c.method === 'PATCH' && c.path.endsWith('/messages/@original')) {
      result.message = body;
      result.files = c.files ?? [];
      result.ephemeral = deferredEphemeral;
      result.payloads.push(body);
    } else if (c.method === 'DELETE' && c.path.endsWith('/messages/@original')) {
      result.deleted = true;
      result.message = undefined;
      result.files = [];
    } else if (c.method === 'POST' && c.path.startsWith('/webhooks/')) {
      result.message = body;
      result.files = c.files ?? [];
      result.ephemeral = (Number(body.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
      result.payloads.push(body);
    }
  }
  return result;
}

export async function createHarness(options: HarnessOptions): Promise<Harness> {
  const standIn = await startDiscordStandIn();
  const keysByGuild = options.keysByGuild ?? {};
  const guildId = options.guildId ?? Object.keys(keysByGuild)[0] ?? snowflake();
  const config = parseConfig({ NODE_ENV: 'test', DISCORD_TOKEN: OFFLINE_TOKEN, DISCORD_APPLICATION_ID: standIn.applicationId });
  config.api.keysByGuild = { ...keysByGuild };
  options.config?.(config);

  let bot: Bot;
  try {
    bot = createBot({
      config,
      logger: options.logger ?? silentLogger,
      api: options.api,
      commands: options.commands,
      rest: {
        api: standIn.apiUrl,
        retries: 0,
        ...(options.discordRequestsPerSecond !== undefined ? { globalRequestsPerSecond: options.discordRequestsPerSecond } : {}),
      },
      ...(options.autocompleteTimeoutMs !== undefined ? { autocompleteTimeoutMs: options.autocompleteTimeoutMs } : {}),
      ...(options.drainTimeoutMs !== undefined ? { drainTimeoutMs: options.drainTimeoutMs } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.observer ? { observer: options.observer } : {}),
      ...(options.store ? { store: options.store } : {}),
      ...(options.jobPollSeconds !== undefined ? { jobPollSeconds: options.jobPollSeconds } : {}),
    });
  } catch (err) {
    await standIn.close();
    throw err;
  }
  const { client, router } = bot;
  const definitions = new Map<string, RESTPostAPIApplicationCommandsJSONBody>();
  for (const d of bot.registry.definitions()) {
    if ((d.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput) definitions.set(d.name, d);
  }

  const defaults: Actor = {
    guildId,
    userId: snowflake(),
    username: 'member',
    permissions: MEMBER_PERMISSIONS,
    roles: [],
    locale: 'en-US',
    channelId: snowflake(),
  };
  const member = (o: Partial<Actor> = {}): Actor => ({ ...defaults, ...o });
  // A moderator holds the default server's Moderators role (Manage Server, Manage Roles), below the bot's own.
  const moderator = (o: Partial<Actor> = {}): Actor => ({
    ...defaults,
    username: 'moderator',
    userId: snowflake(),
    permissions: MODERATOR_PERMISSIONS,
    roles: [standIn.guild(guildId).moderatorsRoleId],
    ...o,
  });
  const ctx = (actor: Actor = defaults): PayloadContext => ({ applicationId: standIn.applicationId, actor, directory: standIn });

  /**
   * Custom ids shown on private (ephemeral) messages, and modals opened from them: a press on
   * one comes from a private message, so its payload says so, as Discord's does (an update of
   * it keeps the presser's language).
   */
  const privateIds = new Set<string>();
  function rememberPrivate(result: RunResult, fromPrivate: boolean): void {
    if (fromPrivate && result.modal && typeof result.modal.custom_id === 'string') privateIds.add(result.modal.custom_id);
    const updated = result.ack === 'deferUpdate' || result.ack === 'update';
    if (!result.ephemeral && !(fromPrivate && updated)) return;
    const rows = (result.message?.components ?? []) as { components?: { custom_id?: string }[] }[];
    for (const row of rows) for (const c of row.components ?? []) if (c.custom_id) privateIds.add(c.custom_id);
  }

  let last: RunResult | undefined;
  async function run(payload: RawInteraction): Promise<RunResult> {
    // Whoever uses a command is a member Discord knows, with the roles their payload shows: a
    // job acting for them later reads them back (GET one member).
    const m = payload as {
      guild_id?: string;
      member?: { user: { id: string; username: string; global_name?: string | null }; roles: string[] };
    };
    if (m.guild_id && m.member)
      standIn.seeMember(m.guild_id, {
        user: { id: m.member.user.id, username: m.member.user.username, global_name: m.member.user.global_name ?? null },
        roles: m.member.roles,
      });
    // The gateway's path: discord.js builds the interaction class and emits interactionCreate.
    (client as unknown as { actions: { InteractionCreate: { handle(data: unknown): void } } }).actions.InteractionCreate.handle(payload);
    const pending = router.inFlight(payload.id);
    if (!pending) throw new Error(`interaction ${payload.id} did not reach the router`);
    await pending;
    last = summarize(payload.id, payload.token, standIn.calls);
    const from = (payload as { message?: { flags?: number } }).message;
    rememberPrivate(last, ((from?.flags ?? 0) & MessageFlags.Ephemeral) !== 0);
    return last;
  }

  return {
    bot,
    client,
    router,
    standIn,
    config,
    get calls() {
      return standIn.calls;
    },
    guildId,
    applicationId: standIn.applicationId,
    member,
    moderator,
    run,
    slash: (name, values = {}, actor) => run(chatInputPayload(ctx(actor), name, values, definitions.get(name))),
    userCommand: (name, targetId, actor) => run(userCommandPayload(ctx(actor), name, targetId)),
    autocomplete: (name, values, focused, actor) => run(autocompletePayload(ctx(actor), name, values, focused, definitions.get(name))),
    button: (customId, actor, ownerId) => run(buttonPayload(ctx(actor), customId, ownerId, privateIds.has(customId))),
    select: (customId, values, actor, ownerId) => run(selectPayload(ctx(actor), customId, values, ownerId, privateIds.has(customId))),
    modal: (customId, fields, actor, fromMessage) => run(modalPayload(ctx(actor), customId, fields, fromMessage, privateIds.has(customId))),
    lastReply: () => last?.message,
    lastRun: () => last,
    async close() {
      await bot.stop();
      await standIn.close();
    },
  };
}
