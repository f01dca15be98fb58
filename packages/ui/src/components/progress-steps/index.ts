export {
  ProgressSteps,
  progressStepVariants,
  type ProgressStep,
  type ProgressStepState,
  type ProgressStepsProps,
} from './progress-steps';
