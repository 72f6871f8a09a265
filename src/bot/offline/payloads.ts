import { randomBytes } from 'node:crypto';
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ComponentType,
  InteractionType,
  MessageFlags,
  type APIApplicationCommandOption,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import { message, snowflake, type DiscordStandIn } from './discord-rest.js';

/**
 * Raw interaction payloads as Discord's gateway delivers them, for offline runs. They carry
 * guild, member (permissions bitfield, roles), user and locale; discord.js turns them into
 * real interaction objects.
 */

export interface Actor {
  /** `null` for a DM. */
  guildId: string | null;
  userId: string;
  username: string;
  /** Permission bitfield of the member in the channel. */
  permissions: bigint;
  roles: string[];
  /** The member's nickname in the server, when they set one. */
  nick?: string;
  locale: string;
  /** The server's Discord language (`guild_locale`); en-US when not given. */
  guildLocale?: string;
  channelId: string;
}

export type RawInteraction = Record<string, unknown> & { id: string; token: string; type: InteractionType };

export interface PayloadContext {
  applicationId: string;
  actor: Actor;
  /** The stand-in's servers and users, for what a payload resolves (the roles and users its options name). */
  directory?: Pick<DiscordStandIn, 'resolveRole' | 'resolveUser' | 'resolveChannel'>;
}

function user(a: Actor) {
  return { id: a.userId, username: a.username, discriminator: '0', global_name: a.username, avatar: null };
}

/** The user object of an arbitrary id, e.g. a context-menu target. */
export function rawUser(id: string, username = `user${id.slice(-4)}`) {
  return { id, username, discriminator: '0', global_name: username, avatar: null };
}

function base(type: InteractionType, { applicationId, actor }: PayloadContext): RawInteraction {
  const id = snowflake();
  const inGuild = actor.guildId !== null;
  return {
    id,
    type,
    application_id: applicationId,
    token: `offline-${randomBytes(12).toString('base64url')}`,
    version: 1,
    locale: actor.locale,
    app_permissions: '0',
    entitlements: [],
    authorizing_integration_owners: { 0: actor.guildId ?? '0' },
    context: inGuild ? 0 : 1,
    attachment_size_limit: 8_388_608,
    channel_id: actor.channelId,
    channel: { id: actor.channelId, type: inGuild ? 0 : 1 },
    ...(inGuild
      ? {
          guild_id: actor.guildId,
          guild_locale: actor.guildLocale ?? 'en-US',
          guild: { id: actor.guildId, locale: actor.guildLocale ?? 'en-US', features: [] },
          member: {
            user: user(actor),
            roles: actor.roles,
            permissions: String(actor.permissions),
            joined_at: new Date(0).toISOString(),
            deaf: false,
            mute: false,
            flags: 0,
            pending: false,
            nick: actor.nick ?? null,
            avatar: null,
          },
        }
      : { user: user(actor) }),
  };
}

type Values = Record<string, unknown> & { subcommand?: string; group?: string };

function inferType(value: unknown): ApplicationCommandOptionType {
  if (typeof value === 'boolean') return ApplicationCommandOptionType.Boolean;
  if (typeof value === 'number')
    return Number.isInteger(value) ? ApplicationCommandOptionType.Integer : ApplicationCommandOptionType.Number;
  return ApplicationCommandOptionType.String;
}

function leafOptions(defs: readonly APIApplicationCommandOption[] | undefined, values: Values, focused?: string) {
  return Object.entries(values)
    .filter(([name, v]) => name !== 'subcommand' && name !== 'group' && v !== undefined)
    .map(([name, value]) => {
      const def = defs?.find((d) => d.name === name);
      return {
        name,
        type: def?.type ?? inferType(value),
        // Discord sends a text option's value as text, whatever was typed: a number given for one arrives as its digits.
        value: def?.type === ApplicationCommandOptionType.String && typeof value === 'number' ? String(value) : value,
        ...(name === focused ? { focused: true } : {}),
      };
    });
}

/** Builds `data.options` the way Discord nests them: group → subcommand → options. */
export function commandOptions(definition: RESTPostAPIApplicationCommandsJSONBody | undefined, values: Values, focused?: string) {
  const top = definition && 'options' in definition ? definition.options : undefined;
  if (values.group) {
    const g = top?.find((o) => o.name === values.group);
    const sub = g && 'options' in g ? g.options?.find((o) => o.name === values.subcommand) : undefined;
    const subOpts = sub && 'options' in sub ? (sub.options as APIApplicationCommandOption[]) : undefined;
    return [
      {
        name: values.group,
        type: ApplicationCommandOptionType.SubcommandGroup,
        options: [
          { name: values.subcommand, type: ApplicationCommandOptionType.Subcommand, options: leafOptions(subOpts, values, focused) },
        ],
      },
    ];
  }
  if (values.subcommand) {
    const sub = top?.find((o) => o.name === values.subcommand);
    const subOpts = sub && 'options' in sub ? (sub.options as APIApplicationCommandOption[]) : undefined;
    return [{ name: values.subcommand, type: ApplicationCommandOptionType.Subcommand, options: leafOptions(subOpts, values, focused) }];
  }
  return leafOptions(top as APIApplicationCommandOption[] | undefined, values, focused);
}

