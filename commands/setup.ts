import { InteractionContextType, PermissionFlagsBits, type APIModalInteractionResponseCallbackData } from 'discord.js';
import { AuthError } from '../src/api/errors.js';
import type { CommunityClient } from '../src/api/types.js';
import { command, component, InputError, StaleError, UserError, type BotServices, type ComponentContext, type Invoker } from '../src/bot/command.js';
import { API_KEY_FORMAT } from '../src/config.js';
import type { ComponentIds } from '../src/discord/component-id.js';
import { slash } from '../src/discord/options.js';
import type { Reply } from '../src/discord/reply.js';
import { registerSecret } from '../src/log.js';
import { emptySettings, MissingSecretError, type GuildSettings, type SettingsChange } from '../src/store/settings.js';
import { isLanguage, LANGUAGE_NAMES } from '../src/i18n/locales.js';
import {
  KEY_FIELD,
  keyModal,
  SETUP_AUDIT_CHANNEL,
  SETUP_KEY,
  SETUP_KEY_FORM,
  SETUP_LANGUAGE,
  SETUP_ROLES,
  SETUP_SYSTEM,
  SETUP_UNKEY,
  setupView,
  type KeySource,
  type SetupData,
} from '../src/views/setup.js';

/**
 * /setup (Manage Server or Administrator; private): the server's own settings. The API key is
 * typed into a form, checked with one read before it is stored (sealed with SETTINGS_SECRET),
 * and never shown back beyond its last 4 characters. Every change is an audit row and an
 * audit-channel line, neither of which ever holds the key.
 */

const definition = slash({
  name: 'setup',
  description: "This server's settings: the Community API key, moderator roles, audit channel…",
  default_member_permissions: String(PermissionFlagsBits.ManageGuild),
  contexts: [InteractionContextType.Guild],
  options: [],
});

export const KEY_REFUSED =
  'The Community API refused that key, so nothing was saved. Copy the key again from your community dashboard (it looks like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) and try again.';
export const KEY_FORMAT = 'That is not a Community API key (it looks like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx); nothing was saved.';
export const KEY_UNCHECKED = 'The key could not be checked right now (the Community API did not answer), so nothing was saved. Try again in a moment.';

const guildOf = (invoker: Invoker): string => {
  if (!invoker.guildId) throw new UserError('This works only inside a server.');
  return invoker.guildId;
};

/** A control drawn for another server than the one it is pressed in is stale. */
const sameGuild = (invoker: Invoker, data: { guild: string }): void => {
  if (invoker.guildId !== data.guild) throw new StaleError();
};

function sourceOf(services: BotServices, guildId: string, s: GuildSettings): KeySource {
  if (services.keys.inEnvironment(guildId)) return 'environment';
  return s.hasKey ? 'stored' : 'none';
}

/** The community's point systems for the picker; undefined when they cannot be read (no key, API down). */
async function systemsOf(api: CommunityClient): Promise<SetupData['systems']> {
  try {
    return (await api.listPointSystems({ limit: 25 })).data;
  } catch {
    return undefined;
  }
}

async function panel(ctx: { services: BotServices; invoker: Invoker; api: CommunityClient }, note?: string, systems?: SetupData['systems']): Promise<Reply> {
  const guildId = guildOf(ctx.invoker);
  const s = (await ctx.services.store.settings.get(guildId)) ?? emptySettings(guildId);
  const source = sourceOf(ctx.services, guildId, s);
  return setupView({
    guildId,
    source,
    storedLast4: s.keyLast4,
    moderatorRoleIds: s.moderatorRoleIds,
    auditChannelId: s.auditChannelId,
    defaultPointSystem: s.defaultPointSystem,
    language: s.language,
    updatedAt: s.updatedAt,
    updatedBy: s.updatedBy,
    systems: systems ?? (source === 'none' ? undefined : await systemsOf(ctx.api)),
    note,
  });
}

/** Stores a change with its audit row, then says it in the audit channel. */
async function change(ctx: ComponentContext, summary: string, apply: (guildId: string, by: { userId: string; summary: string }) => Promise<unknown>): Promise<void> {
  const guildId = guildOf(ctx.invoker);
  await apply(guildId, { userId: ctx.invoker.userId, summary });
  await ctx.services.audit({ guildId, userId: ctx.invoker.userId, action: 'setup', detail: summary });
}

/** A /setup control: it updates the panel, and only in the server it was drawn for. */
function control<A extends string>(ids: ComponentIds<A, { guild: string }>, work: (ctx: ComponentContext) => Promise<Reply>, showModal?: (guildId: string) => APIModalInteractionResponseCallbackData) {
  return component({
    ids,
    reply: 'update',
    ...(showModal ? { showModal: (ctx: Omit<ComponentContext, 'api'>, data: { guild: string }) => (sameGuild(ctx.invoker, data), showModal(data.guild)) } : {}),
    handle: (ctx, data) => (sameGuild(ctx.invoker, data), work(ctx)),
  });
}

