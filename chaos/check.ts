import { AUDIT_CHANNEL, BOARD_CHANNEL, FEED_CHANNEL } from './cluster.js';
import type { ApiWrite, FinalState, JournalRow } from './final-state.js';
import { NOT_REQUEUED } from './final-state.js';
import type { History, HistoryEvent, Shown } from './history.js';
import { classify, isScheduledNotice, textOf } from './outcomes.js';
import type { Press, WorkloadRecord, WriteRecord } from './workload.js';

/**
 * The promises, checked against what a run recorded (its history and the workload's record)
 * and what it left behind (the final state): one row per promise, with the chaos check's name,
 * the unit tests that hold the same promise on their own, what was counted, and each violation
 * with what it refers to (writes by tag, interactions by id, a span of the run), from which the
 * shrinker draws the shortest history that shows it.
 */

export interface Violation {
  check: string;
  what: string;
  tags?: string[];
  ids?: string[];
  /** A span of the run (ms since its start) the violation is about. */
  span?: [number, number];
  /** Calls to the Discord stand-in (their seq) that show it: the posts of a completion announced twice. */
  calls?: number[];
}

export interface CheckRow {
  check: string;
  promise: string;
  unitTests: string[];
  ok: boolean;
  /** What was counted, e.g. `41 confirmed writes: 30 created, 2 unknown, 9 refused`. */
  counted: string;
  violations: Violation[];
}

export interface CheckInput {
  history: History;
  record: WorkloadRecord;
  final: FinalState;
  /** Secrets no log line may hold. */
  secrets: ReadonlySet<string>;
  /** The kinds of period ('week', 'month') whose end the run's first tick passed. */
  endedPeriods: string[];
}

/** The tag a write carries in what the API received or the journal holds. */
export const TAG = /chaos-\d+-w\d+/;
const tagOf = (body: unknown) => TAG.exec(JSON.stringify(body))?.[0];
/** The first member of a balance change (a whole-role part is told apart by its members). */
const firstMember = (body: unknown) => /"userId":"(\d+)"/.exec(JSON.stringify(body))?.[1];

/** What a settled write's notice tells. */
const OUTCOMES: readonly Shown[] = ['created', 'refused', 'unknown'];

/** Discord waits this long for an interaction's first answer. */
const ACK_MS = 3_000;
/** Tolerance for a scheduled write's time: the skewed replica's clock, and the minute tick. */
const EARLY_MS = 7_000;

/** A press reached the bot: it answered, or the connection broke after it was taken (not refused). */
const reached = (p: Press) => p.status !== undefined || (p.error !== undefined && p.error !== 'ECONNREFUSED' && p.error !== 'no replica');
const confirmed = (w: WriteRecord) => w.presses.some((p) => !p.cancel && reached(p));
const DEFINITE: readonly Shown[] = ['created', 'refused', 'unknown'];
/** What the moderator was last told for sure about a write, if anything. */
const told = (w: WriteRecord) => [...w.presses].reverse().find((p) => DEFINITE.includes(p.shown))?.shown;
/** The journal state as the member must be told it: `sent` is an unknown the lease has not settled yet. */
const asTold = (state: string): Shown | undefined =>
  state === 'created' ? 'created' : state === 'refused' ? 'refused' : state === 'unknown' || state === 'sent' ? 'unknown' : undefined;

function byTag<T>(items: T[], tag: (t: T) => string | undefined): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const t = tag(item);
    if (t) out.set(t, [...(out.get(t) ?? []), item]);
  }
  return out;
}

function row(check: string, promise: string, unitTests: string[], counted: string, violations: Violation[]): CheckRow {
  return { check, promise, unitTests, ok: violations.length === 0, counted, violations };
}

function tally(values: string[]): string {
  const n = new Map<string, number>();
  for (const v of values) n.set(v, (n.get(v) ?? 0) + 1);
  return [...n].map(([k, c]) => `${c} ${k}`).join(', ') || 'none';
}

