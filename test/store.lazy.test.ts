import { describe, expect, it } from 'vitest';
import { embeddedReplicaWarning, lazyStore, storeReadiness, type Store } from '../src/store/index.js';

describe('lazy store', () => {
  it('a fresh one (a new store in memory) answers settings reads without opening, and opens on a write', async () => {
    let opens = 0;
    const written: string[] = [];
    const fake = {
      settings: {
        get: async () => ({ guildId: 'g' }),
        apiKey: async () => 'k',
        update: async (guildId: string) => (written.push(guildId), { guildId }),
      },
      close: async () => undefined,
    } as unknown as Store;
    const store = lazyStore(async () => (opens++, fake), { fresh: true });
    expect(await store.settings.get('g')).toBeUndefined();
    expect(await store.settings.apiKey('g')).toBeUndefined();
    expect(opens).toBe(0);
    await store.settings.update('g', { language: 'de' }, { userId: 'u', summary: 's' });
    expect(opens).toBe(1);
    expect(written).toEqual(['g']);
    expect(await store.settings.get('g')).toEqual({ guildId: 'g' });
    expect(await store.settings.apiKey('g')).toBe('k');
  });

  it('opens on first use only, once, and retries an open that failed', async () => {
    let opens = 0;
    const calls: string[] = [];
    const fake = {
      kind: 'pglite',
      db: {},
      journal: { get: async (id: string) => (calls.push(`get ${id}`), undefined) },
      audit: {},
      close: async () => void calls.push('close'),
    } as unknown as Store;
    const store = lazyStore(async () => {
      if (++opens === 1) throw new Error('disk full');
      return fake;
    });
    expect(store.opened).toBe(false);
    await store.close();
    expect(opens).toBe(0);
    await expect(store.journal.get('a')).rejects.toThrow('disk full');
    await Promise.all([store.journal.get('b'), store.journal.get('c')]);
    expect(opens).toBe(2);
    expect(store.opened).toBe(true);
    await store.close();
    expect(calls).toEqual(['get b', 'get c', 'close']);
  });

  it('readiness: never starts the embedded store for a probe; opens a server store; select 1 once open, false when it fails or hangs', async () => {
    let opens = 0;
    let answer: () => Promise<unknown> = async () => ({ rows: [{}], rowCount: 1 });
    const queries: string[] = [];
    const fake = {
      kind: 'postgres',
      db: { query: (sql: string) => (queries.push(sql), answer()) },
      journal: {},
      audit: {},
      close: async () => undefined,
    } as unknown as Store;
    const opener = () => lazyStore(async () => (opens++, fake));

    const embedded = opener();
    const embeddedReady = storeReadiness(embedded, { openOnCheck: false });
    expect(await embeddedReady()).toBe(true);
    expect(opens).toBe(0);
    expect(embedded.opened).toBe(false);
    await embedded.open();
    expect(await embeddedReady()).toBe(true);
    expect(queries).toEqual(['select 1']);

    const server = opener();
    const serverReady = storeReadiness(server, { openOnCheck: true, timeoutMs: 50 });
    expect(await serverReady()).toBe(true);
    expect(server.opened).toBe(true);
    expect(opens).toBe(2);
    answer = async () => {
      throw new Error('connection terminated');
    };
    expect(await serverReady()).toBe(false);
    answer = () => new Promise(() => undefined);
    expect(await serverReady()).toBe(false);

    let fail = true;
    const unreachable = lazyStore(async () => {
      if (fail) throw new Error('ECONNREFUSED');
      return fake;
    });
    answer = async () => ({ rows: [{}], rowCount: 1 });
    const unreachableReady = storeReadiness(unreachable, { openOnCheck: true, timeoutMs: 50 });
    expect(await unreachableReady()).toBe(false);
    fail = false;
    expect(await unreachableReady()).toBe(true);
  });

  it('several replicas on the embedded store get a warning naming DATABASE_URL', () => {
    expect(embeddedReplicaWarning({ replicas: 1, store: { dataDir: './data' } })).toBeUndefined();
    expect(embeddedReplicaWarning({ replicas: 3, store: { databaseUrl: 'postgres://db/bot', dataDir: './data' } })).toBeUndefined();
    expect(embeddedReplicaWarning({ replicas: 3, store: { dataDir: './data' } })).toMatch(
      /REPLICAS=3 but DATABASE_URL is not set.*\.\/data admits one process/,
    );
  });
});
