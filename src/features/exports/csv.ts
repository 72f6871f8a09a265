import { stringify } from 'csv-stringify/sync';
import { decimalOfNumber, decimalText } from '../../decimal.js';
import { offsetAt } from '../../time/zone.js';
import { mentionedMembers, plainText } from './plain-text.js';

/**
 * The exports' CSV files (`export:true` on /leaderboard, /audit, /quest completions), pure:
 * typed rows in, bytes out. What a spreadsheet opening the file must see:
 * - UTF-8 with a byte-order mark (Excel reads a file without one in the system's code page),
 *   one header row, CRLF line ends, every cell quoted by csv-stringify when it holds a quote,
 *   a comma or a line break, so no value can end a row or add a column.
 * - Amounts as exact decimal text (`12.5`, `-3`, `0.000001`), never a float's rounding or an
 *   exponent; times as ISO 8601 in UTC and in the server's time zone (with its offset).
 * - No cell a spreadsheet would run as a formula (OWASP "CSV injection"): a cell starting
 *   with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, which spreadsheets
 *   show as text. One exception, decided so that amounts stay numbers: a cell that is exactly
 *   a plain decimal (`-12.5`: an optional minus, digits, an optional fraction) is left as it
 *   is, since a spreadsheet reads it as a number and nothing in it can run. So a name `-5`
 *   stays `-5` (harmless), while `-1+2`, `+1` or `=1` are neutralised.
 * Headers are fixed English identifiers (`user_id`, `balance`), the same in every language,
 * so a sheet or script built on one export reads the next.
 */

export const CSV_MIME = 'text/csv';
const BOM = '\uFEFF';

/** A plain decimal: what a spreadsheet reads as a number and never as a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/** Starts OWASP lists for cells a spreadsheet may evaluate. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, safe to open: a plain decimal as is, anything a spreadsheet could run prefixed with `'`. */
export function safeCell(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** An amount as exact decimal text (`-12.5`, `1000000000000000000000`): no exponent, no rounding beyond what the number holds. */
export function amountText(n: number): string {
  const d = decimalOfNumber(Math.abs(n));
  if (!d.ok) return '';
  const text = decimalText(d.value);
  return n < 0 && text !== '0' ? `-${text}` : text;
}

/**
 * An exact decimal given as text (the store's `numeric`, a period board's gain) in the same form
 * as amountText: `5.00` is `5`, `-0` is `0`; text that is not a plain decimal (a float's `1e+21`)
 * goes through amountText.
 */
export function exactText(text: string): string {
  const t = text.trim();
  if (!PLAIN_NUMBER.test(t)) return amountText(Number(t));
  const trimmed = t.includes('.') ? t.replace(/\.?0+$/, '') : t;
  const negative = trimmed.startsWith('-');
  const digits = (negative ? trimmed.slice(1) : trimmed).replace(/^0+(?=\d)/, '');
  return negative && digits !== '0' ? `-${digits}` : digits;
}

/** `2026-11-27T16:05:03.120Z`. */
export const utcTime = (ms: number): string => new Date(ms).toISOString();

/** The same instant as the wall clock of `zone` shows it, with its offset: `2026-11-27T17:05:03.120+01:00`. */
export function zonedIso(ms: number, zone: string): string {
  const offset = offsetAt(ms, zone);
  const wall = new Date(ms + offset).toISOString().slice(0, -1);
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset) / 60_000;
  return `${wall}${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** What an export's cells are built with besides the row: the server's zone and the members' names. */
export interface CellContext {
  zone: string;
  /** The name Discord shows for a member in the server; undefined when Discord does not know them. */
  nameOf(userId: string): string | undefined;
}

/** An export's columns: its file name, the header row, and a row's cells (raw: made safe when written). */
export interface ExportTable<R> {
  file: string;
  /** Whether it has time columns (in UTC and in the server's zone): the reply names the zone only then. */
  times: boolean;
  header: readonly string[];
  cells(row: R, ctx: CellContext): string[];
  /** The member ids of a row, whose names Discord is asked for: the row's own member first. */
  members(row: R): string[];
}

/** One holder of a board: its place, the member, and exact amounts as text. */
export interface BoardRow {
  /** Undefined on a period board for a member without gain: not ranked. */
  rank: number | undefined;
  userId: string;
  /** The balance now, exact (see amountText). */
  balance: string;
  /** A period board's gain since the period's snapshot, exact; absent on the all-time board. */
  gain?: string;
}

/** A board's columns; a period board (`gain`) adds the gain before the balance. */
export function boardTable(options: { gain?: boolean; file?: string } = {}): ExportTable<BoardRow> {
  return {
    file: options.file ?? 'board.csv',
    times: false,
    header: ['rank', 'user_id', 'name', ...(options.gain ? ['gain'] : []), 'balance'],
    cells: (r, ctx) => [
      r.rank === undefined ? '' : String(r.rank),
      r.userId,
      ctx.nameOf(r.userId) ?? '',
      ...(options.gain ? [r.gain ?? ''] : []),
      r.balance,
    ],
    members: (r) => [r.userId],
  };
}

/** One row of the audit trail, as the store keeps it. */
export interface AuditExportRow {
  id: number;
  at: number;
  userId: string;
  operation: string;
  outcome: string;
  reference: string | null;
  summary: string;
}

export const AUDIT_TABLE: ExportTable<AuditExportRow> = {
  file: 'audit.csv',
  times: true,
  header: ['id', 'time_utc', 'time_local', 'user_id', 'name', 'operation', 'outcome', 'reference', 'summary'],
  // The summary is the line the audit channel shows: its mentions and markup as a cell shows text.
  cells: (r, ctx) => [
    String(r.id),
    utcTime(r.at),
    zonedIso(r.at, ctx.zone),
    r.userId,
    ctx.nameOf(r.userId) ?? '',
    r.operation,
    r.outcome,
    r.reference ?? '',
    plainText(r.summary, ctx),
  ],
  members: (r) => [r.userId, ...mentionedMembers(r.summary)],
};

/** One quest completion, as the API gives it (the fields the file shows). */
export interface CompletionExportRow {
  questId: string;
  iteration: number;
  userId: string;
  timestamp: number;
  taskIds: readonly string[];
  verificationData: readonly { accountUsername?: string | undefined }[];
  rewardMultiplier: number;
}

export const COMPLETIONS_TABLE: ExportTable<CompletionExportRow> = {
  file: 'completions.csv',
  times: true,
  header: ['time_utc', 'time_local', 'quest_id', 'round', 'user_id', 'name', 'account_username', 'tasks', 'reward_multiplier'],
  cells: (c, ctx) => [
    utcTime(c.timestamp),
    zonedIso(c.timestamp, ctx.zone),
    c.questId,
    String(c.iteration),
    c.userId,
    ctx.nameOf(c.userId) ?? '',
    c.verificationData.find((v) => v.accountUsername)?.accountUsername ?? '',
    String(c.taskIds.length),
    amountText(c.rewardMultiplier),
  ],
  members: (c) => [c.userId],
};

/** The file's first bytes: the byte-order mark and the header row. */
export function csvHead(table: ExportTable<unknown>): string {
  return BOM + csvLines([table.header]);
}

/** Rows as CSV lines (CRLF), every cell made safe. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  // csv-stringify quotes a cell holding the record delimiter (CRLF) but not a lone LF or CR,
  // which spreadsheets still read as a row's end: those are quoted here, with cells a
  // trimming reader would change (leading or trailing space).
  return stringify(
    rows.map((r) => r.map(safeCell)),
    { record_delimiter: 'windows', quoted_match: /[\r\n]|^\s|\s$/ },
  );
}
