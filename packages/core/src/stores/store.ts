/** A listener called after every state change. */
export type Listener = () => void;

/**
 * The shape every leasekit store shares. A store's factory only sets up state: no request, timer or
 * listener starts until `mount()`, so a store made and dropped (a render React discards) costs nothing.
 */
export interface ReadableStore<TState> {
  /** The current state; a new object after every change, the same object otherwise. */
  getState(): TState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
  /**
   * Starts what the store runs while in use (its first load, timers, window listeners) and returns the
   * cleanup, which stops them and aborts requests and timers still running. A store may be mounted again
   * after the cleanup (React's strict mode does this on the same instance); nested mounts share one run,
   * which ends with the last cleanup. Does nothing once disposed.
   */
  mount(): () => void;
  /** Ends any mount and releases everything for good; the store does nothing afterwards. */
  dispose(): void;
}

/** A minimal mutable store that the `createX` stores are built on. */
export interface Store<TState> extends ReadableStore<TState> {
  /** Replaces the state with `updater(state)` (or a partial merge) and notifies when it changed. */
  setState(updater: Partial<TState> | ((state: TState) => TState)): void;
  /**
   * Registers work to start at each mount (a load, a timer, a window listener); what `start` returns
   * runs when that mount ends. Runs at once when the store is mounted already.
   */
  onMount(start: () => (() => void) | void): void;
  /**
   * Registers a stop for work in flight (timers, aborts): it runs when a mount ends and on dispose, and
   * stays registered, so it must leave the store able to start again.
   */
  onStop(stop: () => void): void;
  /** Registers cleanup to run once, on dispose. */
  onDispose(cleanup: () => void): void;
  /** Whether the store is mounted (and not disposed). */
  readonly mounted: boolean;
  /** Whether dispose has run. */
  readonly disposed: boolean;
}

/**
 * Creates a framework-free store holding `initial`. `setState` with an object shallow-merges it; with a
 * function it replaces the state. Listeners are notified only when the state object changes. Nothing
 * starts until `mount()`.
 */
export function createStore<TState extends object>(initial: TState): Store<TState> {
  let state = initial;
  let disposed = false;
  /** How many mounts are open; the run starts with the first and ends with the last. */
  let mounts = 0;
  const listeners = new Set<Listener>();
  const cleanups: (() => void)[] = [];
  const starts: (() => (() => void) | void)[] = [];
  const stops: (() => void)[] = [];
  /** What the current run's starts returned, then the stops. */
  let ends: (() => void)[] = [];
  const begin = (start: () => (() => void) | void) => {
    const end = start();
    if (end) ends.push(end);
  };
  const end = () => {
    const run = ends.concat(stops);
    ends = [];
    for (const stop of run) stop();
  };
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
    onMount(start) {
      starts.push(start);
      if (mounts && !disposed) begin(start);
    },
    onStop: (stop) => stops.push(stop),
    onDispose: (cleanup) => cleanups.push(cleanup),
    get mounted() {
      return mounts > 0 && !disposed;
    },
    get disposed() {
      return disposed;
    },
    mount() {
      let open = !disposed;
      if (open && !mounts++) starts.forEach(begin);
      return () => {
        if (open && !disposed && !--mounts) end();
        open = false;
      };
    },
    dispose() {
      if (disposed) return;
      end();
      disposed = true;
      listeners.clear();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
