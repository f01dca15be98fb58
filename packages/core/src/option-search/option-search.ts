import { createLatest } from '../api/latest';
import type { ApiTransport } from '../api/types';
import type { MessageDescriptor } from '../messages';
import { PAYROLL_EMPLOYER_NOT_SUPPORTED, PAYROLL_EMPLOYERS_PATH } from '../rules/payroll';
import { createDebounce } from '../stores/debounce';
import { createStore, type ReadableStore } from '../stores/store';
import { globalTimers, type Timers } from '../stores/timers';

/** Searches start at 3 characters (01 §5, §7, §9). */
export const SEARCH_MIN_CHARS = 3;
/** Select searches are debounced 500 ms (01 §7). */
export const SELECT_SEARCH_DEBOUNCE_MS = 500;
/** The reference input's search is debounced 300 ms (01 §7). */
export const REFERENCE_SEARCH_DEBOUNCE_MS = 300;

/** A select option (01 §3: a text and value pair), with its group and the raw server record. */
export interface SearchOption<TRaw = unknown> {
  text: string;
  value: unknown;
  /** The group heading, when the field has a `groupKey`. */
  group?: string;
  /** The record as the server sent it. */
  raw: TRaw;
}

/**
 * How the hint reads while too few characters are typed: `'type'` always says 'Type N or more
 * character(s)' (01 §5); `'remaining'` says 'Enter N more character(s)' once something is typed (01 §8).
 */
export type ShortTermHint = 'type' | 'remaining';

/** Options of {@link createOptionSearch}. */
export interface OptionSearchOptions {
  /** Performs the calls (the API client's `request`). */
  transport: ApiTransport;
  /** The field's search url (GET). */
  url: string;
  /** Name of the term in the query; `q` by default. */
  queryName?: string;
  /** Extra query parameters sent with every search; none by default. */
  params?: Record<string, unknown>;
  /** Characters needed before searching; 3 by default. */
  minChars?: number;
  /** Pause after the last keystroke before searching; 500 ms by default (300 ms for the reference input). */
  debounceMs?: number;
  /** Where a taggable select POSTs `{text}` to create an option; creating is disabled without it. */
  taggableUrl?: string;
  /** Key of an option's text in the server records; `text` by default. */
  textKey?: string;
  /** Key of an option's value in the server records; `value` by default. */
  valueKey?: string;
  /** Key of an option's group in the server records; no groups by default. */
  groupKey?: string;
  /** How the hint reads below `minChars`; `'type'` by default. */
  shortTermHint?: ShortTermHint;
  /**
   * The hint when a search finds nothing; by default the url's (see {@link getSearchFieldBehaviour}),
   * else 'No result matching your search criteria found!'.
   */
  emptyHint?: MessageDescriptor | null;
  /** Injected timers for the debounce; the global ones by default. */
  timers?: Timers;
}

/** What a search shows. */
export interface OptionSearchState {
  /** The term as typed. */
  term: string;
  /** The options of the latest search for the current term. */
  options: SearchOption[];
  /**
   * `idle` before a search, `loading` from the moment one is due (through the debounce) until its
   * answer, `loaded` or `error` after.
   */
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** The hint under the input (too short, no results, failure), or null. */
  hint: MessageDescriptor | null;
  /** The server's error text of a failed search or create, shown after the failure hint. */
  error: string | null;
  /** Whether a taggable create is running. */
  creating: boolean;
}

/** The store made by {@link createOptionSearch}. */
export interface OptionSearch extends ReadableStore<OptionSearchState> {
  /** Sets the term; searches after the debounce once it has `minChars` characters. */
  search(term: string): void;
  /** Searches the current term at once (e.g. retry after a failure). */
  flush(): Promise<void>;
  /** POSTs `{text}` to `taggableUrl` and adds the created option; resolves it, or null on failure. */
  create(text: string): Promise<SearchOption | null>;
  /** Pushes new options (url, params, keys, debounce) without losing the term. */
  update(options: Partial<Omit<OptionSearchOptions, 'transport' | 'timers'>>): void;
  /** Empties the term and options and cancels any pending search. */
  clear(): void;
}

function readKey(record: unknown, key: string | undefined): unknown {
  if (!key || record === null || typeof record !== 'object') return undefined;
  return (record as Record<string, unknown>)[key];
}

/**
 * Normalizes server records to `{text, value, group}` through `textKey`, `valueKey` and `groupKey`
 * (01 §3). Plain strings and numbers are both text and value.
 */
export function normalizeOptions(
  records: unknown,
  keys: { textKey?: string; valueKey?: string; groupKey?: string } = {},
): SearchOption[] {
  if (!Array.isArray(records)) return [];
  return records.map((record) => normalizeOption(record, keys));
}

function normalizeOption(
  record: unknown,
  {
    textKey = 'text',
    valueKey = 'value',
    groupKey,
  }: { textKey?: string; valueKey?: string; groupKey?: string },
): SearchOption {
  if (record === null || typeof record !== 'object') {
    return { text: String(record ?? ''), value: record, raw: record };
  }
  const value = readKey(record, valueKey);
  const text = readKey(record, textKey);
  const option: SearchOption = { text: String(text ?? value ?? ''), value: value ?? text, raw: record };
  const group = readKey(record, groupKey);
  if (group != null) option.group = String(group);
  return option;
}

/**
 * The hint for a term (01 §5, §8): too short → 'Type N or more character(s)' (or 'Enter N more
 * character(s)' with `shortTermHint: 'remaining'`); a finished search without results at the minimum
 * or more → 'No result matching your search criteria found!'; an empty list without a term → 'No
 * options found'.
 */
