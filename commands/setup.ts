import {
  ApplicationCommandOptionType as T,
  ButtonStyle,
  ComponentType,
  InteractionContextType,
  PermissionFlagsBits,
  type APIModalInteractionResponseCallbackData,
} from 'discord.js';
import { DEFAULT_RETENTION_WEEKS } from '../src/store/periods.js';
import { UTC } from '../src/time/zone.js';
import { counted, discordTime, formatNumber } from '../src/views/format.js';
import { systemLabel } from '../src/features/leaderboard/view.js';
import { holdersOf, snapshotRequests, turnOnPeriods } from '../src/features/periods/board.js';
import { SETUP_PERIODS, snapshotTimeText } from '../src/features/periods/view.js';
import { snapshotTiming } from '../src/jobs/budget.js';
import { forSystem, pointSystemChoices, PointSystemInput, resolvePointSystem } from '../src/features/points/systems.js';
import { DEFAULT_GRACE_MINUTES, MAX_GRACE_MINUTES } from '../src/features/writes/when.js';
import { nextTimes } from '../src/features/schedules/times.js';
import { allZones, canonicalZone } from '../src/time/zone.js';
import { AuthError } from '../src/api/errors.js';
import type { CommunityClient } from '../src/api/types.js';
import {
  check,
  command,
  component,
  InputError,
  StaleError,
  UserError,
  type ComponentContext,
  type Invoker,
} from '../src/command/contract.js';
import type { BotServices } from '../src/services/services.js';
import { API_KEY_FORMAT } from '../src/config.js';
import type { ComponentIds } from '../src/discord/component-id.js';
import { slash } from '../src/discord/slash.js';
import type { Reply } from '../src/discord/reply.js';
import { registerSecret } from '../src/log.js';
import {
  emptySettings,
  MissingSecretError,
  MOST_SCHEDULED_WRITES,
  scheduledWritesCap,
  type GuildSettings,
  type SettingsChange,
} from '../src/store/settings.js';
import { isLanguage, LANGUAGE_NAMES } from '../src/i18n/locales.js';
import { readerFor, type Text, type Reader } from '../src/i18n/reader.js';
import { DEFAULT_TYPED_LIMITS, limitsOf } from '../src/features/writes/threshold.js';
import { decimalMarkOf } from '../src/input/amount.js';
import {
  KEY_FIELD,
  keyModal,
  LIMIT_FIELDS,
  limitsModal,
  limitTexts,
  SETUP_AUDIT_CHANNEL,
  SETUP_KEY,
  SETUP_KEY_FORM,
  SETUP_LANGUAGE,
  SETUP_LIMITS,
  SETUP_LIMITS_FORM,
  SETUP_ROLES,
  SETUP_SYSTEM,
  SETUP_UNKEY,
  SETUP_WEB,
  nextWebMode,
  setupView,
  webConfirmView,
  webState,
  type KeySource,
  type SetupData,
} from '../src/features/setup/view.js';

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
  options: [
    {
      type: T.String,
      name: 'timezone',
      description: 'Set the server time zone, e.g. Europe/Berlin (every time the bot shows or takes is in it)',
      autocomplete: true,
      max_length: 64,
    },
    {
      type: T.String,
      name: 'periods',
      description: 'Weekly and monthly boards of a point system: shows the cost, then turns them on or off',
      autocomplete: true,
      max_length: 128,
    },
    {
      type: T.Integer,
      name: 'retention',
      description: 'Weeks period snapshots are kept (default 26; final boards are kept for good)',
      min_value: 1,
      max_value: 520,
    },
    {
      type: T.Integer,
      name: 'grace',
      description: 'How many minutes late a missed scheduled action may still be sent (default 10)',
      min_value: 0,
      max_value: MAX_GRACE_MINUTES,
    },
    {
      type: T.Integer,
      name: 'max-scheduled',
      description: 'The most scheduled actions that may wait for their time at once (default 50)',
      min_value: 1,
      max_value: MOST_SCHEDULED_WRITES,
    },
  ],
});

