import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { AT_REST, atRestChecks, renderW6, runAtRest } from './at-rest.js';
import { fileURLToPath } from 'node:url';
import { benchServers } from '../src/config.js';
import { checks, checkW5, machine, render, renderW2, renderW4, renderW5, toJson, w2Checks } from './report.js';
import { FEED_COMMUNITIES } from './feeds.js';
import { runIdleServersApart, runManyCommunitiesApart, startSandboxProcess, type RemoteSandbox } from './processes.js';
import { exitWhenWritten } from '../src/exit.js';
import { isStopping, stopOnSignals } from './stop.js';
import { CARD_BENCH, runCardBench } from './cards.js';
import { renderW3, runW3, w3Unavailable, type W3Result } from './w3.js';
import { REWARD_SYNC, renderW9, runRewardSync, w9Checks } from './rewards.js';
import { checkW8, CROWD_GUILD, crowdOn, renderW8, runWebCrowd } from './web-crowd.js';
import {
  BUSY_CHANNEL,
  MANY_COMMUNITIES,
  RANK_LOOKUPS,
  rankChecks,
  runBusyChannel,
  runRankLookups,
  warmProcess,
  type BusyChannelResult,
} from './workload.js';

/**
 * npm run bench: W1 (a busy channel, with the bot's client and with a naive one) and W2 (a
 * thousand communities), through the offline Discord path against the sandbox at 1 request/s per
 * key, then W3 (the busy channel and a raid over three HTTP replicas sharing Redis and
 * PostgreSQL; skipped, saying why, without those servers). Prints the tables and writes
 * bench/results/latest.json. Targets are reported, not enforced. `npm run bench -- w3` runs W3
 * alone (results in bench/results/w3.json); `npm run bench -- w5` runs W1 and W5 (W1 while 100
 * communities' feeds poll; results in bench/results/w5.json); `npm run bench -- w4` runs W4
 * alone (rank lookups on both boards; bench/results/w4.json); `npm run bench -- w8` runs W1 and
 * W8 (the web page under an autocannon crowd; bench/results/w8.json); `npm run bench -- w2` runs W2 alone
 * (bench/results/w2.json).
 */

/** The naive client queues ~one request per interaction at 1/s: wait this long, report what finished. */
const NAIVE_CAP_MS = 120_000;
const RESULTS = fileURLToPath(new URL('./results/latest.json', import.meta.url));
const W3_RESULTS = fileURLToPath(new URL('./results/w3.json', import.meta.url));
const W5_RESULTS = fileURLToPath(new URL('./results/w5.json', import.meta.url));
const W6_RESULTS = fileURLToPath(new URL('./results/w6.json', import.meta.url));
const W4_RESULTS = fileURLToPath(new URL('./results/w4.json', import.meta.url));
const W2_RESULTS = fileURLToPath(new URL('./results/w2.json', import.meta.url));
const W8_RESULTS = fileURLToPath(new URL('./results/w8.json', import.meta.url));

const W1_SETTINGS = { ratePerSecond: 1, naive: false, capMs: 60_000 } as const;

/** W5: W1's busy channel again, with the feeds of 100 communities polling throughout. */
function runW5(sandbox: RemoteSandbox) {
  progress(`W5: W1 while ${FEED_COMMUNITIES} communities' feeds poll…`);
  return runBusyChannel(sandbox, BUSY_CHANNEL, { ...W1_SETTINGS, feeds: FEED_COMMUNITIES });
}

/** W8: the web page's views against a static server, then W1 again while a crowd views the page of W1's own bot. */
async function runW8(sandbox: RemoteSandbox, alone: BusyChannelResult) {
  progress('W8: the web page, its card and a static server under autocannon…');
  const views = await runWebCrowd(sandbox);
  progress('W8: W1 while a crowd views the same bot’s web page…');
  const crowded = await runBusyChannel(sandbox, BUSY_CHANNEL, { ...W1_SETTINGS, crowd: { guildId: CROWD_GUILD, start: crowdOn() } });
  return { views, alone, crowded, check: checkW8(views, alone, crowded) };
}

