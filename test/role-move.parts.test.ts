import { describe, expect, it } from 'vitest';
import { MEMBERS_PER_CHANGE, roleParts } from '../src/features/moves/role-parts.js';

/** How a whole role is cut into balance changes of at most 1,000 members: the edges. */

const members = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`);

describe('roleParts', () => {
  it('cuts at the API limit of 1,000 members a change', () => {
    expect(MEMBERS_PER_CHANGE).toBe(1_000);
  });

  for (const [n, sizes] of [
    [1, [1]],
    [999, [999]],
    [1_000, [1_000]],
    [1_001, [1_000, 1]],
    [2_000, [1_000, 1_000]],
  ] as const) {
    it(`${n} member${n === 1 ? '' : 's'}: ${sizes.length} part${sizes.length === 1 ? '' : 's'} of ${sizes.join(' and ')}, each member once, in order, none empty`, () => {
      const all = members(n);
      const parts = roleParts(all);
      expect(parts.map((p) => p.length)).toEqual(sizes);
      expect(parts.flat()).toEqual(all);
      expect(parts.every((p) => p.length > 0 && p.length <= MEMBERS_PER_CHANGE)).toBe(true);
    });
  }

  it('nobody makes no part; a part size below one is a bug', () => {
    expect(roleParts([])).toEqual([]);
    expect(() => roleParts(members(3), 0)).toThrow(RangeError);
  });
});
