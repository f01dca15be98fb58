// @leasekit/core/checkout: one controller per screen of the store selection, checkpoint, results and
// checkout flows.
// Each is framework-free and side-effect-free until mount(); navigation, notices and the session are
// injected, so a flow is tested without React.
export type { ControllerNotice } from './ports';
export { createCheckpointController, createRetrievalVerificationController } from '../checkpoint-retrieval';
export {
  createApprovedController,
  createPayrollPanelController,
  createResultMessageController,
} from '../result-screens';
export { createPaymentController } from '../card-payment/payment-controller';
// The checkout side's stores and rules (moved from the main entry): one entry per feature.
export { COMPLETED_REDIRECT_SECONDS, createCompletedRedirect } from '../completed-redirect';
export { createCheckpointResume } from '../checkpoint-resume';
export { createCompletedCheckout } from '../completed-checkout';
export { getCardRuleError } from '../rules/cards';
export {
  CHECKOUT_STATUS,
  getApprovedContinueLabel,
  getProcessOutcome,
  isExpressCheckoutEligible,
  isHvacStore,
  isOcpSwitchVisible,
  isPortalApplication,
  type StoreDetails,
} from '../rules/checkout';
export {
  getApplicantSuccessPath,
  getContactStoreMessage,
  getContractInProgressMessage,
  getDenialMessage,
  getMaxedDenialResult,
  getRetrievedApplicationOutcome,
} from '../rules/results';
export { isDeliveryService, isHaulAwaySelectable, isHaulAwayType } from '../rules/delivery';
export { isPayrollEligible } from '../rules/payroll';
export { createPinVerification, getPinSubmitApplication, PIN_LENGTH } from '../pin-verification';
export { createPayrollEnrolment, getInitialPayrollEnrolmentState } from '../payroll-enrolment';
export { formatCheckoutText } from '../rules/checkout-text';
export { getContractTerms, getCustomerSummary } from '../rules/lease-summary';
export { getContractPreviewUrl } from '../rules/contract-signing';
export { type CardFormValues } from '../rules/card-form';
export {
  type DeliveryChoice,
  getDeliveryTypePrice,
  getEmptyDeliveryChoice,
  getShipmentPrice,
  type ServiceAnswer,
} from '../rules/checkout-delivery';
export { createCardPayment } from '../card-payment';
export { EXPRESS_PAY_MONTHS, getCompanyState, type PaymentQuote } from '../payment-calculator';
export { createLeaseSummary, createTechnicianMemory } from '../lease-summary';
export { createESignFlow } from '../e-sign-flow';
export { createCheckoutControls } from '../checkout-controls';
export { createDeliverySchedule, getKeptDeliverySchedule } from '../delivery-schedule';
export { createResumeController } from '../checkpoint-resume/resume-controller';
export { createProcessController } from '../checkpoint-resume/process-controller';
export { refreshSession } from '../checkpoint-resume/session-refresh';
export {
  createStoreSelectionController,
  getStoreSelectionParams,
} from '../retail-store-selection/store-selection-controller';
export { createLeaseController } from '../lease-summary/lease-controller';
export { createDeliveryController } from '../delivery-schedule/delivery-controller';
// The retail store selection the checkout starts from.
export { createRetailStoreSelection } from '../retail-store-selection';
