export { createTypedSsnMemory } from './typed-ssns';
export { createFormStepController } from './form-step-controller';
export { createSinglePageController } from './single-page-controller';
// The application side's stores and rules (moved from the main entry): one entry per feature.
export {
  clearHvacOwnership,
  getHvacQualifyingError,
  HVAC_QUESTION_COUNT,
  type HvacAnswer,
  isHvacContinueDisabled,
} from '../rules/hvac';
export {
  type ApplyStepId,
  getApplySteps,
  getApprovalCeiling,
  getResumeStep,
  getSectionGateMessage,
  getStepProgress,
  getStepTitle,
  isApplyStepId,
} from '../rules/wizard';
export { createIdentityCheck } from '../identity-check';
export { createStepSchema } from '../schema-form/step-schema';
export { createAutosave } from '../autosave';
export {
  type ApplyWizard,
  createApplyWizard,
  createHvacQuestions,
  type ConfirmationEdit,
  createConfirmationEdit,
  createSessionRestore,
  getApplyWizardView,
  getConfirmationSections,
  type SummarySection,
} from '../apply-wizard';
export { createApplyRouteController } from './apply-route-controller';
export { createConfirmationStepController } from './confirmation-step-controller';
export { createPinStepController } from './pin-step-controller';
export { createIdentityCheckController } from './identity-check-controller';
export { createIdentityExchangeController } from './identity-exchange-controller';
export { createFillMenuController } from './fill-menu-controller';
export { createWizardHistory } from './wizard-history';
// The income maths and the offer selection: a variant's own income and offer screens are built on them.
export { getMonthlyIncome, getTotalMonthlyIncome, isIncomeDetailRequired } from '../rules/income';
export {
  getBestOption,
  getCalculatorMinimum,
  getCartTotal,
  getDefaultLeaseAmount,
  getEarlyPurchaseWindowDays,
  getMaxLeaseAmount,
  getPaymentFrequencyChoices,
  getVisibleOfferKeys,
  getVisibleOptions,
  isLeaseOption,
  isOfferKey,
  isPaymentFrequency,
  type LeaseOption,
  type OfferKey,
  type PaymentFrequency,
} from '../rules/offers';
