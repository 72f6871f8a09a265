import { describe, expect, it } from 'vitest';
import { formatReport, runChaos } from '../chaos/run.js';
import { serverAvailable } from './support/servers.js';

/**
 * The chaos run, 60 s of it (`npm run chaos -- --seed 44 --seconds 60`): three HTTP replicas on
 * the local PostgreSQL and Redis, under members' reads and moderators' writes, while replicas
 * are killed with SIGKILL and started again, PostgreSQL and Redis are cut at their proxies, the
 * Community API and Discord fail, and one replica's clock is off. Every promise holds (on a
 * failure the table, the seed and the shortest history of each violation are the message).
 */

const available = (await serverAvailable('postgres', 'chaos run (PostgreSQL)')) && (await serverAvailable('redis', 'chaos run (Redis)'));

/** A fixed seed: the same plan of actions and faults at every run, so a failure can be run again. */
const SEED = 44;

describe.runIf(available)('a 60 s chaos run', () => {
  it('keeps every promise while replicas die, PostgreSQL and Redis are cut, and the API and Discord fail', async () => {
    const report = await runChaos({ seed: SEED, durationMs: 60_000, replicas: 3, ratePerSecond: 2, drainMs: 90_000 });
    const printed = formatReport(report);
    // The table, the fault counts and the phases' times in the suite's output, passed or not.
    console.log(printed);
    expect(
      report.rows.filter((r) => !r.ok).map((r) => r.check),
      printed,
    ).toEqual([]);
    // The faults the run is about did happen.
    for (const kind of ['kill', 'pg-cut', 'redis-cut', 'clock skew']) expect(report.faults[kind], printed).toBeGreaterThan(0);
    expect(
      Object.keys(report.faults).some((k) => k.startsWith('api ')),
      printed,
    ).toBe(true);
    expect(
      Object.keys(report.faults).some((k) => k.startsWith('discord ')),
      printed,
    ).toBe(true);
    // And the workload did: writes confirmed and sent, completions announced.
    expect(report.rows.find((r) => r.check === 'writes-once')!.counted, printed).toMatch(/\d+ created/);
    expect(report.rows.find((r) => r.check === 'completions-once')!.counted, printed).toMatch(/\d+ announced/);
  }, 480_000);
});
