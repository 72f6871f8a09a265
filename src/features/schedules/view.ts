import type { APIEmbed } from 'discord.js';
import { withAside, type Reader, type Text } from '../../i18n/reader.js';
import { LIMITS } from '../../discord/limits.js';
import type { Reply } from '../../discord/reply.js';
import type { Schedule, SchedulePause } from '../../store/schedules.js';
import { parseRunAt, type Period, type RunAt } from '../../time/schedule.js';
import { discordTime, formatNumber } from '../../views/format.js';
import { periodLabelWords } from '../../views/period-label.js';
import { leaderboardView, type LeaderboardPage } from '../leaderboard/view.js';
import { code, fitLines } from '../../views/markdown.js';
import { componentIds, pageField } from '../../discord/component-id.js';
import { pagerActions, pagerRows } from '../../views/pager.js';

/**
 * /schedule's messages: when a schedule runs in words (in the server's zone), the board it posts
 * (the leaderboard with when it was updated and when it next will be, which Discord shows in
 * each member's own time; or the period's final board), and a server's list of schedules.
 */

const COLOR = 0xf1c40f;

const pad = (n: number) => String(n).padStart(2, '0');

/** The weekdays from Monday (0), as the texts of `schedule.every.weekday` are named. */
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** "every Monday at 18:00 (Europe/Berlin)". */
export function runAtWords(at: RunAt, zone: string, s: Reader): string {
  const time = `${pad(at.hour)}:${pad(at.minute)}`;
  const when =
    at.every === 'hour'
      ? s.t('schedule.every.hour', { minute: pad(at.minute) })
      : at.every === 'day'
        ? s.t('schedule.every.day', { time })
        : at.every === 'week'
          ? s.t(`schedule.every.weekday.${WEEKDAYS[at.weekday ?? 0] ?? 'mon'}`, { time })
          : at.day === 'last'
            ? s.t('schedule.every.monthLast', { time })
            : (at.day ?? 1) === 1
              ? s.t('schedule.every.monthFirst', { time })
              : s.t('schedule.every.month', { day: String(at.day), time });
  return s.t('schedule.every.withZone', { when, zone });
}

