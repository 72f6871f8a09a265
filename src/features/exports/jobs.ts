import type { CommunityClient } from '../../api/types.js';
import type { Reply } from '../../discord/reply.js';
import { readerFor, type Reader } from '../../i18n/reader.js';
import {
  collectCsv,
  EXPORT_NAME_LIMITS,
  exportedFile,
  ExportRefused,
  exportSource,
  type ExportJobData,
  type SourceDeps,
} from './export.js';
import type { NameLimits, NameReader } from '../../services/discord-facts.js';
import type { Logger } from '../../log.js';
import type { AuditLog } from '../../store/index.js';
import { exportDone, exportFailed, exportProgress, exportTimedOut } from './view.js';
import { defineJob, type JobDefinition } from '../../jobs/engine.js';
import { zoneOf, type FeatureJobs, type JobContext } from '../job-context.js';

/**
 * A long export (more than a page or two upstream) as a job: `exports.run` reads every page
 * through the key's background lane, edits the member's private reply with a progress line as
 * pages arrive (at most once a second), and edits the file into it when done, all within the
 * interaction's 15-minute token. An export that cannot finish before the token ends says so
 * in that reply while it still can, and attaches nothing. Nothing is written anywhere, so a
 * repeat is harmless; but a job is never retried (it would start over after the member has
 * been told), and a replica killed mid-export leaves its last progress line: run it again.
 */

export const EXPORT_RUN = 'exports.run';

/** Progress lines are edited in at most this often. */
export const PROGRESS_EDIT_MS = 1_000;

export interface ExportJobDeps {
  clientFor(guildId: string): Promise<CommunityClient | undefined>;
  /** The audit trail, on the store's background lane. */
  audit: Pick<AuditLog, 'list' | 'count'>;
  zoneOf(guildId: string): Promise<string>;
  /** Names of many members of the server (the bot's Discord facts). */
  nameReader(guildId: string, limits: NameLimits): NameReader;
  /** Replaces the interaction's reply (opening the job's sealed token). */
  editReply(job: ExportJobData, body: Reply): Promise<void>;
  now(): number;
  log: Logger;
}

class PastDeadline extends Error {
  constructor(readonly rows: number) {
    super('export past its deadline');
  }
}

/** One export, start to end; returns the rows sent (undefined when it was refused or stopped). */
export async function runExport(deps: ExportJobDeps, job: ExportJobData): Promise<number | undefined> {
  const s: Reader = readerFor(job.locale);
  const deadline = job.expiresAt - job.marginMs;
  let rows = 0;
  let lastEdit = 0;
  // Edits go one after another, so a progress line never lands after the file.
  let editing = Promise.resolve();
  const edit = (body: Reply): Promise<void> =>
    (editing = editing.then(() =>
      deps.editReply(job, body).catch((err: unknown) => {
        // The member is only told through this reply: a failed edit is logged, the export goes on.
        deps.log.warn({ err, guildId: job.guildId }, 'could not edit the export reply');
      }),
    ));
  try {
    const api = await deps.clientFor(job.guildId);
    if (!api && job.spec.kind !== 'audit') throw new Error('no API key for the server');
    const sourceDeps: SourceDeps = { api: api as CommunityClient, audit: deps.audit, guildId: job.guildId, background: true };
    const source = exportSource(job.spec, sourceDeps);
    const zone = await deps.zoneOf(job.guildId);
    const file = await collectCsv(source, {
      zone,
      names: deps.nameReader(job.guildId, { ...EXPORT_NAME_LIMITS, known: new Map(Object.entries(job.known ?? {})) }),
      maxRows: job.maxRows,
      maxBytes: job.maxBytes,
      check() {
        if (deps.now() > deadline) throw new PastDeadline(rows);
      },
      onPage(done) {
        rows = done;
        const at = performance.now();
        if (at - lastEdit < PROGRESS_EDIT_MS) return;
        lastEdit = at;
        void edit(exportProgress(done, job.total, s));
      },
    });
    await edit(exportDone(exportedFile(source.table, file, zone), s));
    return file.rows;
  } catch (err) {
    if (err instanceof ExportRefused) await edit({ content: err.text(s), files: [] });
    else if (err instanceof PastDeadline) await edit(exportTimedOut(err.rows, job.total, s));
    else {
      deps.log.warn({ err, guildId: job.guildId, kind: job.spec.kind }, 'export failed');
      await edit(exportFailed(s));
    }
    return undefined;
  }
}

export function exportJobs(deps: ExportJobDeps): JobDefinition<any>[] {
  return [
    defineJob<ExportJobData>({
      name: EXPORT_RUN,
      // Never retried: see the module comment.
      retryLimit: 0,
      // An export may take up to the token's 15 minutes; a job older than that has nobody to answer.
      expireInSeconds: 16 * 60,
      concurrency: 4,
      run: async (data) => void (await runExport(deps, data)),
    }),
  ];
}

/** The long exports' jobs on the shared job context. */
export function exportFeature(
  ctx: JobContext,
  nameReader: ExportJobDeps['nameReader'],
  editReply: ExportJobDeps['editReply'],
): FeatureJobs<ExportJobDeps> {
  const deps: ExportJobDeps = {
    clientFor: (guildId) => ctx.clientFor(guildId),
    get audit() {
      return ctx.stores.audit;
    },
    zoneOf: (guildId) => zoneOf(ctx, guildId),
    nameReader,
    editReply,
    now: () => ctx.now(),
    log: ctx.log,
  };
  return { jobs: exportJobs(deps), ticks: [], due: [], answers: [EXPORT_RUN], deps };
}
