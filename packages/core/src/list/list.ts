import { createLatest } from '../api/latest';
import type { AnswerSchema, ApiTransport } from '../api/types';
import { FIRST_PAGE, PAGE_SIZE, getPagerWindow } from '../rules/lists';
import { createStore, type ReadableStore } from '../stores/store';
import { isRecord } from '../rules/values';

/** The pager fields of a list response (01 §3), plus the server's echo of the active filters. */
export interface ListMeta {
  from: number | null;
  to: number | null;
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  filters: Record<string, unknown>;
}

/** Options of {@link createList}. */
export interface ListOptions<TRow = unknown> {
  /** Performs the calls (the API client's `request`). */
  transport: ApiTransport;
  /** The list's url (GET). */
  url: string;
  /**
   * The schema of a page's rows (the envelope's `data`, 01 §3): any Standard Schema, such as a call's
   * `answer` of `@leasekit/core/contract` or the team's own zod or valibot schema. The transport parses
   * each answer with it at the boundary, so the rows are its output; an answer it refuses is a failed load
   * ('An invalid response was returned from the server.').
   */
  answer: AnswerSchema<TRow[]>;
  /** Rows per page; 25 by default (01 §9). */
  limit?: number;
  /** The first page to load; page 1 by default. */
  page?: number;
  /** The initial sort column; none by default. */
  sortBy?: string | null;
  /** Whether the initial sort is descending; false by default. */
  sortDesc?: boolean;
  /** Extra query parameters (filters) sent with every load; none by default. */
  params?: Record<string, unknown>;
}

/** What a paged list shows. */
export interface ListState<TRow = unknown> {
  /** `idle` before the first load, `loading` while one runs, `loaded` or `error` after (01 §4). */
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** The rows of the current page; kept during a reload so the table does not flash empty. */
  rows: TRow[];
  limit: number;
  page: number;
  sortBy: string | null;
  sortDesc: boolean;
  params: Record<string, unknown>;
  /** The pager fields of the last response, or null before one arrived. */
  meta: ListMeta | null;
  /** The page numbers to show (up to 9, 4 either side of the current, 01 §9). */
  pages: number[];
  /** The error text of a failed load, or null. */
  error: string | null;
}

/** The store made by {@link createList}. */
export interface List<TRow = unknown> extends ReadableStore<ListState<TRow>> {
  /** Loads the current page; a newer load makes an older response stale. */
  load(): Promise<void>;
  /** Goes to `page` and loads it. */
  setPage(page: number): Promise<void>;
  /** Sorts by `sortBy` (toggling the direction when the column is the same and `sortDesc` is not given), back to page 1. */
  setSort(sortBy: string | null, sortDesc?: boolean): Promise<void>;
  /** Changes the page size, back to page 1. */
  setLimit(limit: number): Promise<void>;
  /** Replaces the filters, back to page 1. */
  setParams(params: Record<string, unknown>): Promise<void>;
  /** Pushes a new url or transport without reloading. */
  update(options: Partial<Pick<ListOptions<TRow>, 'url' | 'transport'>>): void;
}

function toNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

function toNullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : toNumber(value, 0);
}

/**
 * Reads the pager fields of a list response (01 §3) from its `meta`. Missing numbers fall back to the
 * request's page and limit.
 */
export function readListMeta(
  source: Record<string, unknown> | undefined,
  fallback: { page: number; limit: number; count: number },
): ListMeta {
  const m = source ?? {};
  const filters = m.filters;
  return {
    from: toNullableNumber(m.from),
    to: toNullableNumber(m.to),
    total: toNumber(m.total, fallback.count),
    per_page: toNumber(m.per_page, fallback.limit),
    current_page: toNumber(m.current_page, fallback.page),
    last_page: toNumber(m.last_page, fallback.page),
    filters: isRecord(filters) ? filters : {},
  };
}

/**
 * Creates a paged, sortable list (01 §3, §7, §9): GET with `limit`, `page`, `sortBy` and `sortDesc`
 * plus the filters; page size 25 from page 1; sorting, filtering and a new page size reset to page 1;
 * the pager window comes from the list rules. A failed load keeps the previous rows and shows the error.
 */
export function createList<TRow>(options: ListOptions<TRow>): List<TRow> {
  let config = { ...options };
  const limit = options.limit ?? PAGE_SIZE;
  const page = options.page ?? FIRST_PAGE;
  const store = createStore<ListState<TRow>>({
    status: 'idle',
    rows: [],
    limit,
    page,
    sortBy: options.sortBy ?? null,
    sortDesc: options.sortDesc ?? false,
    params: options.params ?? {},
    meta: null,
    pages: [],
    error: null,
  });
  let latest = createLatest(config.transport);
  /** Aborts the calls of the current mount when it ends; a later mount starts with a fresh one. */
  let owner = new AbortController();
  store.onStop(() => {
    latest.cancel();
    owner.abort();
    owner = new AbortController();
    // A load cut short is no load: the list is idle again, so a later mount's load() asks anew.
    if (store.getState().status === 'loading') store.setState({ status: 'idle' });
  });

  async function load(): Promise<void> {
    if (store.disposed) return;
    const s = store.getState();
    store.setState({ status: 'loading', error: null });
    const payload: Record<string, unknown> = { ...s.params, limit: s.limit, page: s.page };
    if (s.sortBy) {
      payload.sortBy = s.sortBy;
      payload.sortDesc = s.sortDesc;
    }
    const result = await latest.request({
      method: 'GET',
      path: config.url,
      payload,
      signal: owner.signal,
      answer: config.answer,
    });
    if (!result) return;
    if (!result.status) {
      store.setState({ status: 'error', error: result.error });
      return;
    }
    // 01 §3: the rows are the envelope's `data` (parsed by the transport), the pager fields its `meta`.
    const rows = result.data;
    const metaSource = result.meta;
    const meta = readListMeta(metaSource, { page: s.page, limit: s.limit, count: rows.length });
    store.setState({
      status: 'loaded',
      rows,
      meta,
      page: meta.current_page,
      pages: getPagerWindow(meta.current_page, meta.last_page),
    });
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    load,
    setPage(next) {
      store.setState({ page: Math.max(FIRST_PAGE, Math.floor(next)) });
      return load();
    },
    setSort(sortBy, sortDesc) {
      const s = store.getState();
      const desc = sortDesc ?? (s.sortBy === sortBy ? !s.sortDesc : false);
      store.setState({ sortBy, sortDesc: desc, page: FIRST_PAGE });
      return load();
    },
    setLimit(next) {
      store.setState({ limit: next, page: FIRST_PAGE });
      return load();
    },
    setParams(params) {
      store.setState({ params, page: FIRST_PAGE });
      return load();
    },
    update(next) {
      if (next.transport && next.transport !== config.transport) {
        latest.cancel();
        latest = createLatest(next.transport);
      }
      config = { ...config, ...next };
    },
  };
}