/** Confirmed writes (a whole role's parts each on their own): the API saw each at most once, as the journal and the member were told. */
function writesOnce(input: CheckInput, journal: Map<string, JournalRow[]>, api: Map<string, ApiWrite[]>): CheckRow {
  const violations: Violation[] = [];
  const states: string[] = [];
  for (const w of input.record.writes.values()) {
    if (!confirmed(w) || w.dueAt !== undefined) continue;
    const rows = journal.get(w.tag) ?? [];
    const hits = api.get(w.tag) ?? [];
    const v = (what: string) => violations.push({ check: 'writes-once', what: `${w.tag} (${w.kind}): ${what}`, tags: [w.tag] });
    if (rows.length === 0) {
      v('confirmed, but no journal entry holds it');
      continue;
    }
    for (const entry of rows) {
      states.push(entry.state);
      const mine = w.kind === 'role' ? hits.filter((h) => firstMember(h.body) === firstMember(entry.body)) : hits;
      const part = w.kind === 'role' ? `part ${rows.indexOf(entry) + 1} of ${rows.length}: ` : '';
      if (mine.length > 1) v(`${part}the API received it ${mine.length} times (journal: ${entry.state})`);
      else if (entry.state === 'created' && mine.length === 0) v(`${part}the journal says created, the API never received it`);
      else if (['refused', 'previewed', 'claimed', 'cancelled'].includes(entry.state) && mine.length > 0)
        v(`${part}the journal says ${entry.state} (nothing sent), the API received it`);
      // A whole-role part still previewed is the jobs' to send: jobs-none-lost checks one is left to send it.
    }
    if (w.kind === 'role') continue;
    // What the moderator was told last must be true of the API; by the end (with no fault on) they must know.
    const entry = rows[0]!;
    const last = told(w);
    if (last === 'created' && hits.length === 0) v('the moderator was told it was created; the API never received it');
    else if (last === 'refused' && hits.length > 0) v('the moderator was told nothing was sent; the API received it');
    else if (asTold(entry.state) !== undefined && last === undefined)
      v(`the moderator was never told the outcome (journal: ${entry.state}; presses: ${w.presses.map((p) => p.shown).join(', ')})`);
    // True of the API, but not what the journal and the audit trail say: the member must be told
    // what is recorded ("unknown: check before trying again"), not a different story.
    else if (last === 'refused' && asTold(entry.state) === 'unknown')
      v('the moderator was told nothing was sent; the journal records it as unknown');
  }
  return row(
    'writes-once',
    'Every confirmed write reached the API exactly once, or is recorded "unknown" with the member told so; never twice',
    [
      'test/journal.contract.test.ts',
      'test/kill-point.test.ts',
      'test/kill-point.postgres.test.ts',
      'test/replicas.test.ts',
      'test/write-outages.test.ts',
      'test/role-move.kill.test.ts',
    ],
    `${states.length} confirmed journal entries: ${tally(states)}`,
    violations,
  );
}

function unconfirmedNeverSent(input: CheckInput, api: ApiWrite[]): CheckRow {
  const violations: Violation[] = [];
  let unconfirmed = 0;
  for (const w of input.record.writes.values()) if (!confirmed(w)) unconfirmed++;
  for (const hit of api) {
    const tag = tagOf(hit.body);
    const w = tag ? input.record.writes.get(tag) : undefined;
    if (!w)
      violations.push({
        check: 'unconfirmed-never-sent',
        what: `the API received a ${hit.route} no chaos write asked for: ${JSON.stringify(hit.body).slice(0, 160)}`,
      });
    else if (!confirmed(w))
      violations.push({
        check: 'unconfirmed-never-sent',
        what: `${w.tag} (${w.kind}, ${w.intent}) reached the API though never confirmed`,
        tags: [w.tag],
      });
  }
  return row(
    'unconfirmed-never-sent',
    'No write that was not confirmed reached the API',
    ['test/write-flow.e2e.test.ts', 'test/points-change.e2e.test.ts', 'test/raid.journal.test.ts'],
    `${unconfirmed} previews never confirmed (cancelled, left, or the press never reached a replica); ${api.length} writes at the API`,
    violations,
  );
}

