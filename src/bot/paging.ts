import type { Page } from '../api/schemas.js';
import { apiWindow, pageCount } from '../views/pager.js';

/**
 * Zero-based view page `page` of `perPage` rows, cut from upstream blocks of `blockSize` (so
 * several view pages share one cached request). When the list shrank since the button was
 * drawn, the new last page is shown instead of an empty one.
 */
export async function viewPage<T>(
  fetchBlock: (offset: number, limit: number) => Promise<Page<T>>,
  page: number,
  perPage: number,
  blockSize: number,
): Promise<{ rows: T[]; page: number; pages: number; total: number }> {
  let window = apiWindow(page, perPage, blockSize);
  let res = await fetchBlock(window.offset, blockSize);
  const pages = pageCount(res.pagination.total, perPage);
  if (page > pages - 1) {
    const offset = window.offset;
    page = pages - 1;
    window = apiWindow(page, perPage, blockSize);
    if (window.offset !== offset) res = await fetchBlock(window.offset, blockSize);
  }
  return { rows: res.data.slice(window.skip, window.skip + perPage), page, pages, total: res.pagination.total };
}
