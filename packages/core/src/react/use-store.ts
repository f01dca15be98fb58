import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableStore } from '../stores/store';

/**
 * Subscribes a component to a store through `useSyncExternalStore`. With a selector the component
 * re-renders only when the selected value changes (compared with `Object.is`); without one, on every
 * state change.
 */
export function useStore<TState, TSelected = TState>(
  store: Pick<ReadableStore<TState>, 'getState' | 'subscribe'>,
  selector?: (state: TState) => TSelected,
): TSelected {
  const getSnapshot = useCallback(
    () => (selector ? selector(store.getState()) : (store.getState() as unknown as TSelected)),
    [store, selector],
  );
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
