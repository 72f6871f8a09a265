import type { CommunityClient } from '../../api/types.js';
import type { CallOptions } from '../../api/types.js';
import type { BackgroundBudget } from '../../jobs/budget.js';
import type { NameReader } from '../../services/discord-facts.js';
import type { Text } from '../../i18n/reader.js';
import { counted, formatNumber } from '../../views/format.js';
import type { ExportedFile } from './view.js';
import { completionQuery, type CompletionFilters } from '../quests/view.js';
import { gainRank } from '../periods/view.js';
import type { AuditLog } from '../../store/index.js';
import type { GainRow } from '../../store/periods.js';
import {
  amountText,
  AUDIT_TABLE,
  exactText,
  boardTable,
  COMPLETIONS_TABLE,
  csvHead,
  csvLines,
  type AuditExportRow,
  type BoardRow,
  type CompletionExportRow,
  type ExportTable,
} from './csv.js';

/**
 * What an export reads, in one place for the command (small exports, answered at once) and the
 * job (long ones, src/features/exports/jobs.ts): an `ExportSpec` (plain data, so a job can carry it) is
 * turned into rows by `exportSource`, the one function every export takes its rows from, and
 * `collectCsv` writes them into the file a page at a time, refusing past the limits.
 *
 * A period board (`/leaderboard period:<p> export:true`) is a `{ kind: 'period' }` spec: its rows
 * come from the period-board code through `deps.periods` (an ended period from the store, the
 * running one as that code computes and caches it), ranked by gain, with gain and balance as
 * exact text in `boardTable({ gain: true })`.
 */

export type BalanceOrder = 'balance-desc' | 'balance-asc';

export type ExportSpec =
  | { kind: 'board'; systemId: string; order: BalanceOrder }
  /** A period board; `period` is the period's name as its buttons carry it (`2026-W47`, `2026-11`). */
  | { kind: 'period'; systemId: string; period: string }
  | { kind: 'audit'; operation?: string; member?: string }
  | { kind: 'completions'; filters: CompletionFilters };

/** An export's rows: how many there are (read first), then every row in order, a page at a time. */
export interface RowSource<R> {
  table: ExportTable<R>;
  /** Rows one upstream request brings; 0 for the store (no upstream request at all). */
  pageSize: number;
  /** How many rows the export holds; for an upstream source, its first page's total (the cache serves that page again). */
  count(): Promise<number>;
  pages(): AsyncIterable<R[]>;
}

export interface SourceDeps {
  api: CommunityClient;
  audit: Pick<AuditLog, 'list' | 'count'>;
  guildId: string | null;
  /** Reads through the key's background lane (the job), or as a member's read (a small export answered at once). */
  background: boolean;
  /**
   * Opens a period board through the period-board code (src/features/periods/board.ts): its
   * refusals are the member's. Absent where no period board can be read (the export job: a
   * period export reads no upstream page of its own, so it is always answered at once).
   */
  periods?(spec: Extract<ExportSpec, { kind: 'period' }>): Promise<PeriodRows>;
}

/** A period board's rows, ranked by gain (what the period-board code gives). */
export interface PeriodRows {
  total: number;
  /** Members who gained anything: the first rows, the only ones ranked. */
  gainers: number;
  rows(offset: number, limit: number): Promise<GainRow[]>;
}

/** The board's balances endpoint serves up to 100 a page. */
export const BOARD_PAGE = 100;
/** The completions endpoint's largest page. */
export const COMPLETIONS_PAGE = 50;
/** Audit rows read from the store at once. */
const AUDIT_PAGE = 500;
/** Period board rows read at once (from the store, or the computed running board). */
const PERIOD_PAGE = 500;

/**
 * Pages of an offset-paged endpoint until its total is read. The first page is read once for
 * the count and again as the first page (the client's cache answers the second read).
 */
function upstreamPages<T, R>(
  read: (offset: number) => Promise<{ data: T[]; pagination: { total: number } }>,
  pageSize: number,
  toRow: (item: T, index: number) => R,
) {
  return {
    pageSize,
    async count() {
      return (await read(0)).pagination.total;
    },
    async *pages(): AsyncIterable<R[]> {
      for (let offset = 0; ; offset += pageSize) {
        const page = await read(offset);
        if (page.data.length > 0) yield page.data.map((item, i) => toRow(item, offset + i));
        if (page.data.length < pageSize || offset + page.data.length >= page.pagination.total) return;
      }
    },
  };
}

