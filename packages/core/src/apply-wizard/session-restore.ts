import { createStore, type ReadableStore } from '../stores/store';

/** State of {@link createSessionRestore}. */
export interface SessionRestoreState {
  /** True once a restore failed: the page goes to the checkpoint (03 §4); it stays true. */
  failed: boolean;
}

/** The store made by {@link createSessionRestore}. */
export interface SessionRestore extends ReadableStore<SessionRestoreState> {
  /**
   * Restores the session when it has no store (a reload keeps only the token): runs `restore` and marks
   * the restore failed when it resolves false (a rejection counts as a failure). Does nothing while a
   * restore runs or when `hasStore` is true; an answer after `dispose` is ignored.
   */
  ensure(hasStore: boolean): void;
}

/**
 * Creates the session restore of a page that needs the session's store (03 §2 /apply, 03 §4): after a
 * reload only the token survives in sessionStorage, and the store and application come back by the token
 * exchange (`restore`); when that fails the page goes to the checkpoint.
 */
export function createSessionRestore(restore: () => Promise<boolean>): SessionRestore {
  const store = createStore<SessionRestoreState>({ failed: false });
  let running = false;
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    ensure(hasStore) {
      if (hasStore || running || store.disposed) return;
      running = true;
      void restore()
        .catch(() => false)
        .then((ok) => {
          running = false;
          if (!ok && !store.disposed) store.setState({ failed: true });
        });
    },
  };
}