export const KEY_REFUSED: Text = (s) => s.t('setup.refusals.keyRefused');
export const KEY_FORMAT: Text = (s) => s.t('setup.refusals.keyFormat');
export const KEY_UNCHECKED: Text = (s) => s.t('setup.refusals.keyUnchecked');

const guildOf = (invoker: Invoker): string => {
  if (!invoker.guildId) throw new UserError((s) => s.t('setup.refusals.notInGuild'));
  return invoker.guildId;
};

/** A control drawn for another server than the one it is pressed in is stale. */
const sameGuild = (invoker: Invoker, data: { guild: string }): void => {
  if (invoker.guildId !== data.guild) throw new StaleError();
};

function sourceOf(services: BotServices, guildId: string, s: GuildSettings): KeySource {
  if (services.keys.inEnvironment(guildId)) return services.keys.from ?? 'environment';
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

async function panel(
  ctx: { services: BotServices; invoker: Invoker; api: CommunityClient; reader: Reader },
  note?: Text,
  systems?: SetupData['systems'],
): Promise<Reply> {
  const guildId = guildOf(ctx.invoker);
  const s = (await ctx.services.store.settings.get(guildId)) ?? emptySettings(guildId);
  const source = sourceOf(ctx.services, guildId, s);
  return setupView(
    {
      guildId,
      source,
      storedLast4: s.keyLast4,
      moderatorRoleIds: s.moderatorRoleIds,
      auditChannelId: s.auditChannelId,
      defaultPointSystem: s.defaultPointSystem,
      language: s.language,
      timeZone: s.timeZone,
      graceMinutes: s.writeGraceMinutes ?? DEFAULT_GRACE_MINUTES,
      maxScheduled: scheduledWritesCap(s),
      clock: ctx.services.now(),
      guildLocale: ctx.invoker.guildLocale,
      updatedAt: s.updatedAt,
      updatedBy: s.updatedBy,
      systems: systems ?? (source === 'none' ? undefined : await systemsOf(ctx.api)),
      note,
      limits: { ...limitsOf(s), ownUsd: s.typedLimitUsd !== null, ownPoints: s.typedLimitPoints !== null },
      web: webOf(ctx.services, s),
    },
    ctx.reader,
  );
}

/** The web leaderboard's setting with its address (the default system's board, else the server's first). */
function webOf(services: BotServices, s: GuildSettings): NonNullable<SetupData['web']> {
  const url = services.publicUrl
    ? `${services.publicUrl.replace(/\/+$/, '')}/boards/${s.guildId}/${s.defaultPointSystem ?? '<system>'}`
    : undefined;
  return { mode: s.webBoard, ...(url ? { url } : {}) };
}

/** A change as the audit trail keeps it: English, read as a log (never the key). */
interface AuditRecord {
  summary: string;
}

/** Stores a change with its audit row, then says it in the audit channel. */
async function change(
  ctx: ComponentContext,
  { summary }: AuditRecord,
  apply: (guildId: string, by: { userId: string; summary: string }) => Promise<unknown>,
): Promise<void> {
  const guildId = guildOf(ctx.invoker);
  await apply(guildId, { userId: ctx.invoker.userId, summary });
  await ctx.services.audit({ guildId, userId: ctx.invoker.userId, action: 'setup', detail: summary });
}

/** A /setup control: it updates the panel, and only in the server it was drawn for. */
function control<A extends string>(
  ids: ComponentIds<A, { guild: string }>,
  work: (ctx: ComponentContext) => Promise<Reply>,
  showModal?: (guildId: string, s: Reader) => APIModalInteractionResponseCallbackData,
) {
  return component({
    ids,
    reply: 'update',
    ...(showModal
      ? {
          showModal: (ctx: Omit<ComponentContext, 'api'>, data: { guild: string }) => (
            sameGuild(ctx.invoker, data), showModal(data.guild, ctx.reader)
          ),
        }
      : {}),
    // The panel is only ever private (the command is): always in the administrator's language.
    handle: (ctx, data) => (sameGuild(ctx.invoker, data), work({ ...ctx, reader: readerFor(ctx.invoker.locale) })),
  });
}

/** One setting changed: stored with its audit row, said in the audit channel. */
const update = (ctx: ComponentContext, record: AuditRecord, values: SettingsChange) =>
  change(ctx, record, (g, by) => ctx.services.store.settings.update(g, values, by));

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
    await change(ctx, { summary: `set the Community API key (ending …${last4})` }, (guildId, by) =>
      ctx.services.store.settings.setKey(guildId, key, by),
    );
  } catch (err) {
    if (err instanceof MissingSecretError) throw new UserError((s) => s.t('setup.refusals.cannotStore', { reason: err.message }));
    throw err;
  }
  const keys = ctx.services.keys;
  const saved = !keys.inEnvironment(guildOf(ctx.invoker))
    ? 'setup.done.keySaved'
    : keys.from === 'sandbox'
      ? 'setup.done.keySavedSandbox'
      : 'setup.done.keySavedEnvironment';
  return panel(ctx, (s) => s.t(saved, { last4 }), systems);
});

