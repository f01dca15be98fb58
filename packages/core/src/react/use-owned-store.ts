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
 * one, so the component never holds a dead store.
 */
export function useOwnedStore<TStore extends Disposable>(create: () => TStore): TStore {
  const [store, setStore] = useState(create);
  const createRef = useRef(create);
  const disposed = useRef(new WeakSet<TStore>());
  useIsomorphicLayoutEffect(() => {
    createRef.current = create;
  });
  useEffect(() => {
    const dead = disposed.current;
    if (dead.has(store)) {
      setStore(createRef.current());
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
