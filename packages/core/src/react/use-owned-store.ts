import { useEffect, useLayoutEffect, useState } from 'react';

/** Anything a hook owns: mounted while the component is, with a cleanup that stops it. */
interface Mountable {
  mount(): () => void;
}

/** `useLayoutEffect` in a browser; `useEffect` during server rendering, where layout effects warn. */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps one store per component and mounts it while the component is mounted. The store is made in a
 * `useState` initializer: factories start nothing, so an instance that React makes and drops (strict
 * mode's second call, a render discarded by Suspense) costs nothing. A layout effect mounts it and its
 * cleanup ends the mount; strict mode's simulated unmount and remount run that on the same instance.
 */
export function useOwnedStore<TStore extends Mountable>(create: () => TStore): TStore {
  const [store] = useState(create);
  useIsomorphicLayoutEffect(() => store.mount(), [store]);
  return store;
}

/**
 * Pushes the latest options into a store after every render (the store compares them itself), so
 * callers may pass fresh objects and callbacks without re-creating the store.
 */
export function useUpdateOptions<TOptions>(
  store: { update(options: TOptions): void },
  options: TOptions,
): void {
  useIsomorphicLayoutEffect(() => {
    store.update(options);
  });
}
