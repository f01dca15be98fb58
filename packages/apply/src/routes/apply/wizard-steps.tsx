import * as React from 'react';
import { prefetchOnInteraction } from '../../lib/prefetch';
import { FormStep } from './form-step';
import type { WizardStepProps } from './wizard-step-props';

// The first screen of the wizard is a form step; the other kinds of step (with the PIN input, the
// dialogs, the radio groups) load on demand, and in the background from the shopper's first interaction.
const loadSteps = {
  hvacQuestions: () => import('./hvac-questions-step').then((m) => ({ default: m.HvacQuestionsStep })),
  singlePageApplication: () => import('./single-page-step').then((m) => ({ default: m.SinglePageStep })),
  application: () => import('./confirmation-step').then((m) => ({ default: m.ConfirmationStep })),
  verifyApplication: () => import('./pin-step').then((m) => ({ default: m.PinStep })),
};
const HvacQuestionsStep = React.lazy(loadSteps.hvacQuestions);
const SinglePageStep = React.lazy(loadSteps.singlePageApplication);
const ConfirmationStep = React.lazy(loadSteps.application);
const PinStep = React.lazy(loadSteps.verifyApplication);

/** Loads every step's module in the background from the shopper's first interaction; returns the cleanup. */
export const prefetchWizardSteps = () =>
  prefetchOnInteraction(() => Object.values(loadSteps).forEach((load) => void load()));

/** The module of the step shown: each kind of step has its own; the form steps share one. */
export function WizardStep(props: WizardStepProps) {
  switch (props.step) {
    case 'hvacQuestions':
      return <HvacQuestionsStep {...props} />;
    case 'singlePageApplication':
      return <SinglePageStep {...props} />;
    case 'application':
      return <ConfirmationStep {...props} />;
    case 'verifyApplication':
      return <PinStep {...props} />;
    default:
      return <FormStep key={props.step} {...props} />;
  }
}