export function getSearchHint(
  term: string,
  resultCount: number | null = null,
  minChars: number = SEARCH_MIN_CHARS,
  shortTermHint: ShortTermHint = 'type',
): MessageDescriptor | null {
  const length = term.trim().length;
  if (length < minChars) {
    if (shortTermHint === 'remaining' && length > 0) {
      return { code: 'search.enterMore', params: { count: minChars - length } };
    }
    return { code: 'search.typeMore', params: { count: minChars } };
  }
  if (resultCount === 0) {
    return { code: length > 0 ? 'search.noResults' : 'search.noOptions' };
  }
  return null;
}

/** How a server search field behaves, by its url. */
export interface SearchFieldBehaviour {
  /** The hint when a search finds nothing; null for the generic 'No result matching…'. */
  emptyHint: MessageDescriptor | null;
  /** Whether the typed text may be kept as the value when no option fits. */
  typedText: boolean;
}

/**
 * The behaviour of a search field by its url (01 §8). The employer search (`/api/v1/payroll/employers`)
 * says 'Employer not supported!' when nothing matches, and keeps the employer's name as typed: an
 * employer the lender does not list cannot use payroll deduction, but the shopper can still apply.
 * Other searches: the generic hint, and only listed options.
 */
export function getSearchFieldBehaviour(url: string | null | undefined): SearchFieldBehaviour {
  let path: string;
  try {
    path = new URL(url ?? '', 'http://search.invalid').pathname;
  } catch {
    path = '';
  }
  return path === PAYROLL_EMPLOYERS_PATH
    ? { emptyHint: { code: PAYROLL_EMPLOYER_NOT_SUPPORTED }, typedText: true }
    : { emptyHint: null, typedText: false };
}

/**
 * Creates a debounced option search (01 §7–8): the term goes under `queryName` (default `q`) plus
 * `params`, searching starts at 3 characters after a 500 ms pause, a newer search always wins over an
 * older response, and a failure keeps the term and shows 'Oops, looks like there was an error' with
 * the error text.
 */
export function createOptionSearch(options: OptionSearchOptions): OptionSearch {
  let config = { ...options };
  const timers = options.timers ?? globalTimers;
  const minChars = () => config.minChars ?? SEARCH_MIN_CHARS;
  const store = createStore<OptionSearchState>({
    term: '',
    options: [],
    status: 'idle',
    hint: getSearchHint('', null, minChars(), config.shortTermHint),
    error: null,
    creating: false,
  });
  const latest = createLatest(config.transport);
  /** Aborts the calls of the current mount when it ends; a later mount starts with a fresh one. */
  let owner = new AbortController();
  const debounce = createDebounce(timers);
  const cancelTimer = debounce.cancel;
  store.onStop(() => {
    cancelTimer();
    latest.cancel();
    owner.abort();
    owner = new AbortController();
  });

  async function run(term: string): Promise<void> {
    store.setState({ status: 'loading', error: null });
    const result = await latest.request({
      method: 'GET',
      path: config.url,
      payload: { ...config.params, [config.queryName ?? 'q']: term },
      signal: owner.signal,
    });
    // Superseded by a newer term, cleared or disposed: this response must not show.
    if (!result || store.getState().term !== term) return;
    if (!result.status) {
      store.setState({
        status: 'error',
        options: [],
        hint: { code: 'search.failed' },
        error: result.error,
      });
      return;
    }
    const found = normalizeOptions(result.data, config);
    const emptyHint =
      config.emptyHint !== undefined ? config.emptyHint : getSearchFieldBehaviour(config.url).emptyHint;
    store.setState({
      status: 'loaded',
      options: found,
      hint:
        found.length === 0 && emptyHint
          ? emptyHint
          : getSearchHint(term, found.length, minChars(), config.shortTermHint),
      error: null,
    });
  }

  function search(term: string): void {
    if (store.disposed) return;
    cancelTimer();
    const shortTerm = term.trim().length < minChars();
    if (shortTerm) latest.cancel();
    store.setState({
      term,
      ...(shortTerm
        ? {
            options: [],
            status: 'idle' as const,
            error: null,
            hint: getSearchHint(term, null, minChars(), config.shortTermHint),
          }
        : // Due from now: 'Loading…' through the debounce, not 'No options found' for the old list.
          { hint: null, status: 'loading' as const, error: null }),
    });
    if (shortTerm) return;
    debounce.schedule(() => void run(term), config.debounceMs ?? SELECT_SEARCH_DEBOUNCE_MS);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    search,
    async flush() {
      cancelTimer();
      const { term } = store.getState();
      if (store.disposed || term.trim().length < minChars()) return;
      await run(term);
    },
    async create(text) {
      if (!config.taggableUrl || store.disposed) return null;
      store.setState({ creating: true, error: null });
      const { signal } = owner;
      const result = await config.transport({
        method: 'POST',
        path: config.taggableUrl,
        payload: { text },
        signal,
      });
      if (store.disposed) return null;
      if (signal.aborted) {
        store.setState({ creating: false });
        return null;
      }
      if (!result.status) {
        store.setState({
          creating: false,
          error: result.error,
          hint: { code: 'search.failed' },
        });
        return null;
      }
      const option = normalizeOption(result.data, config);
      store.setState((s) => ({ ...s, creating: false, options: [...s.options, option], hint: null }));
      return option;
    },
    update(next) {
      config = { ...config, ...next };
    },
    clear() {
      cancelTimer();
      latest.cancel();
      store.setState({
        term: '',
        options: [],
        status: 'idle',
        error: null,
        hint: getSearchHint('', null, minChars(), config.shortTermHint),
      });
    },
  };
}
