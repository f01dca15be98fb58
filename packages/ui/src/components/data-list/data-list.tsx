import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from '../../lib/icons';
import { t, type List } from '@leasekit/core';
import { useStore, useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { Alert, AlertDescription } from '../alert/alert';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';
import { Pager } from '../pager/pager';
import { useBrandMessages } from '../../lib/brand-messages';

/** One column of a {@link DataList}. */
export interface DataListColumn<TRow> {
  /** The row property shown, and the `sortBy` sent when the column is sorted. */
  key: string;
  /** The column header. */
  header: React.ReactNode;
  /** Whether the header sorts the list; false by default. */
  sortable?: boolean;
  /** Renders the cell; by default the row's `key` property as text. */
  cell?: (row: TRow) => React.ReactNode;
  /** Class of the column's cells. */
  className?: string;
}

/**
 * Table density: `default` or `compact`. The caption sits above the table, where rows arriving after a
 * load cannot move it.
 */
export const dataListVariants = cva('w-full caption-top border-collapse text-sm', {
  variants: {
    density: {
      default: '[&_td]:px-3 [&_td]:py-3 [&_th]:px-3 [&_th]:py-2',
      compact: '[&_td]:px-2 [&_td]:py-1.5 [&_th]:px-2 [&_th]:py-1.5',
    },
  },
  defaultVariants: { density: 'default' },
});

/** Props of {@link DataList}. */
export interface DataListProps<TRow>
  extends Omit<React.ComponentProps<'div'>, 'children'>, VariantProps<typeof dataListVariants> {
  /** The paged list store (`createList` in @leasekit/core); DataList renders its state and calls it. */
  list: List<TRow>;
  /** The columns, in order. */
  columns: readonly DataListColumn<TRow>[];
  /** The table's caption, which is also its accessible name. */
  caption: React.ReactNode;
  /** A stable key per row; the row index by default. */
  getRowKey?: (row: TRow, index: number) => React.Key;
  /**
   * The next step under 'No results found' when the list is empty (e.g. how to search instead, with a
   * button that clears the search); nothing by default.
   */
  emptyAction?: React.ReactNode;
  /** Loads the first page on mount when the list has not loaded yet; true by default. */
  autoLoad?: boolean;
  /**
   * `table` (the default) everywhere, or `cards`: below 480 px each row becomes a card with its cells
   * stacked (the column headers are then read only by screen readers), so a narrow phone neither
   * squeezes a name into broken words nor wraps a button over three lines. The table keeps its roles.
   */
  layout?: 'table' | 'cards';
}

/** The phone card layout of {@link DataList} (`layout="cards"`), applied below 480 px. */
const cardsClassName = [
  'phone:block phone:[&>tbody]:block phone:[&>thead]:sr-only',
  'phone:[&>tbody>tr]:flex phone:[&>tbody>tr]:flex-col phone:[&>tbody>tr]:gap-2 phone:[&>tbody>tr]:p-3',
  'phone:[&>tbody>tr>td]:block phone:[&>tbody>tr>td]:p-0',
  'phone:[&>tbody>tr>td_[data-slot=button]]:w-full',
].join(' ');

function readCell(row: unknown, key: string): React.ReactNode {
  const value = row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A paged, sortable list (01 §3, §7, §9) rendered from the core's list store: 25 rows per page, sort
 * headers (a second click reverses; sorting returns to page 1, `aria-sort` on the header), the pager's
 * 9-number window, a loading state that keeps the rows (the table is marked busy), 'No results found'
 * when empty, and the error text with a Retry.
 */
export const DataList = /* @__PURE__ */ React.forwardRef(function DataList<TRow>(
  {
    list,
    columns,
    caption,
    getRowKey,
    emptyAction,
    autoLoad = true,
    layout = 'table',
    density,
    className,
    ...props
  }: DataListProps<TRow>,
  ref: React.ForwardedRef<HTMLDivElement>,
) {
  const locale = useCurrentLocale();
  const messages = useBrandMessages();
  const state = useStore(list);
  React.useEffect(() => {
    if (autoLoad && list.getState().status === 'idle') void list.load();
  }, [autoLoad, list]);

  const loading = state.status === 'loading' || state.status === 'idle';
  const empty = state.status === 'loaded' && state.rows.length === 0;
  const meta = state.meta;
  // Cards restyle the table's parts as blocks: explicit roles keep it a table for assistive technology.
  const cards = layout === 'cards';
  const role = (value: string) => (cards ? value : undefined);

  return (
    <div
      data-slot="data-list"
      data-state={state.status}
      className={cn('flex flex-col gap-3', className)}
      ref={ref}
      {...props}
    >
      {state.status === 'error' ? (
        <Alert variant="error" data-slot="data-list-error">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
            <span>{state.error ?? t('errors.unknown', undefined, locale, messages)}</span>
            <Button size="sm" variant="outline" onClick={() => void list.load()}>
              {t('ui.retry', undefined, locale, messages)}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {/* The brand's card surface (as Card's); forced colours drop the shadow, so a 1 px border there. */}
      <div className="relative overflow-x-auto rounded-lg border-(length:--lk-surface-border-width) border-border bg-card text-card-foreground shadow-card forced-colors:border forced-colors:border-[CanvasText]">
        <table
          data-slot="data-list-table"
          data-layout={layout}
          role={role('table')}
          aria-busy={loading || undefined}
          className={
            cards ? cn(dataListVariants({ density }), cardsClassName) : dataListVariants({ density })
          }
        >
          <caption data-slot="data-list-caption" className="p-3 text-left text-muted-foreground">
            {caption}
          </caption>
          <thead role={role('rowgroup')} className="bg-muted text-left text-muted-foreground">
            <tr role={role('row')}>
              {columns.map((column) => {
                const sorted = state.sortBy === column.key;
                const ariaSort = sorted
                  ? state.sortDesc
                    ? 'descending'
                    : 'ascending'
                  : column.sortable
                    ? 'none'
                    : undefined;
                const Icon = sorted ? (state.sortDesc ? ArrowDownIcon : ArrowUpIcon) : ArrowUpDownIcon;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    role={role('columnheader')}
                    aria-sort={ariaSort}
                    data-slot="data-list-header"
                    className="font-medium"
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        data-slot="data-list-sort"
                        data-state={sorted ? (state.sortDesc ? 'descending' : 'ascending') : 'none'}
                        className="inline-flex items-center gap-1 rounded-sm font-medium text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-hidden"
                        onClick={() => void list.setSort(column.key)}
                      >
                        {column.header}
                        <Icon aria-hidden="true" className="size-4" />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role={role('rowgroup')}>
            {state.rows.map((row, index) => (
              <tr
                key={getRowKey ? getRowKey(row, index) : index}
                role={role('row')}
                data-slot="data-list-row"
                className="border-t border-border"
              >
                {columns.map((column) => (
                  <td key={column.key} role={role('cell')} className={column.className}>
                    {column.cell ? column.cell(row) : readCell(row, column.key)}
                  </td>
                ))}
              </tr>
            ))}
            {loading && state.rows.length === 0
              ? // The first page's placeholder rows: the table keeps its shape while it loads.
                [0, 1, 2].map((index) => (
                  <tr
                    key={index}
                    aria-hidden="true"
                    data-slot="data-list-skeleton"
                    className="border-t border-border"
                  >
                    {columns.map((column) => (
                      <td key={column.key}>
                        <span className="block h-4 w-3/4 rounded-sm bg-muted" />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {empty ? (
              <tr role={role('row')} data-slot="data-list-empty">
                <td
                  role={role('cell')}
                  colSpan={columns.length}
                  className="text-center text-muted-foreground"
                >
                  <p className="font-medium text-foreground">
                    {t('search.noResultsFound', undefined, locale, messages)}
                  </p>
                  {emptyAction ? (
                    <div className="mt-2 flex flex-col items-center gap-3">{emptyAction}</div>
                  ) : null}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
        {loading ? (
          <div
            data-slot="data-list-loading"
            className="absolute inset-0 flex items-center justify-center bg-background/60"
          >
            <Spinner label={t('ui.loading', undefined, locale, messages)} />
          </div>
        ) : null}
      </div>
      {meta ? (
        <div data-slot="data-list-footer" className="flex flex-wrap items-center justify-between gap-3">
          {meta.total > 0 && meta.from !== null && meta.to !== null ? (
            <p className="text-sm text-muted-foreground">
              {t('ui.pager.summary', { from: meta.from, to: meta.to, total: meta.total }, locale, messages)}
            </p>
          ) : (
            <span />
          )}
          <Pager
            page={state.page}
            lastPage={meta.last_page}
            pages={state.pages}
            disabled={loading}
            onPageChange={(page) => void list.setPage(page)}
          />
        </div>
      ) : null}
    </div>
  );
}) as <TRow>(
  // A generic component keeps its row type through forwardRef only by this cast.
  props: DataListProps<TRow> & React.RefAttributes<HTMLDivElement>,
) => React.ReactElement;
