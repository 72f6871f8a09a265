import { ENGLISH } from '../i18n/speech.js';
import { ButtonStyle, ComponentType } from 'discord.js';
import { componentIds, field } from '../discord/component-id.js';
import { cut, escape, LIMITS } from '../discord/limits.js';
import type { Reply } from '../discord/reply.js';
import { discordTime } from './format.js';
import { code, fitLines } from './lines.js';

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

const OUTCOME: Record<string, string> = {
  created: '✅ created',
  refused: '⛔ refused (not done)',
  unknown: '⚠️ outcome unknown',
};

const outcomeText = (outcome: string) => OUTCOME[outcome] ?? escape(cut(outcome, 40));

function line(r: AuditLine): string {
  const ref = r.reference ? ` · ref ${code(cut(r.reference, 80))}` : '';
  return `${discordTime(r.at, 'f')} · ${code(r.operation)} · <@${r.userId}> · **${outcomeText(r.outcome)}**${ref}\n${escape(cut(r.summary, 300))}`;
}

function filtersText({ operation, member }: AuditPageData): string {
  const parts = [operation ? `operation ${code(operation)}` : undefined, member ? `by <@${member}>` : undefined].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

export function auditPage(data: AuditPageData): Reply {
  const { rows, more, before, operation, member } = data;
  const title = 'Audit trail';
  if (rows.length === 0) {
    const none = before === undefined ? `No writes recorded${filtersText(data)} yet.` : `No older writes${filtersText(data)}.`;
    return { embeds: [{ title, color: COLOR, description: none }], components: pager(data) };
  }
  return {
    embeds: [
      {
        title,
        color: COLOR,
        description: fitLines(
          [...(operation || member ? [`Only writes${filtersText(data)}.`] : []), ...rows.slice(0, AUDIT_PER_PAGE).map(line)],
          LIMITS.embedDescription,
          ENGLISH,
        ),
        footer: { text: `Newest first${before === undefined ? '' : ' · older page'}${more ? ' · Older shows more' : ''}` },
      },
    ],
    components: pager({ rows, more, before, operation, member }),
  };
}

function pager({ rows, more, before, operation, member }: AuditPageData): NonNullable<Reply['components']> {
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
        { type: ComponentType.Button, style: ButtonStyle.Secondary, label: '« Newest', custom_id: newest, disabled: before === undefined },
        // Distinct id when disabled: Discord refuses two buttons with one id.
        { type: ComponentType.Button, style: ButtonStyle.Secondary, label: 'Older ›', custom_id: older ?? AUDIT_PAGER.id('older', { ...filters, before: 1 })!, disabled: !more || !older },
      ],
    },
  ];
}
