export { CheckoutFooter, SaveRetryHint, type CheckoutFooterProps } from './checkout-footer';
export { CheckoutErrorModal, type CheckoutErrorModalProps } from './checkout-error-modal';
export { useSaveStatusOf } from './use-save-status';
