import { ButtonStyle, ChannelType, ComponentType, TextInputStyle, type APIModalInteractionResponseCallbackData } from 'discord.js';
import { componentIds, field } from '../../discord/component-id.js';
import { cut, escape } from '../../discord/limits.js';
import type { Reply } from '../../discord/reply.js';
import { LANGUAGE_NAMES, LANGUAGES, languageOf, SOURCE_LANGUAGE } from '../../i18n/locales.js';
import type { Text, Reader } from '../../i18n/reader.js';
import { discordTime, formatNumber, formatUsd } from '../../views/format.js';
import { systemLabel, type SystemLabel } from '../leaderboard/view.js';
import { inRunningText, pointSystemStatusWords } from '../../views/enum-words.js';
import type { WebBoardMode } from '../../store/settings.js';

/**
 * /setup: a server's settings at a glance, with a control for each. The key itself is never
 * shown (its last 4 characters at most); it is typed into a form, never a slash option.
 */

const COLOR = 0x5865f2;

/** Every /setup control carries the server it belongs to: pressed in another, it is stale. */
const GUILD = { guild: field.snowflake };

export const SETUP_KEY = componentIds('setup', ['key'], GUILD);
export const SETUP_UNKEY = componentIds('setup', ['unkey'], GUILD);
export const SETUP_KEY_FORM = componentIds('setup', ['keyform'], GUILD);
export const SETUP_ROLES = componentIds('setup', ['roles'], GUILD);
export const SETUP_AUDIT_CHANNEL = componentIds('setup', ['auditch'], GUILD);
export const SETUP_SYSTEM = componentIds('setup', ['system'], GUILD);
export const SETUP_LANGUAGE = componentIds('setup', ['language'], GUILD);
export const SETUP_LIMITS = componentIds('setup', ['limits'], GUILD);
export const SETUP_LIMITS_FORM = componentIds('setup', ['limitsform'], GUILD);
/**
 * The web leaderboard: each press moves it on, off → with names → names hidden → off; from off
 * it first asks (`web-on` publishes, `web-keep` leaves it off).
 */
export const SETUP_WEB = componentIds('setup', ['web', 'web-on', 'web-keep'], GUILD);

/** The key form's one field. */
export const KEY_FIELD = 'key';
/** The limits form's fields. */
export const LIMIT_FIELDS = { usd: 'usd', points: 'points' } as const;

/** Where the key in force comes from: the environment (or the console's sandbox) wins over the stored one. */
export type KeySource = 'environment' | 'sandbox' | 'stored' | 'none';

export interface SetupData {
  guildId: string;
  source: KeySource;
  /** Last 4 characters of the stored key, when one is stored. */
  storedLast4: string | null;
  moderatorRoleIds: string[];
  auditChannelId: string | null;
  /** The channel AUDIT_CHANNEL_ID names, used when the server chose none. */
  fallbackAuditChannelId?: string | undefined;
  defaultPointSystem: string | null;
  language: string | null;
  /** IANA time zone; null: UTC. */
  timeZone?: string | null | undefined;
  /** Minutes a scheduled write the bot was down for may still be sent late (the default when the server set none). */
  graceMinutes?: number | undefined;
  /** The most writes that may wait for their time at once (/setup max-scheduled). */
  maxScheduled?: number | undefined;
  /** Now (epoch ms), to show the server's time beside its zone. */
  clock?: number | undefined;
  /** The server's Discord language (`guild_locale`): public messages follow it while none is chosen here. */
  guildLocale?: string | null | undefined;
  updatedAt: number;
  updatedBy: string;
  /** The community's point systems for the picker; undefined when they could not be read (no key). */
  /** The community's point systems for the picker, with their status (a system not ACTIVE is marked). */
  systems?: (SystemLabel & { id: string; status?: string })[] | undefined;
  /** A line on what just happened (saved, refused…). */
  note?: Text | undefined;
  /** Above these a write asks for the amount typed; `own`: set here rather than the bot's default. */
  limits?: { usd: number; points: number; ownUsd: boolean; ownPoints: boolean } | undefined;
  /** The web leaderboard: its setting, and its address when PUBLIC_URL is set. */
  web?: { mode: WebBoardMode; url?: string | undefined } | undefined;
}

