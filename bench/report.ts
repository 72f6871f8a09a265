import { cpus, arch, platform, release, totalmem } from 'node:os';
import type { Latency } from './stats.js';
import { RANK_TARGETS, type RankLookupResult } from './rank-lookups.js';
import type { CardBenchResult } from './cards.js';
import type { BusyChannelResult, ManyCommunitiesResult } from './workload.js';

/** Targets from the issue, the bench's table and its JSON. Targets are reported, never asserted. */

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
}

export function machine(): Machine {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${platform()} ${release()} ${arch()}`,
  };
}

export const TARGETS = {
  rateLimited: 0,
  ackP99Ms: 50,
  w1Upstream: 5,
  finalP99Ms: 1_200,
  raidMs: 600,
  memoryGrowthMiB: 50,
} as const;

export interface TargetCheck {
  name: string;
  target: string;
  measured: string;
  pass: boolean;
}

const MiB = 2 ** 20;

export function ms(v: number | undefined, cap?: number): string {
  if (v === undefined || !Number.isFinite(v)) return cap ? `> ${seconds(cap)}` : 'n/a';
  return v < 1000 ? `${Math.round(v)} ms` : `${(v / 1000).toFixed(2)} s`;
}
const seconds = (v: number) => `${Math.round(v / 1000)} s`;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
const signedMib = (bytes: number) => `${bytes >= 0 ? '+' : ''}${(bytes / MiB).toFixed(1)} MiB`;

/** naive ÷ bot; a naive figure over the cap gives a lower bound. */
export function ratio(naive: number | undefined, bot: number | undefined, cap?: number): string {
  if (bot === undefined || !Number.isFinite(bot)) return '—';
  if (naive === undefined || !Number.isFinite(naive)) return cap && bot > 0 ? `> ${(cap / bot).toFixed(1)}×` : '—';
  if (bot === 0) return naive === 0 ? '1×' : '∞';
  return `${(naive / bot).toFixed(1)}×`;
}

export function checks(bot: BusyChannelResult, many: ManyCommunitiesResult): TargetCheck[] {
  return [
    { name: 'W1 429s received', target: '0', measured: String(bot.rateLimited), pass: bot.rateLimited === TARGETS.rateLimited },
    {
      name: 'W1 ack p99',
      target: `≤ ${TARGETS.ackP99Ms} ms`,
      measured: ms(bot.tally.ack.p99),
      pass: bot.tally.ack.p99 <= TARGETS.ackP99Ms,
    },
    {
      name: 'W1 upstream requests',
      target: `≤ ${TARGETS.w1Upstream}`,
      measured: String(bot.upstream.sandbox),
      pass: bot.upstream.sandbox <= TARGETS.w1Upstream,
    },
    {
      name: 'W1 final reply p99',
      target: `≤ ${ms(TARGETS.finalP99Ms)}`,
      measured: ms(bot.tally.final.p99),
      pass: bot.tally.final.p99 <= TARGETS.finalP99Ms,
    },
    {
      name: 'W1 raid confirm → outcome',
      target: `≤ ${ms(TARGETS.raidMs)}`,
      measured: ms(bot.raid.ms),
      pass: bot.raid.ms !== undefined && bot.raid.ms <= TARGETS.raidMs,
    },
    ...w2Checks(many),
  ];
}

export function w2Checks(many: ManyCommunitiesResult): TargetCheck[] {
  const growth = many.memory.afterGc.rss - many.memory.before.rss;
  const heapGrowth = many.memory.afterGc.heapUsed - many.memory.before.heapUsed;
  return [
    { name: 'W2 429s received', target: '0', measured: String(many.rateLimited), pass: many.rateLimited === TARGETS.rateLimited },
    {
      name: 'W2 rss growth after GC',
      target: `≤ ${TARGETS.memoryGrowthMiB} MiB`,
      measured: signedMib(growth),
      pass: many.memory.gcExposed && growth <= TARGETS.memoryGrowthMiB * MiB,
    },
    {
      name: 'W2 heapUsed growth after GC',
      target: `≤ ${TARGETS.memoryGrowthMiB} MiB`,
      measured: signedMib(heapGrowth),
      pass: many.memory.gcExposed && heapGrowth <= TARGETS.memoryGrowthMiB * MiB,
    },
  ];
}

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const lat = (l: Latency, cap?: number) => `${ms(l.p50, cap)} / ${ms(l.p99, cap)}`;

export interface RenderInput {
  machine: Machine;
  /** What was warm when W1's burst began. */
  warm: string[];
  bot: BusyChannelResult;
  /** The same bot with Prometheus metrics on. */
  withMetrics: BusyChannelResult;
  /** The same bot with its write journal on a PostgreSQL server (undefined: none reachable). */
  onPostgres?: BusyChannelResult | undefined;
  naive: BusyChannelResult;
  naiveCapMs: number;
  /** How the runs were arranged (e.g. the naive wait overlapping W2). */
  notes: string[];
  many: ManyCommunitiesResult;
  ranks: RankLookupResult;
  cards: CardBenchResult;
  totalMs: number;
}

export function render({
  machine: m,
  warm,
  bot,
  onPostgres,
  withMetrics,
  naive,
  naiveCapMs,
  notes,
  many,
  ranks,
  cards,
  totalMs,
}: RenderInput): string {
  const s = bot.spec;
  const verdict = new Map(checks(bot, many).map((c) => [c.name, `${c.target}  ${c.pass ? 'PASS' : 'MISS'}`]));
  const count = (r: BusyChannelResult) => `${r.tally.answered} / ${r.tally.errors} / ${r.tally.unfinished}`;
  const perInteraction = (r: BusyChannelResult) => (r.upstream.sandbox / r.tally.interactions).toFixed(2);
  const w1 = table([
    ['', 'bot', 'naive', 'naive/bot', 'target (bot)'],
    [
      'upstream requests',
      String(bot.upstream.sandbox),
      String(naive.upstream.sandbox),
      ratio(naive.upstream.sandbox, bot.upstream.sandbox),
      verdict.get('W1 upstream requests')!,
    ],
    [
      'upstream requests per interaction',
      perInteraction(bot),
      perInteraction(naive),
      ratio(naive.upstream.sandbox, bot.upstream.sandbox),
      '',
    ],
    [
      '429s received from the sandbox',
      String(bot.rateLimited),
      String(naive.rateLimited),
      ratio(naive.rateLimited, bot.rateLimited),
      verdict.get('W1 429s received')!,
    ],
    ['ack p50', ms(bot.tally.ack.p50), ms(naive.tally.ack.p50, naiveCapMs), ratio(naive.tally.ack.p50, bot.tally.ack.p50, naiveCapMs), ''],
    [
      'ack p99',
      ms(bot.tally.ack.p99),
      ms(naive.tally.ack.p99, naiveCapMs),
      ratio(naive.tally.ack.p99, bot.tally.ack.p99, naiveCapMs),
      verdict.get('W1 ack p99')!,
    ],
    [
      'final reply p50',
      ms(bot.tally.final.p50),
      ms(naive.tally.final.p50, naiveCapMs),
      ratio(naive.tally.final.p50, bot.tally.final.p50, naiveCapMs),
      '',
    ],
    [
      'final reply p99',
      ms(bot.tally.final.p99),
      ms(naive.tally.final.p99, naiveCapMs),
      ratio(naive.tally.final.p99, bot.tally.final.p99, naiveCapMs),
      verdict.get('W1 final reply p99')!,
    ],
    [
      'raid confirm → outcome edit',
      ms(bot.raid.ms),
      ms(naive.raid.ms, naiveCapMs),
      ratio(naive.raid.ms, bot.raid.ms, naiveCapMs),
      verdict.get('W1 raid confirm → outcome')!,
    ],
    ['raid outcome', bot.raid.title ?? bot.raid.status, naive.raid.title ?? naive.raid.status, '', ''],
    ['answered / errors / unfinished', count(bot), count(naive), '', ''],
    [
      'autocomplete with choices',
      `${bot.tally.autocomplete.withChoices} of ${bot.tally.autocomplete.n}`,
      `${naive.tally.autocomplete.withChoices} of ${naive.tally.autocomplete.n}`,
      '',
      '',
    ],
    [
      'event-loop delay p99 / max',
      `${ms(bot.eventLoopDelay.p99)} / ${ms(bot.eventLoopDelay.max)}`,
      `${ms(naive.eventLoopDelay.p99)} / ${ms(naive.eventLoopDelay.max)}`,
      '',
      '',
    ],
  ]);
  const kinds = table([
    ['by kind (ack p50 / p99 · final p50 / p99)', 'bot', 'naive'],
    ...Object.keys(bot.tally.byKind).map((k) => {
      const b = bot.tally.byKind[k]!;
      const n = naive.tally.byKind[k];
      return [`${k} (${b.n})`, `${lat(b.ack)} · ${lat(b.final)}`, n ? `${lat(n.ack, naiveCapMs)} · ${lat(n.final, naiveCapMs)}` : ''];
    }),
  ]);
  const journal = table([
    ['W1 with the write journal on', 'PGlite (embedded)', 'PostgreSQL server', 'target'],
    ['raid confirm → outcome edit', ms(bot.raid.ms), onPostgres ? ms(onPostgres.raid.ms) : 'not run (no server)', '≤ 600 ms'],
    ['raid outcome', bot.raid.title ?? bot.raid.status, onPostgres ? (onPostgres.raid.title ?? onPostgres.raid.status) : '', ''],
    ['final reply p50 / p99', lat(bot.tally.final), onPostgres ? lat(onPostgres.tally.final) : '', ''],
  ]);
  const metricsCost = table([
    ['metrics on W1', 'without', 'with', 'with/without'],
    ['ack p50 / p99', lat(bot.tally.ack), lat(withMetrics.tally.ack), ratio(withMetrics.tally.ack.p99, bot.tally.ack.p99)],
    ['final reply p50 / p99', lat(bot.tally.final), lat(withMetrics.tally.final), ratio(withMetrics.tally.final.p99, bot.tally.final.p99)],
    ['CPU time of the bot process', ms(bot.cpuMs), ms(withMetrics.cpuMs), ratio(withMetrics.cpuMs, bot.cpuMs)],
    ['event-loop delay p99', ms(bot.eventLoopDelay.p99), ms(withMetrics.eventLoopDelay.p99), ''],
    ['one /metrics scrape after the burst', '', ms(withMetrics.scrapeMs), ''],
    ['answered / errors / unfinished', count(bot), count(withMetrics), ''],
  ]);
  const w4 = renderW4(ranks);
  const cardTable = table([
    ['', 'measured'],
    ['ask → PNG p50 / p99 (queue included)', lat(cards.total)],
    ['drawing in the worker p50 / p99', lat(cards.draw)],
    ['PNG size mean / max', `${(cards.pngBytes.mean / 1024).toFixed(1)} KiB / ${(cards.pngBytes.max / 1024).toFixed(1)} KiB`],
    ['event-loop delay p99 / max (main thread)', `${ms(cards.eventLoopDelay.p99)} / ${ms(cards.eventLoopDelay.max)}`],
    ['refused (queue full)', String(cards.refused)],
  ]);
  const errors = (r: BusyChannelResult | ManyCommunitiesResult, label: string) =>
    Object.entries(r.tally.reasons).map(([reason, n]) => `  ${label}: ${n} × "${reason}"`);
  return [
    `Machine: ${m.cpu} · ${m.cores} cores · ${m.memoryGiB} GiB · Node ${m.node} · ${m.os}`,
    '',
    `W1 busy channel: ${s.leaderboards} /leaderboard on one board, ${s.nextPresses} next presses, ${s.keystrokes} autocomplete keystrokes, ` +
      `a moderator's raid confirm at ${s.raidAtMs} ms, all within ${s.windowMs} ms; sandbox and client at 1 request/s per key; naive run capped at ${seconds(naiveCapMs)}`,
    'Warm at the start of the burst:',
    ...warm.map((w) => `  - ${w}`),
    ...(notes.length > 0 ? ['Arrangement:', ...notes.map((n) => `  - ${n}`)] : []),
    '',
    w1,
    '',
    kinds,
    ...errors(bot, 'bot error reply'),
    ...errors(naive, 'naive error reply'),
    '',
    journal,
    '',
    metricsCost,
    '',
    renderW2(many),
    '',
    `W4 rank lookups: on each board of ${ranks.spec.holders.toLocaleString('en-US')} holders, ${ranks.spec.cold} cold lookups (nothing cached) and ${ranks.spec.members} My rank presses one after another through the bot (sharing reads); requests counted per lookup (at 1 request/s each costs a second)`,
    w4,
    '',
    `Cards: ${cards.spec.cards} distinct leaderboard pages (10 rows, a third of the names hostile: direction overrides, zalgo, 1,000 characters, Cyrillic, Greek, emoji), ${cards.spec.concurrency} at a time, each drawn once in the worker`,
    cardTable,
    '',
    `Bench wall time: ${ms(totalMs)}`,
  ].join('\n');
}

