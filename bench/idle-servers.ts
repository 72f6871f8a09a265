import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { snowflake } from '../src/bot/offline/discord-rest.js';
import { createHarness, type Harness } from '../src/bot/offline/harness.js';
import type { Logger } from '../src/log.js';
import { driver, outcomeOf, sleep, tally, waitAll, type Outcome, type Sent, type Tally } from './interactions.js';
import type { RemoteSandbox } from './processes.js';
import { forceGc, memorySnapshot } from './stats.js';
import { traceStandIn, type Stamped } from './trace.js';

/**
 * W7, servers that go quiet: many servers each active once, then idle past the
 * API client's idle time; what the bot still holds per server after a full GC, and whether the
 * same servers, active again, answer as before.
 */

export interface IdleServersSpec {
  servers: number;
  /** Interactions started per second (each server's three are spread over the run). */
  perSecond: number;
  /** The API client's idle time for this run (production: 10 minutes). */
  idleMs: number;
  capMs: number;
}

export const IDLE_SERVERS: IdleServersSpec = { servers: 10_000, perSecond: 120, idleMs: 20_000, capMs: 600_000 };

/** Each server's interactions, in order, by three different members. */
const MIX = ['leaderboard', 'points balance', 'autocomplete'] as const;

export interface RoundResult {
  tally: Tally;
  durationMs: number;
}

export interface IdleServersResult {
  spec: IdleServersSpec;
  first: RoundResult;
  again: RoundResult;
  /** Keys whose lane and client the API client held: the most seen during the first round, and after idling. */
  keysHeld: { active: number; idle: number };
  memory: {
    gcExposed: boolean;
    before: { rss: number; heapUsed: number };
    active: { rss: number; heapUsed: number };
    idle: { rss: number; heapUsed: number };
    /** Retained heap per server after idling: (idle - before) / servers. */
    perServerBytes: number;
    /** discord.js's per-interaction REST handlers let go before the idle figure (it sweeps them hourly itself). */
    restHandlers: number;
  };
  notes: string[];
}

/** discord.js counts interaction webhooks against a 50/s global REST limit that Discord does not apply to them. */
const INTERACTION_REST_PER_SECOND = 100_000;

