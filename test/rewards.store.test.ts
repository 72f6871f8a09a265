import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRewardsStore,
  MAX_REWARDS_PER_GUILD,
  REWARD_PREVIEW_MS,
  type RewardInput,
  type RewardsStore,
} from '../src/features/rewards/store.js';
import { serverAvailable } from './support/servers.js';
import { openTestDb, type BackendName, type TestDb } from './support/store.js';

/** Rewards' store on both back ends: the cap, a preview's expiry, one run per key, the plan's counts, a run's owner. */

const serverUp = await serverAvailable('postgres', 'reward store tests on PostgreSQL');

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`rewards store on ${name}`, () => {
    let t: TestDb;
    let rewards: RewardsStore;
    beforeAll(async () => {
      t = await openTestDb(name);
      rewards = createRewardsStore(t.db);
    }, 120_000);
    afterAll(async () => t?.drop());

    const input = (guildId: string, roleId = '7'): RewardInput => ({
      guildId,
      kind: 'threshold',
      pointSystemId: 'ps',
      systemName: 'Sparks',
      systemEmoji: '',
      roleId,
      threshold: '40000.5',
      keep: false,
      top: null,
      period: null,
      createdBy: '1',
      locale: null,
    });

    it(`holds at most ${MAX_REWARDS_PER_GUILD} rewards a server; a preview expires; the threshold is kept exactly`, async () => {
      const now = 1_000_000;
      const expired = await rewards.preview(input('g1'), now);
      expect(await rewards.confirm('g1', expired.id, now + REWARD_PREVIEW_MS + 1)).toBeUndefined();
      for (let i = 0; i < MAX_REWARDS_PER_GUILD; i++) {
        const p = await rewards.preview(input('g1', String(i)), now);
        const made = await rewards.confirm('g1', p.id, now);
        expect(made).toMatchObject({ state: 'active', threshold: '40000.5', nextSyncAt: now });
      }
      const one = await rewards.preview(input('g1'), now);
      expect(await rewards.confirm('g1', one.id, now)).toBe('full');
      // Another server is not counted.
      const other = await rewards.preview(input('g2'), now);
      expect(await rewards.confirm('g2', other.id, now)).toMatchObject({ state: 'active' });
      expect(await rewards.list('g1')).toHaveLength(MAX_REWARDS_PER_GUILD);
    });

    it('one run per key; its plan stored once; counts from its rows; removed with its reward', async () => {
      const p = await rewards.preview(input('g3'), 5);
      const r = await rewards.confirm('g3', p.id, 5);
      if (!r || r === 'full') throw new Error('not confirmed');
      const s = await rewards.startSync(r, 'at:5', 5, { nextSyncAt: 100 });
      expect(await rewards.startSync(r, 'at:5', 6, { nextSyncAt: 200 })).toBeUndefined();
      expect((await rewards.get(r.id))?.nextSyncAt).toBe(100);
      expect(await rewards.claim(s!.id)).toBe(true);
      expect(
        await rewards.plan(
          s!.id,
          [
            { userId: '11', action: 'add' },
            { userId: '12', action: 'remove' },
            { userId: '13', action: 'add' },
          ],
          ['14'],
          ['15'],
          3,
        ),
      ).toBe(true);
      expect(await rewards.plan(s!.id, [{ userId: '99', action: 'add' }], [], [], 1)).toBe(false);
      await rewards.markMany(s!.id, ['11', '12'], 'done');
      expect(await rewards.counts(s!.id)).toEqual({ given: 1, taken: 1, left: 1, failed: 0, open: 1 });
      expect((await rewards.pending(s!.id)).map((c) => c.userId)).toEqual(['13']);
      expect(await rewards.sync(s!.id)).toMatchObject({ state: 'applying', cannot: ['15'], upstreamRequests: 3 });
      expect(await rewards.remove('g3', r.id)).toBe(true);
      expect(await rewards.sync(s!.id)).toBeUndefined();
    });

    it('a run owned by a live process is not taken over; one whose owner is gone is', async () => {
      const p = await rewards.preview(input('g4'), 5);
      const r = await rewards.confirm('g4', p.id, 5);
      if (!r || r === 'full') throw new Error('not confirmed');
      const s = await rewards.startSync(r, 'k', 5, {});
      // An owner whose instance lock nobody holds: a process that died.
      await t.db.query(`update reward_syncs set owner_key = 12345 where id = $1`, [s!.id]);
      expect(await rewards.claim(s!.id)).toBe(true);
      // Owned by this (live) process: another store on another instance key would be refused.
      const other = createRewardsStore({ ...t.db, instanceKey: t.db.instanceKey + 1 });
      expect(await other.claim(s!.id)).toBe(false);
    });
  });
}
