import type { WizardStepProps } from './apply-route';
import { FormStep } from './form-step';

/**
 * The HVAC qualifying questions, first for HVAC stores without a uuid (03 §2). Until the shell's
 * questions screen is wired in, the sandbox's schema for the step renders it.
 */
export function HvacQuestionsStep(props: WizardStepProps) {
  return <FormStep {...props} />;
}
