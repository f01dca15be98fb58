export { CheckoutSignScreen, type CheckoutSignScreenProps } from './checkout-sign';
