export { CheckoutLeaseScreen, type CheckoutLeaseScreenProps, type LeaseCartRow } from './checkout-lease';