/**
 * The language public messages are really written in, and why: the one chosen here, else the
 * server's Discord language when it is translated, else English (src/bot/router/prepare.ts
 * decides the same way).
 */
function languageInForce(d: SetupData, s: Reader): string {
  if (d.language) return s.t('setup.panel.languageChosen', { language: LANGUAGE_NAMES[languageOf(d.language)] });
  const discord = d.guildLocale ?? undefined;
  const translated = discord !== undefined && (languageOf(discord) !== SOURCE_LANGUAGE || discord.toLowerCase().startsWith('en'));
  if (translated) return s.t('setup.panel.languageFromDiscord', { language: LANGUAGE_NAMES[languageOf(discord)] });
  return s.t('setup.panel.languageFallback', { locale: discord ?? '?' });
}

/** What a press on the web leaderboard's button turns it to. */
export const nextWebMode = (mode: WebBoardMode): WebBoardMode => (mode === 'off' ? 'named' : mode === 'named' ? 'anonymous' : 'off');

/** The web leaderboard's state in words: off (saying what turning it on publishes), or on with its address. */
export function webState(web: NonNullable<SetupData['web']>, s: Reader): string {
  if (web.mode === 'off') return s.t('web.setup.off');
  const url = web.url ?? s.t('web.setup.noUrl');
  return web.mode === 'named' ? s.t('web.setup.named', { url }) : s.t('web.setup.anonymous', { url });
}

/**
 * Before the web leaderboard is turned on: what becomes public, and where (or that the page
 * cannot be reached yet), with a button that publishes and one that keeps it off.
 */
export function webConfirmView(guildId: string, url: string | undefined, s: Reader): Reply {
  return {
    content: s.t('web.setup.confirm', { where: url ?? s.t('web.setup.noUrl') }),
    embeds: [],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Danger,
            label: cut(s.t('web.setup.confirmOn'), 80),
            custom_id: ids(SETUP_WEB, 'web-on', guildId),
          },
          {
            type: ComponentType.Button,
            style: ButtonStyle.Secondary,
            label: cut(s.t('web.setup.confirmKeep'), 80),
            custom_id: ids(SETUP_WEB, 'web-keep', guildId),
          },
        ],
      },
    ],
  };
}

const webButtonWord = (mode: WebBoardMode, s: Reader) =>
  mode === 'off' ? s.t('web.setup.buttonOff') : mode === 'named' ? s.t('web.setup.buttonNamed') : s.t('web.setup.buttonAnonymous');

/** The typed-confirmation limits in words: `$100.00` and `10,000 points`. */
export function limitTexts(l: { usd: number; points: number }, s: Reader): { usd: string; points: string } {
  return { usd: formatUsd(l.usd, s.locale), points: s.plural('setup.panel.limitPoints', l.points) };
}

/** The typed-confirmation line: each limit, marked when it is the bot's default. */
function limitsLine(l: NonNullable<SetupData['limits']>, s: Reader): string {
  const { usd, points } = limitTexts(l, s);
  const mark = (own: boolean, value: string) => (own ? value : s.t('setup.panel.limitDefault', { value }));
  return s.t('setup.panel.limits', { usd: mark(l.ownUsd, usd), points: mark(l.ownPoints, points) });
}

const ids = (codec: { id(action: never, data: { guild: string }): string | undefined }, action: string, guild: string) =>
  codec.id(action as never, { guild })!;

function keyLine(d: SetupData, s: Reader): string {
  switch (d.source) {
    case 'environment':
      return d.storedLast4
        ? s.t('setup.panel.key.environmentStored', { last4: escape(d.storedLast4) })
        : s.t('setup.panel.key.environmentNone');
    case 'sandbox':
      return d.storedLast4 ? s.t('setup.panel.key.sandboxStored', { last4: escape(d.storedLast4) }) : s.t('setup.panel.key.sandboxNone');
    case 'stored':
      return s.t('setup.panel.key.stored', { last4: escape(d.storedLast4 ?? '????') });
    case 'none':
      return s.t('setup.panel.key.none');
  }
}