/** W2's heading, notes, table and error replies. */
export function renderW2(many: ManyCommunitiesResult): string {
  const w2Verdict = new Map(w2Checks(many).map((c) => [c.name, `${c.target}  ${c.pass ? 'PASS' : 'MISS'}`]));
  const mem = many.memory;
  const w2 = table([
    ['', 'measured', 'target'],
    ['answered / errors / unfinished', `${many.tally.answered} / ${many.tally.errors} / ${many.tally.unfinished}`, ''],
    ['upstream requests', String(many.upstream.total), ''],
    [
      'upstream requests per guild (min / mean / max)',
      `${many.upstream.perGuild.min} / ${many.upstream.perGuild.mean.toFixed(2)} / ${many.upstream.perGuild.max}`,
      '',
    ],
    ['keyless (core endpoint) requests', String(many.upstream.keyless), ''],
    ['429s received from the sandbox', String(many.rateLimited), w2Verdict.get('W2 429s received')!],
    ['ack p50 / p99', lat(many.tally.ack), ''],
    ['final reply p50 / p99', lat(many.tally.final), ''],
    ['autocomplete with choices', `${many.tally.autocomplete.withChoices} of ${many.tally.autocomplete.n}`, ''],
    ['rss before / after / after GC', `${mib(mem.before.rss)} / ${mib(mem.after.rss)} / ${mib(mem.afterGc.rss)}`, ''],
    ['heapUsed before / after / after GC', `${mib(mem.before.heapUsed)} / ${mib(mem.after.heapUsed)} / ${mib(mem.afterGc.heapUsed)}`, ''],
    ['rss growth after GC', signedMib(mem.afterGc.rss - mem.before.rss), w2Verdict.get('W2 rss growth after GC')!],
    ['heapUsed growth after GC', signedMib(mem.afterGc.heapUsed - mem.before.heapUsed), w2Verdict.get('W2 heapUsed growth after GC')!],
    [`  of which discord.js REST handlers (${mem.heldBy.restHandlers.count})`, mib(mem.heldBy.restHandlers.heapUsed), ''],
    [`  of which API client caches and lanes (${mem.heldBy.apiClient.communities} keys)`, mib(mem.heldBy.apiClient.heapUsed), ''],
    ['event-loop delay p99 / max', `${ms(many.eventLoopDelay.p99)} / ${ms(many.eventLoopDelay.max)}`, ''],
    ['run time (first dispatch → last reply)', ms(many.durationMs), ''],
  ]);
  const errors = Object.entries(many.tally.reasons).map(([reason, n]) => `  W2 error reply: ${n} × "${reason}"`);
  return [
    `W2 many communities: ${many.spec.guilds} guilds with their own keys, ${many.interactionsPerGuild} interactions each ` +
      `(/leaderboard ×2, next ×2, /points balance ×2, /tokens list, autocomplete ×3, ${many.spec.gapMs} ms apart), guilds starting evenly over ${ms(many.spec.windowMs)}; ` +
      `sandbox and client at ${many.spec.ratePerSecond} request/s per key; node ${mem.gcExposed ? 'with' : 'WITHOUT'} --expose-gc`,
    ...many.notes.map((n) => `  - ${n}`),
    '',
    w2,
    ...errors,
  ].join('\n');
}

