import { describe, expect, it } from 'vitest';
import { lazyStore, type Store } from '../src/store/index.js';

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
});
