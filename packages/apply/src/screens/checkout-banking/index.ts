export { BANKING_FORM_ID, CheckoutBankingScreen, type CheckoutBankingScreenProps } from './checkout-banking';