/** JSON has no Infinity: unfinished samples (over the cap) become null. */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2);
}

/** W5 passes when W1's final reply p99 and raid confirm stay within this of W1 alone. */
export const W5_TOLERANCE = 0.1;

export interface W5Check {
  finalP99: { alone: number; withFeeds: number; pass: boolean };
  raid: { alone: number; withFeeds: number; pass: boolean };
  rateLimited: number;
  pass: boolean;
}

export function checkW5(alone: BusyChannelResult, w5: BusyChannelResult): W5Check {
  const within = (a: number, b: number) => b <= a * (1 + W5_TOLERANCE);
  const finalP99 = { alone: alone.tally.final.p99, withFeeds: w5.tally.final.p99, pass: within(alone.tally.final.p99, w5.tally.final.p99) };
  const raid = {
    alone: alone.raid.ms ?? Infinity,
    withFeeds: w5.raid.ms ?? Infinity,
    pass: within(alone.raid.ms ?? Infinity, w5.raid.ms ?? Infinity),
  };
  return { finalP99, raid, rateLimited: w5.rateLimited, pass: finalP99.pass && raid.pass && w5.rateLimited === 0 };
}

export function renderW5(alone: BusyChannelResult, w5: BusyChannelResult): string {
  const c = checkW5(alone, w5);
  const f = w5.feeds;
  const verdict = (pass: boolean) => (pass ? 'pass' : 'MISS');
  return [
    `W5 — W1's busy channel while ${f?.communities ?? 0} communities' feeds poll (W1's own community among them), in one process`,
    table([
      ['', 'W1 alone', 'W5', `target (≤ +${W5_TOLERANCE * 100}%)`],
      ['final reply p99', ms(c.finalP99.alone), ms(c.finalP99.withFeeds), verdict(c.finalP99.pass)],
      ['raid confirm', ms(c.raid.alone), ms(c.raid.withFeeds), verdict(c.raid.pass)],
      ['429s from the sandbox', String(alone.rateLimited), String(w5.rateLimited), verdict(w5.rateLimited === 0)],
      ['answered', `${alone.tally.answered}/${alone.tally.interactions}`, `${w5.tally.answered}/${w5.tally.interactions}`, ''],
      ['event-loop delay p99', ms(alone.eventLoopDelay.p99), ms(w5.eventLoopDelay.p99), ''],
    ]),
    f
      ? `feeds: one tick polled ${f.polled} of ${f.communities} feeds in ${ms(f.tickMs)} (the burst took ${ms(w5.durationMs)}), announcing ${f.announced} completions; ` +
        `${f.requests} upstream requests (${f.requestsInBurst} during the burst)`
      : 'feeds: none',
  ].join('\n');
}

