import type { Reply } from '../discord/reply.js';
import type { Reader } from '../i18n/reader.js';
import { formatNumber } from './format.js';
import { code } from './markdown.js';

/**
 * The private replies of an export (`export:true`): started as a job, its progress line, the
 * file, and the ways it can end without one. Each replaces the whole reply (no buttons; a file
 * only on the last one).
 */

const n = (value: number, s: Reader) => formatNumber(value, s.locale);

/** A long export was queued: how much it reads and about how long it takes. */
export function exportStarted(rows: number, requests: number, minutes: number, s: Reader): Reply {
  return { content: s.t('common.export.started', { rows: n(rows, s), requests: n(requests, s), minutes: n(Math.max(1, minutes), s) }), files: [] };
}

export function exportProgress(done: number, total: number, s: Reader): Reply {
  return { content: s.t('common.export.progress', { done: n(done, s), rows: n(Math.max(done, total), s) }) };
}

/** The file, with its row count and the zone of its local times. */
export function exportDone(file: { file: string; rows: number; zone: string; data: Uint8Array; namedOnly?: number | undefined }, s: Reader): Reply {
  const done = s.t('common.export.done', { file: code(file.file), rows: n(file.rows, s), zone: code(file.zone) });
  return {
    content: file.namedOnly === undefined ? done : `${done}\n${s.t('common.export.namedOnly', { n: n(file.namedOnly, s) })}`,
    embeds: [],
    components: [],
    files: [{ name: file.file, data: file.data, description: s.t('common.export.fileDescription', { rows: n(file.rows, s) }) }],
  };
}

export function exportTimedOut(done: number, total: number, s: Reader): Reply {
  return { content: s.t('common.export.timedOut', { done: n(done, s), rows: n(Math.max(done, total), s) }), files: [] };
}

export function exportFailed(s: Reader): Reply {
  return { content: s.t('common.export.failed'), files: [] };
}
