import {
  createAutosave,
  type Autosave,
  type AutosaveOptions,
  type AutosaveState,
} from '../autosave/autosave';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';
import { useStore } from './use-store';

/** What {@link useAutosave} returns: the store and its state. */
export interface UseAutosaveResult {
  autosave: Autosave;
  state: AutosaveState;
}

/**
 * Creates the single-page autosave once per component (01 §4, §9), pushes new active-section inputs
 * and callbacks on every render (values are kept), and stops its timers on unmount.
 */
export function useAutosave(options: AutosaveOptions): UseAutosaveResult {
  const autosave = useOwnedStore(() => createAutosave(options));
  useUpdateOptions(autosave, {
    sections: options.sections,
    save: options.save,
    requests: options.requests,
    isValid: options.isValid,
    validate: options.validate,
    submitApplication: options.submitApplication,
    locale: options.locale,
  });
  const state = useStore(autosave);
  return { autosave, state };
}