/** One setting changed: stored with its audit row, said in the audit channel. */
const update = (ctx: ComponentContext, summary: string, values: SettingsChange) => change(ctx, summary, (g, by) => ctx.services.store.settings.update(g, values, by));

// The button always opens its form; `work` is not reached.
const setKey = control(SETUP_KEY, (ctx) => panel(ctx), keyModal);

const keyForm = control(SETUP_KEY_FORM, async (ctx) => {
  const key = (ctx.fields[KEY_FIELD] ?? '').trim();
  // Scrubbed from every log line from now on; the refusals never quote what was typed.
  registerSecret(key);
  if (!API_KEY_FORMAT.test(key)) throw new UserError(KEY_FORMAT);
  let systems: SetupData['systems'];
  try {
    systems = (await ctx.services.keys.trial(key).listPointSystems({ limit: 25 })).data;
  } catch (err) {
    if (err instanceof AuthError) throw new UserError(KEY_REFUSED);
    ctx.log.warn({ err }, 'could not check a new API key');
    throw new UserError(KEY_UNCHECKED);
  }
  const last4 = key.slice(-4);
  try {
    await change(ctx, `set the Community API key (ending …${last4})`, (guildId, by) => ctx.services.store.settings.setKey(guildId, key, by));
  } catch (err) {
    if (err instanceof MissingSecretError) throw new UserError(`The key is fine, but the bot cannot store keys yet, so nothing was saved: ${err.message}.`);
    throw err;
  }
  const inEnv = ctx.services.keys.inEnvironment(guildOf(ctx.invoker));
  return panel(
    ctx,
    inEnv
      ? `✅ Key checked and saved (ending …${last4}). The bot's environment also names a key for this server, and that one stays in force until the operator removes it.`
      : `✅ Key checked and saved (ending …${last4}); the bot now uses it for this server.`,
    systems,
  );
});

const removeKey = control(SETUP_UNKEY, async (ctx) => {
  const guildId = guildOf(ctx.invoker);
  const s = await ctx.services.store.settings.get(guildId);
  if (!s?.hasKey) return panel(ctx, 'No key is stored for this server.');
  await change(ctx, `removed the Community API key (ending …${s.keyLast4 ?? '????'})`, (g, by) => ctx.services.store.settings.removeKey(g, by));
  return panel(ctx, '🗑️ The stored key is removed.');
});

const SNOWFLAKE = /^\d{16,20}$/;

const roles = control(SETUP_ROLES, async (ctx) => {
  const chosen = [...new Set(ctx.values)];
  if (chosen.some((r) => !SNOWFLAKE.test(r)) || chosen.length > 25) throw new StaleError();
  const summary = chosen.length ? `moderator roles set to ${chosen.map((r) => `<@&${r}>`).join(' ')}` : 'moderator roles cleared';
  await update(ctx, summary, { moderatorRoleIds: chosen });
  return panel(ctx, `✅ ${summary[0]!.toUpperCase()}${summary.slice(1)}.`);
});

const auditChannel = control(SETUP_AUDIT_CHANNEL, async (ctx) => {
  const channelId = ctx.values[0];
  if (ctx.values.length > 1 || (channelId !== undefined && !SNOWFLAKE.test(channelId))) throw new StaleError();
  if (channelId === undefined) {
    await update(ctx, 'audit channel cleared', { auditChannelId: null });
    return panel(ctx, '✅ Audit channel cleared.');
  }
  const posted = await ctx.services.tryPost(channelId, `📜 Changes to the bot's settings and its writes will be posted here (chosen by <@${ctx.invoker.userId}> with /setup).`);
  if (!posted) return panel(ctx, `⚠️ I can't post in <#${channelId}>, so it is not saved: give the bot View Channel and Send Messages there, then choose it again.`);
  await update(ctx, `audit channel set to <#${channelId}>`, { auditChannelId: channelId });
  return panel(ctx, `✅ Audit lines go to <#${channelId}> from now on.`);
});

const system = control(SETUP_SYSTEM, async (ctx) => {
  const id = ctx.values[0];
  if (ctx.values.length !== 1 || !id) throw new StaleError();
  const systems = await systemsOf(ctx.api);
  const found = systems?.find((s) => s.id === id);
  if (!found) throw InputError.of('system', 'That point system is not in this community any more; pick another.');
  await update(ctx, `default point system set to ${found.name || found.id}`, { defaultPointSystem: found.id });
  return panel(ctx, '✅ Default point system saved.', systems);
});

const language = control(SETUP_LANGUAGE, async (ctx) => {
  const code = ctx.values[0];
  if (ctx.values.length !== 1 || !code || !isLanguage(code)) throw new StaleError();
  await update(ctx, `language set to ${LANGUAGE_NAMES[code]}`, { language: code });
  return panel(ctx, `✅ Language saved (${LANGUAGE_NAMES[code]}).`);
});

export const setup = command({
  name: 'setup',
  definition,
  access: 'admin',
  private: true,
  execute: (ctx) => panel(ctx),
  components: [setKey, removeKey, roles, auditChannel, system, language],
  modals: [keyForm],
});
