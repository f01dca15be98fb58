import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Anything a hook creates and must release. */
interface Disposable {
  dispose(): void;
}

// Layout effects warn during server rendering; plain effects are enough there.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Creates a store once per component and disposes it on unmount. Under React's strict mode the effect
 * is run, cleaned up and run again on the same instance; a disposed instance is then replaced by a fresh
 * one, so the component never holds a dead store. Every store it creates is disposed: the store is made
 * lazily in a ref rather than a `useState` initializer, which strict mode calls twice and whose second
 * result would be dropped with its timers still running.
 */
export function useOwnedStore<TStore extends Disposable>(create: () => TStore): TStore {
  const storeRef = useRef<TStore | null>(null);
  storeRef.current ??= create();
  const store = storeRef.current;
  const [, replaced] = useState(0);
  const createRef = useRef(create);
  const disposed = useRef(new WeakSet<TStore>());
  useIsomorphicLayoutEffect(() => {
    createRef.current = create;
  });
  useEffect(() => {
    const dead = disposed.current;
    if (dead.has(store)) {
      storeRef.current = createRef.current();
      replaced((count) => count + 1);
      return undefined;
    }
    return () => {
      dead.add(store);
      store.dispose();
    };
  }, [store]);
  return store;
}

/**
 * Pushes the latest options into a store after every render (the store compares them itself), so
 * callers may pass fresh objects and callbacks without re-creating the store.
 */
export function usePushOptions<TOptions>(
  store: { setOptions(options: TOptions): void },
  options: TOptions,
): void {
  useIsomorphicLayoutEffect(() => {
    store.setOptions(options);
  });
}
