export type { GoTo, WizardPorts } from './ports';
export { createTypedSsnMemory, type TypedSsnMemory, type TypedSsns } from './typed-ssns';
export {
  createFormStepController,
  type FormStepController,
  type FormStepControllerOptions,
  type FormStepState,
} from './form-step-controller';
export {
  createSinglePageController,
  type SinglePageController,
  type SinglePageControllerOptions,
  type SinglePageSectionActions,
  type SinglePageSectionView,
  type SinglePageState,
} from './single-page-controller';
export {
  createApplyRouteController,
  type ApplyRouteController,
  type ApplyRouteControllerOptions,
  type ApplyRouteState,
  type WizardPositionPort,
} from './apply-route-controller';
export {
  createConfirmationStepController,
  type ConfirmationStepController,
  type ConfirmationStepControllerOptions,
  type ConfirmationStepState,
} from './confirmation-step-controller';
export {
  createPinStepController,
  type PinStepController,
  type PinStepControllerOptions,
  type PinStepState,
} from './pin-step-controller';
export {
  createWizardHistory,
  type WizardEntryState,
  type WizardHistory,
  type WizardHistoryOptions,
  type WizardHistoryPort,
  type WizardLocation,
} from './wizard-history';
