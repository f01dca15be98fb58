import type { ApiTransport } from '../api/types';
import type { NavigatePort } from '../checkout/ports';
import type { List } from '../list/list';
import { getInitiateUrl } from '../rules/app-routing';
import type { SessionStore } from '../session';
import { createStore, type ReadableStore } from '../stores/store';
import {
  createRetailStoreSelection,
  type RetailStoreSelectionOutcome,
  type RetailStoreSummary,
} from './retail-store-selection';

/** The store selection's parameters, read from the page's query by {@link getStoreSelectionParams}. */
export interface StoreSelectionParams {
  /** The `retailer` parameter (the retailer's slug); null without one. */
  retailerSlug: string | null;
  /** The `store` parameter (a retail store's slug to preselect); null without one. */
  retailStoreSlug: string | null;
  /** The real query string, which Apply Now carries over to the initiate URL. */
  pageSearch: string;
}

/**
 * The store selection's parameters (03 §2): the page's query is the real query string plus any query
 * after the hash route (`#/?retailer=…`), the real one winning; parsed naively with URLSearchParams.
 */
export function getStoreSelectionParams(hashSearch: string, pageSearch: string): StoreSelectionParams {
  const query = new URLSearchParams(hashSearch);
  for (const [key, value] of new URLSearchParams(pageSearch)) query.set(key, value);
  return { retailerSlug: query.get('retailer'), retailStoreSlug: query.get('store'), pageSearch };
}

/** What the store selection screen shows: the state of {@link createStoreSelectionController}. */
export interface StoreSelectionView {
  /** The retailer's name (its slug when the record has none); null until the retailer answered. */
  retailerName: string | null;
  /** Whether the retailer is still being looked up. */
  retailerLoading: boolean;
  /** The search text as typed. */
  search: string;
  /** The chosen retail store; null while the list shows. */
  selected: RetailStoreSummary | null;
  /** Apply Now's initiate URL for the chosen retail store; null without a choice or a retailer. */
  applyHref: string | null;
}

/** Options of {@link createStoreSelectionController}; `navigate` may change. */
export interface StoreSelectionControllerOptions extends StoreSelectionParams {
  transport: ApiTransport;
  /** The session, which keeps the retailer's record once it answered. */
  session: SessionStore;
  /** Goes to a path of the app (the error pages). */
  navigate: NavigatePort;
}

/** The store selection's controller: the view, the list, and the screen's actions. */
export interface StoreSelectionController extends ReadableStore<StoreSelectionView> {
  /** The paged, searchable list of the retailer's retail stores; null without a retailer. */
  readonly list: List<RetailStoreSummary> | null;
  /** Sets the search text; the list is searched once typing pauses for 300 ms. */
  setSearch(search: string): void;
  /** Chooses a retail store. */
  select(retailStore: RetailStoreSummary): void;
  /** 'Choose another store': back to the list. */
  clear(): void;
  /** Takes the options that follow the app (navigation). */
  update(options: Partial<Pick<StoreSelectionControllerOptions, 'navigate'>>): void;
}

/** Where a failed load goes (03 §2, §8); nowhere when it loaded or was superseded. */
const LEAVE_TO: Partial<Record<RetailStoreSelectionOutcome, string>> = {
  retailerNotFound: '/retailer-not-found',
  retailStoreNotFound: '/store-not-found',
  failed: '/unknown',
};

/**
 * Store selection `/` (03 §2, §8): the retailer by its slug (kept in the session once it answers; unknown
 * → /retailer-not-found), a searchable list of its retail stores, a `store` slug preselecting one
 * (unknown → /store-not-found, any other failure → /unknown), and Apply Now's initiate URL carrying the
 * page's query string. The factory starts nothing; `mount()` loads, and the end of a mount cancels the
 * load and the pending search.
 */
export function createStoreSelectionController(
  options: StoreSelectionControllerOptions,
): StoreSelectionController {
  const { session, retailerSlug, pageSearch } = options;
  let navigate = options.navigate;
  const selection = createRetailStoreSelection({
    transport: options.transport,
    retailerSlug,
    retailStoreSlug: options.retailStoreSlug,
    onRetailer: (retailer) => session.patch({ retailer }),
  });

  function viewOf(): StoreSelectionView {
    const { retailerName, retailerLoading, search, retailStore } = selection.getState();
    return {
      retailerName,
      retailerLoading,
      search,
      selected: retailStore,
      applyHref:
        retailStore && retailerSlug ? getInitiateUrl(retailerSlug, retailStore.slug, pageSearch) : null,
    };
  }

  const store = createStore<StoreSelectionView>(viewOf());
  const sync = () => store.setState(viewOf());
  store.onMount(() => selection.mount());
  store.onMount(() => {
    sync();
    return selection.subscribe(sync);
  });
  store.onMount(() => {
    void selection.load().then((outcome) => {
      const target = LEAVE_TO[outcome];
      if (target) navigate(target, { replace: true });
    });
  });
  store.onDispose(() => selection.dispose());

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    list: selection.list,
    setSearch: selection.setSearch,
    select: selection.select,
    clear: selection.clear,
    update(next) {
      if (next.navigate) navigate = next.navigate;
    },
  };
}
