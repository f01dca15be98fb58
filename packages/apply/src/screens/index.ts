// The screens on their own, for a team that composes its own flow: each is presentational (its view and
// callbacks come in as props, from the core controller of its route in @leasekit/core/apply or
// /checkout) and renders inside a @leasekit/ui ThemeProvider. The routes of src/routes show how each is
// driven.
export { AppBar, type AppBarProps } from './app-bar';
export { ApplyStepScreen, type ApplyStepScreenProps } from './apply-step';
export {
  ApplicationConfirmationScreen,
  type ApplicationConfirmationScreenProps,
} from './application-confirmation';
export { ApprovedScreen, type ApprovedScreenProps } from './approved';
export { CheckoutBankingScreen, type CheckoutBankingScreenProps } from './checkout-banking';
export { CheckoutCompleteScreen, type CheckoutCompleteScreenProps } from './checkout-complete';
export { CheckoutDeliveryScreen, type CheckoutDeliveryScreenProps } from './checkout-delivery';
export { CheckoutLeaseScreen, type CheckoutLeaseScreenProps } from './checkout-lease';
export { CheckoutPaymentScreen, type CheckoutPaymentScreenProps } from './checkout-payment';
export { CheckoutPreviewScreen, type CheckoutPreviewScreenProps } from './checkout-preview';
export { CheckoutSignScreen, type CheckoutSignScreenProps } from './checkout-sign';
export { CheckpointScreen, type CheckpointScreenProps } from './checkpoint';
export { HvacQuestionsScreen, type HvacQuestionsScreenProps } from './hvac-questions';
export { IdentityCheckScreen, type IdentityCheckScreenProps } from './identity-check';
export { OneMomentScreen, type OneMomentScreenProps } from './one-moment';
export { PayrollPanel, type PayrollPanelProps } from './payroll-panel';
export { PinVerificationScreen, type PinVerificationScreenProps } from './pin-verification';
export { ResultMessageScreen, type ResultMessageScreenProps } from './result-message';
export {
  SinglePageApplicationScreen,
  type SinglePageApplicationScreenProps,
} from './single-page-application';
export { StoreSelectionScreen, type StoreSelectionScreenProps } from './store-selection';
export { WizardScreen, type WizardScreenProps } from './wizard-screen';
