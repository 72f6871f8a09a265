/**
 * lru-cache options that bound a cache to `n` entries without setting room aside for all `n` at
 * the start: with `max`, lru-cache allocates its arrays for `max` entries at once (a 100,000-entry
 * cache with TTLs holds about 4 MB from the first moment, in every process, used or not).
 * Counting each entry as size 1 bounds it the same way while its arrays grow as it fills.
 */
export const upTo = (n: number) => ({ maxSize: n, sizeCalculation: () => 1 });