type BuiltOption = { type: ApplicationCommandOptionType; value?: unknown; options?: BuiltOption[] };

/**
 * `data.resolved` as Discord sends it: each role option's role (permissions, managed flag,
 * position), each user option's user, and each channel option's channel with the invoker's
 * permissions there, from the stand-in's servers; none without one.
 */
export function resolvedOf(ctx: PayloadContext, options: readonly BuiltOption[]) {
  const { directory } = ctx;
  const guildId = ctx.actor.guildId;
  if (!directory) return undefined;
  const roles: Record<string, unknown> = {};
  const users: Record<string, unknown> = {};
  const channels: Record<string, unknown> = {};
  const walk = (list: readonly BuiltOption[]) => {
    for (const o of list) {
      if (o.options) walk(o.options);
      const id = typeof o.value === 'string' ? o.value : undefined;
      if (!id) continue;
      if (o.type === ApplicationCommandOptionType.Channel) {
        if (guildId) channels[id] = directory.resolveChannel(guildId, id, ctx.actor);
        continue;
      }
      const isRole = o.type === ApplicationCommandOptionType.Role || o.type === ApplicationCommandOptionType.Mentionable;
      const isUser = o.type === ApplicationCommandOptionType.User || o.type === ApplicationCommandOptionType.Mentionable;
      const user = isUser ? directory.resolveUser(id) : undefined;
      if (user) users[id] = user;
      else if (isRole && guildId) roles[id] = directory.resolveRole(guildId, id);
    }
  };
  walk(options);
  const some = (m: Record<string, unknown>) => Object.keys(m).length > 0;
  return some(roles) || some(users) || some(channels)
    ? { resolved: { ...(some(roles) ? { roles } : {}), ...(some(users) ? { users } : {}), ...(some(channels) ? { channels } : {}) } }
    : {};
}

export function chatInputPayload(
  ctx: PayloadContext,
  name: string,
  values: Values = {},
  definition?: RESTPostAPIApplicationCommandsJSONBody,
): RawInteraction {
  const options = commandOptions(definition, values);
  return {
    ...base(InteractionType.ApplicationCommand, ctx),
    data: {
      id: snowflake(),
      name,
      type: ApplicationCommandType.ChatInput,
      options,
      ...resolvedOf(ctx, options as BuiltOption[]),
      ...(ctx.actor.guildId ? { guild_id: ctx.actor.guildId } : {}),
    },
  };
}

export function autocompletePayload(
  ctx: PayloadContext,
  name: string,
  values: Values,
  focused: string,
  definition?: RESTPostAPIApplicationCommandsJSONBody,
): RawInteraction {
  return {
    ...base(InteractionType.ApplicationCommandAutocomplete, ctx),
    data: { id: snowflake(), name, type: ApplicationCommandType.ChatInput, options: commandOptions(definition, values, focused) },
  };
}

export function userCommandPayload(ctx: PayloadContext, name: string, targetId: string): RawInteraction {
  return {
    ...base(InteractionType.ApplicationCommand, ctx),
    data: {
      id: snowflake(),
      name,
      type: ApplicationCommandType.User,
      target_id: targetId,
      resolved: { users: { [targetId]: rawUser(targetId) } },
    },
  };
}

/** The message a component sits on, sent by the bot in answer to `ownerId`'s command. */
/** The message a component is on; `ephemeral` when only its user sees it (Discord says so in its flags). */
export function rawMessage(ctx: PayloadContext, ownerId = ctx.actor.userId, ephemeral = false) {
  return message(
    {
      channel_id: ctx.actor.channelId,
      interaction_metadata: { id: snowflake(), type: 2, user: rawUser(ownerId), authorizing_integration_owners: {} },
      ...(ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
    },
    ctx.applicationId,
  );
}

export function buttonPayload(ctx: PayloadContext, customId: string, ownerId?: string, ephemeral = false): RawInteraction {
  return {
    ...base(InteractionType.MessageComponent, ctx),
    message: rawMessage(ctx, ownerId, ephemeral),
    data: { custom_id: customId, component_type: ComponentType.Button },
  };
}

export function selectPayload(
  ctx: PayloadContext,
  customId: string,
  values: string[],
  ownerId?: string,
  ephemeral = false,
): RawInteraction {
  return {
    ...base(InteractionType.MessageComponent, ctx),
    message: rawMessage(ctx, ownerId, ephemeral),
    data: { custom_id: customId, component_type: ComponentType.StringSelect, values },
  };
}

/** A modal submit; `fromMessage` when the modal was opened by a component on a message. */
export function modalPayload(
  ctx: PayloadContext,
  customId: string,
  fields: Record<string, string>,
  fromMessage = false,
  ephemeral = false,
): RawInteraction {
  return {
    ...base(InteractionType.ModalSubmit, ctx),
    ...(fromMessage ? { message: rawMessage(ctx, undefined, ephemeral) } : {}),
    data: {
      custom_id: customId,
      components: Object.entries(fields).map(([id, value]) => ({
        type: ComponentType.ActionRow,
        components: [{ type: ComponentType.TextInput, custom_id: id, value }],
      })),
    },
  };
}