export async function runIdleServers(
  sandbox: RemoteSandbox,
  spec: IdleServersSpec,
  progress: (line: string) => void = () => {},
  logger?: Logger,
): Promise<IdleServersResult> {
  const keys = await sandbox.addCommunities(spec.servers);
  await sandbox.reset(0);
  const servers = keys.map((key) => ({ id: snowflake(), channel: snowflake(), key }));
  let api: CommunityApi | undefined = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 0, idleMs: spec.idleMs });
  let h: Harness | undefined;
  try {
    h = await createHarness({
      commands,
      api,
      keysByGuild: Object.fromEntries(servers.map((s) => [s.id, s.key])),
      ...(logger ? { logger } : {}),
    });
    const rest = h.client.rest as unknown as {
      options: { globalRequestsPerSecond: number };
      globalRemaining: number;
      handlers: Map<string, unknown>;
    };
    rest.options.globalRequestsPerSecond = INTERACTION_REST_PER_SECOND;
    rest.globalRemaining = INTERACTION_REST_PER_SECOND;
    const standIn = h.standIn;
    const d = driver(h);
    const members = servers.map((s) => MIX.map(() => d.actor(s.id, s.channel)));

    const trace = traceStandIn(standIn);
    // Sampled as the round goes: by its end the first servers have been idle longer than the idle time.
    let mostHeld = 0;
    const round = async (label: string): Promise<RoundResult> => {
      const outcomes: Outcome[] = [];
      const evaluated: Promise<void>[] = [];
      const sent: Sent[] = [];
      const start = performance.now();
      let n = 0;
      for (let step = 0; step < MIX.length; step++) {
        for (let g = 0; g < servers.length; g++) {
          const wait = start + (n++ * 1000) / spec.perSecond - performance.now();
          if (wait >= 1) await sleep(wait);
          const who = members[g]![step]!;
          const s =
            MIX[step] === 'leaderboard'
              ? d.send('leaderboard', d.slash(who, 'leaderboard'))
              : MIX[step] === 'points balance'
                ? d.send('points-balance', d.slash(who, 'points', { subcommand: 'balance' }))
                : d.send('autocomplete', d.autocomplete(who, 'leaderboard', { system: 'sp' }, 'system'));
          sent.push(s);
          evaluated.push(
            s.finished.then(() => {
              outcomes.push(outcomeOf(s, trace.get(s.token) as Stamped[] | undefined));
              trace.delete(s.token);
            }),
          );
          // The stand-in's record of calls is the harness's memory: trimmed as the run goes. Its
          // messages stay until the round is over: an edit of a message it forgot would fail
          // (W2's runs reset both, which is where its "unexpected error" replies came from).
          if (sent.length % 500 === 0) {
            standIn.calls.length = 0;
            mostHeld = Math.max(mostHeld, api!.keysHeld);
          }
        }
        progress(`W7 ${label}: ${MIX[step]} sent to ${servers.length} servers`);
      }
      await waitAll(evaluated, start + spec.capMs);
      const durationMs = performance.now() - start;
      for (const s of sent) if (s.done === undefined) outcomes.push(outcomeOf(s, trace.get(s.token)));
      trace.clear();
      standIn.reset();
      return { tally: tally(outcomes), durationMs };
    };

    const gcExposed = forceGc();
    const before = memorySnapshot();
    const first = await round('first');
    const heldActive = Math.max(mostHeld, api.keysHeld);
    forceGc();
    const active = memorySnapshot();
    progress(`W7: idle for ${(spec.idleMs * 2) / 1000} s…`);
    await sleep(spec.idleMs * 2 + 1_000);
    api.sweep();
    const restHandlers = rest.handlers.size;
    rest.handlers.clear();
    forceGc();
    await sleep(1_000);
    forceGc();
    const idle = memorySnapshot();
    const heldIdle = api.keysHeld;
    const again = await round('again');

    return {
      spec,
      first,
      again,
      keysHeld: { active: heldActive, idle: heldIdle },
      memory: { gcExposed, before, active, idle, perServerBytes: (idle.heapUsed - before.heapUsed) / spec.servers, restHandlers },
      notes: [
        `${spec.servers} communities generated in the sandbox process first; rate limit off; the API client's idle time ${spec.idleMs / 1000} s for the run (production: 10 minutes)`,
        "before: bot built with every server's key (the harness passes them as environment keys, held for the process's life like any config) after a forced GC; idle: after twice the idle time, discord.js's per-interaction REST handlers dropped (it sweeps them itself every hour), forced GC, 1 s, forced GC",
      ],
    };
  } finally {
    await api?.close();
    api = undefined;
    await h?.close();
  }
}

export function renderIdleServers(r: IdleServersResult): string {
  const kb = (b: number) => `${(b / 1024).toFixed(1)} kB`;
  const mib = (b: number) => `${(b / 1048576).toFixed(0)} MiB`;
  const errors = (t: Tally) => `${t.answered}/${t.interactions} answered, ${t.errors} errors, ${t.unfinished} unfinished`;
  const reasons = (t: Tally) =>
    Object.entries(t.reasons)
      .map(([k, v]) => `    ${v}× ${k}`)
      .join('\n');
  const target = r.memory.perServerBytes <= 2048 && r.first.tally.errors + r.again.tally.errors === 0 ? 'PASS' : 'FAIL';
  return [
    `W7, servers that go quiet: ${r.spec.servers.toLocaleString('en-US')} servers × ${MIX.length} interactions, then idle, then again`,
    `  first round:  ${errors(r.first.tally)} in ${(r.first.durationMs / 1000).toFixed(0)} s`,
    reasons(r.first.tally),
    `  again:        ${errors(r.again.tally)} in ${(r.again.durationMs / 1000).toFixed(0)} s`,
    reasons(r.again.tally),
    `  keys held:    at most ${r.keysHeld.active} during the first round, ${r.keysHeld.idle} after idling`,
    `  heap:         before ${mib(r.memory.before.heapUsed)}, active ${mib(r.memory.active.heapUsed)}, idle ${mib(r.memory.idle.heapUsed)} (rss ${mib(r.memory.idle.rss)})`,
    `  retained per server after idling: ${kb(r.memory.perServerBytes)} (target ≤ 2 kB, 0 unexpected errors: ${target})`,
    ...r.notes.map((n) => `  note: ${n}`),
  ]
    .filter((l) => l !== '')
    .join('\n');
}