const removeKey = control(SETUP_UNKEY, async (ctx) => {
  const guildId = guildOf(ctx.invoker);
  const s = await ctx.services.store.settings.get(guildId);
  if (!s?.hasKey) return panel(ctx, (x) => x.t('setup.done.noKeyStored'));
  await change(ctx, { summary: `removed the Community API key (ending …${s.keyLast4 ?? '????'})` }, (g, by) =>
    ctx.services.store.settings.removeKey(g, by),
  );
  return panel(ctx, (x) => x.t('setup.done.keyRemoved'));
});

const SNOWFLAKE = /^\d{16,20}$/;

const roles = control(SETUP_ROLES, async (ctx) => {
  const chosen = [...new Set(ctx.values)];
  if (chosen.some((r) => !SNOWFLAKE.test(r)) || chosen.length > 25) throw new StaleError();
  const mentions = chosen.map((r) => `<@&${r}>`).join(' ');
  await update(
    ctx,
    { summary: chosen.length ? `moderator roles set to ${mentions}` : 'moderator roles cleared' },
    { moderatorRoleIds: chosen },
  );
  return panel(ctx, (s) => (chosen.length ? s.t('setup.done.rolesSet', { roles: mentions }) : s.t('setup.done.rolesCleared')));
});

const auditChannel = control(SETUP_AUDIT_CHANNEL, async (ctx) => {
  const channelId = ctx.values[0];
  if (ctx.values.length > 1 || (channelId !== undefined && !SNOWFLAKE.test(channelId))) throw new StaleError();
  if (channelId === undefined) {
    await update(ctx, { summary: 'audit channel cleared' }, { auditChannelId: null });
    return panel(ctx, (s) => s.t('setup.done.auditCleared'));
  }
  const channel = `<#${channelId}>`;
  // A line everyone in that channel reads: in the server's language when it chose one, else the administrator's.
  const serverLanguage = (await ctx.services.store.settings.get(guildOf(ctx.invoker)))?.language;
  const there = serverLanguage ? readerFor(serverLanguage) : ctx.reader;
  const posted = await ctx.services.tryPost(channelId, there.t('setup.auditHello', { member: `<@${ctx.invoker.userId}>` }));
  if (!posted) return panel(ctx, (s) => s.t('setup.done.auditDenied', { channel }));
  await update(ctx, { summary: `audit channel set to ${channel}` }, { auditChannelId: channelId });
  return panel(ctx, (s) => s.t('setup.done.auditSet', { channel }));
});

const system = control(SETUP_SYSTEM, async (ctx) => {
  const id = ctx.values[0];
  if (ctx.values.length !== 1 || !id) throw new StaleError();
  const systems = await systemsOf(ctx.api);
  const found = systems?.find((s) => s.id === id);
  if (!found) throw InputError.of('system', (s) => s.t('setup.refusals.systemGone'));
  await update(ctx, { summary: `default point system set to ${found.name || found.id}` }, { defaultPointSystem: found.id });
  return panel(ctx, (s) => s.t('setup.done.systemSaved'), systems);
});

