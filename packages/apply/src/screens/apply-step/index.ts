export { ApplyStepScreen, type ApplyStepScreenProps } from './apply-step';
export { StepWidgetProvider, stepWidgets, stepFieldTypes, type StepWidgetContextValue } from './step-widgets';