/** A time in the server's zone, as the server reads it ("Mon, 30 Nov, 18:00"). */
export function zonedWords(ms: number, zone: string, s: Reader): string {
  const text = new Intl.DateTimeFormat(s.locale, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
  // Intl brackets a weekday in some languages with half-width brackets (`12月7日(月) 19:00`): the language's own
  // brackets for an aside replace them (full-width ones close without a space).
  return text.replace(/ ?\((\S+?)\) ?/u, (_all, day: string) => {
    const aside = withAside(s, '', day);
    return aside.endsWith(')') ? `${aside} ` : aside.trim();
  });
}

/**
 * A final board's line or title: week 47 of 2026's (with the ISO week's year, so week 1 posted in
 * late December names the year it belongs to), or November 2026's, as the reader's language writes them.
 */
function finalText(key: 'final' | 'finalTitle', p: Period, s: Reader): string {
  if (p.every === 'week')
    return s.t(`schedule.post.${key}.week`, { label: periodLabelWords(`${p.weekYear}-W${String(p.week).padStart(2, '0')}`, s) });
  return s.t(`schedule.post.${key}.month`, {
    month: new Intl.DateTimeFormat(s.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(p.year, p.month - 1, 15)),
  });
}

export interface ScheduledBoard {
  page: LeaderboardPage;
  mode: Schedule['mode'];
  /** When this board was read (epoch ms). */
  at: number;
  /** The schedule's next run. */
  nextAt: number;
  /** A final board: the period it closes. */
  final?: Period | undefined;
}

/** The board a schedule posts: the leaderboard (its buttons open a private copy for whoever presses), with when it was updated and when it next will be. */
export function scheduledBoard(d: ScheduledBoard, s: Reader): Reply {
  const board = leaderboardView(d.page, s);
  const [embed, ...rest] = board.embeds ?? [];
  const content = d.final
    ? finalText('final', d.final, s)
    : d.mode === 'update'
      ? s.t('schedule.post.updated', { when: discordTime(d.at, 'R'), next: discordTime(d.nextAt, 'f') })
      : s.t('schedule.post.next', { next: discordTime(d.nextAt, 'f') });
  const title = d.final && embed?.title ? `${finalText('finalTitle', d.final, s)} · ${embed.title}` : embed?.title;
  return {
    ...board,
    content,
    embeds: embed ? [{ ...embed, ...(title ? { title: title.slice(0, LIMITS.embedTitle) } : {}) }, ...rest] : [],
  };
}

export const schedulePause = (reason: SchedulePause, s: Reader): string => s.t(`schedule.reason.${reason}`);

function scheduleLine(x: Schedule, zone: string, systemName: string, s: Reader): string {
  const at = parseRunAt(x.every, x.runAt);
  const state =
    x.state === 'active'
      ? s.t('schedule.list.next', { when: discordTime(x.nextRunAt, 'f'), server: zonedWords(x.nextRunAt, zone, s) })
      : s.t('schedule.list.paused', { reason: schedulePause(x.pausedReason ?? 'channel', s) });
  return [
    `${code(x.id)} <#${x.channelId}> · ${s.t('schedule.list.board', { system: systemName })} · ${at ? runAtWords(at, zone, s) : code(x.runAt)}`,
    `${state} · ${s.t(x.mode === 'update' ? 'schedule.list.update' : 'schedule.list.new')} · ${s.t('schedule.list.by', { member: `<@${x.createdBy}>`, n: formatNumber(x.runs, s.locale) })}`,
    // Runs a stopped bot missed are posted once when it is back: said until the next run on time.
    ...(x.missedRuns > 1 ? [`⏭️ ${s.plural('schedule.list.missed', x.missedRuns, { n: formatNumber(x.missedRuns, s.locale) })}`] : []),
  ].join('\n');
}

/** A write sent at a set time, as /schedule list shows it. */
export interface ScheduledWriteRow {
  id: string;
  /** What it does: the audit's name for it (`tip`, `raid create`). */
  action: string;
  dueAt: number;
  userId: string;
  state: 'scheduled' | 'sending' | 'created' | 'refused' | 'unknown' | 'cancelled';
  /** Why it was not sent (refused). */
  reason?: Text | undefined;
}

function writeLine(w: ScheduledWriteRow, zone: string, s: Reader): string {
  const state = s.t(`schedule.writes.state.${w.state}`, w.state === 'refused' ? { reason: w.reason ? w.reason(s) : '' } : {});
  return s.t('schedule.writes.line', {
    id: code(w.id),
    what: code(w.action),
    when: discordTime(w.dueAt, 'f'),
    server: zonedWords(w.dueAt, zone, s),
    member: `<@${w.userId}>`,
    state,
  });
}

/** Scheduled writes on one page of /schedule list: few enough that every line fits, whatever its reason. */
export const WRITES_PER_PAGE = 10;

/** The scheduled writes' pager under /schedule list: the page it leads to (moderators only; the list is private). */
export const SCHEDULE_WRITES_PAGER = componentIds('schedule', pagerActions('writes'), { page: pageField });

/** One page of a server's scheduled writes, with how many there are in all. */
export interface ScheduledWritesPage {
  rows: readonly ScheduledWriteRow[];
  /** Zero-based. */
  page: number;
  pages: number;
  /** Every write listed (waiting, and settled lately), and how many of them wait. */
  total: number;
  waiting: number;
}

/**
 * A server's schedules: what each posts where, when it runs next (in the server's time and each
 * reader's own), who made it; then the writes waiting for their time (and those settled lately),
 * a page at a time, with how many there are in all.
 */
export function scheduleList(
  schedules: readonly Schedule[],
  zone: string,
  systemNames: ReadonlyMap<string, string>,
  s: Reader,
  writes?: ScheduledWritesPage,
): Reply {
  const embed: APIEmbed = {
    title: s.t('schedule.list.title'),
    color: COLOR,
    description:
      schedules.length === 0
        ? s.t('schedule.list.none')
        : fitLines(
            schedules.map((x) => scheduleLine(x, zone, systemNames.get(x.pointSystemId) ?? code(x.pointSystemId), s)),
            LIMITS.embedDescription,
            s,
          ),
    footer: { text: s.t('schedule.list.zone', { zone }) },
  };
  if (!writes || writes.total === 0) return { embeds: [embed], components: [] };
  const n = (x: number) => formatNumber(x, s.locale);
  const pending: APIEmbed = {
    title: s.t('schedule.writes.title'),
    color: COLOR,
    description: fitLines(
      writes.rows.map((w) => writeLine(w, zone, s)),
      LIMITS.embedDescription,
      s,
    ),
    footer: {
      text: `${s.plural('schedule.writes.count', writes.waiting, { n: n(writes.waiting), total: n(writes.total), page: n(writes.page + 1), pages: n(writes.pages) })} · ${s.t('schedule.list.zone', { zone })}`,
    },
  };
  return {
    embeds: [embed, pending],
    components: pagerRows(SCHEDULE_WRITES_PAGER, writes.page, writes.pages, (page) => ({ page }), s) ?? [],
  };
}
