import {
  createIdentityCheck,
  type IdentityCheck,
  type IdentityCheckOptions,
  type IdentityCheckState,
} from '../identity-check';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';
import { useStore } from './use-store';

/** What {@link useIdentityCheck} returns: the store and its state. */
export interface UseIdentityCheckResult {
  check: IdentityCheck;
  state: IdentityCheckState;
}

/**
 * React binding of the identity check flow (01 §7, §8): creates the store once from the first render's options, pushes later
 * options through `update`, re-renders on state changes and disposes the store on unmount.
 */
export function useIdentityCheck(options: IdentityCheckOptions): UseIdentityCheckResult {
  const check = useOwnedStore(() => createIdentityCheck(options));
  useUpdateOptions(check, options);
  const state = useStore(check);
  return { check, state };
}
