export { CheckoutCompleteScreen, type CheckoutCompleteScreenProps } from './checkout-complete';
