import {
  createOptionSearch,
  type OptionSearch,
  type OptionSearchOptions,
  type OptionSearchState,
} from '../option-search/option-search';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';
import { useStore } from './use-store';

/** What {@link useOptionSearch} returns: the store and its state. */
export interface UseOptionSearchResult {
  search: OptionSearch;
  state: OptionSearchState;
}

/**
 * Creates a debounced option search once per component (01 §7–8), pushes new url, params and keys
 * into it on every render (the term is kept), and cancels its timer and request on unmount.
 */
export function useOptionSearch(options: OptionSearchOptions): UseOptionSearchResult {
  const search = useOwnedStore(() => createOptionSearch(options));
  const { transport: _transport, timers: _timers, ...pushed } = options;
  useUpdateOptions(search, pushed);
  const state = useStore(search);
  return { search, state };
}
