export type { GoTo, WizardPorts } from './ports';
export { createTypedSsnMemory, type TypedSsnMemory, type TypedSsns } from './typed-ssns';
export {
  createFormStepController,
  type FormStepController,
  type FormStepControllerOptions,
  type FormStepState,
} from './form-step-controller';