const language = control(SETUP_LANGUAGE, async (ctx) => {
  const code = ctx.values[0];
  if (ctx.values.length !== 1 || !code || !isLanguage(code)) throw new StaleError();
  await update(ctx, { summary: `language set to ${LANGUAGE_NAMES[code]}` }, { language: code });
  return panel(ctx, (s) => s.t('setup.done.languageSaved', { language: LANGUAGE_NAMES[code] }));
});

/** A limit typed into the form: empty for the bot's default, else a plain amount (dollars to the cent, whole points). */
function limitOf(typed: string | undefined, form: RegExp, refusal: Text): number | null {
  const t = (typed ?? '').trim();
  if (t === '') return null;
  if (!form.test(t)) throw new UserError(refusal);
  return Number(t);
}

// The button always opens its form; `work` is not reached.
const limits = control(
  SETUP_LIMITS,
  (ctx) => panel(ctx),
  (guildId, s) => limitsModal(guildId, DEFAULT_TYPED_LIMITS, s),
);

const limitsForm = control(SETUP_LIMITS_FORM, async (ctx) => {
  // Cents after the reader's own decimal mark too (99,50 in German), as every amount the bot shows them is written.
  const usdText =
    decimalMarkOf(ctx.reader.locale) === ','
      ? ctx.fields[LIMIT_FIELDS.usd]?.replace(/^(\s*\d{1,9}),(\d{1,2}\s*)$/, '$1.$2')
      : ctx.fields[LIMIT_FIELDS.usd];
  const usd = limitOf(usdText, /^\d{1,9}(\.\d{1,2})?$/, (s) => s.t('setup.refusals.limitUsd'));
  const points = limitOf(ctx.fields[LIMIT_FIELDS.points], /^\d{1,15}$/, (s) => s.t('setup.refusals.limitPoints'));
  const now = limitsOf({ typedLimitUsd: usd, typedLimitPoints: points });
  await update(
    ctx,
    {
      summary: `typed confirmation asked above ${usd === null ? `the default ($${now.usd})` : `$${usd}`} or ${points === null ? `the default (${now.points} points)` : `${points} points`}`,
    },
    { typedLimitUsd: usd, typedLimitPoints: points },
  );
  return panel(ctx, (s) => s.t('setup.done.limitsSaved', limitTexts(now, s)));
});

/**
 * Off → with names → names hidden → off. Turning it on publishes names and balances, so a press
 * while it is off first asks, saying what becomes public and where; only `web-on` turns it on.
 */
const webBoard = control(SETUP_WEB, async (ctx) => {
  const guildId = guildOf(ctx.invoker);
  const now = (await ctx.services.store.settings.get(guildId)) ?? emptySettings(guildId);
  if (ctx.action === 'web-keep') return panel(ctx, (x) => x.t('web.setup.kept'));
  if (ctx.action === 'web' && now.webBoard === 'off')
    return webConfirmView(guildId, webOf(ctx.services, { ...now, webBoard: 'named' }).url, ctx.reader);
  // A confirmation pressed after someone else turned it on changes nothing more.
  if (ctx.action === 'web-on' && now.webBoard !== 'off')
    return panel(ctx, (x) => x.t('web.setup.saved', { state: webState(webOf(ctx.services, now), x) }));
  const mode = nextWebMode(now.webBoard);
  await update(ctx, { summary: `web leaderboard set to ${mode}` }, { webBoard: mode });
  return panel(ctx, (x) => x.t('web.setup.saved', { state: webState(webOf(ctx.services, { ...now, webBoard: mode }), x) }));
});

/**
 * The server's time zone, typed (or picked from autocomplete): stored with its audit row, and the
 * server's schedules moved to their next runs in it.
 */
