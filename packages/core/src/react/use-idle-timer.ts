import { createIdleTimer, type IdleTimer, type IdleTimerOptions, type IdleTimerState } from '../idle';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';
import { useStore } from './use-store';

/** What {@link useIdleTimer} returns: the store and its state. */
export interface UseIdleTimerResult {
  idle: IdleTimer;
  state: IdleTimerState;
}

/**
 * React binding of the idle timer (03 §4, §9): creates the store once from the first render's options,
 * pushes later options through `update`, re-renders on state changes, and runs the timer while the
 * component is mounted, never in a render React discards.
 */
export function useIdleTimer(options: IdleTimerOptions): UseIdleTimerResult {
  const idle = useOwnedStore(() => createIdleTimer(options));
  useUpdateOptions(idle, options);
  const state = useStore(idle);
  return { idle, state };
}
