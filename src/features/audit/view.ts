import type { Reader } from '../../i18n/reader.js';
import { ButtonStyle, ComponentType } from 'discord.js';
import { componentIds, field } from '../../discord/component-id.js';
import { cut, escape, LIMITS } from '../../discord/limits.js';
import type { Reply } from '../../discord/reply.js';
import { discordTime } from '../../views/format.js';
import { code, fitLines } from '../../views/markdown.js';

/**
 * /audit: the server's recorded writes and their outcomes, newest first, a page at a time.
 * "Older" carries the last row's id and the filters in its own custom id, so paging survives a
 * restart and rows added meanwhile never shift a page.
 */

export const AUDIT_PER_PAGE = 10;
const COLOR = 0x95a5a6;

/** Operation names as the journal writes them (`raid.create`, `tip.send`). */
export const AUDIT_OPERATION = /^[a-z][a-z0-9_.-]{0,31}$/;

export const AUDIT_PAGER = componentIds('audit', ['newest', 'older'], {
  before: field.optional(field.int(1)),
  operation: field.optional(field.text((s) => AUDIT_OPERATION.test(s))),
  member: field.optional(field.snowflake),
});

/** One audit row as the view needs it. */
export interface AuditLine {
  id: number;
  /** Epoch ms. */
  at: number;
  userId: string;
  operation: string;
  summary: string;
  outcome: string;
  reference: string | null;
}

export interface AuditPageData {
  rows: AuditLine[];
  /** Older rows remain. */
  more: boolean;
  /** The id this page starts below; undefined for the newest page. */
  before?: number | undefined;
  operation?: string | undefined;
  member?: string | undefined;
}

/** The outcomes the journal records (a write settled, or scheduled and cancelled before its time); anything else is shown as stored. */
const OUTCOMES = ['created', 'refused', 'unknown', 'scheduled', 'cancelled'] as const;

function outcomeText(outcome: string, s: Reader): string {
  const known = OUTCOMES.find((o) => o === outcome);
  return known ? s.t(`board.audit.${known}`) : escape(cut(outcome, 40));
}

function line(r: AuditLine, s: Reader): string {
  const ref = r.reference ? ` · ${s.t('board.audit.ref', { reference: code(cut(r.reference, 80)) })}` : '';
  return `${discordTime(r.at, 'f')} · ${code(r.operation)} · <@${r.userId}> · **${outcomeText(r.outcome, s)}**${ref}\n${escape(cut(r.summary, 300))}`;
}

/** "operation `raid.create`, by @member", or '' without filters. */
function filtersText({ operation, member }: AuditPageData, s: Reader): string {
  const parts = [
    ...(operation ? [s.t('board.audit.operation', { operation: code(operation) })] : []),
    ...(member ? [s.t('board.audit.by', { member: `<@${member}>` })] : []),
  ];
  return parts.join(s.t('board.comma'));
}

export function auditPage(data: AuditPageData, s: Reader): Reply {
  const { rows, more, before, operation, member } = data;
  const title = s.t('board.audit.title');
  const filters = filtersText(data, s);
  if (rows.length === 0) {
    const none =
      before === undefined
        ? filters
          ? s.t('board.audit.noneFiltered', { filters })
          : s.t('board.audit.none')
        : filters
          ? s.t('board.audit.noOlderFiltered', { filters })
          : s.t('board.audit.noOlder');
    return { embeds: [{ title, color: COLOR, description: none }], components: pager(data, s) };
  }
  const footer = [
    s.t('board.audit.newestFirst'),
    ...(before === undefined ? [] : [s.t('board.audit.olderPage')]),
    ...(more ? [s.t('board.audit.olderShowsMore')] : []),
  ];
  return {
    embeds: [
      {
        title,
        color: COLOR,
        description: fitLines(
          [...(filters ? [s.t('board.audit.only', { filters })] : []), ...rows.slice(0, AUDIT_PER_PAGE).map((r) => line(r, s))],
          LIMITS.embedDescription,
          s,
        ),
        footer: { text: footer.join(' · ') },
      },
    ],
    components: pager({ rows, more, before, operation, member }, s),
  };
}

function pager({ rows, more, before, operation, member }: AuditPageData, s: Reader): NonNullable<Reply['components']> {
  if (before === undefined && !more) return [];
  const filters = { ...(operation ? { operation } : {}), ...(member ? { member } : {}) };
  const newest = AUDIT_PAGER.id('newest', filters);
  const last = rows.at(-1);
  const older = last ? AUDIT_PAGER.id('older', { ...filters, before: last.id }) : undefined;
  if (!newest) return [];
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          style: ButtonStyle.Secondary,
          label: s.t('board.audit.newest'),
          custom_id: newest,
          disabled: before === undefined,
        },
        // Distinct id when disabled: Discord refuses two buttons with one id.
        {
          type: ComponentType.Button,
          style: ButtonStyle.Secondary,
          label: s.t('board.audit.older'),
          custom_id: older ?? AUDIT_PAGER.id('older', { ...filters, before: 1 })!,
          disabled: !more || !older,
        },
      ],
    },
  ];
}
