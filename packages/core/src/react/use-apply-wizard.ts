import {
  createApplyWizard,
  createApplicationConfirmation,
  createStepBehaviour,
  type ApplicationConfirmation,
  type ApplicationConfirmationOptions,
  type ApplicationConfirmationState,
  type ApplyWizard,
  type ApplyWizardOptions,
  type ApplyWizardState,
  type StepBehaviour,
  type StepBehaviourOptions,
  type StepBehaviourState,
} from '../apply-wizard';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';
import { useStore } from './use-store';

/**
 * React binding of the application wizard (03 §2, §4): creates the store once from the first render's
 * options, pushes later list inputs (uuid, co-applicant, intellicheckStep…) through `update`,
 * re-renders on state changes and disposes it on unmount.
 */
export function useApplyWizard(options: ApplyWizardOptions): {
  wizard: ApplyWizard;
  state: ApplyWizardState;
} {
  const wizard = useOwnedStore(() => createApplyWizard(options));
  const { initialStep: _initial, hasCoApplicant: _co, resume: _resume, ...pushed } = options;
  useUpdateOptions(wizard, pushed);
  return { wizard, state: useStore(wizard) };
}

/**
 * React binding of a step's behaviour (01 §4, §5, §7, §8) on its schema-form engine: created once per
 * engine, options pushed, disposed on unmount.
 */
export function useStepBehaviour(options: StepBehaviourOptions): {
  behaviour: StepBehaviour;
  state: StepBehaviourState;
} {
  const behaviour = useOwnedStore(() => createStepBehaviour(options));
  const { form: _form, timers: _timers, ...pushed } = options;
  useUpdateOptions(behaviour, pushed);
  return { behaviour, state: useStore(behaviour) };
}

/** React binding of the confirmation flow (02 §4, 03 §4): created once, options pushed, disposed on unmount. */
export function useApplicationConfirmation(options: ApplicationConfirmationOptions): {
  confirmation: ApplicationConfirmation;
  state: ApplicationConfirmationState;
} {
  const confirmation = useOwnedStore(() => createApplicationConfirmation(options));
  useUpdateOptions(confirmation, options);
  return { confirmation, state: useStore(confirmation) };
}
