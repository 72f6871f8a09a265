import { readdirSync, readFileSync } from 'node:fs';
import { ensureBuilt } from '../src/build.mjs';
import { startDiscordStandIn } from '../src/bot/offline/discord-rest.js';
import { DEMO } from '../src/sandbox/index.js';
import type { RemoteSandbox } from './processes.js';
import { runReplicaBusyChannel } from './replica-workload.js';
import { scratchDatabase, startReplicas, type StartScript } from './replicas.js';
import { createSigner } from './signed.js';

/**
 * W6, a replica at rest: one `npm start` replica in HTTP interactions mode on a PostgreSQL
 * server, run from its TypeScript through tsx (`npm run start:tsx`, how `npm start` ran before)
 * and compiled (`npm start`), one after the other in one run. Measured: spawn → the first
 * `/readyz` 200 (the store opened, migrations included), and resident memory at rest: 30 s after
 * ready, and again 30 s after 1,000 mixed interactions (/leaderboard, Next presses, autocomplete).
 * Memory is the bot's process, and every process the start leaves running (npm itself excluded:
 * a process manager would run the entry directly).
 */

export const AT_REST = { restMs: 30_000, interactions: { leaderboards: 400, nextPresses: 300, keystrokes: 300 }, windowMs: 20_000, settleMs: 30_000 } as const;
export const QUICK_AT_REST = { restMs: 2_000, interactions: { leaderboards: 20, nextPresses: 10, keystrokes: 10 }, windowMs: 2_000, settleMs: 500 } as const;
export type AtRestSpec = { restMs: number; interactions: { leaderboards: number; nextPresses: number; keystrokes: number }; windowMs: number; settleMs: number };

/** Targets of issue 33. */
export const AT_REST_TARGETS = { readyMs: 1_000, restMiB: 120 } as const;

export interface AtRestRun {
  script: StartScript;
  readyMs: number;
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

/** Members of a process group, the group's leader (npm) left out. */
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

const memory = (botPid: number, pgid: number) => ({ botMiB: rssMiB(botPid), treeMiB: groupMembers(pgid).reduce((sum, pid) => sum + rssMiB(pid), 0) });

export async function runAtRest(sandbox: RemoteSandbox, postgres: string, spec: AtRestSpec = AT_REST, progress: (line: string) => void = () => undefined): Promise<AtRestResult> {
  // The build is not part of the start: an operator builds once (a fresh clone's first start builds).
  ensureBuilt();
  const runs: AtRestRun[] = [];
  for (const script of ['start:tsx', 'start'] as const) {
    progress(`W6: a replica started with npm run ${script}…`);
    await sandbox.reset(0);
    const signer = createSigner();
    const standIn = await startDiscordStandIn();
    const database = await scratchDatabase(postgres, 'w6');
    let set: Awaited<ReturnType<typeof startReplicas>> | undefined;
    try {
      const started = performance.now();
      set = await startReplicas(
        1,
        {
          NODE_ENV: 'production',
          LOG_LEVEL: 'info',
          DISCORD_TOKEN: 'bench.w6.token',
          DISCORD_PUBLIC_KEY: signer.publicKeyHex,
          DISCORD_API_URL: standIn.apiUrl,
          DISCORD_GUILD_ID: DEMO.guildId,
          COMMUNITY_API_URL: sandbox.url,
          COMMUNITY_API_KEY: sandbox.demoKey,
          DATABASE_URL: database.url,
          SHUTDOWN_GRACE_MS: '0',
        },
        script,
      );
      const r = set.replicas[0]!;
      for (const until = performance.now() + 60_000; (await fetch(`${r.url}/readyz`).then((x) => x.status, () => 0)) !== 200; ) {
        if (performance.now() > until) throw new Error('the replica did not become ready');
        await sleep(20);
      }
      const readyMs = performance.now() - started;
      await sleep(spec.restMs);
      const idle = memory(r.pid, r.child.pid!);
      const busy = await runReplicaBusyChannel(set, signer, standIn, { ...spec.interactions, windowMs: spec.windowMs, seed: 6 }, 120_000);
      await sleep(spec.settleMs);
      const afterWork = memory(r.pid, r.child.pid!);
      runs.push({ script, readyMs, idle, afterWork, answered: busy.tally.answered, interactions: busy.tally.interactions });
    } finally {
      await set?.stop();
      await standIn.close();
      await database.drop();
    }
  }
  return { spec, runs };
}

export function atRestChecks(result: AtRestResult) {
  const tsx = result.runs.find((r) => r.script === 'start:tsx');
  const compiled = result.runs.find((r) => r.script === 'start');
  if (!tsx || !compiled) return [];
  const worst = Math.max(compiled.idle.treeMiB, compiled.afterWork.treeMiB);
  return [
    { label: 'compiled: start → /readyz 200', target: `< ${AT_REST_TARGETS.readyMs} ms`, pass: compiled.readyMs < AT_REST_TARGETS.readyMs },
    { label: 'compiled: resident memory at rest (both times)', target: `< ${AT_REST_TARGETS.restMiB} MiB`, pass: worst < AT_REST_TARGETS.restMiB },
    { label: 'compiled ready sooner than tsx', target: 'yes', pass: compiled.readyMs < tsx.readyMs },
    {
      label: 'compiled uses less memory than tsx (both times)',
      target: 'yes',
      pass: compiled.idle.treeMiB < tsx.idle.treeMiB && compiled.afterWork.treeMiB < tsx.afterWork.treeMiB,
    },
  ];
}

export function renderW6(result: AtRestResult): string {
  const mib = (x: number) => `${x.toFixed(1)} MiB`;
  const lines = [['', ...result.runs.map((r) => (r.script === 'start' ? 'compiled (npm start)' : 'tsx (npm run start:tsx)'))]];
  lines.push(['start → /readyz 200', ...result.runs.map((r) => `${Math.round(r.readyMs)} ms`)]);
  lines.push([`RSS ${result.spec.restMs / 1000} s after ready: bot / all it runs`, ...result.runs.map((r) => `${mib(r.idle.botMiB)} / ${mib(r.idle.treeMiB)}`)]);
  lines.push([`RSS ${result.spec.settleMs / 1000} s after the interactions: bot / all it runs`, ...result.runs.map((r) => `${mib(r.afterWork.botMiB)} / ${mib(r.afterWork.treeMiB)}`)]);
  lines.push(['interactions answered', ...result.runs.map((r) => `${r.answered} of ${r.interactions}`)]);
  const width = lines[0]!.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
  const table = lines.map((l) => l.map((c, i) => c.padEnd(width[i]! + 2)).join('').trimEnd()).join('\n');
  const checks = atRestChecks(result).map((c) => `${c.label.padEnd(52)}${c.target.padEnd(12)}${c.pass ? 'PASS' : 'MISS'}`);
  return [table, '', ...checks].join('\n');
}
