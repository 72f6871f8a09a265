import type { Reply } from '../../discord/reply.js';
import type { Reader } from '../../i18n/reader.js';
import { counted, formatNumber } from '../../views/format.js';
import { code } from '../../views/markdown.js';

/**
 * The private replies of an export (`export:true`): started as a job, its progress line, the
 * file, and the ways it can end without one. Each replaces the whole reply (no buttons; a file
 * only on the last one).
 */

const n = (value: number, s: Reader) => formatNumber(value, s.locale);

/** A long export was queued: how much it reads and about how long it takes. */
export function exportStarted(rows: number, requests: number, minutes: number, s: Reader): Reply {
  return {
    content: s.plural('common.export.started', rows, {
      requests: counted('requests', requests, s),
      minutes: counted('minutes', Math.max(1, minutes), s),
    }),
    files: [],
  };
}

export function exportProgress(done: number, total: number, s: Reader): Reply {
  return { content: s.plural('common.export.progress', Math.max(done, total), { done: n(done, s) }) };
}

export interface ExportedFile {
  file: string;
  rows: number;
  data: Uint8Array;
  /** The server's zone, for a file with times in it (none: the file has no time column). */
  zone?: string | undefined;
  /** Rows whose member has a name in the file. */
  named: number;
  /** Why some rows have no name beyond their member having left (NameReader.limited), with the limit that applied. */
  namesLimited?: { why: 'intent' | 'list'; max: number } | undefined;
}

/** The file, with its row count, how many rows are named and, when it has times, the zone of its local times. */
export function exportDone(file: ExportedFile, s: Reader): Reply {
  const lines = [
    [
      s.plural('common.export.done', file.rows, { file: code(file.file) }),
      ...(file.zone ? [s.t('common.export.zones', { zone: code(file.zone) })] : []),
    ].join(' '),
    s.plural('common.export.named', file.rows, { named: n(file.named, s) }),
    ...(file.namesLimited
      ? [
          s.t(file.namesLimited.why === 'intent' ? 'common.export.namesNoIntent' : 'common.export.namesNoList', {
            max: counted('members', file.namesLimited.max, s),
          }),
        ]
      : []),
  ];
  return {
    content: lines.join('\n'),
    embeds: [],
    components: [],
    files: [{ name: file.file, data: file.data, description: s.plural('common.export.fileDescription', file.rows) }],
  };
}

export function exportTimedOut(done: number, total: number, s: Reader): Reply {
  return { content: s.plural('common.export.timedOut', Math.max(done, total), { done: n(done, s) }), files: [] };
}

export function exportFailed(s: Reader): Reply {
  return { content: s.t('common.export.failed'), files: [] };
}
