// In this module a "store" is a state store; the retailer's shops are always "retail stores".
import { createLatest } from '../api/latest';
import { lazyAnswer, loadContract } from '../api/lazy-answer';
import type { ApiTransport } from '../api/types';
import type { RetailerRecord } from '../contract';
import { createList, type List } from '../list/list';
import { REFERENCE_SEARCH_DEBOUNCE_MS } from '../option-search/option-search';
import { createDebounce } from '../stores/debounce';
import { createStore, type ReadableStore } from '../stores/store';
import { globalTimers, type Timers } from '../stores/timers';

/** One of the retailer's retail stores as the list shows it (03 §3): name, slug and billing address. */
export interface RetailStoreSummary {
  id: number | string;
  name: string;
  slug: string;
  billing_address?: {
    line_1?: string;
    line_2?: string | null;
    city?: string;
    state?: string;
    code?: string;
  } | null;
}

/** State of {@link createRetailStoreSelection}. */
export interface RetailStoreSelectionState {
  /** The retailer's name (its slug when the record has none); null until the retailer answered. */
  retailerName: string | null;
  /** Whether the retailer is still being looked up: a retailer slug is given and its name is not known yet. */
  retailerLoading: boolean;
  /** The chosen retail store; the preselected one (the `store` slug) once found, else null. */
  retailStore: RetailStoreSummary | null;
  /** The search text as typed; empty at first. */
  search: string;
}

/** Options of {@link createRetailStoreSelection}. */
export interface RetailStoreSelectionOptions {
  /** The API transport (`api.request`). */
  transport: ApiTransport;
  /** The retailer's slug (the `retailer` query parameter); without one there is nothing to list. */
  retailerSlug: string | null | undefined;
  /**
   * The retail store to preselect (the `store` query parameter, a slug); none by default. A number is the
   * sandbox's store id for the frame policy, not a slug, and is not looked up.
   */
  retailStoreSlug?: string | null;
  /**
   * Called with the retailer's record once it answered with one (the app keeps it in its session);
   * nothing by default.
   */
  onRetailer?: (retailer: RetailerRecord) => void;
  /** Pause after the last keystroke before the list is searched; 300 ms by default (01 §7). */
  debounceMs?: number;
  /** Timers of the search debounce; the global ones by default. */
  timers?: Timers;
}

/**
 * What {@link RetailStoreSelection.load} ended with: `loaded`; `noRetailer` (no slug, nothing asked);
 * `retailerNotFound` or `retailStoreNotFound` (a 404: the app shows /retailer-not-found or
 * /store-not-found); `failed` (any other failure: the app shows /unknown); `cancelled` (a newer load or
 * dispose came first, so nothing is to be done).
 */
export type RetailStoreSelectionOutcome =
  'loaded' | 'noRetailer' | 'retailerNotFound' | 'retailStoreNotFound' | 'failed' | 'cancelled';

/** The retail store selection store. */
export interface RetailStoreSelection extends ReadableStore<RetailStoreSelectionState> {
  /**
   * The paged list of the retailer's retail stores (`createList` over /apply-v2/retailer/{retailer}/stores),
   * disposed with this store; null without a retailer.
   */
  readonly list: List<RetailStoreSummary> | null;
  /**
   * Loads the retailer, the first page of its retail stores alongside, then the preselected retail store
   * when a slug was given. A second load supersedes the first.
   */
  load(): Promise<RetailStoreSelectionOutcome>;
  /** Sets the search text; the list is searched (`q`, none when empty) after 300 ms without typing. */
  setSearch(search: string): void;
  /** Chooses a retail store. */
  select(retailStore: RetailStoreSummary): void;
  /** Back to the list ('Choose another store'). */
  clear(): void;
}

// The contract's schemas of store selection's calls load on first use: this store runs on the app's first
// route, which carries no validator (.size-limit.json).
const retailerAnswer = /* @__PURE__ */ lazyAnswer(() =>
  loadContract().then((calls) => calls.retailer.answer),
);
const retailStoresAnswer = /* @__PURE__ */ lazyAnswer(() =>
  loadContract().then((calls) => calls.retailStores.answer),
);
const retailStoreAnswer = /* @__PURE__ */ lazyAnswer(() =>
  loadContract().then((calls) => calls.retailStore.answer),
);

const retailerPath = (slug: string) => `/apply-v2/retailer/${encodeURIComponent(slug)}`;

/**
 * Creates the retail store selection of `/` (03 §2): the retailer by its slug, a searchable, paged list of
 * its retail stores, and the chosen one (preselected by a `store` slug). The search waits 300 ms after
 * the last keystroke (the reference input's debounce, 01 §7), and a search that comes back to the text
 * already listed asks nothing.
 */
export function createRetailStoreSelection(options: RetailStoreSelectionOptions): RetailStoreSelection {
  const slug = options.retailerSlug || null;
  const timers = options.timers ?? globalTimers;
  const debounce = createDebounce(timers);
  const latest = createLatest(options.transport);
  const list = slug
    ? createList<RetailStoreSummary>({
        transport: options.transport,
        url: `${retailerPath(slug)}/stores`,
        answer: retailStoresAnswer,
      })
    : null;
  const store = createStore<RetailStoreSelectionState>({
    retailerName: null,
    retailerLoading: slug !== null,
    retailStore: null,
    search: '',
  });
  let listedSearch = '';
  let loads = 0;
  // The list is mounted with the selection, so the end of a mount aborts its load too.
  store.onMount(() => list?.mount());
  store.onStop(() => {
    debounce.cancel();
    latest.cancel();
  });
  store.onDispose(() => list?.dispose());

  async function load(): Promise<RetailStoreSelectionOutcome> {
    if (store.disposed) return 'cancelled';
    if (!slug) return 'noRetailer';
    const load = ++loads;
    const current = () => !store.disposed && load === loads;
    // The retail stores load alongside the retailer's own call rather than after it (an unknown retailer
    // leaves for /retailer-not-found either way), and the schemas that parse them load beside both.
    retailerAnswer.preload();
    if (list?.getState().status === 'idle') void list.load();
    const retailer = await latest.request({ path: retailerPath(slug), answer: retailerAnswer });
    if (!retailer || !current()) return 'cancelled';
    if (!retailer.status) return retailer.code === 404 ? 'retailerNotFound' : 'failed';
    options.onRetailer?.(retailer.data);
    store.setState({ retailerName: retailer.data.name || slug, retailerLoading: false });
    const wanted = options.retailStoreSlug;
    if (!wanted || /^\d+$/.test(wanted)) return 'loaded';
    const found = await latest.request({
      path: `${retailerPath(slug)}/store/${encodeURIComponent(wanted)}`,
      answer: retailStoreAnswer,
    });
    if (!found || !current()) return 'cancelled';
    if (!found.status) return found.code === 404 ? 'retailStoreNotFound' : 'failed';
    store.setState({ retailStore: found.data.store });
    return 'loaded';
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    list,
    load,
    setSearch(search) {
      if (store.disposed) return;
      store.setState({ search });
      debounce.cancel();
      if (search === listedSearch) return;
      debounce.schedule(() => {
        listedSearch = search;
        void list?.setParams(search ? { q: search } : {});
      }, options.debounceMs ?? REFERENCE_SEARCH_DEBOUNCE_MS);
    },
    select(retailStore) {
      store.setState({ retailStore });
    },
    clear() {
      store.setState({ retailStore: null });
    },
  };
}
