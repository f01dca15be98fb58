/* The 12-column grid of SchemaForm (01 §3 `grid`). */

/**
 * Classes of each span of the 12-column form grid (the full width on narrow screens); literal so
 * Tailwind sees every class, and whole so no class merging runs per field render.
 */
const SPANS: Record<number, string> = {
  1: 'col-span-12 sm:col-span-1',
  2: 'col-span-12 sm:col-span-2',
  3: 'col-span-12 sm:col-span-3',
  4: 'col-span-12 sm:col-span-4',
  5: 'col-span-12 sm:col-span-5',
  6: 'col-span-12 sm:col-span-6',
  7: 'col-span-12 sm:col-span-7',
  8: 'col-span-12 sm:col-span-8',
  9: 'col-span-12 sm:col-span-9',
  10: 'col-span-12 sm:col-span-10',
  11: 'col-span-12 sm:col-span-11',
  12: 'col-span-12 sm:col-span-12',
};

/**
 * The grid span of a field or group (01 §3 `grid`): a number of the 12 columns, or `{cols}`; the full
 * width (12) by default.
 */
export function getGridSpan(grid: unknown): number {
  const cols =
    typeof grid === 'number'
      ? grid
      : grid && typeof grid === 'object'
        ? Number((grid as { cols?: unknown }).cols)
        : 12;
  return Number.isFinite(cols) ? Math.min(12, Math.max(1, Math.round(cols))) : 12;
}

/**
 * The classes of a span of the 12-column grid for an app's own grid: the full width on narrow screens,
 * the span from the `sm` breakpoint. SchemaForm's own cells carry `data-span` instead (see GRID_CLASSES).
 */
export function getGridSpanClass(grid: unknown): string {
  return SPANS[getGridSpan(grid)]!;
}

/**
 * The form's 12-column grid (SchemaForm's fields, its layout groups and each collection item). Each cell says its span as `data-span` and the grid sizes its children from
 * it, so a field's own element is the cell (no wrapper element per field, and no class merging per
 * field): the full width on narrow screens, the span from `sm`.
 */
export const GRID_CLASSES =
  'grid grid-cols-12 gap-4 *:col-span-12 sm:*:data-[span=1]:col-span-1 sm:*:data-[span=2]:col-span-2 sm:*:data-[span=3]:col-span-3 sm:*:data-[span=4]:col-span-4 sm:*:data-[span=5]:col-span-5 sm:*:data-[span=6]:col-span-6 sm:*:data-[span=7]:col-span-7 sm:*:data-[span=8]:col-span-8 sm:*:data-[span=9]:col-span-9 sm:*:data-[span=10]:col-span-10 sm:*:data-[span=11]:col-span-11';
