import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/log.js';
import { runRolePart, type RoleMoveDeps } from '../src/features/moves/role-move-jobs.js';
import type { Reply } from '../src/discord/reply.js';
import { openStore, storeOn, type Store } from '../src/store/index.js';
import type { MovePlan } from '../src/features/moves/view.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, memoryDb, testSchema, type BackendName } from './support/store.js';

/**
 * A whole-role move's jobs edit the moderator's message at most about once a second while parts
 * finish, and always once the last part is settled; a part already settled is never sent again
 * (no client is even asked for). On both store back ends.
 */

const serverUp = await serverAvailable('postgres', 'role move progress on PostgreSQL');
const GUILD = '1203458820156259301';
const USER = '1203458820156259302';
const plan = (index: number): MovePlan => ({
  kind: 'points-give',
  prize: { type: 'POINTS', systemId: 'sys', systemName: 'Sparks', emoji: '✨', amount: '1' },
  role: {
    roleId: '1203458820156259303',
    members: 2_100,
    names: ['a'],
    bots: 0,
    parts: 3,
    part: { index, members: index < 3 ? 1_000 : 100 },
  },
  irreversible: false,
});

for (const { name, run } of [
  { name: 'PGlite' as BackendName, run: true },
  { name: 'PostgreSQL' as BackendName, run: serverUp },
]) {
  describe.runIf(run)(`whole-role move progress on ${name}`, () => {
    const schema = testSchema();
    let store: Store;
    let drop: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      if (name === 'PostgreSQL') store = await openStore({ databaseUrl: TEST_SERVERS.postgres.url, schema });
      else {
        const m = await memoryDb(schema);
        drop = m.drop;
        store = await storeOn(m.db);
      }
    }, 120_000);
    afterAll(async () => {
      await store?.close();
      if (name === 'PostgreSQL') await dropSchema(schema);
      else await drop?.();
    });

    it('edits at most once a second, and always at the end; settled parts are not sent again', async () => {
      const ids: string[] = [];
      for (const i of [1, 2, 3]) {
        const { entry } = await store.journal.preview({
          operation: 'points.change',
          guildId: GUILD,
          userId: USER,
          body: { part: i },
          display: { plan: plan(i) },
          summary: `part ${i}`,
          ttlMs: 60_000,
        });
        ids.push(entry.id);
      }
      const settle = (id: string) =>
        store.journal.execute(
          id,
          { userId: USER },
          async (_b, leaving) => (await leaving(), { reference: null }),
          () => ({ state: 'refused', reason: 'no' }),
        );
      let clock = 1_000_000;
      const edits: Reply[] = [];
      let clients = 0;
      const deps: RoleMoveDeps = {
        journal: store.journal,
        holders: async () => new Set(),
        clientFor: async () => (clients++, undefined),
        // Nor is the moderator who confirmed it read again.
        actingAs: async () => (clients++, null),
        log: silentLogger,
        audit: async () => undefined,
        editMessage: async (_token, _guild, body) => void edits.push(body),
        now: () => clock,
      };
      const job = (index: number) => ({ guildId: GUILD, entries: ids, index, message: { token: 'sealed', locale: 'en-US' } });

      await settle(ids[0]!);
      expect(await runRolePart(deps, job(0))).toBe('created');
      expect(edits.map((e) => e.content?.split('\n')[0])).toEqual(['▰▱▱ 1 of 3 · 1,000 of 2,100 members']);
      clock += 400;
      await settle(ids[1]!);
      await runRolePart(deps, job(1));
      // Within a second of the last edit: not edited.
      expect(edits).toHaveLength(1);
      clock += 100;
      await settle(ids[2]!);
      await runRolePart(deps, job(2));
      // The last part settled: edited whatever the time.
      expect(edits.map((e) => e.content?.split('\n')[0])).toEqual([
        '▰▱▱ 1 of 3 · 1,000 of 2,100 members',
        '▰▰▰ 3 of 3 · 2,100 of 2,100 members',
      ]);
      // Every part was settled before its job ran: no client or moderator was asked for, nothing sent.
      expect(clients).toBe(0);
    });
  });
}
