/** A listener called after every state change. */
export type Listener = () => void;

/** The shape every leasekit store shares: read, subscribe, and release everything it holds. */
export interface ReadableStore<TState> {
  /** The current state; a new object after every change, the same object otherwise. */
  getState(): TState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
  /** Cancels timers and requests and drops listeners; the store does nothing afterwards. */
  dispose(): void;
}

/** A minimal mutable store that the `createX` stores are built on. */
export interface Store<TState> extends ReadableStore<TState> {
  /** Replaces the state with `updater(state)` (or a partial merge) and notifies when it changed. */
  setState(updater: Partial<TState> | ((state: TState) => TState)): void;
  /** Registers cleanup to run on dispose (timers, aborts, subscriptions). */
  onDispose(cleanup: () => void): void;
  /** Whether dispose has run. */
  readonly disposed: boolean;
}

/**
 * Creates a framework-free store holding `initial`. `setState` with an object shallow-merges it; with a
 * function it replaces the state. Listeners are notified only when the state object changes.
 */
export function createStore<TState extends object>(initial: TState): Store<TState> {
  let state = initial;
  let disposed = false;
  const listeners = new Set<Listener>();
  const cleanups: (() => void)[] = [];
  return {
    getState: () => state,
    subscribe(listener) {
      if (disposed) return () => {};
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState(updater) {
      if (disposed) return;
      const next = typeof updater === 'function' ? updater(state) : { ...state, ...updater };
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    onDispose(cleanup) {
      cleanups.push(cleanup);
    },
    get disposed() {
      return disposed;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      listeners.clear();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