/** A point system that is not active: still a board's default, but no points move uses it. */
const inactive = (x: { status?: string }): boolean => x.status !== undefined && x.status !== 'ACTIVE';

export function setupView(d: SetupData, s: Reader): Reply {
  const systemName = d.defaultPointSystem
    ? (() => {
        const x = d.systems?.find((y) => y.id === d.defaultPointSystem);
        if (!x) return `\`${escape(cut(d.defaultPointSystem, 60))}\``;
        return inactive(x)
          ? s.t('setup.panel.systemInactive', { system: systemLabel(x), status: inRunningText(pointSystemStatusWords(x.status!, s), s) })
          : systemLabel(x);
      })()
    : s.t('setup.panel.systemNone');
  const audit = d.auditChannelId
    ? `<#${d.auditChannelId}>`
    : d.fallbackAuditChannelId
      ? s.t('setup.panel.auditDefault', { channel: `<#${d.fallbackAuditChannelId}>` })
      : s.t('setup.panel.auditNone');
  // Languages of public messages are src/i18n's; a code stored earlier (`pt`) reads as the one it maps to.
  const language = languageInForce(d, s);
  const roles = d.moderatorRoleIds.length ? d.moderatorRoleIds.map((r) => `<@&${r}>`).join(' ') : s.t('setup.panel.rolesNone');
  const lines = [
    keyLine(d, s),
    s.t('setup.panel.roles', { roles }),
    s.t('setup.panel.audit', { channel: audit }),
    s.t('setup.panel.system', { system: systemName }),
    s.t('setup.panel.language', { language }),
    s.t('setup.panel.timeZone', {
      zone: d.timeZone ?? s.t('setup.panel.timeZoneDefault'),
      time: new Intl.DateTimeFormat(s.locale, {
        timeZone: d.timeZone ?? 'UTC',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(d.clock ?? d.updatedAt),
    }),
    ...(d.graceMinutes !== undefined ? [s.t('setup.grace.panel', { minutes: s.plural('common.count.minutes', d.graceMinutes) })] : []),
    ...(d.maxScheduled !== undefined
      ? [s.plural('setup.scheduled.panel', d.maxScheduled, { n: formatNumber(d.maxScheduled, s.locale) })]
      : []),
    ...(d.limits ? [limitsLine(d.limits, s)] : []),
    ...(d.web ? [s.t('web.setup.line', { state: webState(d.web, s) })] : []),
  ];
  if (d.updatedBy) lines.push(s.t('setup.panel.changed', { when: discordTime(d.updatedAt, 'R'), member: `<@${d.updatedBy}>` }));
  const systems = (d.systems ?? []).slice(0, 25);
  return {
    ...(d.note ? { content: d.note(s) } : {}),
    embeds: [{ title: s.t('setup.panel.title'), description: lines.join('\n'), color: COLOR }],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Primary,
            label: d.storedLast4 ? s.t('setup.panel.replaceKey') : s.t('setup.panel.setKey'),
            custom_id: ids(SETUP_KEY, 'key', d.guildId),
          },
          {
            type: ComponentType.Button,
            style: ButtonStyle.Danger,
            label: s.t('setup.panel.removeKey'),
            custom_id: ids(SETUP_UNKEY, 'unkey', d.guildId),
            disabled: !d.storedLast4,
          },
          {
            type: ComponentType.Button,
            style: ButtonStyle.Secondary,
            label: s.t('setup.panel.limitsButton'),
            custom_id: ids(SETUP_LIMITS, 'limits', d.guildId),
          },
          ...(d.web
            ? [
                {
                  type: ComponentType.Button as const,
                  style: ButtonStyle.Secondary as const,
                  label: cut(s.t('web.setup.button', { state: webButtonWord(d.web.mode, s) }), 80),
                  custom_id: ids(SETUP_WEB, 'web', d.guildId),
                },
              ]
            : []),
        ],
      },
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.RoleSelect,
            custom_id: ids(SETUP_ROLES, 'roles', d.guildId),
            placeholder: s.t('setup.panel.rolesPlaceholder'),
            min_values: 0,
            max_values: 25,
            default_values: d.moderatorRoleIds.slice(0, 25).map((id) => ({ id, type: 'role' as never })),
          },
        ],
      },
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.ChannelSelect,
            custom_id: ids(SETUP_AUDIT_CHANNEL, 'auditch', d.guildId),
            placeholder: s.t('setup.panel.auditPlaceholder'),
            channel_types: [ChannelType.GuildText, ChannelType.GuildAnnouncement],
            min_values: 0,
            max_values: 1,
          },
        ],
      },
      ...(systems.length
        ? [
            {
              type: ComponentType.ActionRow as const,
              components: [
                {
                  type: ComponentType.StringSelect as const,
                  custom_id: ids(SETUP_SYSTEM, 'system', d.guildId),
                  placeholder: s.t('setup.panel.systemPlaceholder'),
                  options: systems.map((x) => {
                    const name = `${x.emoji.trim()} ${x.name || x.id}`.trim();
                    // An archived or suspended system is offered, marked: points moves skip it as the default.
                    const label = inactive(x)
                      ? s.t('setup.panel.systemMarked', {
                          system: cut(name, 60),
                          status: inRunningText(pointSystemStatusWords(x.status!, s), s),
                        })
                      : name;
                    return { label: cut(label, 100), value: x.id, default: x.id === d.defaultPointSystem };
                  }),
                },
              ],
            },
          ]
        : []),
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.StringSelect,
            custom_id: ids(SETUP_LANGUAGE, 'language', d.guildId),
            placeholder: s.t('setup.panel.languagePlaceholder'),
            options: LANGUAGES.map((value) => ({
              label: LANGUAGE_NAMES[value],
              value,
              default: value === languageOf(d.language ?? d.guildLocale),
            })),
          },
        ],
      },
    ],
  };
}