/** The one function every export takes its rows from. */
export function exportSource(spec: ExportSpec, deps: SourceDeps): RowSource<any> {
  const options: CallOptions = deps.background ? { background: true } : {};
  switch (spec.kind) {
    case 'board': {
      const source: RowSource<BoardRow> = {
        table: boardTable(),
        ...upstreamPages(
          (offset) => deps.api.getPointBalances({ pointSystemId: spec.systemId, sort: spec.order, offset, limit: BOARD_PAGE }, options),
          BOARD_PAGE,
          (b, i): BoardRow => ({ rank: i + 1, userId: b.userId, balance: amountText(b.balance) }),
        ),
      };
      return source;
    }
    case 'period': {
      const open = deps.periods;
      if (!open) throw new Error('a period export needs the period boards');
      // Opened once: the count and the pages read the same board.
      let opened: Promise<PeriodRows> | undefined;
      const board = () => (opened ??= open(spec));
      const source: RowSource<BoardRow> = {
        table: boardTable({ gain: true, file: `board-${spec.period}.csv` }),
        // The export itself asks upstream for nothing: an ended board is stored, the running one is the period-board code's.
        pageSize: 0,
        count: async () => (await board()).total,
        async *pages() {
          const b = await board();
          for (let offset = 0; offset < b.total; offset += PERIOD_PAGE) {
            const rows = await b.rows(offset, PERIOD_PAGE);
            if (rows.length === 0) return;
            // Ranked as the board ranks them: a member without gain has no rank.
            yield rows.map(
              (r, i): BoardRow => ({
                rank: gainRank(offset + i + 1, b.gainers),
                userId: r.userId,
                gain: exactText(r.gain),
                balance: exactText(r.balance),
              }),
            );
          }
        },
      };
      return source;
    }
    case 'completions': {
      const filters = completionQuery(spec.filters);
      const source: RowSource<CompletionExportRow> = {
        table: COMPLETIONS_TABLE,
        ...upstreamPages(
          (offset) => deps.api.listQuestCompletions({ ...filters, offset, limit: COMPLETIONS_PAGE }, options),
          COMPLETIONS_PAGE,
          (c) => c,
        ),
      };
      return source;
    }
    case 'audit': {
      const query = {
        guildId: deps.guildId,
        ...(spec.operation ? { operation: spec.operation } : {}),
        ...(spec.member ? { userId: spec.member } : {}),
      };
      const source: RowSource<AuditExportRow> = {
        table: AUDIT_TABLE,
        pageSize: 0,
        count: () => deps.audit.count(query),
        async *pages() {
          let beforeId: number | undefined;
          for (;;) {
            const { rows, more } = await deps.audit.list({ ...query, limit: AUDIT_PAGE, ...(beforeId !== undefined ? { beforeId } : {}) });
            if (rows.length > 0) yield rows;
            if (!more || rows.length === 0) return;
            beforeId = rows.at(-1)!.id;
          }
        },
      };
      return source;
    }
  }
}

// ---------- limits ----------

/** The most rows one export holds (20,000 holders = 200 board requests). */
export const EXPORT_MAX_ROWS = 20_000;
/** Upstream requests an export may make while the member waits; past this it runs as a job. */
export const INLINE_PAGES = 2;
/**
 * Discord's attachment limit when the interaction does not say (it carries
 * `attachment_size_limit`, which depends on the server's boosts): 8 MiB, the smallest in use.
 */
export const DEFAULT_ATTACHMENT_LIMIT = 8 * 1024 * 1024;
/** The largest request Discord accepts with files, whatever the server (its docs: 25 MiB). */
export const MAX_REQUEST_BYTES = 25 * 1024 * 1024;
/** Room left in the request for the message itself beside the file. */
const MESSAGE_ROOM = 64 * 1024;
/** An interaction's token lives 15 minutes; a job must have sent its file by this much before. */
export const TOKEN_LIFETIME_MS = 15 * 60_000;
export const TOKEN_MARGIN_MS = 90_000;

/** The file size an export may reach for an interaction that allows `attachmentLimit` bytes. */
export function maxFileBytes(attachmentLimit: number | undefined): number {
  return Math.min(attachmentLimit && attachmentLimit > 0 ? attachmentLimit : DEFAULT_ATTACHMENT_LIMIT, MAX_REQUEST_BYTES - MESSAGE_ROOM);
}

/** Upstream requests an export of `rows` makes (0 for the store's). */
export function requestsFor(rows: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(rows / pageSize)) : 0;
}

/** How long `requests` take through the background lane, at most `share` of the key's rate. */
export function backgroundMs(requests: number, budget: BackgroundBudget): number {
  const perSecond = budget.ratePerSecond * budget.share;
  if (!(perSecond > 0) || !Number.isFinite(perSecond)) return 0;
  return Math.ceil((requests * 1000) / perSecond);
}

// ---------- the file ----------

export class ExportRefused extends Error {
  constructor(readonly text: Text) {
    super('export refused');
    this.name = 'ExportRefused';
  }
}

export const MB = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

export const TOO_MANY_ROWS =
  (rows: number, max: number): Text =>
  (s) =>
    s.plural('common.export.tooManyRows', rows, { max: formatNumber(max, s.locale) });
export const TOO_LARGE =
  (maxBytes: number): Text =>
  (s) =>
    s.t('common.export.tooLarge', { size: formatNumber(MB(maxBytes), s.locale) });
