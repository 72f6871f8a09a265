import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { check, type CheckInput } from '../chaos/check.js';
import { AUDIT_CHANNEL, FEED_CHANNEL } from '../chaos/cluster.js';
import type { FinalState } from '../chaos/final-state.js';
import { History } from '../chaos/history.js';
import { classify } from '../chaos/outcomes.js';
import { PLANTED_BUGS, patched } from '../chaos/plant.js';
import { printViolation } from '../chaos/shrink.js';
import type { Press, WorkloadRecord, WriteRecord } from '../chaos/workload.js';
import type { RecordedCall } from '../src/bot/offline/discord-rest.js';
import { ENGLISH } from '../src/i18n/reader.js';

/**
 * The chaos run's checker and shrinker on histories made by hand: each promise passes on a
 * clean history and fails, naming the write, on one that breaks it (a write sent twice, one sent
 * unconfirmed, a member told something untrue, a completion announced twice or lost, a secret in
 * a log, an answer after Discord gave up). And every planted bug still applies to the sources.
 */

const TAG = 'chaos-7-w1';

function final(overrides: Partial<FinalState> = {}): FinalState {
  return {
    journal: [],
    apiWrites: [],
    feedPosts: [],
    feeds: [],
    scheduleRuns: [],
    schedules: [],
    snapshots: [],
    finals: [{ kind: 'week', label: '2026-W48', holders: 3, rows: 3, distinctUsers: 3 }],
    jobs: [],
    calls: [],
    callTimes: new Map(),
    logs: [],
    readAt: Date.now(),
    ...overrides,
  };
}

function record(writes: WriteRecord[] = [], extra: Partial<WorkloadRecord> = {}): WorkloadRecord {
  return {
    writes: new Map(writes.map((w) => [w.tag, w])),
    completions: [],
    interactions: new Map(),
    feedCreated: true,
    scheduleCreated: false,
    ...extra,
  };
}

const press = (shown: Press['shown'], extra: Partial<Press> = {}): Press => ({
  id: String(Math.random()),
  slot: 0,
  at: 1_000,
  status: 200,
  shown,
  ...extra,
});
const write = (presses: Press[], extra: Partial<WriteRecord> = {}): WriteRecord => ({
  tag: TAG,
  kind: 'points',
  intent: 'once',
  moderator: '1',
  previewShown: 'preview',
  presses,
  ...extra,
});
const entry = (state: string, extra = {}) => ({
  id: 'j1',
  operation: 'points.change',
  state,
  userId: '1',
  body: { op: 'changePoints', input: { metadata: { reason: TAG } } },
  result: null,
  dueAt: null,
  createdAt: 0,
  ...extra,
});
const hit = (at = Date.now()) => ({ route: 'changePoints', body: { changes: [], metadata: { reason: TAG } }, at });

function run(input: Partial<CheckInput>) {
  const rows = check({ history: new History(), record: record(), final: final(), secrets: new Set(), endedPeriods: ['week'], ...input });
  return Object.fromEntries(rows.map((r) => [r.check, r]));
}