/** The form the key is typed into (Discord shows it to the administrator only). */
export function keyModal(guildId: string, s: Reader): APIModalInteractionResponseCallbackData {
  return {
    custom_id: ids(SETUP_KEY_FORM, 'keyform', guildId),
    title: s.t('setup.form.title'),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.TextInput,
            custom_id: KEY_FIELD,
            label: s.t('setup.form.label'),
            style: TextInputStyle.Short,
            required: true,
            min_length: 36,
            max_length: 36,
            placeholder: s.t('setup.form.placeholder'),
          },
        ],
      },
    ],
  };
}

/**
 * The form the typed-confirmation limits are typed into: dollars and points, each left empty
 * for the bot's default (`defaults`, shown in its placeholder).
 */
export function limitsModal(
  guildId: string,
  defaults: { usd: number; points: number },
  s: Reader,
): APIModalInteractionResponseCallbackData {
  const input = (id: string, label: string, placeholder: string) => ({
    type: ComponentType.ActionRow as const,
    components: [
      {
        type: ComponentType.TextInput as const,
        custom_id: id,
        label,
        style: TextInputStyle.Short,
        required: false,
        max_length: 20,
        placeholder,
      },
    ],
  });
  return {
    custom_id: ids(SETUP_LIMITS_FORM, 'limitsform', guildId),
    title: s.t('setup.limitsForm.title'),
    components: [
      input(
        LIMIT_FIELDS.usd,
        s.t('setup.limitsForm.usd'),
        s.t('setup.limitsForm.usdPlaceholder', { value: formatUsd(defaults.usd, s.locale) }),
      ),
      input(
        LIMIT_FIELDS.points,
        s.t('setup.limitsForm.points'),
        s.t('setup.limitsForm.pointsPlaceholder', { value: formatNumber(defaults.points, s.locale) }),
      ),
    ],
  };
}