export const TOO_SLOW =
  (rows: number, requests: number, ms: number): Text =>
  (s) =>
    s.plural('common.export.tooSlow', rows, {
      requests: counted('requests', requests, s),
      minutes: counted('minutes', Math.ceil(ms / 60_000), s),
    });

/**
 * What naming one export's rows may cost Discord: the member list (1,000 members a read, a
 * bucket of its own) up to EXPORT_MAX_ROWS members and a little more, then, for rows spread over
 * a larger server, as much of the list as the server's member count takes, up to a million
 * members; without the Server Members intent Discord refuses the list, and a few members are
 * read one at a time instead.
 */
export const EXPORT_NAME_LIMITS = { listPages: Math.ceil(EXPORT_MAX_ROWS / 1000) + 5, maxListPages: 1_000, singleReads: 100 } as const;

/** No names at all (an export outside a server). */
export const NO_NAMES: NameReader = { names: async () => new Map(), limited: undefined };

export interface CollectOptions {
  zone: string;
  /** The names of the rows' members, as the server shows them (those it does not know are left out). */
  names: NameReader;
  maxRows: number;
  maxBytes: number;
  /** Told after each page: rows written so far. */
  onPage?(rows: number): void;
  /** Checked before each page: throws to stop (a job past its deadline). */
  check?(): void;
}

export interface CollectedCsv {
  data: Buffer;
  rows: number;
  /** Rows whose member has a name in the file. */
  named: number;
  /** Why some rows have no name beyond their member having left (NameReader.limited). */
  namesLimited?: 'intent' | 'list' | undefined;
}

/**
 * Every row of `source` as one CSV file; ExportRefused past the row or size limit. The rows are
 * read first (a size already too large without names stops the reading), then every member is
 * named in one go: the member list is read in the order of its ids, so a board costs about one
 * Discord read per thousand members whatever order its rows come in.
 */
export async function collectCsv<R>(source: RowSource<R>, options: CollectOptions): Promise<CollectedCsv> {
  const head = Buffer.from(csvHead(source.table), 'utf8');
  const pages: R[][] = [];
  let rows = 0;
  let bare = head.length;
  const lines = (page: R[], nameOf: (id: string) => string | undefined) =>
    Buffer.from(csvLines(page.map((r) => source.table.cells(r, { zone: options.zone, nameOf }))), 'utf8');
  for await (const page of source.pages()) {
    options.check?.();
    rows += page.length;
    if (rows > options.maxRows) throw new ExportRefused(TOO_MANY_ROWS(rows, options.maxRows));
    bare += lines(page, () => undefined).length;
    if (bare > options.maxBytes) throw new ExportRefused(TOO_LARGE(options.maxBytes));
    pages.push(page);
    options.onPage?.(rows);
  }
  options.check?.();
  const names = await options.names.names([...new Set(pages.flatMap((page) => page.flatMap((r) => source.table.members(r))))]);
  const chunks = [head, ...pages.map((page) => lines(page, (id) => names.get(id)))];
  if (chunks.reduce((n, c) => n + c.length, 0) > options.maxBytes) throw new ExportRefused(TOO_LARGE(options.maxBytes));
  const named = pages.reduce((n, page) => n + page.filter((r) => names.has(source.table.members(r)[0] ?? '')).length, 0);
  const limited = options.names.limited;
  return { data: Buffer.concat(chunks), rows, named, ...(limited ? { namesLimited: limited } : {}) };
}

/** What the reply says of a collected file: its rows, their names, and the zone where the file has times. */
export function exportedFile(table: ExportTable<unknown>, file: CollectedCsv, zone: string): ExportedFile {
  const max = file.namesLimited === 'intent' ? EXPORT_NAME_LIMITS.singleReads : EXPORT_NAME_LIMITS.maxListPages * 1000;
  return {
    file: table.file,
    rows: file.rows,
    data: file.data,
    named: file.named,
    ...(table.times ? { zone } : {}),
    ...(file.namesLimited ? { namesLimited: { why: file.namesLimited, max } } : {}),
  };
}

// ---------- the job's hand-over ----------

/** What a long export's job carries (plain data: it waits in the job table). */
export interface ExportJobData {
  spec: ExportSpec;
  guildId: string;
  /** The member's locale: the reply is private. */
  locale: string;
  applicationId: string;
  /** The interaction's token: sealed for the job table (BotServices.jobs.seal), opened by the job's editReply. */
  token: string;
  /** When the interaction's token stops working (epoch ms). */
  expiresAt: number;
  /** How long before `expiresAt` the job gives up, so it can still say so. */
  marginMs: number;
  /** The rows counted before it was queued, for the progress line. */
  total: number;
  /** Names the bot already had when it was asked (the member who asked): used before Discord is read. */
  known?: Record<string, string>;
  maxRows: number;
  maxBytes: number;
}
