export { createTypedSsnMemory } from './typed-ssns';
export { createFormStepController } from './form-step-controller';
export { createSinglePageController, type SinglePageSectionView } from './single-page-controller';
