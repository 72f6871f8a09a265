import { createCommunityApi } from '../../src/api/index.js';
import type { CommunityApi } from '../../src/api/types.js';
import type { CommandModule } from '../../src/command/contract.js';
import { createHarness, type Harness } from '../../src/bot/offline/harness.js';
import { DEMO, startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { storeOn, type Store, type StoreOptions } from '../../src/store/index.js';
import { memoryDb, sharedPglite, type TestDb } from './store.js';

/**
 * Two bots on one store, as two processes (replicas, or a bot and the same bot after a
 * restart) would be: each with its own database session and instance key, on one schema of
 * the test process's PGlite, against one sandbox. `storeA.db.close()` is bot A dying: its
 * instance lock goes, and what it left in flight is bot B's to settle.
 */
export interface JournalBots {
  sb: Sandbox;
  a: Harness;
  b: Harness;
  storeA: Store;
  storeB: Store;
  /** Another bot on a store of its own (closed with the rest). */
  bot(store: Store): Promise<Harness>;
  /** Another store of its own in memory. */
  store(options?: StoreOptions): Promise<Store>;
  close(): Promise<void>;
}

export async function journalBots(commands: readonly CommandModule[]): Promise<JournalBots> {
  const sb = await startSandbox({ ratePerSecond: 0 });
  const apis: CommunityApi[] = [];
  const bots: Harness[] = [];
  const dbs: TestDb[] = [];
  const bot = async (store: Store) => {
    // Long enough that a hung request is still out when a test "kills" its bot.
    const api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 }, timeoutMs: 20_000 });
    apis.push(api);
    const h = await createHarness({ commands, api, keysByGuild: { [DEMO.guildId]: sb.demoKey }, store, drainTimeoutMs: 100 });
    bots.push(h);
    return h;
  };
  const store = async (options: StoreOptions = {}) => {
    const t = await memoryDb();
    dbs.push(t);
    return storeOn(t.db, options);
  };
  const t = await memoryDb();
  dbs.push(t);
  const storeA = await storeOn(t.db);
  const storeB = await storeOn(await (await sharedPglite()).open(t.schema));
  const [a, b] = [await bot(storeA), await bot(storeB)];
  return {
    sb,
    a,
    b,
    storeA,
    storeB,
    bot,
    store,
    async close() {
      sb.faults.clear();
      for (const h of bots) await h.close();
      for (const api of apis) await api.close();
      await sb.close();
      for (const d of dbs) await d.drop();
    },
  };
}

/** Polls `ok` until it holds (an event in another bot or the sandbox), at most `ms`. */
export async function until(what: string, ok: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