describe('the chaos checker', () => {
  it('passes a write confirmed once, sent once, and told as created', () => {
    const rows = run({ record: record([write([press('created')])]), final: final({ journal: [entry('created')], apiWrites: [hit()] }) });
    expect(Object.values(rows).filter((r) => !r.ok)).toEqual([]);
    expect(rows['writes-once']!.counted).toBe('1 confirmed journal entries: 1 created');
  });

  it('fails a write the API received twice, naming it; the shortest history holds its presses and the faults around them', () => {
    const history = new History();
    history.add({ type: 'fault', fault: 'kill', replica: 1, detail: 'replica 1 killed with SIGKILL', at: 900, until: 2_000 });
    history.add({ type: 'fault', fault: 'pg-cut', detail: 'PostgreSQL connections cut', at: 60_000, until: 61_000 });
    history.add({ type: 'invoke', id: 'i1', token: 't1', replica: 0, what: `Confirm (${TAG})`, tag: TAG, at: 1_000 });
    history.add({ type: 'invoke', id: 'i2', token: 't2', replica: 1, what: `Confirm (${TAG})`, tag: TAG, at: 1_001 });
    const f = final({ journal: [entry('created')], apiWrites: [hit(), hit()] });
    const rows = check({
      history,
      record: record([write([press('created'), press('created')], { intent: 'twice' })]),
      final: f,
      secrets: new Set(),
      endedPeriods: [],
    });
    const v = rows.find((r) => r.check === 'writes-once')!;
    expect(v.ok).toBe(false);
    expect(v.violations[0]!.what).toBe(`${TAG} (points): the API received it 2 times (journal: created)`);
    const printed = printViolation(7, v.violations[0]!, history.events, f, Date.now()).join('\n');
    expect(printed).toContain('seed 7 · writes-once');
    expect(printed).toContain('replica 1 killed');
    expect(printed).toContain(`Confirm (${TAG}) → replica 1`);
    expect(printed).not.toContain('PostgreSQL');
    expect(printed.match(/API {4}changePoints accepted/g)).toHaveLength(2);
  });

  it('fails a member told "created" of a write the API never received, and one never told at all', () => {
    expect(
      run({ record: record([write([press('created')])]), final: final({ journal: [entry('unknown')] }) })['writes-once']!.violations[0]!
        .what,
    ).toContain('told it was created; the API never received it');
    expect(
      run({
        record: record([write([press('nothing', { status: 503 })])]),
        final: final({ journal: [entry('unknown')], apiWrites: [hit()] }),
      })['writes-once']!.violations[0]!.what,
    ).toContain('never told the outcome');
    expect(
      run({ record: record([write([press('refused')])]), final: final({ journal: [entry('unknown')], apiWrites: [hit()] }) })[
        'writes-once'
      ]!.violations[0]!.what,
    ).toContain('told nothing was sent; the API received it');
    // Told "unknown" of a write that is unknown: the truth, whether or not it reached the API.
    expect(
      run({ record: record([write([press('unknown')])]), final: final({ journal: [entry('unknown')], apiWrites: [hit()] }) })[
        'writes-once'
      ]!.ok,
    ).toBe(true);
    // Told "nothing was sent", true of the API, while the journal records "unknown": not what is recorded.
    expect(
      run({ record: record([write([press('refused')])]), final: final({ journal: [entry('unknown')] }) })['writes-once']!.violations.map(
        (v) => v.what,
      ),
    ).toEqual([`${TAG} (points): the moderator was told nothing was sent; the journal records it as unknown`]);
  });

  it('fails a write that reached the API though its press never reached a replica (or it was cancelled)', () => {
    const refused = write([press('nothing', { status: undefined, error: 'ECONNREFUSED' })]);
    expect(
      run({ record: record([refused]), final: final({ journal: [entry('previewed')], apiWrites: [hit()] }) })['unconfirmed-never-sent']!
        .violations[0]!.what,
    ).toBe(`${TAG} (points, once) reached the API though never confirmed`);
    const stranger = { route: 'changePoints', body: { metadata: { reason: 'someone else' } }, at: 0 };
    expect(run({ final: final({ apiWrites: [stranger] }) })['unconfirmed-never-sent']!.ok).toBe(false);
  });

  it('fails a scheduled write sent before its time, and one told in the audit channel twice', () => {
    const due = Date.now() + 60_000;
    const notice = (seq: number): RecordedCall => ({
      seq,
      method: 'POST',
      path: `/channels/${AUDIT_CHANNEL}/messages`,
      query: {},
      body: { content: '🕒 <@1>, your scheduled action `j1` (due <t:1:F>):\nPoints given' },
      authorized: true,
      messageId: `m${seq}`,
      status: 200,
    });
    const w = write([press('scheduled')], { dueAt: due });
    const rows = run({
      record: record([w]),
      final: final({ journal: [entry('created', { dueAt: due })], apiWrites: [hit(due - 30_000)], calls: [notice(1), notice(2)] }),
    });
    expect(rows['scheduled-once']!.violations.map((v) => v.what)).toEqual([
      `${TAG} (due ${new Date(due).toISOString()}): sent 30 s before its time`,
      `${TAG} (due ${new Date(due).toISOString()}): the audit channel was told 2 times: created, created`,
    ]);
  });

  it('passes a scheduled write told "unknown" by the lease and then, once, its certain outcome; fails one last told otherwise than the journal says', () => {
    const due = Date.now() - 60_000;
    const notice = (seq: number, outcome: string): RecordedCall => ({
      seq,
      method: 'POST',
      path: `/channels/${AUDIT_CHANNEL}/messages`,
      query: {},
      body: { content: `🕒 <@1>, your scheduled action \`j1\` (due <t:1:F>):\n${outcome}` },
      authorized: true,
      messageId: `m${seq}`,
      status: 200,
    });
    const unknown = ENGLISH.t('moves.heading.unknown', { move: ENGLISH.t('moves.title.pointsGive') });
    const created = ENGLISH.t('moves.done.pointsGive');
    const w = write([press('scheduled')], { dueAt: due });
    const check = (state: string, calls: RecordedCall[]) =>
      run({ record: record([w]), final: final({ journal: [entry(state, { dueAt: due })], apiWrites: [hit(due)], calls }) })[
        'scheduled-once'
      ]!.violations.map((v) => v.what.replace(/^.*?: /, ''));
    expect(check('created', [notice(1, unknown), notice(2, created)])).toEqual([]);
    expect(check('unknown', [notice(1, unknown)])).toEqual([]);
    expect(check('created', [notice(1, created), notice(2, unknown)])).toEqual([
      'the audit channel was told 2 times: created, unknown',
      'the audit channel was last told unknown; the journal says created',
    ]);
  });

  it('fails a completion announced twice, and one never announced nor recorded', () => {
    const post = (seq: number, content: string): RecordedCall => ({
      seq,
      method: 'POST',
      path: `/channels/${FEED_CHANNEL}/messages`,
      query: {},
      body: { content },
      authorized: true,
      messageId: `m${seq}`,
      status: 200,
    });
    const line = '<@42> completed **Weekly signal** (round 6) <t:1796538000:R>';
    const completions = [
      {
        key: 'q-weekly-signal:6:42:1796538000123',
        userId: '42',
        questId: 'q-weekly-signal',
        round: 6,
        timestamp: 1796538000123,
        at: 5_000,
      },
      {
        key: 'q-weekly-signal:6:43:1796538001000',
        userId: '43',
        questId: 'q-weekly-signal',
        round: 6,
        timestamp: 1796538001000,
        at: 6_000,
      },
    ];
    const rows = run({
      record: record([], { completions }),
      final: final({ calls: [post(1, `🏁 **New quest completions**\n${line}`), post(2, `🏁 **New quest completions**\n${line}`)] }),
    });
    expect(rows['completions-once']!.violations.map((v) => v.what)).toEqual([
      'completion q-weekly-signal:6:42:1796538000123 (added at 5.0 s): announced 2 times',
      'completion q-weekly-signal:6:43:1796538001000 (added at 6.0 s): never announced (feed row: none)',
    ]);
    // Its shortest history names both posts that made a message.
    const f = final({
      calls: [post(1, `🏁 **New quest completions**\n${line}`), post(2, `🏁 **New quest completions**\n${line}`)],
      callTimes: new Map([
        [1, 7_000],
        [2, 68_000],
      ]),
    });
    const printed = printViolation(7, rows['completions-once']!.violations[0]!, [], f, 0);
    expect(printed.filter((l) => l.includes(`DISCORD POST /channels/${FEED_CHANNEL}/messages`))).toEqual([
      `     7.00 s  DISCORD POST /channels/${FEED_CHANNEL}/messages: answered 200, message m1 made`,
      `    68.00 s  DISCORD POST /channels/${FEED_CHANNEL}/messages: answered 200, message m2 made`,
    ]);
    // Not announced, its row left "posting" by a post whose outcome is unknown: allowed.
    const unknown = run({
      record: record([], { completions: [completions[1]!] }),
      final: final({ feedPosts: [{ completion: completions[1]!.key, state: 'posting', batch: 'b' }] }),
    });
    expect(unknown['completions-once']!.ok).toBe(true);
  });

  it('counts a completion summed up in its announcement\'s "…and N more", and fails one its message does not count', () => {
    const post = (seq: number, content: string): RecordedCall => ({
      seq,
      method: 'POST',
      path: `/channels/${FEED_CHANNEL}/messages`,
      query: {},
      body: { content },
      authorized: true,
      messageId: `m${seq}`,
      status: 200,
    });
    const completions = [42, 43, 44].map((user, i) => ({
      key: `q-weekly-signal:6:${user}:179653800${i}000`,
      userId: String(user),
      questId: 'q-weekly-signal',
      round: 6,
      timestamp: Number(`179653800${i}000`),
      at: 5_000 + i,
    }));
    const line = '<@42> completed **Weekly signal** (round 6) <t:1796538000:R>';
    const rowsOf = (messageId: string) => completions.map((c) => ({ completion: c.key, state: 'posted', batch: 'b', messageId }));
    const summed = run({
      record: record([], { completions }),
      final: final({ feedPosts: rowsOf('m1'), calls: [post(1, `🏁 **New quest completions**\n${line}\n…and 2 more`)] }),
    });
    expect(summed['completions-once']!.violations).toEqual([]);
    expect(summed['completions-once']!.counted).toBe('3 completions: 1 announced, 2 announced in "…and N more"');
    const short = run({
      record: record([], { completions }),
      final: final({ feedPosts: rowsOf('m1'), calls: [post(1, `🏁 **New quest completions**\n${line}\n…and 1 more`)] }),
    });
    expect(short['completions-once']!.violations.map((v) => v.what)).toEqual([
      `completion ${completions[2]!.key} (added at 5.0 s): not on message m1, whose "…and 1 more" counts fewer`,
    ]);
    // A row naming a message without a summary line is not announced by it.
    const none = run({
      record: record([], { completions: completions.slice(1, 2) }),
      final: final({ feedPosts: rowsOf('m1').slice(1, 2), calls: [post(1, `🏁 **New quest completions**\n${line}`)] }),
    });
    expect(none['completions-once']!.violations.map((v) => v.what)).toEqual([
      `completion ${completions[1]!.key} (added at 5.0 s): never announced (feed row: posted)`,
    ]);
  });

  it('fails an answer after 3 s, a deferral never followed up on a live replica, and a secret in a log line', () => {
    const history = new History();
    history.add({ type: 'invoke', id: 'late', token: 't', replica: 0, what: '/leaderboard', at: 0 });
    history.add({ type: 'answer', id: 'late', status: 200, response: 5, ms: 3_400, at: 3_400 });
    history.add({ type: 'invoke', id: 'stuck', token: 'u', replica: 1, what: '/points balance', at: 0 });
    history.add({ type: 'answer', id: 'stuck', status: 200, response: 5, ms: 20, at: 20 });
    history.add({ type: 'shown', id: 'stuck', shown: 'nothing', text: '', at: 30_000 });
    history.add({ type: 'invoke', id: 'down', token: 'v', replica: 2, what: '/points balance', at: 0 });
    history.add({ type: 'answer', id: 'down', error: 'ECONNREFUSED', ms: 5, at: 5 });
    // A deferral followed up after the actor stopped watching: slow, not lost.
    history.add({ type: 'invoke', id: 'slow', token: 'w', replica: 1, what: '/leaderboard', at: 0 });
    history.add({ type: 'answer', id: 'slow', status: 200, response: 5, ms: 20, at: 20 });
    history.add({ type: 'shown', id: 'slow', shown: 'nothing', text: '', at: 30_000 });
    const followUp: RecordedCall = {
      seq: 9,
      method: 'PATCH',
      path: '/webhooks/1/w/messages/@original',
      query: {},
      body: {},
      authorized: false,
      status: 200,
    };
    const rows = run({
      history,
      secrets: new Set(['s3cr3t-token-value']),
      final: final({ calls: [followUp], logs: [{ slot: 1, entry: { msg: 'sending with s3cr3t-token-value' } }] }),
    });
    expect(rows['answered-in-time']!.violations.map((v) => v.what)).toEqual([
      '/leaderboard on replica 0: answered after 3400 ms, when Discord had given up',
      '/points balance on replica 1: acknowledged (deferred) and never finished',
    ]);
    expect(rows['answered-in-time']!.counted).toContain('1 failed visibly (ECONNREFUSED)');
    expect(rows['answered-in-time']!.counted).toContain('1 finished late (after 30 s)');
    expect(rows['no-secrets-in-logs']!.violations[0]!.what).toBe('replica 1 logged a secret (s3cr…): {"msg":"sending with «secret»"}');
  });

  it('fails a job of a queue nothing re-queues that failed, and a final board stored without every member once', () => {
    const job = {
      id: 'x',
      name: 'schedules.run',
      state: 'failed',
      retryCount: 2,
      retryLimit: 2,
      startedOn: 0,
      expireInSeconds: 120,
      data: {},
    };
    const rows = run({
      final: final({ jobs: [job], finals: [{ kind: 'week', label: '2026-W48', holders: 3, rows: 4, distinctUsers: 3 }] }),
    });
    expect(rows['jobs-none-lost']!.ok).toBe(false);
    expect(rows['boards-once']!.violations.map((v) => v.what)).toContain(
      'the week 2026-W48 final board holds a member more than once (4 rows, 3 members)',
    );
  });
});

describe("the chaos run's reading of messages", () => {
  it('tells outcomes apart as the member reads them', () => {
    expect(classify({ embeds: [{ title: 'Give points: outcome unknown' }] })).toBe('unknown');
    expect(classify({ content: 'Nothing was moved: the service refused it', embeds: [{ title: 'Tip: not done' }] })).toBe('refused');
    expect(classify({ embeds: [{ title: 'Raid created' }] })).toBe('created');
    expect(classify({ content: 'This is being sent already; the preview will show the result in a moment.' })).toBe('in-flight');
    expect(classify({ content: 'x', components: [{ components: [{ custom_id: 'points:confirm:abc', label: 'Confirm' }] }] })).toBe(
      'preview',
    );
    expect(classify(undefined)).toBe('nothing');
  });
});

describe('planted bugs', () => {
  it.each(Object.entries(PLANTED_BUGS))('%s still applies to the sources (each edit found exactly once)', (_name, bug) => {
    const source = readFileSync(new URL(`../${bug.file}`, import.meta.url), 'utf8');
    const out = patched(bug, source);
    expect(out).not.toBe(source);
    for (const { replace } of bug.edits) expect(out).toContain(replace);
  });
});
