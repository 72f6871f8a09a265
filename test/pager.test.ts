import { describe, expect, it } from 'vitest';
import { viewPage } from '../src/views/pager.js';

/** A list of `total` numbers served in blocks, recording each upstream fetch. */
function list(total: number) {
  const fetched: number[] = [];
  const fetchBlock = async (offset: number, limit: number) => {
    fetched.push(offset);
    const data = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i);
    return { data, pagination: { offset, limit, total, count: data.length } };
  };
  return { fetched, fetchBlock };
}

describe('viewPage', () => {
  it('cuts view pages from shared upstream blocks', async () => {
    const l = list(250);
    expect(await viewPage(l.fetchBlock, 12, 10, 100)).toEqual({
      rows: [120, 121, 122, 123, 124, 125, 126, 127, 128, 129],
      page: 12,
      pages: 25,
      total: 250,
    });
    expect(l.fetched).toEqual([100]);
  });

  it('shows the new last page when the list shrank, fetching its block once more only if it differs', async () => {
    const l = list(250);
    const r = await viewPage(l.fetchBlock, 30, 10, 100);
    expect(r).toMatchObject({ page: 24, pages: 25, rows: [240, 241, 242, 243, 244, 245, 246, 247, 248, 249] });
    expect(l.fetched).toEqual([300, 200]);
    const same = list(95);
    expect((await viewPage(same.fetchBlock, 12, 10, 100)).page).toBe(9);
    expect(same.fetched).toEqual([100, 0]);
  });

  it('gives one empty page for an empty list', async () => {
    const l = list(0);
    expect(await viewPage(l.fetchBlock, 0, 10, 100)).toEqual({ rows: [], page: 0, pages: 1, total: 0 });
  });
});