async function setTimeZone(
  ctx: { services: BotServices; invoker: Invoker; api: CommunityClient; reader: Reader },
  typed: string,
): Promise<Reply> {
  const guildId = guildOf(ctx.invoker);
  const zone = canonicalZone(typed);
  if (!zone)
    throw new UserError((s) => s.t('setup.refusals.timeZone', { zone: `\`${typed.trim().slice(0, 64).replace(/`/g, "'")}\`` }), 'timezone');
  const record: AuditRecord = { summary: `time zone set to ${zone}` };
  await ctx.services.store.settings.update(guildId, { timeZone: zone }, { userId: ctx.invoker.userId, summary: record.summary });
  await ctx.services.audit({ guildId, userId: ctx.invoker.userId, action: 'setup', detail: record.summary });
  const now = ctx.services.now();
  for (const x of await ctx.services.store.schedules.list(guildId)) {
    if (x.state !== 'active') continue;
    const next = nextTimes(x, zone, now);
    // An `update` schedule whose first post is still queued keeps it.
    await ctx.services.store.schedules.reschedule(x.id, x.nextRunAt <= now ? x.nextRunAt : next.nextRunAt, next.nextFinalAt);
  }
  return panel(ctx, (s) => s.t('setup.done.timeZoneSaved', { zone }));
}

const requestsOf = snapshotRequests;

/** The cost of a system's period boards, with the button that turns them on (or off), before anything changes. */
async function periodsPanel(
  ctx: { services: BotServices; invoker: Invoker; api: CommunityClient; reader: Reader; log: ComponentContext['log'] },
  typed: string,
): Promise<Reply> {
  const guildId = guildOf(ctx.invoker);
  const system = await forSystem(ctx.api, typed, async () =>
    resolvePointSystem(ctx.api, check('periods', PointSystemInput, typed.trim())!),
  );
  const s = ctx.reader;
  const label = systemLabel(system);
  const total = await holdersOf(ctx.api, system.id);
  const zone = (await ctx.services.store.settings.get(guildId))?.timeZone ?? UTC;
  const weeks = (await ctx.services.store.periods.retention(guildId)) ?? DEFAULT_RETENTION_WEEKS;
  const on = await ctx.services.store.periods.get(guildId, system.id);
  const lines = [
    s.t('period.setup.cost', {
      system: label,
      holders: counted('holders', total, s),
      zone,
      requests: counted('requests', requestsOf(total), s),
      weeks: counted('weeks', weeks, s),
    }),
  ];
  const timing = snapshotTiming(requestsOf(total), ctx.services.background);
  if (timing)
    lines.push(
      snapshotTimeText(s, {
        requests: requestsOf(total),
        perSecond: ctx.services.background.ratePerSecond * ctx.services.background.share,
        ...timing,
      }),
    );
  if (on) lines.push(s.t('period.setup.isOn', { system: label, time: discordTime(on.enabledAt) }));
  const id = SETUP_PERIODS.id(on ? 'period-off' : 'period-on', { guild: guildId, system: system.id });
  return {
    content: lines.join('\n\n'),
    ...(id
      ? {
          components: [
            {
              type: ComponentType.ActionRow,
              components: [
                {
                  type: ComponentType.Button,
                  style: on ? ButtonStyle.Danger : ButtonStyle.Primary,
                  label: s.t(on ? 'period.setup.turnOff' : 'period.setup.turnOn'),
                  custom_id: id,
                },
              ],
            },
          ],
        }
      : {}),
  };
}

const periodsButton = component({
  ids: SETUP_PERIODS,
  reply: 'update',
  async handle(ctx, data) {
    sameGuild(ctx.invoker, data);
    const s = readerFor(ctx.invoker.locale);
    const system = await resolvePointSystem(ctx.api, data.system);
    const label = systemLabel(system);
    const periods = ctx.services.store.periods;
    if (ctx.action === 'period-off') {
      await periods.disable(data.guild, system.id);
      await ctx.services.audit({
        guildId: data.guild,
        userId: ctx.invoker.userId,
        action: 'setup',
        detail: `period boards turned off for ${system.name || system.id}`,
      });
      return { content: s.t('period.setup.off', { system: label }), components: [] };
    }
    const turned = await turnOnPeriods(ctx.services, ctx.api, data.guild, system, { userId: ctx.invoker.userId, why: 'with /setup' });
    return { content: s.t('period.setup.on', { system: label, time: discordTime(turned.on.enabledAt) }), components: [] };
  },
});

