import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../src/build.mjs';
import { startDiscordStandIn } from '../src/bot/offline/discord-rest.js';
import { DEMO } from '../src/sandbox/index.js';
import type { RemoteSandbox } from './processes.js';
import { runReplicaBusyChannel } from './replica-workload.js';
import { readyz, scratchDatabase, startReplicas, type StartScript } from './replicas.js';
import { createSigner } from './signed.js';
import { undoOnStop } from './stop.js';

/**
 * W6, a replica at rest: one replica in HTTP interactions mode on a PostgreSQL server, run
 * from its TypeScript through tsx (`npm run start:tsx`, how `npm start` ran before), compiled
 * through `npm start`, and compiled as the Docker image runs it (its CMD: node directly, no npm),
 * one after the other in one run. Measured: spawn → the first `/readyz` 200, on a new database
 * (the installation's first start: migrations and job queues created) and as a replica starts on
 * it afterwards (the median of five), and resident memory at rest: 30 s after ready, and again 30 s after
 * 1,000 mixed interactions (/leaderboard, Next presses, autocomplete). Memory is the bot's
 * process, and every process the start leaves running (npm itself excluded: a process manager
 * runs the entry directly, as the image does). Then the embedded default, as a newcomer runs it:
 * `npm start` with a data folder (DATA_DIR) and no PostgreSQL server, the bot on PGlite, measured
 * the same way (its first start is the new folder's, loading the kept image of a new cluster).
 */

export const AT_REST = {
  starts: 5,
  restMs: 30_000,
  interactions: { leaderboards: 400, nextPresses: 300, keystrokes: 300 },
  windowMs: 20_000,
  settleMs: 30_000,
} as const;
export const QUICK_AT_REST = {
  starts: 1,
  restMs: 2_000,
  interactions: { leaderboards: 20, nextPresses: 10, keystrokes: 10 },
  windowMs: 2_000,
  settleMs: 500,
} as const;
/** `starts`: how many times a replica is started on the migrated database (the median is its start). */
export type AtRestSpec = {
  starts: number;
  restMs: number;
  interactions: { leaderboards: number; nextPresses: number; keystrokes: number };
  windowMs: number;
  settleMs: number;
};

/** Targets: a replica on PostgreSQL (ready, resident), and the embedded default's resident memory. */
export const AT_REST_TARGETS = { readyMs: 1_000, restMiB: 120, embeddedRestMiB: 150 } as const;

/** The ways a replica is started: the three on a PostgreSQL server, then the embedded default. */
export type AtRestWay = StartScript | 'embedded';
const WAYS: readonly AtRestWay[] = ['start:tsx', 'start', 'image', 'embedded'];

export interface AtRestRun {
  /** 'embedded': `npm start` on a data folder (PGlite), no DATABASE_URL. */
  script: AtRestWay;
  /** The first start, on a new database (migrations and the job queues' creation included). */
  firstStartMs: number;
  /** A replica's start on the migrated database: the median of `startsMs`. */
  readyMs: number;
  startsMs: number[];
  /** After `restMs` idle: the bot's process, and all the start left running (npm excluded). */
  idle: { botMiB: number; treeMiB: number };
  /** After the interactions and `settleMs`. */
  afterWork: { botMiB: number; treeMiB: number };
  answered: number;
  interactions: number;
}

export interface AtRestResult {
  spec: AtRestSpec;
  runs: AtRestRun[];
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** VmRSS of a process in MiB (0 when it is gone). */
function rssMiB(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Members of a process group, its leader left out (npm; the image's leader is the bot). */
function groupMembers(pgid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === pgid) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) out.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

const memory = (botPid: number, pgid: number) => ({
  botMiB: rssMiB(botPid),
  treeMiB: (botPid === pgid ? [pgid] : []).concat(groupMembers(pgid)).reduce((sum, pid) => sum + rssMiB(pid), 0),
});

/** `ways`: which of the four (all by default; `npm run bench -- w6 embedded` runs the embedded default alone). */
export async function runAtRest(
  sandbox: RemoteSandbox,
  postgres: string,
  spec: AtRestSpec = AT_REST,
  progress: (line: string) => void = () => undefined,
  ways: readonly AtRestWay[] = WAYS,
): Promise<AtRestResult> {
  // The build is not part of the start: an operator builds once (a fresh clone's first start builds).
  await ensureBuilt();
  const runs: AtRestRun[] = [];
  for (const way of ways) {
    const embedded = way === 'embedded';
    const script: StartScript = embedded ? 'start' : way;
    progress(
      `W6: a replica started ${embedded ? 'with npm start on a data folder (embedded PGlite)' : script === 'image' ? "with the image's command" : `with npm run ${script}`}…`,
    );
    await sandbox.reset(0);
    const signer = createSigner();
    const standIn = await startDiscordStandIn();
    const dataDir = embedded ? mkdtempSync(join(tmpdir(), 'bot-w6-')) : undefined;
    const forgetDir = dataDir ? undoOnStop('data', () => rmSync(dataDir, { recursive: true, force: true })) : undefined;
    const database = embedded ? undefined : await scratchDatabase(postgres, 'w6');
    let set: Awaited<ReturnType<typeof startReplicas>> | undefined;
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DISCORD_TOKEN: 'bench.w6.token',
      DISCORD_PUBLIC_KEY: signer.publicKeyHex,
      DISCORD_API_URL: standIn.apiUrl,
      DISCORD_GUILD_ID: DEMO.guildId,
      COMMUNITY_API_URL: sandbox.url,
      COMMUNITY_API_KEY: sandbox.demoKey,
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir! }),
      SHUTDOWN_GRACE_MS: '0',
    };
    /** Spawn → the first /readyz 200, in ms. */
    const startReady = async () => {
      const started = performance.now();
      set = await startReplicas(1, env, script);
      for (
        const until = performance.now() + 60_000;
        (await readyz(set.replicas[0]!).then(
          (x) => x.status,
          () => 0,
        )) !== 200;
      ) {
        if (performance.now() > until) throw new Error('the replica did not become ready');
        await sleep(20);
      }
      return performance.now() - started;
    };
    try {
      // The installation's first start migrates the new database and creates the job queues; a
      // replica started later (scaling out, a rolling deploy) finds them: timed several times, as
      // one start on a shared machine varies by a few hundred ms.
      const firstStartMs = await startReady();
      const startsMs: number[] = [];
      for (let i = 0; i < spec.starts; i++) {
        await set!.stop();
        startsMs.push(await startReady());
      }
      const readyMs = [...startsMs].sort((a, b) => a - b)[Math.floor(startsMs.length / 2)]!;
      const r = set!.replicas[0]!;
      await sleep(spec.restMs);
      const idle = memory(r.pid, r.child.pid!);
      const busy = await runReplicaBusyChannel(set!, signer, standIn, { ...spec.interactions, windowMs: spec.windowMs, seed: 6 }, 120_000);
      await sleep(spec.settleMs);
      const afterWork = memory(r.pid, r.child.pid!);
      runs.push({
        script: way,
        firstStartMs,
        readyMs,
        startsMs,
        idle,
        afterWork,
        answered: busy.tally.answered,
        interactions: busy.tally.interactions,
      });
    } finally {
      await set?.stop();
      await standIn.close();
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      forgetDir?.();
    }
  }
  return { spec, runs };
}

