import {
  createCompletedRedirect,
  type CompletedRedirect,
  type CompletedRedirectOptions,
  type CompletedRedirectState,
} from '../completed-redirect';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';
import { useStore } from './use-store';

/** What {@link useCompletedRedirect} returns: the store and its state. */
export interface UseCompletedRedirectResult {
  redirect: CompletedRedirect;
  state: CompletedRedirectState;
}

/**
 * React binding of the completed screen's 5 s redirect (02 §4, 04 Modes): creates the store once from the first render's options, pushes later
 * options through `update`, re-renders on state changes and disposes the store on unmount.
 */
export function useCompletedRedirect(options: CompletedRedirectOptions): UseCompletedRedirectResult {
  const redirect = useOwnedStore(() => createCompletedRedirect(options));
  useUpdateOptions(redirect, options);
  const state = useStore(redirect);
  return { redirect, state };
}
