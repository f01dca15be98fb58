export { CheckoutPaymentScreen, type CheckoutPaymentScreenProps } from './checkout-payment';
