import {
  createSaveStatus,
  type SaveStatus,
  type SaveStatusOptions,
  type SaveStatusState,
} from '../save-status';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';
import { useStore } from './use-store';

/** What {@link useSaveStatus} returns: the store and its state. */
export interface UseSaveStatusResult {
  saveStatus: SaveStatus;
  state: SaveStatusState;
}

/**
 * React binding of the form footer's save status with the 30 s retry hint (02 §2): creates the store once from the first render's options, pushes later
 * options through `update`, re-renders on state changes and disposes the store on unmount.
 */
export function useSaveStatus(options: SaveStatusOptions): UseSaveStatusResult {
  const saveStatus = useOwnedStore(() => createSaveStatus(options));
  useUpdateOptions(saveStatus, options);
  const state = useStore(saveStatus);
  return { saveStatus, state };
}
