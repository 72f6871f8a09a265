import { LRUCache } from 'lru-cache';
import { describe, expect, it } from 'vitest';
import { upTo } from '../src/bounded.js';

describe('upTo: an lru-cache bounded by count without preallocating', () => {
  it('keeps at most n entries, dropping the least recently used, and disposes of them', () => {
    const gone: string[] = [];
    const cache = new LRUCache<string, number>({ ...upTo(3), dispose: (_, key) => gone.push(key) });
    for (const k of ['a', 'b', 'c']) cache.set(k, 1);
    cache.get('a');
    cache.set('d', 1);
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd']);
    expect(gone).toEqual(['b']);
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(3);
  });

  it('grows as it fills instead of setting aside room for all n at once', () => {
    const before = process.memoryUsage().arrayBuffers;
    const caches = Array.from({ length: 20 }, () => new LRUCache<string, number>({ ...upTo(100_000), ttl: 60_000 }));
    // With max: 100,000 and a TTL each would hold about 1.1 MB of typed arrays at once (23 MB here).
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(4 * 1024 * 1024);
    expect(caches.length).toBe(20);
  });
});
