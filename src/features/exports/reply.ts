import type { CommandContext } from '../../command/contract.js';
import { UserError } from '../../command/contract.js';
import type { Reply } from '../../discord/reply.js';
import {
  backgroundMs,
  collectCsv,
  EXPORT_MAX_ROWS,
  EXPORT_NAME_LIMITS,
  exportedFile,
  ExportRefused,
  NO_NAMES,
  exportSource,
  INLINE_PAGES,
  maxFileBytes,
  requestsFor,
  TOKEN_LIFETIME_MS,
  TOKEN_MARGIN_MS,
  TOO_MANY_ROWS,
  TOO_SLOW,
  type ExportJobData,
  type ExportSpec,
  type SourceDeps,
} from './export.js';
import { EXPORT_RUN } from './jobs.js';
import { UTC } from '../../time/zone.js';
import { exportDone, exportStarted } from './view.js';
import { periodBoard, periodOf, periodSystem } from '../periods/board.js';

/**
 * `export:true` (OPT.export) on /leaderboard, /audit and /quest completions: every row of what
 * the command shows, as a CSV file in the member's private reply.
 *
 * The rows are counted first (the first page's total, or the store's count), so an export
 * above the row limit, or one that could not be read within the interaction's 15 minutes, is
 * refused with its figures before anything else is read. One that fits in a page or two
 * upstream (or comes from the store) is answered at once; a longer one is queued as a job
 * (src/features/exports/jobs.ts) that edits this reply with its progress and then the file.
 */

type Ctx = Pick<CommandContext<unknown>, 'api' | 'services' | 'invoker' | 'reader' | 'log'>;

/** A period board's rows through the period-board code: the same board, and refusals, as `/leaderboard period:`. */
function periodsOf(ctx: Ctx, zone: Promise<string>): SourceDeps['periods'] {
  return async (spec) => {
    const system = await periodSystem(ctx, spec.systemId);
    return periodBoard(ctx.services, ctx.invoker.guildId ?? '', system, periodOf(spec.period, await zone, ctx.services.now()));
  };
}

async function zoneOf(ctx: Ctx): Promise<string> {
  if (!ctx.invoker.guildId) return UTC;
  return (await ctx.services.store.settings.get(ctx.invoker.guildId).catch(() => undefined))?.timeZone ?? UTC;
}

export async function exportReply(ctx: Ctx, spec: ExportSpec): Promise<Reply> {
  const { invoker, services } = ctx;
  const guildId = invoker.guildId;
  const zoned = zoneOf(ctx);
  const source = exportSource(spec, {
    api: ctx.api,
    audit: services.store.audit,
    guildId,
    background: false,
    periods: periodsOf(ctx, zoned),
  });
  const total = await source.count();
  if (total > EXPORT_MAX_ROWS) throw new UserError(TOO_MANY_ROWS(total, EXPORT_MAX_ROWS));
  const maxBytes = maxFileBytes(invoker.interaction?.attachmentSizeLimit);
  const requests = requestsFor(total, source.pageSize);
  // The member who asks is named from the interaction; the rest from what the bot keeps, then the member list.
  const known = invoker.memberName ? { [invoker.userId]: invoker.memberName } : undefined;
  const zone = await zoned;

  if (requests > INLINE_PAGES && services.jobs && invoker.interaction && guildId) {
    const { interaction } = invoker;
    const ms = backgroundMs(requests, services.background);
    const expiresAt = interaction.createdAt + TOKEN_LIFETIME_MS;
    if (services.now() + ms > expiresAt - TOKEN_MARGIN_MS) throw new UserError(TOO_SLOW(total, requests, ms));
    const job: ExportJobData = {
      spec,
      guildId,
      locale: invoker.locale,
      applicationId: interaction.applicationId,
      token: services.jobs.seal(interaction.token, guildId),
      expiresAt,
      marginMs: TOKEN_MARGIN_MS,
      total,
      maxRows: EXPORT_MAX_ROWS,
      maxBytes,
      ...(known ? { known } : {}),
    };
    await services.jobs.send(EXPORT_RUN, [job]);
    return exportStarted(total, requests, Math.ceil(ms / 60_000), ctx.reader);
  }
  try {
    const names = guildId
      ? services.discord.nameReader(guildId, { ...EXPORT_NAME_LIMITS, known: new Map(Object.entries(known ?? {})) })
      : NO_NAMES;
    const file = await collectCsv(source, { zone, names, maxRows: EXPORT_MAX_ROWS, maxBytes });
    return exportDone(exportedFile(source.table, file, zone), ctx.reader);
  } catch (err) {
    if (err instanceof ExportRefused) throw new UserError(err.text);
    throw err;
  }
}
