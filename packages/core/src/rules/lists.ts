/** Rows per list page (01 §9). */
export const PAGE_SIZE = 25;

/** Lists start at page 1 (01 §9); sorting resets to it (01 §7). */
export const FIRST_PAGE = 1;

/** Pages shown either side of the current one in the pager (01 §9). */
export const PAGER_SIDE_PAGES = 4;

/** The most page numbers the pager shows: 4 either side of the current plus the current (01 §9). */
export const PAGER_WINDOW_SIZE = PAGER_SIDE_PAGES * 2 + 1;

/** Reads a page number; anything not a finite number becomes NaN so callers can fall back. */
function toPage(value: unknown): number {
  const page = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof page === 'number' && Number.isFinite(page) ? Math.floor(page) : Number.NaN;
}

/**
 * The page numbers the pager shows (01 §9): up to 9, 4 either side of the current page; near the
 * first or last page the window shifts so that it still shows 9 numbers when there are that many.
 * `getPagerWindow(1, 20)` → 1…9, `getPagerWindow(10, 20)` → 6…14, `getPagerWindow(20, 20)` → 12…20.
 * The current page is clamped into 1…lastPage (a missing or junk current page counts as page 1); a
 * last page below 1 or not a number gives `[]`. Numeric strings are accepted, fractions are floored.
 */
export function getPagerWindow(currentPage: number, lastPage: number): number[] {
  const last = toPage(lastPage);
  if (!(last >= FIRST_PAGE)) return [];
  const requested = toPage(currentPage);
  const current = Number.isNaN(requested) ? FIRST_PAGE : Math.min(Math.max(requested, FIRST_PAGE), last);
  const start = Math.max(FIRST_PAGE, Math.min(current - PAGER_SIDE_PAGES, last - PAGER_WINDOW_SIZE + 1));
  const end = Math.min(last, start + PAGER_WINDOW_SIZE - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