/** W4's table: per board, cold and warm lookups' requests, with the cold targets' verdicts. */
export function renderW4(ranks: RankLookupResult): string {
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const rows: string[][] = [['', 'measured', 'target']];
  for (const b of ranks.boards) {
    const c = b.cold.requests;
    const w = b.warm.requests;
    rows.push(
      [`${b.shape} balances`, '', ''],
      ['  cold lookup requests, median', String(c.median), `≤ ${RANK_TARGETS.coldMedian}  ${verdict(c.median <= RANK_TARGETS.coldMedian)}`],
      ['  cold lookup requests, max', String(c.max), `≤ ${RANK_TARGETS.coldMax}  ${verdict(c.max <= RANK_TARGETS.coldMax)}`],
      ['  cold lookup requests, min / mean', `${c.min} / ${c.mean.toFixed(2)}`, ''],
      ['  warm presses: requests min / mean / max', `${w.min} / ${w.mean.toFixed(2)} / ${w.max}`, ''],
      ['  warm press p50 / p99 (sandbox unlimited)', lat(b.warm.latency), ''],
      [
        '  answers with the exact rank',
        `${b.cold.exact + b.warm.exact} of ${b.cold.lookups + b.warm.lookups}`,
        `all  ${verdict(b.cold.exact === b.cold.lookups && b.warm.exact === b.warm.lookups)}`,
      ],
    );
  }
  return table(rows);
}
