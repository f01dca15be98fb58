import type { Timers } from './timers';

/** A single pending call that each new schedule replaces (a debounce on injected timers). */
export interface Debounce {
  /** Runs `callback` after `ms` of quiet: cancels the pending call, if any, and waits anew. */
  schedule(callback: () => void, ms: number): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Whether a call is waiting. */
  readonly pending: boolean;
}

/**
 * Creates the debounce the searching stores share (option search, store selection): one pending call at
 * a time on the given timers, so tests drive it with fake timers and a store's dispose cancels it.
 */
export function createDebounce(timers: Timers): Debounce {
  let handle: unknown;
  const cancel = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };
  return {
    schedule(callback, ms) {
      cancel();
      handle = timers.setTimeout(() => {
        handle = undefined;
        callback();
      }, ms);
    },
    cancel,
    get pending() {
      return handle !== undefined;
    },
  };
}
