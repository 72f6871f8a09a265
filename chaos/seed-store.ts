import { DEMO } from '../src/sandbox/index.js';
import { openStore } from '../src/store/index.js';

/**
 * A period that has just ended, as the store holds one: weekly (and monthly) boards turned on
 * for the demo's active point system weeks ago, and the snapshot taken at the start of the
 * period that ended at the latest week or month start (the server sets no time zone: UTC). The
 * replicas' first periods tick then takes the new period's snapshot and stores the ended
 * period's final board, while the run's faults are on. Returns the kinds of period that ended.
 */

const DAY = 86_400_000;

/** Monday 00:00 UTC of the week holding `t`. */
const weekStart = (t: number) => {
  const d = new Date(t);
  const day = (d.getUTCDay() + 6) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - day * DAY;
};
const monthStart = (t: number, back = 0) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1);
};

export async function seedEndedPeriod(databaseUrl: string, members: readonly string[], now = Date.now()): Promise<string[]> {
  const week = weekStart(now);
  const month = monthStart(now);
  const latest = Math.max(week, month);
  const ended = [...(latest === week ? ['week'] : []), ...(latest === month ? ['month'] : [])];
  const starts = [...(latest === week ? [week - 7 * DAY] : []), ...(latest === month ? [monthStart(now, 1)] : [])];
  const store = await openStore({ databaseUrl });
  try {
    const system = DEMO.pointSystems.active;
    await store.periods.enable(
      {
        guildId: DEMO.guildId,
        pointSystemId: system,
        enabledBy: members[0]!,
        holders: DEMO.pointSystems.activeHolders,
        name: 'Sparks',
        emoji: '⚡',
      },
      Math.min(...starts) - DAY,
    );
    for (const at of starts) {
      const snapshot = await store.periods.snapshotAt(DEMO.guildId, system, at);
      // Back then these members held nothing: the final board counts their gains from 0.
      await store.periods.writePage(
        snapshot.id,
        0,
        members.length,
        members.map((userId) => ({ userId, balance: '0' })),
      );
      await store.periods.finish(snapshot.id, 'done');
    }
  } finally {
    await store.close();
  }
  return ended;
}
