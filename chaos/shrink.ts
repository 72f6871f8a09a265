import type { Violation } from './check.js';
import { TAG } from './check.js';
import type { FinalState } from './final-state.js';
import type { HistoryEvent } from './history.js';

/**
 * The shortest history that shows a violation: of everything the run recorded, only the events
 * of the writes and interactions it names, the faults that were on around them (the only
 * other events that could have changed how they went), and what the Community API and the
 * journal hold for those writes. A run is timing on shared machines, so it is not re-run to
 * shrink it further: the seed gives the same plan of actions and faults, not the same
 * interleaving, and this cut is what a reader needs to see the duplicate or the loss.
 */

/** Faults this long before or after the violation's own events are kept. */
const AROUND_MS = 3_000;

export function shortestHistory(
  events: readonly HistoryEvent[],
  v: Violation,
  callTimes: ReadonlyMap<number, number> = new Map(),
): HistoryEvent[] {
  const tags = new Set(v.tags ?? []);
  const ids = new Set(v.ids ?? []);
  for (const e of events) if (e.type === 'invoke' && e.tag && tags.has(e.tag)) ids.add(e.id);
  const own = events.filter(
    (e) =>
      ((e.type === 'invoke' || e.type === 'answer' || e.type === 'shown') && ids.has(e.id)) ||
      (e.type === 'note' && e.tag !== undefined && tags.has(e.tag)) ||
      (v.span !== undefined && e.type === 'completions' && e.at >= v.span[0] && e.at <= v.span[1]),
  );
  const times = [
    ...own.map((e) => e.at),
    ...(v.span ?? []),
    ...(v.calls ?? []).flatMap((seq) => (callTimes.has(seq) ? [callTimes.get(seq)!] : [])),
  ];
  if (times.length === 0) return events.filter((e) => e.type === 'fault');
  const from = Math.min(...times) - AROUND_MS;
  // Until the last thing the violation's writes did; a span's end is the last moment it names.
  const to = Math.max(...times) + AROUND_MS;
  const faults = events.filter((e) => e.type === 'fault' && (e.until ?? e.at) >= from && e.at <= to);
  return [...own, ...faults].sort((a, b) => a.at - b.at);
}

const secs = (ms: number) => `${(ms / 1000).toFixed(2).padStart(7)} s`;

export function describeEvent(e: HistoryEvent): string {
  switch (e.type) {
    case 'fault':
      return `FAULT  ${e.detail}`;
    case 'invoke':
      return `POST   ${e.what} → replica ${e.replica} (interaction ${e.id})`;
    case 'answer':
      return `ANSWER ${e.id}: ${e.status !== undefined ? `HTTP ${e.status}` : `no answer (${e.error})`}${e.response !== undefined ? `, response type ${e.response}` : ''} in ${e.ms} ms`;
    case 'shown':
      return `SHOWN  ${e.id}: ${e.shown}${e.text ? ` — "${e.text}"` : ''}`;
    case 'completions':
      return `ADDED  completions ${e.keys.join(', ')}`;
    case 'note':
      return `NOTE   ${e.text}`;
  }
}

/** The violation, its history, and what the API and the journal hold for its writes, as lines. */
export function printViolation(
  seed: number,
  v: Violation,
  events: readonly HistoryEvent[],
  final: FinalState,
  runStartedAt: number,
): string[] {
  const lines = [`seed ${seed} · ${v.check}: ${v.what}`];
  const timed: { at: number; text: string }[] = shortestHistory(events, v, final.callTimes).map((e) => ({
    at: e.at,
    text: describeEvent(e),
  }));
  for (const seq of v.calls ?? []) {
    const c = final.calls.find((x) => x.seq === seq);
    if (!c) continue;
    const body = c.body as { content?: string; nonce?: unknown };
    timed.push({
      at: final.callTimes.get(seq) ?? NaN,
      text: `DISCORD ${c.method} ${c.path}${body.nonce !== undefined ? ` (nonce ${String(body.nonce)})` : ''}: answered ${c.status}${c.messageId ? `, message ${c.messageId} made` : ''}`,
    });
  }
  for (const tag of v.tags ?? []) {
    for (const w of final.apiWrites.filter((h) => TAG.exec(JSON.stringify(h.body))?.[0] === tag)) {
      timed.push({ at: w.at - runStartedAt, text: `API    ${w.route} accepted: ${JSON.stringify(w.body).slice(0, 140)}` });
    }
  }
  for (const e of timed.sort((a, b) => a.at - b.at)) lines.push(`  ${secs(e.at)}  ${e.text}`);
  for (const tag of v.tags ?? []) {
    for (const j of final.journal.filter((e) => TAG.exec(JSON.stringify(e.body))?.[0] === tag)) {
      lines.push(
        `  ${' '.repeat(9)}  STORE  journal ${j.id} (${j.operation}): ${j.state}${j.result && typeof j.result === 'object' && 'reason' in j.result ? ` — ${String((j.result as { reason: unknown }).reason)}` : ''}`,
      );
    }
  }
  return lines;
}