/** W8 alone (`npm run bench -- w8`): W1, then W8; results in bench/results/w8.json. */
async function w8Alone(): Promise<void> {
  const sandbox = await startSandboxProcess(1);
  try {
    progress('warming the process…');
    const warm = await warmProcess(sandbox, 3);
    progress('W1 with the bot’s client…');
    const alone = await runBusyChannel(sandbox, BUSY_CHANNEL, W1_SETTINGS);
    const w8 = await runW8(sandbox, alone);
    const m = machine();
    console.log(
      `Machine: ${m.cpu} · ${m.cores} cores · ${m.memoryGiB} GiB · Node ${m.node} · ${m.os} · load ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}\n\n${renderW8(w8.views, w8.alone, w8.crowded)}`,
    );
    await mkdir(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
    await writeFile(W8_RESULTS, toJson({ generatedAt: new Date().toISOString(), machine: m, load: loadavg(), warm, w8 }));
    progress(`results written to ${W8_RESULTS}`);
  } finally {
    await sandbox.close();
  }
}

async function w5Alone(): Promise<void> {
  const sandbox = await startSandboxProcess(1);
  try {
    progress('warming the process…');
    const warm = await warmProcess(sandbox, 3);
    progress('W1 with the bot’s client…');
    const alone = await runBusyChannel(sandbox, BUSY_CHANNEL, W1_SETTINGS);
    const w5 = await runW5(sandbox);
    const m = machine();
    console.log(`Machine: ${m.cpu} · ${m.cores} cores · ${m.memoryGiB} GiB · Node ${m.node} · ${m.os}\n\n${renderW5(alone, w5)}`);
    await mkdir(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
    await writeFile(
      W5_RESULTS,
      toJson({ generatedAt: new Date().toISOString(), machine: m, warm, w1: alone, w5, check: checkW5(alone, w5) }),
    );
    progress(`results written to ${W5_RESULTS}`);
  } finally {
    await sandbox.close();
  }
}

/** W2 starts this long after the naive burst's last dispatch, once its acknowledgements are out. */
const OVERLAP_AFTER_BURST_MS = 2_000;

const progress = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Both results, or the first failure once neither is still running (no run is left orphaned). */
async function settleBoth<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [x, y] = await Promise.allSettled([a, b]);
  if (x.status === 'rejected') throw x.reason;
  if (y.status === 'rejected') throw y.reason;
  return [x.value, y.value];
}

/**
 * What one process alone sent upstream for W1's burst, the raid's POST left out (W3 has the same
 * burst), plus the point-system list W1 read just before it: W3 starts with Redis emptied, so its
 * burst reads the list too. (W1's reads before the burst are that list and the preview's wallet read.)
 */
const boardUpstream = (w1: BusyChannelResult) => w1.upstream.sandbox - (w1.upstream.byRoute.createRaid ?? 0) + (w1.upstreamBeforeBurst - 1);

/** W3, or why it did not run. */
async function w3Part(sandbox: RemoteSandbox): Promise<W3Result | { skipped: string }> {
  const missing = await w3Unavailable();
  if (missing) {
    progress(`W3 skipped: ${missing}`);
    return { skipped: missing };
  }
  progress('W3 starting three replicas…');
  return runW3(sandbox, undefined, progress);
}

const w3Text = (w3: W3Result | { skipped: string }, w1?: BusyChannelResult) =>
  'skipped' in w3 ? `W3 three replicas: not run (${w3.skipped})` : renderW3(w3, w1 ? boardUpstream(w1) : undefined);

async function w3Alone(): Promise<void> {
  const sandbox = await startSandboxProcess(1);
  try {
    const w3 = await w3Part(sandbox);
    const m = machine();
    console.log(`Machine: ${m.cpu} · ${m.cores} cores · ${m.memoryGiB} GiB · Node ${m.node} · ${m.os}\n\n${w3Text(w3)}`);
    await mkdir(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
    await writeFile(W3_RESULTS, toJson({ generatedAt: new Date().toISOString(), machine: m, w3 }));
    progress(`results written to ${W3_RESULTS}`);
  } finally {
    await sandbox.close();
  }
}

/** W4 alone (`npm run bench -- w4`): rank lookups on both boards; results in bench/results/w4.json. */
async function w4Alone(): Promise<void> {
  const sandbox = await startSandboxProcess(0);
  try {
    progress(`W4: My rank on two boards of ${RANK_LOOKUPS.holders.toLocaleString('en-US')} holders…`);
    const w4 = await runRankLookups(sandbox, RANK_LOOKUPS);
    const m = machine();
    console.log(`Machine: ${m.cpu} · ${m.cores} cores · ${m.memoryGiB} GiB · Node ${m.node} · ${m.os}\n\n${renderW4(w4)}`);
    await mkdir(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
    await writeFile(W4_RESULTS, toJson({ generatedAt: new Date().toISOString(), machine: m, w4, checks: rankChecks(w4) }));
    progress(`results written to ${W4_RESULTS}`);
  } finally {
    await sandbox.close();
  }
}

/** W2 alone (`npm run bench -- w2`): a thousand communities in a process of its own; results in bench/results/w2.json. */
async function w2Alone(): Promise<void> {
  progress(`W2 with ${MANY_COMMUNITIES.guilds} communities (in its own process)…`);
  const many = await runManyCommunitiesApart(MANY_COMMUNITIES);
  const m = machine();
  console.log(
    `Machine: ${m.cpu} · ${m.cores} cores · ${m.memoryGiB} GiB · Node ${m.node} · ${m.os} · load ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}\n\n${renderW2(many)}`,
  );
  await mkdir(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
  await writeFile(
    W2_RESULTS,
    toJson({ generatedAt: new Date().toISOString(), machine: m, load: loadavg(), w2: many, checks: w2Checks(many) }),
  );
  progress(`results written to ${W2_RESULTS}`);
}

/**
 * W6 alone (`npm run bench -- w6`): a replica at rest, tsx and compiled on PostgreSQL, then the
 * embedded default (`npm run bench -- w6 embedded`: that one alone); results in bench/results/w6.json.
 */
async function w6Alone(): Promise<void> {
  const sandbox = await startSandboxProcess(0);
  try {
    const ways = process.argv.slice(2).includes('embedded') ? (['embedded'] as const) : undefined;
    const w6 = await runAtRest(sandbox, benchServers().postgres, AT_REST, progress, ways);
    const m = machine();
    console.log(
      `Machine: ${m.cpu} · ${m.cores} cores · ${m.memoryGiB} GiB · Node ${m.node} · ${m.os} · load ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}\n\n${renderW6(w6)}`,
    );
    await mkdir(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
    await writeFile(
      W6_RESULTS,
      toJson({ generatedAt: new Date().toISOString(), machine: m, load: loadavg(), w6, checks: atRestChecks(w6) }),
    );
    progress(`results written to ${W6_RESULTS}`);
  } finally {
    await sandbox.close();
  }
}

/** W9 alone: `npm run bench -- w9` (a threshold reward's sync on a million-holder board); results in bench/results/w9.json. */
async function w9Alone(): Promise<void> {
  const sandbox = await startSandboxProcess(1);
  try {
    progress('warming the process…');
    await warmProcess(sandbox, 3);
    const w9 = await runRewardSync(sandbox, REWARD_SYNC, progress);
    const m = machine();
    console.log(
      `Machine: ${m.cpu} · ${m.cores} cores · ${m.memoryGiB} GiB · Node ${m.node} · ${m.os} · load ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}\n\n${renderW9(w9)}`,
    );
    await mkdir(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
    const file = fileURLToPath(new URL('./results/w9.json', import.meta.url));
    await writeFile(file, toJson({ generatedAt: new Date().toISOString(), machine: m, load: loadavg(), w9, checks: w9Checks(w9) }));
    progress(`results written to ${file}`);
  } finally {
    await sandbox.close();
  }
}

async function main(): Promise<void> {
  if (process.argv.slice(2).includes('w9')) return w9Alone();
  if (process.argv.slice(2).includes('w3')) return w3Alone();
  if (process.argv.slice(2).includes('w6')) return w6Alone();
  if (process.argv.slice(2).includes('w4')) return w4Alone();
  if (process.argv.slice(2).includes('w2')) return w2Alone();
  if (process.argv.slice(2).includes('w5')) return w5Alone();
  if (process.argv.slice(2).includes('w8')) return w8Alone();
  // W7 alone: `npm run bench -- w7 [servers]` (default 10,000; several minutes).
  const w7 = process.argv.slice(2).indexOf('w7');
  if (w7 >= 0) return runIdleServersApart(Number(process.argv[w7 + 3]) || undefined);
  const started = performance.now();
  const host = machine();
  const sandbox = await startSandboxProcess(1);
  try {
    progress('warming the process…');
    const warm = [await warmProcess(sandbox, 3)];
    progress('W1 with the bot’s client…');
    const bot = await runBusyChannel(sandbox, BUSY_CHANNEL, W1_SETTINGS);
    const w5 = await runW5(sandbox);
    const w8 = await runW8(sandbox, bot);
    const { postgres } = benchServers();
    progress('W1 with the write journal on PostgreSQL…');
    const onPostgres = await runBusyChannel(sandbox, BUSY_CHANNEL, { ratePerSecond: 1, naive: false, capMs: 60_000, postgres }).catch(
      (err: unknown) => {
        progress(`W1 on PostgreSQL skipped: ${(err as Error).message}`);
        return undefined;
      },
    );
    progress('W1 with the bot’s client and Prometheus metrics on…');
    const withMetrics = await runBusyChannel(sandbox, BUSY_CHANNEL, { ratePerSecond: 1, naive: false, capMs: 60_000, metrics: true });
    progress(`W1 with a naive client (up to ${NAIVE_CAP_MS / 1000} s)…`);
    const naiveRun = runBusyChannel(sandbox, BUSY_CHANNEL, { ratePerSecond: 1, naive: true, capMs: NAIVE_CAP_MS });
    // The naive run then mostly waits on its 1/s queue; W2 runs in other processes meanwhile.
    await sleep(BUSY_CHANNEL.windowMs + OVERLAP_AFTER_BURST_MS);
    progress(`W2 with ${MANY_COMMUNITIES.guilds} communities (in its own process, alongside the naive run's wait)…`);
    const [naive, many] = await settleBoth(naiveRun, runManyCommunitiesApart(MANY_COMMUNITIES));
    progress(
      `W4: My rank on two boards of ${RANK_LOOKUPS.holders.toLocaleString('en-US')} holders (${RANK_LOOKUPS.cold} cold lookups, ${RANK_LOOKUPS.members} presses each)…`,
    );
    const ranks = await runRankLookups(sandbox, RANK_LOOKUPS);
    progress(`cards: ${CARD_BENCH.cards} distinct leaderboard pages drawn…`);
    const cards = await runCardBench(CARD_BENCH);
    const w3 = await w3Part(sandbox);
    const w6 = await runAtRest(sandbox, postgres, AT_REST, progress).catch((err: unknown) => {
      progress(`W6 skipped: ${(err as Error).message}`);
      return undefined;
    });
    const totalMs = performance.now() - started;

    const warmAll = [...warm, ...bot.warm];
    const notes = [
      `the naive run's wait overlapped W2 (other processes) from ${(BUSY_CHANNEL.windowMs + OVERLAP_AFTER_BURST_MS) / 1000} s after its burst began, once its acknowledgements were out`,
    ];
    console.log(
      render({
        machine: host,
        warm: warmAll,
        bot,
        onPostgres,
        withMetrics,
        naive,
        naiveCapMs: NAIVE_CAP_MS,
        notes,
        many,
        ranks,
        cards,
        totalMs,
      }),
    );
    console.log(`\n${renderW5(bot, w5)}`);
    console.log(`\n${renderW8(w8.views, w8.alone, w8.crowded)}`);
    console.log(`\n${w3Text(w3, bot)}`);
    console.log(
      `\nW6 a replica at rest (load ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')})\n${w6 ? renderW6(w6) : 'not run'}`,
    );
    await mkdir(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
    await writeFile(
      RESULTS,
      toJson({
        generatedAt: new Date().toISOString(),
        machine: host,
        totalMs,
        naiveCapMs: NAIVE_CAP_MS,
        warm: warmAll,
        notes,
        targets: checks(bot, many),
        w1: { bot, onPostgres, withMetrics, naive },
        w2: many,
        w4: { result: ranks, checks: rankChecks(ranks) },
        w5: { result: w5, check: checkW5(bot, w5) },
        w8: { views: w8.views, withCrowd: w8.crowded, check: w8.check },
        cards,
        w3,
        w6: w6 ? { result: w6, checks: atRestChecks(w6), load: loadavg() } : undefined,
      }),
    );
    progress(`results written to ${RESULTS}`);
  } finally {
    await sandbox.close();
  }
}

// Stopped part-way (Ctrl-C, a timeout's SIGTERM): what it started is ended and what it made removed.
stopOnSignals(progress);
// Exits when done: the bench's bots keep their stores in memory (src/exit.ts). A run cut short by
// a signal fails in its own way meanwhile; the stop exits once it has undone everything.
main().then(
  () => (isStopping() ? undefined : exitWhenWritten(0)),
  (err: unknown) => {
    if (isStopping()) return;
    console.error(err);
    return exitWhenWritten(1);
  },
);
