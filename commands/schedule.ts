import { ApplicationCommandOptionType as T, ChannelType, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { check, command, component, UserError, type CommandContext, type ComponentContext } from '../src/command/contract.js';
import { checkInvokerMayPost } from '../src/command/channel-access.js';
import { messageReader, type Reader } from '../src/i18n/reader.js';
import { slash } from '../src/discord/slash.js';
import type { Reply } from '../src/discord/reply.js';
import { nextTimes } from '../src/features/schedules/times.js';
import { MAX_SCHEDULES_PER_GUILD, type Schedule } from '../src/store/schedules.js';
import { englishTimeWords } from '../src/views/time-words.js';
import { EVERY, parseRunAt, runAtText, type Every } from '../src/time/schedule.js';
import { UTC } from '../src/time/zone.js';
import { counted, discordTime } from '../src/views/format.js';
import { systemLabel } from '../src/features/leaderboard/view.js';
import { snapshotRequests, turnOnPeriods } from '../src/features/periods/board.js';
import { code } from '../src/views/markdown.js';
import {
  runAtWords,
  SCHEDULE_WRITES_PAGER,
  scheduleList,
  WRITES_PER_PAGE,
  zonedWords,
  type ScheduledWriteRow,
  type ScheduledWritesPage,
} from '../src/features/schedules/view.js';
import { clampPage, pageCount } from '../src/views/pager.js';
import { writeOperation } from '../src/features/writes/operations.js';
import { outcomeOf } from '../src/features/writes/outcome.js';
import type { JournalEntry } from '../src/store/index.js';
import { NO_ACTIVE_SYSTEM } from './leaderboard.js';
import { OPT } from './shared-options.js';
import {
  defaultPointSystem,
  PointSystemInput,
  pointSystemChoices,
  resolvePointSystem,
  serverDefaultSystem,
} from '../src/features/points/systems.js';

/**
 * /schedule (moderators): boards the bot posts by itself at set times, in the server's time zone
 * (/setup). `leaderboard` posts a point system's board every hour, day, week or month, editing
 * one message (`update`) or posting a new one each time (`new`); weekly and monthly ones also
 * post the period's final board at its end. Runs through the job engine (src/features/schedules/jobs.ts).
 */

const scheduleId = (description: string) =>
  ({ type: T.String, name: 'id', description, required: true, autocomplete: true, max_length: 32 }) as const;

const definition = slash({
  name: 'schedule',
  description: 'Boards the bot posts by itself at set times, in the server time zone (moderators)',
  default_member_permissions: String(PermissionFlagsBits.ManageGuild),
  contexts: [InteractionContextType.Guild],
  options: [
    {
      type: T.Subcommand,
      name: 'leaderboard',
      description: 'Post a leaderboard in a channel every hour, day, week or month',
      options: [
        {
          type: T.Channel,
          name: 'channel',
          description: 'Where to post it',
          required: true,
          channel_types: [ChannelType.GuildText, ChannelType.GuildAnnouncement],
        },
        {
          type: T.String,
          name: 'every',
          description: 'How often',
          required: true,
          choices: [
            { name: 'hour', value: 'hour' },
            { name: 'day', value: 'day' },
            { name: 'week', value: 'week' },
            { name: 'month', value: 'month' },
          ],
        },
        {
          type: T.String,
          name: 'at',
          description: 'When, in the server time zone: :15, 18:00, mon 18:00, 1 09:00, last 23:30',
          max_length: 32,
        },
        OPT.system,
        {
          type: T.String,
          name: 'mode',
          description: 'Edit one message at each run (default), or post a new one each time',
          choices: [
            { name: 'edit one message', value: 'update' },
            { name: 'a new message each time', value: 'new' },
          ],
        },
      ],
    },
    { type: T.Subcommand, name: 'list', description: "This server's schedules and scheduled actions: what, where, and when they next run" },
    {
      type: T.Subcommand,
      name: 'resume',
      description: 'Start a paused schedule again',
      options: [scheduleId('The schedule to start again')],
    },
    {
      type: T.Subcommand,
      name: 'remove',
      description: 'Delete a schedule (what it posted stays) or cancel a scheduled action',
      options: [scheduleId('The schedule to delete, or the scheduled action to cancel')],
    },
  ],
});

const said = (text: string): Reply => ({ content: text });

/** The server's zone (/setup), UTC when it chose none. */
export async function zoneOf(ctx: Pick<CommandContext<unknown>, 'services'>, guildId: string): Promise<string> {
  return (await ctx.services.store.settings.get(guildId))?.timeZone ?? UTC;
}

async function scheduleOf(ctx: Pick<CommandContext<unknown>, 'services'>, guildId: string, id: string): Promise<Schedule> {
  const found = (await ctx.services.store.schedules.list(guildId)).find((x) => x.id === id);
  if (!found) throw new UserError((s) => s.t('schedule.notFound', { id: code(id) }), 'id');
  return found;
}

/** The point systems' names for the list, from the cached first page; ids where it cannot be read. */
async function systemNames(ctx: Pick<CommandContext<unknown>, 'api'>): Promise<Map<string, string>> {
  const systems = await ctx.api.listPointSystems({ limit: 50 }).catch(() => undefined);
  return new Map((systems?.data ?? []).map((x) => [x.id, systemLabel(x)]));
}

/** Settled scheduled writes stay in the list this long, so the moderator sees what became of them. */
const SETTLED_SHOWN_MS = 24 * 60 * 60_000;

function writeRow(e: JournalEntry): ScheduledWriteRow {
  const state = e.state === 'claimed' || e.state === 'sent' ? 'sending' : e.state === 'previewed' ? 'scheduled' : e.state;
  const outcome = outcomeOf(e);
  return {
    id: e.id,
    action: writeOperation(e.operation).audit.action,
    dueAt: e.dueAt ?? e.createdAt,
    userId: e.userId,
    state,
    reason: outcome.status === 'failed' ? outcome.reason : undefined,
  };
}

/**
 * Page `page` of the server's scheduled writes (every one waiting, and those settled lately), with
 * the true count: any moderator sees all of them, whoever scheduled them.
 */
async function writesPage(ctx: Pick<CommandContext<unknown>, 'services'>, guildId: string, page: number): Promise<ScheduledWritesPage> {
  const { journal } = ctx.services.store;
  const since = ctx.services.now() - SETTLED_SHOWN_MS;
  const { total, waiting } = await journal.countScheduled(guildId, { since });
  const pages = pageCount(total, WRITES_PER_PAGE);
  const current = clampPage(page, pages);
  const rows = await journal.scheduledIn(guildId, since, { offset: current * WRITES_PER_PAGE, limit: WRITES_PER_PAGE });
  return { rows: rows.map(writeRow), page: current, pages, total, waiting };
}

/** /schedule list at a page of its scheduled writes. */
async function listReply(ctx: Pick<CommandContext<unknown>, 'services' | 'api' | 'reader'>, guildId: string, page: number): Promise<Reply> {
  const zone = await zoneOf(ctx, guildId);
  return scheduleList(
    await ctx.services.store.schedules.list(guildId),
    zone,
    await systemNames(ctx),
    ctx.reader,
    await writesPage(ctx, guildId, page),
  );
}

/** The scheduled writes' pager: the list again at the page pressed (a write sent or cancelled meanwhile shows as it is now). */
const writesPager = component({
  ids: SCHEDULE_WRITES_PAGER,
  reply: 'update',
  access: 'moderator',
  async handle(ctx: ComponentContext, { page }) {
    const guildId = ctx.invoker.guildId;
    if (!guildId) throw new UserError((s) => s.t('schedule.list.none'));
    return listReply(ctx, guildId, page);
  },
});

/** How many scheduled writes `/schedule remove` suggests (Discord shows 25 choices), after the boards. */
const CHOICES = 25;

/** `/schedule remove` of a scheduled write: cancelled until it is claimed (any moderator may), exactly one of cancel and send wins. */
async function cancelWrite(ctx: CommandContext<unknown>, guildId: string, id: string): Promise<Reply | undefined> {
  const entry = await ctx.services.store.journal.get(id);
  if (!entry || entry.guildId !== guildId || entry.dueAt === null || entry.state === 'previewed') return undefined;
  const r = await ctx.services.store.journal.cancel(id, ctx.invoker.userId, true);
  if (r.kind === 'cancelled' && entry.state === 'scheduled') {
    await ctx.services.audit({
      guildId,
      userId: ctx.invoker.userId,
      action: writeOperation(entry.operation).audit.action,
      detail: `${entry.summary} Outcome: cancelled before its time`,
    });
    return said(ctx.reader.t('schedule.writes.cancelled', { id: code(id) }));
  }
  throw new UserError((s) => s.t('schedule.writes.tooLate', { id: code(id) }), 'id');
}

const when = (ms: number, zone: string, s: Reader) => ({ next: discordTime(ms, 'f'), server: zonedWords(ms, zone, s) });

export const schedule = command({
  name: 'schedule',
  definition,
  examples: {
    leaderboard: '/schedule leaderboard channel:#general every:week at:"mon 18:00"',
    list: '/schedule list',
    resume: '/schedule resume id:3f2a9c1d',
    remove: '/schedule remove id:3f2a9c1d',
  },
  access: 'moderator',
  private: true,
  async execute(ctx) {
    const o = ctx.options;
    const guildId = ctx.invoker.guildId;
    if (!guildId) throw new UserError((s) => s.t('schedule.list.none'));
    const schedules = ctx.services.store.schedules;
    const s = ctx.reader;
    const zone = await zoneOf(ctx, guildId);
    if (o.subcommand === 'list') return listReply(ctx, guildId, 0);
    if (o.subcommand === 'remove') {
      const write = await cancelWrite(ctx, guildId, o.id.trim());
      if (write) return write;
      const found = await scheduleOf(ctx, guildId, o.id.trim());
      await schedules.remove(guildId, found.id);
      return said(s.t('schedule.removed', { id: code(found.id) }));
    }
    if (o.subcommand === 'resume') {
      const found = await scheduleOf(ctx, guildId, o.id.trim());
      const next = nextTimes(found, zone, ctx.services.now());
      await schedules.resume(guildId, found.id, next.nextRunAt, next.nextFinalAt);
      return said(s.t('schedule.resumed', { id: code(found.id), ...when(next.nextRunAt, zone, s) }));
    }
    const every = o.every as Every;
    if (!EVERY.includes(every)) throw new UserError((t) => t.t(`schedule.badAt.day`), 'every');
    // A weekday or `last` in the member's words (`mo 18:00`) as well as in English.
    const at = parseRunAt(every, o.at === undefined ? undefined : englishTimeWords(o.at));
    if (!at) throw new UserError((t) => t.t(`schedule.badAt.${every}`), 'at');
    const given = check('system', PointSystemInput, o.system?.trim() || undefined);
    // The moderator must be able to post there too, not only the bot (before anything is read upstream).
    checkInvokerMayPost(ctx, 'channel', o.channel);
    const system = given ? await resolvePointSystem(ctx.api, given) : await defaultPointSystem(ctx.api, await serverDefaultSystem(ctx));
    if (!system) throw new UserError(NO_ACTIVE_SYSTEM);
    if ((await schedules.list(guildId)).length >= MAX_SCHEDULES_PER_GUILD)
      throw new UserError((t) => t.plural('schedule.full', MAX_SCHEDULES_PER_GUILD));
    const mode = o.mode === 'new' ? 'new' : 'update';
    const channel = `<#${o.channel}>`;
    const guildLocale = ctx.invoker.guildLocale ?? null;
    const here = messageReader({ private: false, serverLanguage: (await ctx.services.store.settings.get(guildId))?.language, guildLocale });
    const label = systemLabel(system);
    // The channel's first message says what will come, and proves the bot may post there.
    const hello = here.t('schedule.hello', { system: label, when: runAtWords(at, zone, here), member: `<@${ctx.invoker.userId}>` });
    if (!(await ctx.services.tryPost(o.channel, hello))) throw new UserError((t) => t.t('schedule.cannotPost', { channel }), 'channel');
    const now = ctx.services.now();
    const times = nextTimes({ every, runAt: runAtText(at) }, zone, now);
    // `update` posts its message at once (the next tick), then edits it at each run.
    const nextRunAt = mode === 'update' ? now : times.nextRunAt;
    const created = await schedules.create({
      guildId,
      channelId: o.channel,
      every,
      runAt: runAtText(at),
      pointSystemId: system.id,
      mode,
      nextRunAt,
      nextFinalAt: times.nextFinalAt,
      createdBy: ctx.invoker.userId,
      locale: guildLocale,
    });
    if (created === 'full') throw new UserError((t) => t.plural('schedule.full', MAX_SCHEDULES_PER_GUILD));
    const base = { id: code(created.id), system: label, channel, when: runAtWords(at, zone, s), ...when(times.nextRunAt, zone, s) };
    const lines = [s.t(mode === 'update' ? 'schedule.createdNow' : 'schedule.created', base)];
    if (every === 'week' || every === 'month') {
      lines.push(s.t(every === 'week' ? 'schedule.finalWeek' : 'schedule.finalMonth'));
      // A weekly or monthly board turns the system's period boards on: its final boards are then kept.
      if (!(await ctx.services.store.periods.get(guildId, system.id))) {
        const turned = await turnOnPeriods(ctx.services, ctx.api, guildId, system, {
          userId: ctx.invoker.userId,
          why: `by a ${every}ly /schedule`,
        });
        lines.push(s.t('period.setup.byScheduleOn', { requests: counted('requests', snapshotRequests(turned.total), s) }));
      }
    }
    return said(lines.join('\n'));
  },
  async autocomplete(ctx) {
    if (ctx.focused.name === 'system') return pointSystemChoices(ctx);
    const guildId = ctx.invoker.guildId;
    if (!guildId) return [];
    const typed = ctx.focused.value.trim().toLowerCase();
    const list = await ctx.services.store.schedules.list(guildId);
    const boards = list
      .map((x) => ({ name: `${x.state === 'active' ? '▶️' : '⏸️'} ${x.id} · ${x.every} ${x.runAt} · ${x.mode}`.slice(0, 100), value: x.id }))
      .filter((x) => !typed || x.name.toLowerCase().includes(typed));
    // Writes can be removed (cancelled) while they wait; resume is for boards only. Searched in
    // the store among every one waiting (by id, operation or what it does), not only the first few.
    const waiting =
      ctx.focused.name === 'id' && ctx.subcommand === 'remove'
        ? await ctx.services.store.journal.scheduledIn(guildId, ctx.services.now(), {
            waiting: true,
            ...(typed ? { search: typed } : {}),
            limit: CHOICES,
          })
        : [];
    const writes = waiting.map((e) => ({
      name: [e.id, writeOperation(e.operation).audit.action, new Date(e.dueAt ?? 0).toISOString(), e.summary].join(' · ').slice(0, 100),
      value: e.id,
    }));
    return [...boards, ...writes].slice(0, CHOICES);
  },
  components: [writesPager],
});
