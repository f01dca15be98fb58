export { CheckoutBankingScreen, type CheckoutBankingScreenProps } from './checkout-banking';