function scheduledOnce(input: CheckInput, journal: Map<string, JournalRow[]>, api: Map<string, ApiWrite[]>): CheckRow {
  const violations: Violation[] = [];
  const states: string[] = [];
  const audit = input.final.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${AUDIT_CHANNEL}/messages` && c.messageId);
  for (const w of input.record.writes.values()) {
    if (w.dueAt === undefined || !confirmed(w)) continue;
    const entry = journal.get(w.tag)?.[0];
    const hits = api.get(w.tag) ?? [];
    const v = (what: string) =>
      violations.push({ check: 'scheduled-once', what: `${w.tag} (due ${new Date(w.dueAt!).toISOString()}): ${what}`, tags: [w.tag] });
    if (!entry) {
      v('confirmed, but no journal entry holds it');
      continue;
    }
    states.push(entry.state);
    if (hits.length > 1) v(`the API received it ${hits.length} times`);
    for (const h of hits) if (h.at < w.dueAt - EARLY_MS) v(`sent ${Math.round((w.dueAt - h.at) / 1000)} s before its time`);
    if (entry.state === 'created' && hits.length !== 1) v('the journal says created, the API never received it');
    if (['refused', 'cancelled', 'scheduled', 'previewed', 'claimed'].includes(entry.state) && hits.length > 0)
      v(`the journal says ${entry.state}, the API received it`);
    if (entry.state === 'refused' && !(entry.result as { reason?: string } | null)?.reason) v('refused without a reason');
    if (entry.state === 'scheduled' && (entry.dueAt ?? 0) < input.final.readAt - 60_000)
      v('still waiting, more than a minute past its time');
    // The moderator's interaction is long gone: the audit channel is told the outcome once. An
    // "unknown" the lease settled, which the sender's late answer then made certain, is told
    // once more with the certain outcome: a correction, never a repeat.
    if (OUTCOMES.includes(entry.state as Shown)) {
      const notices = [
        ...new Map(
          audit
            .filter((c) => isScheduledNotice(textOf(c.body), entry.id))
            .map((c) => [c.messageId, { seq: c.seq, shown: classify(c.body) }] as const),
        ).values(),
      ].sort((a, b) => a.seq - b.seq);
      const shown = notices.map((n) => n.shown);
      const corrected = shown.length === 2 && shown[0] === 'unknown' && shown[1] !== 'unknown';
      if (notices.length === 0) v(`${entry.state}, and the audit channel was never told`);
      else if (notices.length > 1 && !corrected) v(`the audit channel was told ${notices.length} times: ${shown.join(', ')}`);
      const last = shown.at(-1);
      if (last && OUTCOMES.includes(last) && last !== entry.state)
        v(`the audit channel was last told ${last}; the journal says ${entry.state}`);
    }
  }
  return row(
    'scheduled-once',
    'Every scheduled write went once (not before its time) or was refused with a reason, and its outcome told',
    ['test/schedule-writes.test.ts', 'test/schedule-writes.acting.test.ts'],
    `${states.length} scheduled writes: ${tally(states)}`,
    violations,
  );
}

/**
 * How many completions each feed message sums up in its last line, "…and N more" (an
 * announcement shows ten lines; the chaos run's replicas speak English).
 */
function summedUp(final: FinalState): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of final.calls) {
    if (c.method !== 'POST' || c.path !== `/channels/${FEED_CHANNEL}/messages` || !c.messageId) continue;
    const m = /…and ([\d,]+) more\s*$/.exec(String((c.body as { content?: string }).content ?? ''));
    if (m) out.set(c.messageId, Number(m[1]!.replace(/,/g, '')));
  }
  return out;
}

/** The feed's announcements: one line per completion, `<@user> completed **Quest** (round N) <t:seconds:R>`. */
function announced(final: FinalState): { userId: string; round: number; second: number; messageId: string; seqs: number[] }[] {
  const made = new Map<string, { content: string; seqs: number[] }>();
  for (const c of final.calls) {
    if (c.method !== 'POST' || c.path !== `/channels/${FEED_CHANNEL}/messages` || !c.messageId) continue;
    const known = made.get(c.messageId);
    if (known) known.seqs.push(c.seq);
    else made.set(c.messageId, { content: String((c.body as { content?: string }).content ?? ''), seqs: [c.seq] });
  }
  const lines: { userId: string; round: number; second: number; messageId: string; seqs: number[] }[] = [];
  for (const [messageId, { content, seqs }] of made) {
    for (const m of content.matchAll(/<@(\d+)> completed .*? \(round (\d+)\) <t:(\d+):R>/g))
      lines.push({ userId: m[1]!, round: Number(m[2]), second: Number(m[3]), messageId, seqs });
  }
  return lines;
}

function completionsOnce(input: CheckInput): CheckRow {
  const violations: Violation[] = [];
  const lines = announced(input.final);
  const rows = new Map(input.final.feedPosts.map((p) => [p.completion, p]));
  const outcomes: string[] = [];
  const paused = input.final.feeds.some((f) => f.state === 'paused');
  // A completion beyond an announcement's ten lines is announced in its "…and N more": its row
  // names the message, and no message sums up more rows than it says.
  const more = summedUp(input.final);
  const summed = new Map<string, number>();
  for (const c of input.record.completions) {
    const second = Math.floor(c.timestamp / 1000);
    const mine = lines.filter((l) => l.userId === c.userId && l.round === c.round && l.second === second);
    const times = mine.length;
    const state = rows.get(c.key)?.state;
    const v = (what: string) =>
      violations.push({
        check: 'completions-once',
        what: `completion ${c.key} (added at ${(c.at / 1000).toFixed(1)} s): ${what}`,
        span: [c.at, c.at + 1],
        calls: mine.flatMap((l) => l.seqs),
      });
    const messageId = rows.get(c.key)?.messageId;
    if (times > 1) v(`announced ${times} times`);
    else if (times === 1) outcomes.push('announced');
    else if (state === 'posted' && messageId && more.has(messageId)) {
      summed.set(messageId, (summed.get(messageId) ?? 0) + 1);
      if (summed.get(messageId)! > more.get(messageId)!)
        v(`not on message ${messageId}, whose "…and ${more.get(messageId)} more" counts fewer`);
      else outcomes.push('announced in "…and N more"');
    } else if (state === 'posting' || state === 'unknown') outcomes.push(`not announced, recorded ${state} (outcome unknown)`);
    else if (paused) outcomes.push('not announced, feed paused');
    else v(`never announced (feed row: ${state ?? 'none'})`);
  }
  if (!input.record.feedCreated) violations.push({ check: 'completions-once', what: 'the feed could not be made at the start of the run' });
  return row(
    'completions-once',
    'Every quest completion announced once (or recorded as an unknown post), never twice',
    ['test/feed.test.ts', 'test/feed.kill.test.ts'],
    `${input.record.completions.length} completions: ${tally(outcomes)}`,
    violations,
  );
}

function boardsOnce(input: CheckInput): CheckRow {
  const violations: Violation[] = [];
  const { finals, snapshots, scheduleRuns, calls } = input.final;
  const notes: string[] = [];
  // A snapshot whose job is still queued or running (one left active by a killed replica waits for its expiry) makes the final board later.
  const snapshotJob = input.final.jobs.find((j) => j.name === 'periods.snapshot' && ['created', 'retry', 'active'].includes(j.state));
  for (const kind of input.endedPeriods) {
    const mine = finals.filter((f) => f.kind === kind);
    if (mine.length === 0 && snapshotJob)
      notes.push(
        `the ${kind}'s final board not made yet: its snapshot's job is ${snapshotJob.state}${snapshotJob.startedOn ? ` since ${new Date(snapshotJob.startedOn).toISOString()} (expires after ${snapshotJob.expireInSeconds} s)` : ''}`,
      );
    else if (mine.length !== 1)
      violations.push({ check: 'boards-once', what: `${mine.length} final boards of the ${kind} that ended (one expected)` });
    for (const f of mine) {
      if (f.rows !== f.distinctUsers)
        violations.push({
          check: 'boards-once',
          what: `the ${kind} ${f.label} final board holds a member more than once (${f.rows} rows, ${f.distinctUsers} members)`,
        });
      if (f.holders !== f.rows)
        violations.push({ check: 'boards-once', what: `the ${kind} ${f.label} final board says ${f.holders} holders and holds ${f.rows}` });
    }
  }
  // The board moves while a snapshot pages through it (the run keeps giving points), so only this holds: a done snapshot holds rows.
  for (const s of snapshots) {
    if (s.state === 'done' && s.rows === 0)
      violations.push({ check: 'boards-once', what: `snapshot at ${new Date(s.at).toISOString()} is done and holds nobody` });
  }
  // The scheduled board post: one message per run, whatever ran it again (a run's post carries its nonce; the notice at set-up does not).
  const posts = new Set(
    calls
      .filter(
        (c) =>
          c.method === 'POST' &&
          c.path === `/channels/${BOARD_CHANNEL}/messages` &&
          c.messageId &&
          (c.body as { nonce?: unknown }).nonce !== undefined,
      )
      .map((c) => c.messageId),
  );
  const runs = scheduleRuns.filter((r) => r.kind === 'board');
  if (posts.size > runs.length)
    violations.push({ check: 'boards-once', what: `${posts.size} board messages posted for ${runs.length} scheduled runs` });
  for (const r of runs)
    if (r.state === 'posted' && !r.messageId)
      violations.push({ check: 'boards-once', what: `run ${new Date(r.dueAt).toISOString()} recorded posted without its message` });
  if (input.record.scheduleCreated && runs.length === 0)
    violations.push({ check: 'boards-once', what: 'the scheduled board post never ran' });
  return row(
    'boards-once',
    "Each period's final board stored once (every member once); each scheduled board post posted once",
    ['test/periods.e2e.test.ts', 'test/export.period.test.ts', 'test/schedule.test.ts'],
    `${finals.length} final boards (${finals.map((f) => `${f.kind} ${f.label}: ${f.rows} rows`).join(', ') || 'none'}); ${runs.length} board runs: ${tally(runs.map((r) => r.state))}${notes.length ? `; ${notes.join('; ')}` : ''}`,
    violations,
  );
}

function jobsNoneLost(input: CheckInput, journal: Map<string, JournalRow[]>): CheckRow {
  const violations: Violation[] = [];
  const { jobs, readAt } = input.final;
  for (const j of jobs) {
    if (j.state === 'failed' && NOT_REQUEUED.includes(j.name))
      violations.push({
        check: 'jobs-none-lost',
        what: `${j.name} job ${j.id} failed after ${j.retryCount} retries, and nothing queues its work again: ${JSON.stringify(j.data).slice(0, 120)}`,
      });
    // Active past its expiry by more than maintenance's round: nobody failed it for a retry (pg-boss's own cron sends aside).
    if (
      j.state === 'active' &&
      !j.name.startsWith('__pgboss__') &&
      j.startedOn !== null &&
      j.startedOn + j.expireInSeconds * 1000 + 120_000 < readAt
    ) {
      violations.push({
        check: 'jobs-none-lost',
        what: `${j.name} job ${j.id} still active ${Math.round((readAt - j.startedOn) / 1000)} s after it started (expiry ${j.expireInSeconds} s)`,
      });
    }
  }
  // What the jobs were for: each whole-role part settled, or still with a job that will send it.
  const partJobs = jobs.filter((j) => j.name === 'moves.role-part' && ['created', 'retry', 'active'].includes(j.state));
  for (const w of input.record.writes.values()) {
    if (w.kind !== 'role' || !confirmed(w)) continue;
    for (const e of journal.get(w.tag) ?? []) {
      if (e.state === 'previewed' && !partJobs.some((j) => JSON.stringify(j.data).includes(e.id))) {
        violations.push({
          check: 'jobs-none-lost',
          what: `${w.tag}: a whole-role part (${e.id}) was never sent, and no job is left to send it`,
          tags: [w.tag],
        });
      }
    }
  }
  return row(
    'jobs-none-lost',
    "Each job finished or is retried, none lost (pg-boss's tables agree with what the jobs were for)",
    ['test/jobs.engine.test.ts', 'test/jobs.outage.test.ts', 'test/role-move.kill.test.ts', 'test/feed.kill.test.ts'],
    `${jobs.length} jobs: ${tally(jobs.map((j) => j.state))}`,
    violations,
  );
}

function answeredInTime(input: CheckInput): CheckRow {
  const violations: Violation[] = [];
  const events = input.history.events;
  const kills = events.filter((e): e is Extract<HistoryEvent, { type: 'fault' }> => e.type === 'fault' && e.fault === 'kill');
  const answers = new Map(events.filter((e): e is Extract<HistoryEvent, { type: 'answer' }> => e.type === 'answer').map((e) => [e.id, e]));
  const shown = new Map(events.filter((e): e is Extract<HistoryEvent, { type: 'shown' }> => e.type === 'shown').map((e) => [e.id, e]));
  const outcomes: string[] = [];
  for (const e of events) {
    if (e.type !== 'invoke') continue;
    const a = answers.get(e.id);
    const v = (what: string) =>
      violations.push({
        check: 'answered-in-time',
        what: `${e.what} on replica ${e.replica}: ${what}`,
        ids: [e.id],
        ...(e.tag ? { tags: [e.tag] } : {}),
        span: [e.at, e.at + 1],
      });
    if (!a) {
      v('no answer recorded');
      continue;
    }
    if (a.status !== 200) {
      outcomes.push(`failed visibly (${a.status ?? a.error})`);
      continue;
    }
    if (a.ms > ACK_MS) {
      v(`answered after ${a.ms} ms, when Discord had given up`);
      continue;
    }
    // A deferred answer must be followed by the real one, unless its replica died meanwhile.
    const s = shown.get(e.id);
    const killed = kills.some((k) => k.replica === e.replica && k.at >= e.at && k.at <= (s?.at ?? e.at + 30_000));
    if (s?.shown === 'nothing' && (a.response === 5 || a.response === 6)) {
      // Finished after the actor stopped watching (a long wait for the API's rate limit): slow, not lost.
      const later = input.final.calls.find(
        (c) => c.path.startsWith('/webhooks/') && c.path.includes(`/${e.token}`) && c.method !== 'DELETE' && (c.status ?? 500) < 300,
      );
      if (later) outcomes.push('finished late (after 30 s)');
      else if (killed) outcomes.push('deferred, replica killed: failed visibly');
      else v(`acknowledged (${a.response === 5 ? 'deferred' : 'deferred update'}) and never finished`);
      continue;
    }
    outcomes.push('answered in time');
  }
  return row(
    'answered-in-time',
    "Every interaction got an answer within Discord's 3 s, or failed visibly",
    ['test/http-interactions.test.ts', 'test/replicas.test.ts', 'test/router.test.ts', 'test/store-unavailable.test.ts'],
    `${events.filter((e) => e.type === 'invoke').length} interactions: ${tally(outcomes)}`,
    violations,
  );
}

function noSecretsInLogs(input: CheckInput): CheckRow {
  const violations: Violation[] = [];
  const secrets = [...input.secrets].filter((s) => s.length >= 8);
  let lines = 0;
  for (const { slot, entry } of input.final.logs) {
    lines++;
    const text = typeof entry === 'string' ? entry : JSON.stringify(entry);
    const found = secrets.find((s) => text.includes(s));
    if (found)
      violations.push({
        check: 'no-secrets-in-logs',
        what: `replica ${slot} logged a secret (${found.slice(0, 4)}…): ${text.replace(found, '«secret»').slice(0, 200)}`,
      });
  }
  return row(
    'no-secrets-in-logs',
    'No secret in any log line (bot token, API key, settings secret, interaction tokens)',
    ['test/log.test.ts', 'test/settings-secret.test.ts'],
    `${lines} log lines, ${secrets.length} secrets looked for`,
    violations,
  );
}

export function check(input: CheckInput): CheckRow[] {
  const journal = byTag(input.final.journal, (e) => tagOf(e.body));
  const api = byTag(input.final.apiWrites, (h) => tagOf(h.body));
  return [
    writesOnce(input, journal, api),
    unconfirmedNeverSent(input, input.final.apiWrites),
    scheduledOnce(input, journal, api),
    completionsOnce(input),
    boardsOnce(input),
    jobsNoneLost(input, journal),
    answeredInTime(input),
    noSecretsInLogs(input),
  ];
}