export function atRestChecks(result: AtRestResult) {
  const run = (way: AtRestWay) => result.runs.find((r) => r.script === way);
  const [tsx, npmStart, image, embedded] = [run('start:tsx'), run('start'), run('image'), run('embedded')];
  const worst = (r: AtRestRun) => Math.max(r.idle.treeMiB, r.afterWork.treeMiB);
  const embeddedCheck = embedded
    ? [
        {
          label: 'embedded default: resident memory at rest (both times)',
          target: `< ${AT_REST_TARGETS.embeddedRestMiB} MiB`,
          pass: worst(embedded) < AT_REST_TARGETS.embeddedRestMiB,
        },
      ]
    : [];
  if (!tsx || !npmStart || !image) return embeddedCheck;
  return [
    // A replica's start: production runs the image's command (npm start adds npm's own start).
    {
      label: "compiled, image's command: a replica's start → /readyz",
      target: `< ${AT_REST_TARGETS.readyMs} ms`,
      pass: image.readyMs < AT_REST_TARGETS.readyMs,
    },
    {
      label: 'compiled: resident memory at rest (both ways, both times)',
      target: `< ${AT_REST_TARGETS.restMiB} MiB`,
      pass: Math.max(worst(npmStart), worst(image)) < AT_REST_TARGETS.restMiB,
    },
    { label: 'compiled ready sooner than tsx (both ways)', target: 'yes', pass: Math.max(npmStart.readyMs, image.readyMs) < tsx.readyMs },
    {
      label: 'compiled uses less memory than tsx (both ways, both times)',
      target: 'yes',
      pass: [npmStart, image].every((c) => c.idle.treeMiB < tsx.idle.treeMiB && c.afterWork.treeMiB < tsx.afterWork.treeMiB),
    },
    ...embeddedCheck,
  ];
}

const RUN_LABELS: Record<AtRestWay, string> = {
  'start:tsx': 'tsx (npm run start:tsx)',
  start: 'compiled (npm start)',
  image: "compiled (the image's CMD)",
  embedded: 'embedded (npm start, DATA_DIR)',
};

export function renderW6(result: AtRestResult): string {
  const mib = (x: number) => `${x.toFixed(1)} MiB`;
  const lines = [['', ...result.runs.map((r) => RUN_LABELS[r.script])]];
  lines.push(['first start, new database → /readyz 200', ...result.runs.map((r) => `${Math.round(r.firstStartMs)} ms`)]);
  lines.push([
    `a replica's start → /readyz 200 (median of ${result.spec.starts})`,
    ...result.runs.map((r) => `${Math.round(r.readyMs)} ms`),
  ]);
  lines.push([
    `RSS ${result.spec.restMs / 1000} s after ready: bot / all it runs`,
    ...result.runs.map((r) => `${mib(r.idle.botMiB)} / ${mib(r.idle.treeMiB)}`),
  ]);
  lines.push([
    `RSS ${result.spec.settleMs / 1000} s after the interactions: bot / all it runs`,
    ...result.runs.map((r) => `${mib(r.afterWork.botMiB)} / ${mib(r.afterWork.treeMiB)}`),
  ]);
  lines.push(['interactions answered', ...result.runs.map((r) => `${r.answered} of ${r.interactions}`)]);
  const width = lines[0]!.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
  const table = lines
    .map((l) =>
      l
        .map((c, i) => c.padEnd(width[i]! + 2))
        .join('')
        .trimEnd(),
    )
    .join('\n');
  const checks = atRestChecks(result).map((c) => `${c.label.padEnd(60)}${c.target.padEnd(12)}${c.pass ? 'PASS' : 'MISS'}`);
  return [table, '', ...checks].join('\n');
}