async function setRetention(ctx: { services: BotServices; invoker: Invoker; reader: Reader }, weeks: number): Promise<Reply> {
  const guildId = guildOf(ctx.invoker);
  await ctx.services.store.periods.setRetention(guildId, weeks);
  await ctx.services.audit({ guildId, userId: ctx.invoker.userId, action: 'setup', detail: `period snapshots kept ${weeks} weeks` });
  return { content: ctx.reader.plural('period.setup.retention', weeks) };
}

/**
 * How late a scheduled write the bot was down for may still be sent (0: never late). A day at
 * most: later than that, nobody expects the money to move.
 */
async function setGrace(
  ctx: { services: BotServices; invoker: Invoker; api: CommunityClient; reader: Reader },
  minutes: number,
): Promise<Reply> {
  const guildId = guildOf(ctx.invoker);
  const record: AuditRecord = { summary: `grace period for scheduled writes set to ${minutes} minutes` };
  await ctx.services.store.settings.update(
    guildId,
    { writeGraceMinutes: minutes },
    { userId: ctx.invoker.userId, summary: record.summary },
  );
  await ctx.services.audit({ guildId, userId: ctx.invoker.userId, action: 'setup', detail: record.summary });
  return panel(ctx, (s) => s.t('setup.grace.saved', { minutes: counted('minutes', minutes, s) }));
}

/**
 * The most writes the server may have waiting for their time: a Confirm past it is refused with
 * the figure. Those already waiting stay (a lower cap only stops new ones).
 */
async function setMaxScheduled(
  ctx: { services: BotServices; invoker: Invoker; api: CommunityClient; reader: Reader },
  n: number,
): Promise<Reply> {
  const guildId = guildOf(ctx.invoker);
  const record: AuditRecord = { summary: `scheduled writes waiting at once capped at ${n}` };
  await ctx.services.store.settings.update(guildId, { maxScheduledWrites: n }, { userId: ctx.invoker.userId, summary: record.summary });
  await ctx.services.audit({ guildId, userId: ctx.invoker.userId, action: 'setup', detail: record.summary });
  return panel(ctx, (s) => s.plural('setup.scheduled.saved', n, { n: formatNumber(n, s.locale) }));
}

export const setup = command({
  name: 'setup',
  definition,
  examples: { '': '/setup timezone:Europe/Berlin', periods: '/setup periods:Sparks' },
  access: 'admin',
  private: true,
  async execute(ctx) {
    if (ctx.options.periods?.trim()) return periodsPanel(ctx, ctx.options.periods);
    if (ctx.options.retention !== undefined) return setRetention(ctx, ctx.options.retention);
    if (ctx.options.timezone?.trim()) return setTimeZone(ctx, ctx.options.timezone);
    if (ctx.options.grace !== undefined) return setGrace(ctx, ctx.options.grace);
    if (ctx.options['max-scheduled'] !== undefined) return setMaxScheduled(ctx, ctx.options['max-scheduled']);
    return panel(ctx);
  },
  async autocomplete(ctx) {
    if (ctx.focused.name === 'periods') return pointSystemChoices(ctx);
    const typed = ctx.focused.value.trim().toLowerCase().replace(/ /g, '_');
    return allZones()
      .filter((z) => !typed || z.toLowerCase().includes(typed))
      .slice(0, 25)
      .map((z) => ({ name: z, value: z }));
  },
  components: [setKey, removeKey, roles, auditChannel, system, language, limits, webBoard, periodsButton],
  modals: [keyForm, limitsForm],
});
