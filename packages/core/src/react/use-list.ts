import { useEffect } from 'react';
import { createList, type List, type ListOptions, type ListState } from '../list/list';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';
import { useStore } from './use-store';

/** Options of {@link useList}. */
export interface UseListOptions<TRow = unknown> extends ListOptions<TRow> {
  /** Whether to load on mount and when the url changes; true by default. */
  autoload?: boolean;
}

/** What {@link useList} returns: the store and its state. */
export interface UseListResult<TRow> {
  list: List<TRow>;
  state: ListState<TRow>;
}

/**
 * Creates a paged list once per component (01 §3, §7, §9), its rows parsed with `answer`, loads it on
 * mount and when the url changes (unless `autoload` is false), pushes a new transport, and cancels its
 * request on unmount.
 */
export function useList<TRow>(options: UseListOptions<TRow>): UseListResult<TRow> {
  const list = useOwnedStore(() => createList(options));
  useUpdateOptions(list, { url: options.url, transport: options.transport });
  const state = useStore(list);
  const autoload = options.autoload ?? true;
  const { url } = options;
  useEffect(() => {
    if (autoload) void list.load();
  }, [list, url, autoload]);
  return { list, state };
}
